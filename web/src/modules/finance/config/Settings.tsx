/**
 * 财务配置 settings on the shared resource list + editor: 账户管理 (company receiving/paying accounts: bank card,
 * Alipay, WeChat), 授信类型, 汇率配置 (CNY only, rate 1 kept as data) and 开票员列表 (the same list the invoice
 * module takes its issuers from, docs/decisions.md).
 */
import { ProForm, ProFormSelect, ProFormSwitch, ProFormDigit, ProFormDependency } from '@ant-design/pro-components';
import { Tag } from 'antd';
import { PayAccountType, RESOURCES, type creditTypeRow, type exchangeRateRow, type ticketerRow } from '@ta/contract';
import type { Answer } from '@/platform/answer-types';
import { useResourceActions } from '@/platform/crud';
import { AddButton } from '@/platform/editor/AddButton';
import { ResourceEditor } from '@/platform/editor/ResourceEditor';
import { useEditorState } from '@/platform/editor/useEditorState';
import { positiveIntRule } from '@/platform/form';
import { FormText, FormTextArea } from '@/platform/inputs';
import { ListScreen, type ListColumn, type RowAction } from '@/platform/list';
import { enumOptions } from '@ta/contract';
import { useUserOptions } from '../../system/shared/users';
import type { PayAccountRow } from '../api';
import { YuanInput } from '../YuanInput';

const enabledColumn = <T extends { enabled: boolean }>(): ListColumn<T> => ({
  title: '状态', dataIndex: 'enabled', width: 80, render: (_v, r) => (r.enabled ? <Tag color="green">启用</Tag> : <Tag>停用</Tag>),
  exportValue: (r) => (r.enabled ? '启用' : '停用'),
});
const timeCol = <T,>(): ListColumn<T> => ({ title: '更新时间', dataIndex: 'updated_at', width: 160, valueType: 'dateTime' });
const keyword = <T,>(placeholder: string): ListColumn<T> => ({ title: '关键字', dataIndex: 'keyword', hideInTable: true, search: true, exportable: false, fieldProps: { placeholder } });

// ---------------------------------------------------------------- 账户管理
const ACC = RESOURCES.payAccount;
const accountColumns: ListColumn<PayAccountRow>[] = [
  keyword('账户名称/账号/户名/开户行'),
  { title: '账户名称', dataIndex: 'name', width: 180 },
  { title: '账户类型', dataIndex: 'type', width: 90, enumMap: PayAccountType, search: true },
  { title: '开户银行', dataIndex: 'bank_name', width: 180 },
  { title: '账号', dataIndex: 'number', width: 200 },
  { title: '户名', dataIndex: 'holder', width: 160 },
  enabledColumn<PayAccountRow>(),
  { title: '排序', dataIndex: 'sort', width: 70, sorter: true },
  { title: '备注', dataIndex: 'remark', width: 180, ellipsis: true },
  timeCol<PayAccountRow>(),
];

export function AccountList() {
  const editor = useEditorState();
  const { remove } = useResourceActions(ACC);
  const rowActions: RowAction<PayAccountRow>[] = [
    { key: 'edit', label: '编辑', action: 'canEditor', onClick: (r) => editor.edit(r.id) },
    { key: 'delete', label: '删除', action: 'canDelete', danger: true, confirm: (r) => `确定删除账户“${r.name}”吗？已使用的账户不能删除，可改为停用。`, onClick: (r) => remove(r.id) },
  ];
  return (
    <>
      <ListScreen<PayAccountRow> resource={ACC} columns={accountColumns} rowActions={rowActions} exportName="账户"
        rowTone={(r) => (r.enabled ? undefined : 'muted')} toolbar={[<AddButton key="add" perm={ACC.permissionKey} label="新增账户" onClick={editor.add} />]} />
      <ResourceEditor<PayAccountRow> resource={ACC} id={editor.id} mode="drawer" open={editor.open} onClose={editor.close} width={560}
        defaults={{ type: 0, enabled: true, sort: 0 }}
        fields={({ rules }) => (
          <>
            <ProFormSelect name="type" label="账户类型" required rules={rules('type')} options={enumOptions(PayAccountType)} />
            <FormText name="name" label="账户名称" required rules={rules('name')} max={50} />
            <ProFormDependency name={['type']}>
              {({ type }) => <FormText name="bank_name" label="开户银行" required={Number(type) === 0} rules={rules('bank_name')} max={100} />}
            </ProFormDependency>
            <FormText name="number" label="账号" required rules={rules('number')} max={40} stripSpaces />
            <FormText name="holder" label="户名" required rules={rules('holder')} max={50} />
            <ProFormSwitch name="enabled" label="启用" />
            <ProFormDigit name="sort" label="排序" rules={[positiveIntRule, ...rules('sort')]} fieldProps={{ precision: 0 }} min={0} max={9999} />
            <FormTextArea name="remark" label="备注" rules={rules('remark')} />
          </>
        )} />
    </>
  );
}

// ---------------------------------------------------------------- 授信类型
const CT = RESOURCES.creditType;
type CreditTypeRow = Answer<typeof creditTypeRow>;
const creditTypeColumns: ListColumn<CreditTypeRow>[] = [
  keyword('授信类型名称'),
  { title: '授信类型名称', dataIndex: 'name', width: 200 },
  { title: '默认授信额度', dataIndex: 'default_limit', width: 140, money: true, align: 'right' },
  enabledColumn<CreditTypeRow>(),
  { title: '排序', dataIndex: 'sort', width: 70, sorter: true },
  { title: '备注', dataIndex: 'remark', width: 200, ellipsis: true },
  timeCol<CreditTypeRow>(),
];

