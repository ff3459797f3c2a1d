/** 供应商协议: every supplier agreement, by supplier, name and validity; add (choosing the supplier), edit, open. */
import { useNavigate } from 'react-router-dom';
import { useRef } from 'react';
import { RESOURCES } from '@ta/contract';
import { useResourceActions } from '@/platform/crud';
import { ListScreen, type ListColumn, type RowAction } from '@/platform/list';
import { routePath } from '@/platform/routes';
import { AddButton } from '@/platform/editor/AddButton';
import { AgreementForm } from '../shared/AgreementForm';
import { agreementColumns, agreementTone } from '../shared/agreement-columns';
import { useEditorState } from '@/platform/editor/useEditorState';
import type { AgreementRow } from '../shared/types';
import { SupplierSelect } from '../SupplierSelect';

const res = RESOURCES.supplierAgreement;

export function SupplierAgreementList() {
  const editor = useEditorState();
  const navigate = useNavigate();
  const { remove } = useResourceActions(res);
  const names = useRef(new Map<number, string>());
  const columns: ListColumn<AgreementRow>[] = [
    ...agreementColumns<AgreementRow>({ parent: { title: '供应商', field: 'supplier_name' } }),
    {
      title: '供应商', dataIndex: 'supplier_id', hideInTable: true, exportable: false, search: true,
      searchRender: () => <SupplierSelect includeBlacklisted onChange={(_id, s) => { if (s) names.current.set(s.id, s.name); }} />,
      chipText: (v) => names.current.get(Number(v)) ?? String(v),
    },
  ];
  const rowActions: RowAction<AgreementRow>[] = [
    { key: 'open', label: '详情', onClick: (r) => navigate(routePath('supplierAgreementDetail', { id: r.id, title: `协议：${r.name}` })) },
    { key: 'edit', label: '编辑', action: 'canEditor', onClick: (r) => editor.edit(r.id) },
    { key: 'delete', label: '删除', action: 'canDelete', danger: true, confirm: (r) => `确定删除协议“${r.name}”吗？`, onClick: (r) => remove(r.id) },
  ];
  return (
    <>
      <ListScreen<AgreementRow> resource={res} columns={columns} rowActions={rowActions} rowTone={agreementTone} exportName="供应商协议"
        toolbar={[<AddButton key="add" perm={res.permissionKey} label="新增协议" onClick={editor.add} />]} />
      <AgreementForm resource={res} mode="drawer" id={editor.id} open={editor.open} onClose={editor.close}
        parent={{ field: 'supplier_id', label: '供应商', picker: () => <SupplierSelect /> }} />
    </>
  );
}
