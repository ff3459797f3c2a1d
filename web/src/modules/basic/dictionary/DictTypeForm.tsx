import { ProFormDigit, ProFormSwitch } from '@ant-design/pro-components';
import { useQueryClient } from '@tanstack/react-query';
import { RESOURCES } from '@ta/contract';
import { invalidateDictionary } from '@/platform/dictionary';
import { ResourceEditor } from '@/platform/editor/ResourceEditor';
import { positiveIntRule } from '@/platform/form';
import { FormText, FormTextArea } from '@/platform/inputs';
import type { DictTypeRow } from './types';

export interface DictTypeFormProps { id?: number; mode?: 'drawer' | 'page'; open?: boolean; onClose?: () => void; onSaved?: (row: DictTypeRow) => void; readOnly?: boolean }

export function DictTypeForm({ id, mode = 'drawer', open, onClose, onSaved, readOnly }: DictTypeFormProps) {
  const client = useQueryClient();
  return (
    <ResourceEditor<DictTypeRow>
      resource={RESOURCES.dictType} id={id} mode={mode} open={open} onClose={onClose} width={560} readOnly={readOnly}
      defaults={{ sort: 0, enabled: true }}
      onSaved={(row) => { void invalidateDictionary(client); onSaved?.(row); }}
      fields={({ rules, row }) => (
        <>
          <FormText name="code" label="字典类型编码" required rules={rules('code')} max={50} stripSpaces disabled={row?.builtin}
            extra={row?.builtin ? '内置字典类型的编码由系统使用，不能修改' : '以字母开头，只能包含字母、数字和下划线，创建后供程序按编码取用'} />
          <FormText name="name" label="字典类型名称" required rules={rules('name')} max={50} />
          <ProFormDigit name="sort" label="排序" rules={[positiveIntRule, ...rules('sort')]} fieldProps={{ precision: 0 }} min={0} max={999999} />
          <ProFormSwitch name="enabled" label="启用" rules={rules('enabled')} fieldProps={{ checkedChildren: '启用', unCheckedChildren: '停用' }} />
          <FormTextArea name="remark" label="备注" rules={rules('remark')} />
        </>
      )}
    />
  );
}
