/**
 * The row action that starts an object's audit in the approval engine (supplier, unit or peer customer);
 * shown until the object is approved. An audit already pending is refused by the server with its message.
 */
import { message } from 'antd';
import type { RowAction } from '@/platform/list';
import { showError } from '@/platform/feedback';
import { post } from '@/platform/request';

export const SUBMIT_AUDIT_URL = '/api/v1/audit/submit';

export function submitAuditAction<T extends { id: number; name: string; audit_status: number }>(type: string, after: () => Promise<void>): RowAction<T> {
  return {
    key: 'submitAudit', label: '提交审核', action: 'canAdd', visible: (r) => r.audit_status !== 1,
    onClick: async (r) => {
      try {
        if (await post(SUBMIT_AUDIT_URL, { type, object_id: r.id })) void message.success(`已提交审核：${r.name}`);
        await after();
      } catch (e) { showError(e); }
    },
  };
}
