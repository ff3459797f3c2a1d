/** 协议: a supplier's agreements inside its editor (list, add and edit in a drawer, open the detail page). */
import { useNavigate } from 'react-router-dom';
import { RESOURCES } from '@ta/contract';
import { useResourceActions } from '@/platform/crud';
import { ListScreen, type ListColumn, type RowAction } from '@/platform/list';
import { routePath } from '@/platform/routes';
import { AddButton } from '@/platform/editor/AddButton';
import { AgreementForm } from '../shared/AgreementForm';
import { agreementColumns, agreementTone } from '../shared/agreement-columns';
import { useEditorState } from '@/platform/editor/useEditorState';
import type { AgreementRow } from '../shared/types';

const res = RESOURCES.supplierAgreement;

export function SupplierAgreementsPanel({ supplierId, supplierName, blacklisted }: { supplierId: number; supplierName: string; blacklisted: boolean }) {
  const editor = useEditorState();
  const navigate = useNavigate();
  const { remove } = useResourceActions(res);
  const columns: ListColumn<AgreementRow>[] = agreementColumns<AgreementRow>({ parent: false });
  const rowActions: RowAction<AgreementRow>[] = [
    { key: 'open', label: '详情', onClick: (r) => navigate(routePath('supplierAgreementDetail', { id: r.id, title: `协议：${r.name}` })) },
    { key: 'edit', label: '编辑', action: 'canEditor', onClick: (r) => editor.edit(r.id) },
    { key: 'delete', label: '删除', action: 'canDelete', danger: true, confirm: (r) => `确定删除协议“${r.name}”吗？`, onClick: (r) => remove(r.id) },
  ];
  return (
    <>
      <ListScreen<AgreementRow> resource={res} columns={columns} rowActions={rowActions} pageInRoute={false} exportName={`${supplierName}的协议`}
        fixed={[{ field: 'supplier_id', value: supplierId }]} rowTone={agreementTone}
        alert={blacklisted ? '该供应商已在黑名单中，不能新增协议' : undefined}
        toolbar={blacklisted ? [] : [<AddButton key="add" perm={res.permissionKey} label="新增协议" onClick={editor.add} />]} />
      <AgreementForm resource={res} mode="drawer" id={editor.id} open={editor.open} onClose={editor.close}
        parent={{ field: 'supplier_id', label: '供应商', id: supplierId, name: supplierName }} />
    </>
  );
}
