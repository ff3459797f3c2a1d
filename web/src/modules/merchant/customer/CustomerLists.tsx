/**
 * The customer lists (客户渠道): 散客, 单位客户 and 同行客户 (units and persons), with audit status, source
 * channel and area; add / edit open the editor pages; units and peers open their agreements; every
 * customer its trading records. One import for every kind (the file names each row's 客户类型).
 */
import { PlusOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Dropdown } from 'antd';
import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { CustomerSubject, SettlementCycle, Sex, type CustomerKindCode } from '@ta/contract';
import { useResourceActions } from '@/platform/crud';
import { ListScreen, type ListColumn, type RowAction } from '@/platform/list';
import { Auth, useGrants } from '@/platform/permission';
import { invalidateResource } from '@/platform/query-keys';
import { routePath } from '@/platform/routes';
import { useChannelOptions } from '../sales-channel/options';
import { AddButton } from '@/platform/editor/AddButton';
import { areaColumn, auditColumn, createdByColumn, keywordColumn, timeColumn } from '../shared/columns';
import { ImportButton } from '../shared/ImportButton';
import { submitAuditAction } from '../shared/submit-audit';
import type { CustomerRow } from '../shared/types';
import { agreementListKey, CUSTOMER_IMPORT_KEY, CUSTOMER_URLS, customerResource, editorKey, TRADING_RECORD_KEY, tradingRecordRoute } from './api';

function columnsOf(kind: CustomerKindCode, channels: { label: string; value: number }[] | null): ListColumn<CustomerRow>[] {
  const person = kind !== 'unit';
  const unit = kind !== 'private';
  const cols: (ListColumn<CustomerRow> | false)[] = [
    keywordColumn(unit ? '名称/电话/联系人/编号' : '姓名/电话/编号'),
    { title: kind === 'private' ? '姓名' : '客户名称', dataIndex: 'name', width: 200, search: true, ellipsis: true },
    { title: '客户编号', dataIndex: 'code', width: 130 },
    kind === 'peer' && { title: '单位/个人', dataIndex: 'subject', enumMap: CustomerSubject, search: true, width: 90 },
    unit && { title: '联系人', dataIndex: 'contact_name', width: 100 },
    { title: '联系电话', dataIndex: 'phone', width: 140, search: true },
    // Peers mix units and persons: their person and unit identifiers go to the export only.
    person && { title: '性别', dataIndex: 'sex', enumMap: Sex, width: 70, hideInTable: kind === 'peer' },
    person && { title: '身份证号', dataIndex: 'id_card', width: 180, hideInTable: kind === 'peer' },
    unit && { title: '统一社会信用代码', dataIndex: 'credit_code', width: 180, hideInTable: kind === 'peer' },
    kind === 'peer' && { title: '经营许可证号', dataIndex: 'license_no', width: 150 },
    unit && { title: '结算周期', dataIndex: 'settlement_cycle', enumMap: SettlementCycle, width: 90 },
    areaColumn<CustomerRow>(),
    {
      title: '来源渠道', dataIndex: 'channel_id', width: 140, search: Boolean(channels), searchOptions: channels ?? undefined,
      render: (_, r) => r.channel_name ?? '-', exportValue: (r) => r.channel_name ?? '',
    },
    auditColumn<CustomerRow>(),
    { title: '邮箱', dataIndex: 'email', hideInTable: true },
    { title: '地址', dataIndex: 'address', hideInTable: true },
    createdByColumn<CustomerRow>(),
    timeColumn<CustomerRow>(),
  ];
  return cols.filter((c): c is ListColumn<CustomerRow> => Boolean(c));
}

function CustomerListPage({ kind }: { kind: CustomerKindCode }) {
  const navigate = useNavigate();
  const client = useQueryClient();
  const res = customerResource(kind);
  const channels = useChannelOptions(true);
  const columns = useMemo(() => columnsOf(kind, channels), [kind, channels]);
  const { remove } = useResourceActions(res);
  const canSeeTrades = Boolean(useGrants()?.has(TRADING_RECORD_KEY));
  const open = (r: CustomerRow) => navigate(routePath(editorKey(kind, r.subject), { id: r.id, title: `编辑${res.title}：${r.name}` }));
  const rowActions: RowAction<CustomerRow>[] = [
    { key: 'edit', label: '编辑', action: 'canEditor', onClick: open },
    ...(kind !== 'private' ? [{ key: 'agreements', label: '协议', onClick: (r: CustomerRow) => navigate(routePath(agreementListKey(kind), { customer_id: r.id, title: `${r.name}的协议` })) }] : []),
    ...(kind !== 'private' ? [submitAuditAction<CustomerRow>(kind === 'unit' ? 'unitCustomer' : 'peerCustomer', () => invalidateResource(client, res.name))] : []),
    { key: 'trades', label: '交易记录', visible: () => canSeeTrades, onClick: (r) => navigate(routePath(tradingRecordRoute(kind), { customer_id: r.id, kind, title: `${r.name}的交易记录` })) },
    { key: 'delete', label: '删除', action: 'canDelete', danger: true, confirm: (r) => `确定删除${res.title}“${r.name}”吗？`, onClick: (r) => remove(r.id) },
  ];
  const add = kind === 'peer'
    ? (
      <Auth key="add" perm={res.permissionKey} action="canAdd">
        <Dropdown menu={{
          items: [{ key: 'unit', label: '同行单位' }, { key: 'person', label: '同行个人' }],
          onClick: ({ key }) => navigate(routePath(key === 'unit' ? 'peerUnitEditor' : 'peerPersonEditor', { title: key === 'unit' ? '新增同行单位' : '新增同行个人' })),
        }}>
          <Button type="primary" icon={<PlusOutlined />}>新增同行客户</Button>
        </Dropdown>
      </Auth>
    )
    : <AddButton key="add" perm={res.permissionKey} label={`新增${res.title}`} onClick={() => navigate(routePath(editorKey(kind, kind === 'unit' ? 'unit' : 'person'), { title: `新增${res.title}` }))} />;
  return (
    <ListScreen<CustomerRow> resource={res} columns={columns} rowActions={rowActions} exportName={res.title}
      toolbar={[
        add,
        <ImportButton key="import" perm={CUSTOMER_IMPORT_KEY} title="导入客户" importUrl={CUSTOMER_URLS.import} templateUrl={CUSTOMER_URLS.template}
          templateName="客户导入模板.xlsx" onImported={() => void Promise.all((['private', 'unit', 'peer'] as const).map((k) => invalidateResource(client, customerResource(k).name)))}
          hint="一个文件可同时导入散客、单位客户、同行单位和同行个人（“客户类型”列）；客户名称与联系电话都相同的视为同一客户，不会重复导入。" />,
      ]} />
  );
}

export const CustomerList = () => <CustomerListPage kind="private" />;
export const UnitCustomerList = () => <CustomerListPage kind="unit" />;
export const PeerCustomerList = () => <CustomerListPage kind="peer" />;
