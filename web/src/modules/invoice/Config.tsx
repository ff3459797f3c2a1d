/**
 * 财务配置 > invoice settings on the shared resource list + editor: 开票申请类型, 发票内容 (item with spec, unit and
 * tax rate), 发票类型 (普通 / 专用: a special invoice needs the buyer's address/phone and bank/account) and 发票规则
 * with their warnings (预警: shown on the application and in the lists; 禁止: the application is refused).
 * The issuers are finance's 开票员列表.
 */
import { ProFormDigit, ProFormSelect, ProFormSwitch } from '@ant-design/pro-components';
import { Tag } from 'antd';
import { InvoiceRuleCode, InvoiceRuleLevel, InvoiceTypeKind, RESOURCES, TAX_RATES, enumOptions, type ResourceDef } from '@ta/contract';
import { useResourceActions } from '@/platform/crud';
import { AddButton } from '@/platform/editor/AddButton';
import { ResourceEditor } from '@/platform/editor/ResourceEditor';
import { useEditorState } from '@/platform/editor/useEditorState';
import { positiveIntRule } from '@/platform/form';
import { FormText, FormTextArea } from '@/platform/inputs';
import { ListScreen, type ListColumn, type RowAction } from '@/platform/list';
import type { ReactNode } from 'react';

interface Base { id: number; version: number; enabled: boolean; remark: string | null; name?: string }
const enabledColumn = <T extends Base>(): ListColumn<T> => ({
  title: '状态', dataIndex: 'enabled', width: 80, render: (_v, r) => (r.enabled ? <Tag color="green">启用</Tag> : <Tag>停用</Tag>), exportValue: (r) => (r.enabled ? '启用' : '停用'),
});
const tail = <T extends Base>(): ListColumn<T>[] => [
  enabledColumn<T>(),
  { title: '备注', dataIndex: 'remark', width: 200, ellipsis: true },
  { title: '更新时间', dataIndex: 'updated_at', width: 160, valueType: 'dateTime' },
];
type Rules = (f: string) => import('antd/es/form').Rule[];
const sortField = (rules: Rules) => <ProFormDigit name="sort" label="排序" rules={[positiveIntRule, ...rules('sort')]} fieldProps={{ precision: 0 }} min={0} max={9999} />;

function SettingList<T extends Base>({ def, title, columns, fields, defaults, alert }: {
  def: ResourceDef; title: string; columns: ListColumn<T>[]; fields: (rules: Rules) => ReactNode; defaults: Record<string, unknown>; alert?: string;
}) {
  const editor = useEditorState();
  const { remove } = useResourceActions(def);
  const rowActions: RowAction<T>[] = [
    { key: 'edit', label: '编辑', action: 'canEditor', onClick: (r) => editor.edit(r.id) },
    { key: 'delete', label: '删除', action: 'canDelete', danger: true, confirm: `确定删除该${title}吗？已使用的不能删除，可改为停用。`, onClick: (r) => remove(r.id) },
  ];
  return (
    <>
      <ListScreen<T> resource={def} columns={[...columns, ...tail<T>()]} rowActions={rowActions} exportName={title} alert={alert}
        rowTone={(r) => (r.enabled ? undefined : 'muted')} toolbar={[<AddButton key="add" perm={def.permissionKey} label={`新增${title}`} onClick={editor.add} />]} />
      <ResourceEditor<T> resource={def} id={editor.id} mode="drawer" open={editor.open} onClose={editor.close} width={520} defaults={defaults}
        fields={({ rules }) => (
          <>
            {fields(rules)}
            <ProFormSwitch name="enabled" label="启用" />
            <FormTextArea name="remark" label="备注" rules={rules('remark')} />
          </>
        )} />
    </>
  );
}

const keyword = <T,>(placeholder: string): ListColumn<T> => ({ title: '关键字', dataIndex: 'keyword', hideInTable: true, search: true, exportable: false, fieldProps: { placeholder } });

