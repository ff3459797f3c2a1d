/**
 * The customer editors (detail routes): customerEditor (散客), unitCustomerEditor, peerUnitEditor and
 * peerPersonEditor, each `?id=` (none to add); units and peers link to their agreements, every customer
 * to its trading records. Saving returns to the list.
 */
import { FileTextOutlined, TransactionOutlined } from '@ant-design/icons';
import { Button, Space } from 'antd';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { CustomerKindCode, CustomerSubjectCode } from '@ta/contract';
import { AuditTimeline } from '@/platform/audit-timeline';
import { ResourceEditor, type Values } from '@/platform/editor/ResourceEditor';
import { useGrants, usePermission } from '@/platform/permission';
import { routePath } from '@/platform/routes';
import { pathRules } from '../shared/form-rules';
import { ReadOnly, RecordGate } from '../shared/RecordGate';
import type { CustomerRow } from '../shared/types';
import { agreementListKey, customerResource, listKey, TRADING_RECORD_KEY, tradingRecordRoute } from './api';
import { CustomerFields } from './CustomerFields';
import { customerToWire } from './customer-model';

const TITLE: Record<string, string> = { private: '散客', unit: '单位客户', 'peer-unit': '同行单位', 'peer-person': '同行个人' };

function CustomerEditorPage({ kind, subject }: { kind: CustomerKindCode; subject: CustomerSubjectCode }) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const id = Number(params.get('id')) || undefined;
  const res = customerResource(kind);
  const { has } = usePermission(res.permissionKey);
  const canSeeTrades = Boolean(useGrants()?.has(TRADING_RECORD_KEY));
  const title = TITLE[kind === 'peer' ? `peer-${subject}` : kind];
  const toWire = (v: Values) => customerToWire(v, kind, subject);
  const readOnly = !has(id ? 'canEditor' : 'canAdd');
  return (
    <RecordGate resource={res} id={id}>
      <Space direction="vertical" style={{ width: '100%' }}>
        {id && (
          <Space>
            {kind !== 'private' && (
              <Button icon={<FileTextOutlined />} onClick={() => navigate(routePath(agreementListKey(kind), { customer_id: id }))}>协议列表</Button>
            )}
            {canSeeTrades && (
              <Button icon={<TransactionOutlined />} onClick={() => navigate(routePath(tradingRecordRoute(kind), { customer_id: id, kind }))}>交易记录</Button>
            )}
          </Space>
        )}
        <ResourceEditor<CustomerRow>
          resource={res} id={id} mode="page" readOnly={readOnly} title={`${id ? '编辑' : '新增'}${title}`}
          defaults={kind === 'peer' ? { subject } : undefined}
          toPayload={toWire}
          onSaved={() => navigate(routePath(listKey(kind)))}
          fields={({ row, isEdit }) => (
            <ReadOnly on={readOnly}>
              <CustomerFields kind={kind} subject={subject} row={row}
                rules={pathRules(isEdit ? res.update : res.create, { transform: toWire, extra: () => (row ? { id: row.id, version: row.version } : {}) })} />
            </ReadOnly>
          )}
        />
        {id && kind !== 'private' && <AuditTimeline type={kind === 'unit' ? 'unitCustomer' : 'peerCustomer'} objectId={id} />}
      </Space>
    </RecordGate>
  );
}

export const CustomerEditor = () => <CustomerEditorPage kind="private" subject="person" />;
export const UnitCustomerEditor = () => <CustomerEditorPage kind="unit" subject="unit" />;
export const PeerUnitEditor = () => <CustomerEditorPage kind="peer" subject="unit" />;
export const PeerPersonEditor = () => <CustomerEditorPage kind="peer" subject="person" />;
