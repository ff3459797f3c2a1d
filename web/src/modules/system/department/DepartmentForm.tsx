import { ProFormDigit, ProFormSelect, ProFormTreeSelect } from '@ant-design/pro-components';
import { RESOURCES, type departmentRow } from '@ta/contract';
import type { Answer } from '@/platform/answer-types';
import { ResourceEditor } from '@/platform/editor/ResourceEditor';
import { positiveIntRule } from '@/platform/form';
import { FormText, FormTextArea } from '@/platform/inputs';
import { useDepartmentTree } from '../shared/options';
import { useUserOptions } from '../shared/users';

/** A department as answered; the page nests the flat list into a tree (`children`). */
export type DepartmentRow = Answer<typeof departmentRow> & { children?: DepartmentRow[] };

export interface DepartmentFormProps { id?: number; parentId?: number | null; mode?: 'drawer' | 'page'; open?: boolean; onClose?: () => void; onSaved?: () => void }

export function DepartmentForm({ id, parentId, mode = 'drawer', open, onClose, onSaved }: DepartmentFormProps) {
  const tree = useDepartmentTree(id);
  const users = useUserOptions();
  return (
    <ResourceEditor<DepartmentRow>
      resource={RESOURCES.department} id={id} mode={mode} open={open} onClose={onClose} onSaved={onSaved}
      defaults={{ sort: 0, parent_id: parentId ?? undefined }}
      toPayload={(v) => ({ ...v, parent_id: v.parent_id ?? null })}
      fields={({ rules }) => (
        <>
          <ProFormTreeSelect name="parent_id" label="上级部门" rules={rules('parent_id')}
            fieldProps={{ treeData: tree, allowClear: true, showSearch: true, treeNodeFilterProp: 'title', treeDefaultExpandAll: true, placeholder: '不选则为顶级部门' }} />
          <FormText name="name" label="部门名称" required rules={rules('name')} max={50} />
          <FormText name="code" label="部门编码" rules={rules('code')} max={30} stripSpaces />
          {users && <ProFormSelect name="leader_user_id" label="负责人" options={users} rules={rules('leader_user_id')} fieldProps={{ allowClear: true, showSearch: true }} />}
          <FormText name="phone" label="电话" rules={rules('phone')} max={30} stripSpaces />
          <ProFormDigit name="sort" label="排序" rules={[positiveIntRule, ...rules('sort')]} fieldProps={{ precision: 0 }} min={0} max={999999} />
          <FormTextArea name="remark" label="备注" rules={rules('remark')} />
        </>
      )}
    />
  );
}