export function CreditTypeList() {
  const editor = useEditorState();
  const { remove } = useResourceActions(CT);
  const rowActions: RowAction<CreditTypeRow>[] = [
    { key: 'edit', label: '编辑', action: 'canEditor', onClick: (r) => editor.edit(r.id) },
    { key: 'delete', label: '删除', action: 'canDelete', danger: true, confirm: (r) => `确定删除授信类型“${r.name}”吗？`, onClick: (r) => remove(r.id) },
  ];
  return (
    <>
      <ListScreen<CreditTypeRow> resource={CT} columns={creditTypeColumns} rowActions={rowActions} exportName="授信类型"
        toolbar={[<AddButton key="add" perm={CT.permissionKey} label="新增授信类型" onClick={editor.add} />]} />
      <ResourceEditor<CreditTypeRow> resource={CT} id={editor.id} mode="drawer" open={editor.open} onClose={editor.close} width={520}
        defaults={{ enabled: true, sort: 0, default_limit: 0 }}
        fields={({ rules }) => (
          <>
            <FormText name="name" label="授信类型名称" required rules={rules('name')} max={50} />
            <ProForm.Item name="default_limit" label="默认授信额度" rules={rules('default_limit')} extra="新增授信额度时按类型带出的默认额度"><YuanInput /></ProForm.Item>
            <ProFormSwitch name="enabled" label="启用" />
            <ProFormDigit name="sort" label="排序" rules={[positiveIntRule, ...rules('sort')]} fieldProps={{ precision: 0 }} min={0} max={9999} />
            <FormTextArea name="remark" label="备注" rules={rules('remark')} />
          </>
        )} />
    </>
  );
}

// ---------------------------------------------------------------- 汇率配置
const RATE = RESOURCES.exchangeRate;
type RateRow = Answer<typeof exchangeRateRow>;
const rateColumns: ListColumn<RateRow>[] = [
  { title: '币种', dataIndex: 'currency', width: 100 },
  { title: '币种名称', dataIndex: 'name', width: 140 },
  { title: '汇率', dataIndex: 'rate', width: 140, align: 'right' },
  { title: '备注', dataIndex: 'remark', width: 240, ellipsis: true },
  timeCol<RateRow>(),
];

export function ExchangeRateList() {
  const editor = useEditorState();
  return (
    <>
      <ListScreen<RateRow> resource={RATE} columns={rateColumns} exportName="汇率" alert="目前只支持人民币结算，人民币汇率固定为 1。"
        rowActions={[{ key: 'edit', label: '编辑', action: 'canEditor', onClick: (r) => editor.edit(r.id) }]} />
      <ResourceEditor<RateRow> resource={RATE} id={editor.id} mode="drawer" open={editor.open} onClose={editor.close} width={480}
        toPayload={(v) => ({ rate: v.rate, remark: v.remark ?? null })}
        fields={({ rules, row }) => (
          <>
            <FormText name="currency" label="币种" disabled />
            <FormText name="name" label="币种名称" disabled />
            <FormText name="rate" label="汇率" required rules={rules('rate')} max={14} disabled={row?.currency === 'CNY'} extra={row?.currency === 'CNY' ? '人民币汇率固定为1' : '最多6位小数'} />
            <FormTextArea name="remark" label="备注" rules={rules('remark')} />
          </>
        )} />
    </>
  );
}

// ---------------------------------------------------------------- 开票员
const TK = RESOURCES.ticketer;
type TicketerRow = Answer<typeof ticketerRow>;
const ticketerColumns: ListColumn<TicketerRow>[] = [
  { title: '开票员', dataIndex: 'user_name', width: 160 },
  enabledColumn<TicketerRow>(),
  { title: '备注', dataIndex: 'remark', width: 240, ellipsis: true },
  timeCol<TicketerRow>(),
];

export function TicketerList() {
  const editor = useEditorState();
  const users = useUserOptions();
  const { remove } = useResourceActions(TK);
  const rowActions: RowAction<TicketerRow>[] = [
    { key: 'edit', label: '编辑', action: 'canEditor', onClick: (r) => editor.edit(r.id) },
    { key: 'delete', label: '删除', action: 'canDelete', danger: true, confirm: (r) => `确定删除开票员“${r.user_name ?? ''}”吗？`, onClick: (r) => remove(r.id) },
  ];
  return (
    <>
      <ListScreen<TicketerRow> resource={TK} columns={ticketerColumns} rowActions={rowActions} exportName="开票员"
        alert="开票员即发票管理中的开票人：只有列表中启用的用户可以开具发票。"
        toolbar={[<AddButton key="add" perm={TK.permissionKey} label="新增开票员" onClick={editor.add} />]} />
      <ResourceEditor<TicketerRow> resource={TK} id={editor.id} mode="drawer" open={editor.open} onClose={editor.close} width={480}
        defaults={{ enabled: true }}
        fields={({ rules, row }) => (
          <>
            <ProFormSelect name="user_id" label="开票员" required rules={rules('user_id')} showSearch
              options={users ?? (row ? [{ value: row.user_id, label: row.user_name ?? String(row.user_id) }] : [])}
              extra={users === null ? '当前角色无权查看用户列表，请联系管理员' : undefined} />
            <ProFormSwitch name="enabled" label="启用" />
            <FormTextArea name="remark" label="备注" rules={rules('remark')} />
          </>
        )} />
    </>
  );
}
