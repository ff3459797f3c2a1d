/**
 * The notice of a supplier whose key data is under the supplier-change audit: what changes ("旧 → 新"), who asked
 * and when. The supplier keeps its approved data until the audit passes, so the form below still shows it.
 */
import { Alert, Table } from 'antd';
import { formatDateTime } from '@ta/contract';
import type { SupplierPendingChange } from '../shared/types';

export const KEY_DATA_HINT = '名称、统一社会信用代码、法人、供应商类型、结算周期、账期天数和收款账户是关键信息：已审核通过的供应商修改它们需经“供应商变更审核”，通过后生效。';

export function PendingChangeNotice({ change }: { change: SupplierPendingChange }) {
  return (
    <Alert type="warning" showIcon style={{ marginBottom: 12 }}
      message={`变更审核中：${change.created_by_name ?? ''} 于 ${formatDateTime(change.created_at, 'minute')} 提交的关键信息变更，审核通过后生效`}
      description={
        <Table size="small" rowKey="field" pagination={false} dataSource={change.changes}
          columns={[
            { title: '字段', dataIndex: 'label', width: 120 },
            { title: '当前（已审核）', dataIndex: 'old', render: (v: string | null) => v ?? '（空）' },
            { title: '变更为', dataIndex: 'new', render: (v: string | null) => <b>{v ?? '（空）'}</b> },
          ]} />
      } />
  );
}
