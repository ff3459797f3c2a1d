/**
 * 区域管理: the area tree on the left (children loaded on expand, disabled nodes shown), the children of
 * the picked node on the right as a list, with add / edit / disable / enable. Every write refreshes the
 * tree, the list and this browser's cached area tree of the cascaders.
 */
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Col, Row, Space, Tag, Tree, Typography, message } from 'antd';
import type { DataNode, EventDataNode } from 'antd/es/tree';
import { useEffect, useMemo, useState, type Key } from 'react';
import { AREA_CHINA, AreaKind, RESOURCES, resourcePath } from '@ta/contract';
import { refreshAreaTree } from '@/platform/area';
import { showError } from '@/platform/feedback';
import { ListScreen, loadAll, type ListColumn, type RowAction } from '@/platform/list';
import { Auth } from '@/platform/permission';
import { invalidateResource } from '@/platform/query-keys';
import { post } from '@/platform/request';
import { keywordColumn, timeColumn } from '@/modules/system/shared/columns';
import { enabledColumn, sortColumn } from '../shared/columns';
import { childKindOf, fullNameOf, pathTo, type AreaRow } from './area-rules';
import { AreaForm } from './AreaForm';
import { PlusOutlined } from '@ant-design/icons';

const res = RESOURCES.area;
const ROOT = 0; // key of the (virtual) parent of the two roots

async function loadChildren(parent: number): Promise<AreaRow[]> {
  const filters = parent === ROOT ? { kind: 'root' } : { parent_value: parent };
  return loadAll<AreaRow>({ url: resourcePath(res, 'list') }, { filters, sortField: 'sort', sortOrder: 'ascend' });
}

const columns: ListColumn<AreaRow>[] = [
  keywordColumn('中文名称/英文名称/代码'),
  { title: '中文名称', dataIndex: 'zh_name', width: 160 },
  { title: '英文名称', dataIndex: 'en_name', width: 160, ellipsis: true },
  { title: '级别', dataIndex: 'kind', width: 80, enumMap: AreaKind },
  { title: '区域值', dataIndex: 'value', width: 100 },
  { title: '区域代码', dataIndex: 'code', width: 100 },
  { title: '下级数', dataIndex: 'child_count', width: 80, align: 'right' },
  sortColumn(),
  enabledColumn<AreaRow>(),
  timeColumn(),
];

function useAreaNodes() {
  const [byValue, setByValue] = useState<Map<number, AreaRow>>(new Map());
  const [kids, setKids] = useState<Map<number, number[]>>(new Map());
  const load = async (parent: number) => {
    try {
      const rows = await loadChildren(parent);
      setByValue((m) => { const n = new Map(m); rows.forEach((r) => n.set(r.value, r)); return n; });
      setKids((m) => new Map(m).set(parent, rows.map((r) => r.value)));
      return rows;
    } catch (e) { showError(e); return []; }
  };
  return { byValue, kids, load };
}

