/**
 * Editor pages opened with an id: while the record loads the editor shows its skeleton; when it cannot be
 * read (deleted, or outside the role's data boundary — the server answers both as 记录不存在) the page says so
 * instead of showing an empty form. `ReadOnly` greys out every control of a form the role may only read.
 */
import { Button, ConfigProvider, Result } from 'antd';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { Msg, type ResourceDef } from '@ta/contract';
import { useRecord } from '@/platform/editor/ResourceEditor';

export function RecordGate({ resource, id, children }: { resource: ResourceDef; id: number | undefined; children: ReactNode }) {
  const navigate = useNavigate();
  const rec = useRecord(resource, id);
  if (id && rec.isError) {
    return <Result status="404" title={Msg.notFound} extra={<Button onClick={() => navigate(-1)}>返回</Button>} />;
  }
  return <>{children}</>;
}

export function ReadOnly({ on, children }: { on: boolean | undefined; children: ReactNode }) {
  return on ? <ConfigProvider componentDisabled>{children}</ConfigProvider> : <>{children}</>;
}
