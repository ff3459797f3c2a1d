/** Editable rows of a user's role relations: department, role, position, data permission. */
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Select, Table, TreeSelect } from 'antd';
import type { Rule } from 'antd/es/form';
import { validateRows, type RowField } from '@/platform/inputs';
import { useDataPermissionOptions, useDepartmentTree, usePositionOptions, useRoleOptions } from '../shared/options';

export interface RelationValue { id?: number; department_id?: number; role_id?: number; position_id?: number; data_permission_id?: number }

export const RELATION_FIELDS: RowField[] = [
  { field: 'department_id', title: '部门', required: true },
  { field: 'role_id', title: '角色', required: true },
  { field: 'position_id', title: '岗位', required: true },
  { field: 'data_permission_id', title: '数据权限', required: true },
];

/** At least one relation; 请填写 + field + 信息。 for the first incomplete row. */
export const relationsRule: Rule = {
  validator: async (_r, v: RelationValue[] | undefined) => {
    if (!v || v.length === 0) throw new Error('请至少添加一个角色关系');
    const msg = validateRows(v as Record<string, unknown>[], RELATION_FIELDS);
    if (msg) throw new Error(msg);
  },
};

export interface RelationsEditorProps { value?: RelationValue[]; onChange?: (v: RelationValue[]) => void; disabled?: boolean }

type Keyed = RelationValue & { __i: number };

export function RelationsEditor({ value = [], onChange, disabled }: RelationsEditorProps) {
  const depts = useDepartmentTree();
  const roles = useRoleOptions();
  const positions = usePositionOptions();
  const scopes = useDataPermissionOptions();
  const rows: Keyed[] = value.map((r, i) => ({ ...r, __i: i }));
  const patch = (i: number, p: Partial<RelationValue>) => onChange?.(value.map((r, j) => (j === i ? { ...r, ...p } : r)));
  const select = (field: keyof RelationValue, options: { label: string; value: number }[], placeholder: string) =>
    (_: unknown, r: Keyed) => (
      <Select style={{ width: '100%' }} disabled={disabled} options={options} value={r[field]} placeholder={placeholder} showSearch optionFilterProp="label"
        onChange={(v: number) => patch(r.__i, { [field]: v })} />
    );
  return (
    <div>
      <Table<Keyed> size="small" rowKey="__i" pagination={false} dataSource={rows} locale={{ emptyText: '请添加角色关系' }}
        columns={[
          {
            title: '部门', dataIndex: 'department_id', width: '28%',
            render: (_, r) => (
              <TreeSelect style={{ width: '100%' }} disabled={disabled} treeData={depts} value={r.department_id} placeholder="选择部门" showSearch
                treeNodeFilterProp="title" treeDefaultExpandAll onChange={(v: number) => patch(r.__i, { department_id: v })} />
            ),
          },
          { title: '角色', dataIndex: 'role_id', width: '24%', render: select('role_id', roles, '选择角色') },
          { title: '岗位', dataIndex: 'position_id', width: '22%', render: select('position_id', positions, '选择岗位') },
          { title: '数据权限', dataIndex: 'data_permission_id', width: '22%', render: select('data_permission_id', scopes, '选择数据权限') },
          {
            title: '', key: 'op', width: 40,
            render: (_, r) => !disabled && (
              <Button type="text" danger icon={<DeleteOutlined />} aria-label="删除" onClick={() => onChange?.(value.filter((_x, j) => j !== r.__i))} />
            ),
          },
        ]}
      />
      {!disabled && (
        <Button type="dashed" block icon={<PlusOutlined />} style={{ marginTop: 8 }} onClick={() => onChange?.([...value, {}])}>添加角色关系</Button>
      )}
    </div>
  );
}
