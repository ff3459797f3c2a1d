/**
 * Unit and peer customer agreements: unitAgreementList / peerAgreementList (?customer_id= for one customer,
 * otherwise every agreement of the kind) and unitAgreementEditor / peerAgreementEditor (?id=, ?customer_id=).
 */
import { Card } from 'antd';
import { useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useResourceActions } from '@/platform/crud';
import { useRecord } from '@/platform/editor/ResourceEditor';
import { ListScreen, type ListColumn, type RowAction } from '@/platform/list';
import { usePermission } from '@/platform/permission';
import { routePath } from '@/platform/routes';
import { AddButton } from '@/platform/editor/AddButton';
import { AgreementForm } from '../shared/AgreementForm';
import { RecordGate } from '../shared/RecordGate';
import { agreementColumns, agreementTone } from '../shared/agreement-columns';
import type { AgreementRow, CustomerRow } from '../shared/types';
import { agreementEditorKey, agreementResource, customerResource } from './api';
import { CustomerSelect } from './CustomerSelect';

function AgreementListPage({ kind }: { kind: 'unit' | 'peer' }) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const customerId = Number(params.get('customer_id')) || undefined;
  const res = agreementResource(kind);
  const customer = useRecord<CustomerRow>(customerResource(kind), customerId).data;
  const { remove } = useResourceActions(res);
  const names = useRef(new Map<number, string>());
  const columns: ListColumn<AgreementRow>[] = [
    ...agreementColumns<AgreementRow>({ parent: customerId ? false : { title: '客户', field: 'customer_name' }, customer: true }),
    ...(customerId ? [] : [{
      title: '客户', dataIndex: 'customer_id', hideInTable: true, exportable: false, search: true,
      searchRender: () => <CustomerSelect kind={kind} onChange={(_id, c) => { if (c) names.current.set(c.id, c.name); }} />,
      chipText: (v: unknown) => names.current.get(Number(v)) ?? String(v),
    } as ListColumn<AgreementRow>]),
  ];
  const edit = (r: AgreementRow) => navigate(routePath(agreementEditorKey(kind), { id: r.id, customer_id: r.customer_id, title: `协议：${r.name}` }));
  const rowActions: RowAction<AgreementRow>[] = [
    { key: 'edit', label: '编辑', action: 'canEditor', onClick: edit },
    { key: 'delete', label: '删除', action: 'canDelete', danger: true, confirm: (r) => `确定删除协议“${r.name}”吗？`, onClick: (r) => remove(r.id) },
  ];
  return (
    <ListScreen<AgreementRow> resource={res} columns={columns} rowActions={rowActions} rowTone={agreementTone}
      exportName={customer ? `${customer.name}的协议` : res.title}
      fixed={customerId ? [{ field: 'customer_id', value: customerId, label: '客户', text: customer?.name ?? String(customerId) }] : []}
      toolbar={[<AddButton key="add" perm={res.permissionKey} label="新增协议"
        onClick={() => navigate(routePath(agreementEditorKey(kind), { customer_id: customerId, title: '新增协议' }))} />]} />
  );
}

function AgreementEditorPage({ kind }: { kind: 'unit' | 'peer' }) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const id = Number(params.get('id')) || undefined;
  const customerId = Number(params.get('customer_id')) || undefined;
  const res = agreementResource(kind);
  const { has } = usePermission(res.permissionKey);
  const customer = useRecord<CustomerRow>(customerResource(kind), customerId).data;
  if (customerId && !id && !customer) return <Card loading />;
  return (
    <RecordGate resource={res} id={id}>
      <AgreementForm resource={res} mode="page" id={id} customer readOnly={!has(id ? 'canEditor' : 'canAdd')}
        title={`${id ? '编辑' : '新增'}${res.title}`}
        parent={{
          field: 'customer_id', label: customerResource(kind).title, id: customerId, name: customer?.name,
          picker: () => <CustomerSelect kind={kind} />,
        }}
        onSaved={(saved) => navigate(routePath(kind === 'unit' ? 'unitAgreementList' : 'peerAgreementList', { customer_id: saved.customer_id ?? customerId }))} />
    </RecordGate>
  );
}

export const UnitAgreementList = () => <AgreementListPage kind="unit" />;
export const PeerAgreementList = () => <AgreementListPage kind="peer" />;
export const UnitAgreementEditor = () => <AgreementEditorPage kind="unit" />;
export const PeerAgreementEditor = () => <AgreementEditorPage kind="peer" />;
