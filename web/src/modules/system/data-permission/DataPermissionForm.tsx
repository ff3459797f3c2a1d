import { ProFormDependency, ProFormSelect, ProFormTreeSelect } from '@ant-design/pro-components';
import { DataScope, RESOURCES, type dataPermissionRow } from '@ta/contract';
import type { Answer } from '@/platform/answer-types';
import { ResourceEditor } from '@/platform/editor/ResourceEditor';
import { FormText, FormTextArea } from '@/platform/inputs';
import { mapOptions } from '@/platform/list/columns';
import { useDepartmentTree } from '../shared/options';

export type DataPermissionRow = Answer<typeof dataPermissionRow>;

export interface DataPermissionFormProps { id?: number; mode?: 'drawer' | 'page'; open?: boolean; onClose?: () => void; onSaved?: () => void }

export function DataPermissionForm({ id, mode = 'drawer', open, onClose, onSaved }: DataPermissionFormProps) {
  const tree = useDepartmentTree();
  return (
    <ResourceEditor<DataPermissionRow>
      resource={RESOURCES.dataPermission} id={id} mode={mode} open={open} onClose={onClose} onSaved={onSaved}
      defaults={{ scope: 'dept', dept_ids: [] }}
      toPayload={(v) => ({ ...v, dept_ids: v.scope === 'custom' ? v.dept_ids ?? [] : [] })}
      fields={({ rules }) => (
        <>
          <FormText name="name" label="数据权限名称" required rules={rules('name')} max={50} />
          <ProFormSelect name="scope" label="数据范围" required rules={rules('scope')} options={mapOptions(DataScope)} />
          <ProFormDependency name={['scope']}>
            {({ scope }) => scope === 'custom' && (
              <ProFormTreeSelect name="dept_ids" label="指定部门" required rules={rules('dept_ids')}
                fieldProps={{ treeData: tree, multiple: true, treeCheckable: true, showCheckedStrategy: 'SHOW_ALL', treeDefaultExpandAll: true, treeNodeFilterProp: 'title', placeholder: '请选择部门' }} />
            )}
          </ProFormDependency>
          <FormTextArea name="remark" label="备注" rules={rules('remark')} />
        </>
      )}
    />
  );
}
