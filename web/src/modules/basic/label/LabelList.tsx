/** 标签管理: one tab per label kind (产品等级, 产品标签, 属性, 服务类型, 团队类型), each a list with its editor. */
import { Tabs, Tag } from 'antd';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useResourceActions } from '@/platform/crud';
import { ListScreen, type ListColumn, type RowAction } from '@/platform/list';
import { routePath } from '@/platform/routes';
import { AddButton } from '@/platform/editor/AddButton';
import { keywordColumn, remarkColumn, timeColumn } from '@/modules/system/shared/columns';
import { useEditorState } from '@/platform/editor/useEditorState';
import { enabledColumn, sortColumn, useEnableAction } from '../shared/columns';
import { LABEL_KINDS, LabelKind, kindOfParam, labelEditorKey, labelResource, type LabelKindCode, type LabelRow } from './label-kinds';
import { LabelForm } from './LabelForm';

const columnsOf = (kind: LabelKindCode): ListColumn<LabelRow>[] => [
  keywordColumn('名称/编码'),
  { title: `${LabelKind[kind]}名称`, dataIndex: 'name', width: 180, render: (_, r) => (r.color ? <Tag color={r.color}>{r.name}</Tag> : r.name) },
  { title: '标签编码', dataIndex: 'code', width: 140 },
  { title: '颜色', dataIndex: 'color', width: 120, render: (_, r) => (r.color
    ? <span><span style={{ display: 'inline-block', width: 12, height: 12, borderRadius: 2, background: r.color, marginRight: 6, verticalAlign: -1 }} />{r.color}</span>
    : '-') },
  sortColumn(),
  enabledColumn<LabelRow>(),
  remarkColumn(),
  timeColumn(),
];

function LabelTab({ kind }: { kind: LabelKindCode }) {
  const res = labelResource(kind);
  const editor = useEditorState();
  const navigate = useNavigate();
  const { remove } = useResourceActions(res);
  const toggle = useEnableAction<LabelRow>(res, (r) => r.name);
  const rowActions: RowAction<LabelRow>[] = [
    { key: 'edit', label: '编辑', action: 'canEditor', onClick: (r) => editor.edit(r.id) },
    { key: 'open', label: '详情', onClick: (r) => navigate(routePath(labelEditorKey(kind), { id: r.id })) },
    toggle,
    { key: 'delete', label: '删除', action: 'canDelete', danger: true, confirm: (r) => `确定删除${LabelKind[kind]}“${r.name}”吗？`, onClick: (r) => remove(r.id) },
  ];
  return (
    <>
      <ListScreen<LabelRow> resource={res} columns={columnsOf(kind)} rowActions={rowActions} exportName={LabelKind[kind]}
        rowTone={(r) => (r.enabled ? undefined : 'muted')}
        toolbar={[<AddButton key="add" perm={res.permissionKey} label={`新增${LabelKind[kind]}`} onClick={editor.add} />]} />
      <LabelForm kind={kind} id={editor.id} open={editor.open} onClose={editor.close} />
    </>
  );
}

export function LabelList() {
  const [params, setParams] = useSearchParams();
  const kind = kindOfParam(params.get('kind'));
  return (
    <Tabs activeKey={kind} destroyOnHidden onChange={(k) => setParams({ kind: k }, { replace: true })}
      items={LABEL_KINDS.map((k) => ({ key: k, label: LabelKind[k], children: <LabelTab kind={k} /> }))} />
  );
}
