import { Tag } from 'antd';
import { useNavigate } from 'react-router-dom';
import { ContractKind, RESOURCES } from '@ta/contract';
import { useResourceActions } from '@/platform/crud';
import { ListScreen, type ListColumn, type RowAction } from '@/platform/list';
import { routePath } from '@/platform/routes';
import { AddButton } from '@/platform/editor/AddButton';
import { keywordColumn, remarkColumn, timeColumn } from '@/modules/system/shared/columns';
import { enabledColumn, useEnableAction } from '../shared/columns';
import type { ContractTemplateRow } from './contract-keys';

const res = RESOURCES.contractTemplate;

const columns: ListColumn<ContractTemplateRow>[] = [
  keywordColumn('模板名称'),
  { title: '模板名称', dataIndex: 'name', width: 220 },
  { title: '合同类型', dataIndex: 'kind', width: 130, enumMap: ContractKind, search: true },
  { title: '使用的关键字', dataIndex: 'keys', width: 360, exportValue: (r) => (r.keys ?? []).join('、'),
    render: (_, r) => (r.keys?.length ? r.keys.slice(0, 8).map((k) => <Tag key={k}>{`{${k}}`}</Tag>).concat(r.keys.length > 8 ? [<span key="more">等{r.keys.length}个</span>] : []) : '-') },
  enabledColumn<ContractTemplateRow>(),
  remarkColumn(),
  timeColumn(),
];

export function ContractTemplateList() {
  const navigate = useNavigate();
  const { remove } = useResourceActions(res);
  const toggle = useEnableAction<ContractTemplateRow>(res, (r) => r.name);
  const rowActions: RowAction<ContractTemplateRow>[] = [
    { key: 'edit', label: '编辑', onClick: (r) => navigate(routePath('contractTemplateEditor', { id: r.id })) },
    toggle,
    { key: 'delete', label: '删除', action: 'canDelete', danger: true, confirm: (r) => `确定删除合同模板“${r.name}”吗？`, onClick: (r) => remove(r.id) },
  ];
  return (
    <ListScreen<ContractTemplateRow> resource={res} columns={columns} rowActions={rowActions} exportName="合同模板"
      rowTone={(r) => (r.enabled ? undefined : 'muted')}
      toolbar={[<AddButton key="add" perm={res.permissionKey} label="新增合同模板" onClick={() => navigate(routePath('contractTemplateEditor'))} />]} />
  );
}
