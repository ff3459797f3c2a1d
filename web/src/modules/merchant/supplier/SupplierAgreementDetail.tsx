/** supplierAgreementDetail?id=: one supplier agreement (editable with canEditor), its files and its 变更记录. */
import { Card } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { RESOURCES } from '@ta/contract';
import { usePermission } from '@/platform/permission';
import { AgreementForm } from '../shared/AgreementForm';
import { RecordGate } from '../shared/RecordGate';

const res = RESOURCES.supplierAgreement;

export function SupplierAgreementDetail() {
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || undefined;
  const { has } = usePermission(res.permissionKey);
  if (!id) return <Card>请从协议列表选择协议</Card>;
  return (
    <RecordGate resource={res} id={id}>
      <AgreementForm resource={res} mode="page" id={id} readOnly={!has('canEditor')} title="协议详情"
        parent={{ field: 'supplier_id', label: '供应商' }} />
    </RecordGate>
  );
}