export function AreaPage() {
  const client = useQueryClient();
  const { byValue, kids, load } = useAreaNodes();
  const [selected, setSelected] = useState<number>(AREA_CHINA);
  const [expanded, setExpanded] = useState<Key[]>([AREA_CHINA]);
  const [form, setForm] = useState<{ open: boolean; id?: number; parentPath: number[] }>({ open: false, parentPath: [] });

  useEffect(() => { void load(ROOT).then(() => load(AREA_CHINA)); }, []);

  const node = byValue.get(selected);
  const childKind = node ? childKindOf(node) : null;

  const afterWrite = async (parent: number | null | undefined) => {
    await refreshAreaTree(client);
    await invalidateResource(client, res.name);
    if (parent !== null && parent !== undefined) await load(parent);
    await load(selected);
  };

  const open = async (value: number) => {
    const path = pathTo(byValue, value);
    for (const v of path) if (!kids.has(v)) await load(v);
    if (!kids.has(value)) await load(value);
    setSelected(value);
    setExpanded((e) => Array.from(new Set([...e, ...path])));
  };

  const setEnabled = async (r: AreaRow, enabled: boolean) => {
    try {
      const saved = await post<AreaRow>(`${res.path}/${enabled ? 'enable' : 'disable'}`, { id: r.id });
      if (saved === undefined) return;
      void message.success(enabled ? '已启用' : '已停用');
      await afterWrite(r.parent_value);
    } catch (e) { showError(e); }
  };

  const treeData = useMemo(() => {
    const build = (parent: number): DataNode[] => (kids.get(parent) ?? []).map((v) => {
      const r = byValue.get(v)!;
      return {
        key: r.value,
        isLeaf: (r.child_count ?? 0) === 0,
        title: (
          <span>
            {r.zh_name}
            {r.en_name && r.kind !== 'county' && <Typography.Text type="secondary" style={{ marginLeft: 6, fontSize: 12 }}>{r.en_name}</Typography.Text>}
            {!r.enabled && <Tag style={{ marginLeft: 6 }}>停用</Tag>}
          </span>
        ),
        children: kids.has(r.value) ? build(r.value) : undefined,
      };
    });
    return build(ROOT);
  }, [byValue, kids]);

  const rowActions: RowAction<AreaRow>[] = [
    { key: 'children', label: '下级', visible: (r) => childKindOf(r) !== null, onClick: (r) => open(r.value) },
    { key: 'edit', label: '编辑', action: 'canEditor', onClick: (r) => setForm({ open: true, id: r.id, parentPath: pathTo(byValue, selected) }) },
    { key: 'disable', label: '停用', action: 'canDisabled', danger: true, visible: (r) => r.enabled,
      confirm: (r) => `确定停用“${r.zh_name}”吗？停用后它和它的下级都不再可选。`, onClick: (r) => setEnabled(r, false) },
    { key: 'enable', label: '启用', action: 'canEnabled', visible: (r) => !r.enabled, onClick: (r) => setEnabled(r, true) },
  ];

  const title = node ? fullNameOf(byValue, selected) : '';
  return (
    <Row gutter={16}>
      <Col xs={24} lg={7} xl={6}>
        <Card title="区域树" size="small" styles={{ body: { padding: 8 } }}>
          <Tree
            treeData={treeData}
            height={Math.max(360, window.innerHeight - 300)}
            selectedKeys={[selected]}
            expandedKeys={expanded}
            onExpand={(keys) => setExpanded(keys)}
            loadData={async (n: EventDataNode<DataNode>) => { if (!kids.has(Number(n.key))) await load(Number(n.key)); }}
            onSelect={(keys) => { if (keys.length) void open(Number(keys[0])); }}
            blockNode
          />
        </Card>
      </Col>
      <Col xs={24} lg={17} xl={18}>
        {node && (
          <>
            <Card size="small" style={{ marginBottom: 12 }}>
              <Space wrap size="large">
                <span><Typography.Text type="secondary">当前区域：</Typography.Text><Typography.Text strong>{title}</Typography.Text></span>
                <span><Typography.Text type="secondary">级别：</Typography.Text>{AreaKind[node.kind]}</span>
                <span><Typography.Text type="secondary">区域值：</Typography.Text>{node.value}</span>
                {!node.enabled && <Tag>已停用</Tag>}
                {node.kind !== 'root' && (
                  <Auth perm={res.permissionKey} action="canEditor">
                    <Button size="small" onClick={() => setForm({ open: true, id: node.id, parentPath: pathTo(byValue, node.parent_value ?? AREA_CHINA) })}>编辑当前区域</Button>
                  </Auth>
                )}
              </Space>
            </Card>
            <ListScreen<AreaRow> resource={res} columns={columns} rowActions={rowActions} exportName={`区域-${node.zh_name}`}
              title={childKind ? `下级区域（${AreaKind[childKind]}）` : '下级区域'}
              fixed={[{ field: 'parent_value', value: selected, label: '上级区域', text: title }]}
              rowTone={(r) => (r.enabled ? undefined : 'muted')}
              toolbar={childKind ? [
                <Auth key="add" perm={res.permissionKey} action="canAdd">
                  <Button type="primary" icon={<PlusOutlined />} onClick={() => setForm({ open: true, parentPath: pathTo(byValue, selected) })}>新增{AreaKind[childKind]}</Button>
                </Auth>,
              ] : []} />
          </>
        )}
      </Col>
      <AreaForm id={form.id} open={form.open} parentPath={form.parentPath} onClose={() => setForm((f) => ({ ...f, open: false }))}
        onSaved={(row) => void afterWrite(row.parent_value)} />
    </Row>
  );
}
