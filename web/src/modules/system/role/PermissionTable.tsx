/** The role's permission tree: check pages (a group checks its subtree) and, per page, its action flags. */
import { Button, Checkbox, Space, Table } from 'antd';
import { useMemo, useState, type Key } from 'react';
import { ACTION_FLAGS, ACTION_LABELS, type ActionFlag, type Grant } from '@ta/contract';
import { fromGrants, nodeState, permissionTree, setActions, toGrants, toggleNode, type PermNode } from './permission-tree';

const ACTION_OPTIONS = ACTION_FLAGS.map((a) => ({ label: ACTION_LABELS[a], value: a }));

export interface PermissionTableProps {
  value?: Grant[];
  onChange?: (grants: Grant[]) => void;
  disabled?: boolean;
}

const topKeys = (tree: PermNode[]): Key[] => tree.map((n) => n.key);

export function PermissionTable({ value, onChange, disabled }: PermissionTableProps) {
  const tree = useMemo(() => permissionTree(), []);
  const [expanded, setExpanded] = useState<readonly Key[]>(() => topKeys(tree));
  const checked = useMemo(() => fromGrants(value), [value]);
  const emit = (next: Map<string, readonly ActionFlag[]>) => onChange?.(toGrants(next, tree));
  const allKeys = useMemo(() => {
    const out: Key[] = [];
    const walk = (ns: PermNode[]) => ns.forEach((n) => { if (n.children) { out.push(n.key); walk(n.children); } });
    walk(tree);
    return out;
  }, [tree]);
  const root: PermNode = { key: '__all', title: '', children: tree };

  return (
    <div className="ta-permission-table">
      <Space style={{ marginBottom: 8 }}>
        <Button size="small" onClick={() => setExpanded(allKeys)}>全部展开</Button>
        <Button size="small" onClick={() => setExpanded(topKeys(tree))}>收起</Button>
        {!disabled && <Button size="small" onClick={() => emit(toggleNode(checked, root, true))}>全选页面</Button>}
        {!disabled && <Button size="small" onClick={() => emit(new Map())}>清空</Button>}
      </Space>
      <Table<PermNode>
        size="small"
        rowKey="key"
        pagination={false}
        dataSource={tree}
        scroll={{ y: 560 }}
        expandable={{ expandedRowKeys: expanded, onExpandedRowsChange: setExpanded }}
        columns={[
          {
            title: '菜单/页面', dataIndex: 'title', width: 280,
            render: (_, n) => {
              const state = nodeState(checked, n);
              return (
                <Checkbox disabled={disabled} checked={state === 'all'} indeterminate={state === 'some'}
                  onChange={(e) => emit(toggleNode(checked, n, e.target.checked))}>
                  {n.title}
                </Checkbox>
              );
            },
          },
          {
            title: '操作权限',
            render: (_, n) => {
              if (n.children?.length || !n.permissionKey) return null;
              const key = n.permissionKey;
              if (!checked.has(key)) return <span style={{ color: 'rgba(0,0,0,0.25)' }}>勾选页面后可设置操作权限</span>;
              return (
                <Checkbox.Group disabled={disabled} options={ACTION_OPTIONS} value={[...(checked.get(key) ?? [])]}
                  onChange={(v) => emit(setActions(checked, key, v as ActionFlag[]))} />
              );
            },
          },
        ]}
      />
    </div>
  );
}