export function InvoiceApplyTypeList() {
  return <SettingList<Base & { sort: number }> def={RESOURCES.invoiceApplyType} title="申请类型" defaults={{ enabled: true, sort: 0 }}
    columns={[keyword('申请类型名称'), { title: '申请类型名称', dataIndex: 'name', width: 220 }, { title: '排序', dataIndex: 'sort', width: 70, sorter: true }]}
    fields={(rules) => <><FormText name="name" label="申请类型名称" required rules={rules('name')} max={50} />{sortField(rules)}</>} />;
}

const rateOptions = TAX_RATES.map((r) => ({ value: r, label: `${r}%` }));
export function InvoiceContentList() {
  return <SettingList<Base & { spec: string | null; unit: string | null; tax_rate: number }> def={RESOURCES.invoiceContent} title="发票内容" defaults={{ enabled: true, sort: 0, tax_rate: 6 }}
    alert="项目名称按税收分类编码简称填写（如 *旅游服务*旅游服务费），开票申请按此带出规格型号、单位与税率。"
    columns={[keyword('项目名称'), { title: '项目名称', dataIndex: 'name', width: 240 }, { title: '规格型号', dataIndex: 'spec', width: 110 }, { title: '单位', dataIndex: 'unit', width: 80 },
      { title: '税率', dataIndex: 'tax_rate', width: 80, render: (_v, r) => `${r.tax_rate}%`, exportValue: (r) => `${r.tax_rate}%` }]}
    fields={(rules) => (
      <>
        <FormText name="name" label="项目名称" required rules={rules('name')} max={100} />
        <FormText name="spec" label="规格型号" rules={rules('spec')} max={50} />
        <FormText name="unit" label="单位" rules={rules('unit')} max={20} />
        <ProFormSelect name="tax_rate" label="税率" required rules={rules('tax_rate')} options={rateOptions} />
        {sortField(rules)}
      </>
    )} />;
}

export function InvoiceTypeList() {
  return <SettingList<Base & { kind: number }> def={RESOURCES.invoiceType} title="发票类型" defaults={{ enabled: true, sort: 0, kind: 0 }}
    columns={[keyword('发票类型名称'), { title: '发票类型名称', dataIndex: 'name', width: 240 }, { title: '发票种类', dataIndex: 'kind', width: 110, enumMap: InvoiceTypeKind }]}
    fields={(rules) => (
      <>
        <FormText name="name" label="发票类型名称" required rules={rules('name')} max={50} />
        <ProFormSelect name="kind" label="发票种类" required rules={rules('kind')} options={enumOptions(InvoiceTypeKind)} extra="专用发票须填写购买方纳税人识别号、地址电话、开户行及账号" />
        {sortField(rules)}
      </>
    )} />;
}

export function InvoiceRuleList() {
  return <SettingList<Base & { rule: string; level: number; message: string }> def={RESOURCES.invoiceRule} title="发票规则" defaults={{ enabled: true, level: 0 }}
    alert="发票预警：启用的规则在开票申请时检查；“预警”在申请与列表中提示，“禁止”则不能提交申请。"
    columns={[{ title: '规则', dataIndex: 'rule', width: 220, enumMap: InvoiceRuleCode }, { title: '处理方式', dataIndex: 'level', width: 90, enumMap: InvoiceRuleLevel,
      render: (_v, r) => <Tag color={r.level === 1 ? 'red' : 'orange'}>{InvoiceRuleLevel[r.level as 0 | 1]}</Tag> }, { title: '预警提示', dataIndex: 'message', width: 240 }]}
    fields={(rules) => (
      <>
        <ProFormSelect name="rule" label="规则" required rules={rules('rule')} options={enumOptions(InvoiceRuleCode)} />
        <ProFormSelect name="level" label="处理方式" required rules={rules('level')} options={enumOptions(InvoiceRuleLevel)} />
        <FormText name="message" label="预警提示" required rules={rules('message')} max={200} />
      </>
    )} />;
}
