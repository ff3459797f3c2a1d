import { ProFormDigit, ProFormSwitch } from '@ant-design/pro-components';
import { useQueryClient } from '@tanstack/react-query';
import { RESOURCES } from '@ta/contract';
import { invalidateDictionary } from '@/platform/dictionary';
import { ResourceEditor } from '@/platform/editor/ResourceEditor';
import { positiveIntRule } from '@/platform/form';
import { FormText, FormTextArea } from '@/platform/inputs';
import { invalidateResource } from '@/platform/query-keys';
import type { DictItemRow, DictTypeRow } from './types';

export interface DictItemFormProps { type: Pick<DictTypeRow, 'id' | 'name'>; id?: number; open: boolean; onClose: () => void; nextSort?: number }

export function DictItemForm({ type, id, open, onClose, nextSort = 0 }: DictItemFormProps) {
  const client = useQueryClient();
  return (
    <ResourceEditor<DictItemRow>
      resource={RESOURCES.dictItem} id={id} mode="drawer" open={open} onClose={onClose} width={560}
      title={`${id ? '编辑' : '新增'}字典项（${type.name}）`}
      defaults={{ type_id: type.id, sort: nextSort, enabled: true }}
      toPayload={(v) => ({ ...v, type_id: type.id })}
      onSaved={async () => { await invalidateDictionary(client); await invalidateResource(client, RESOURCES.dictType.name); }}
      fields={({ rules }) => (
        <>
          <FormText name="code" label="字典项编码" required rules={rules('code')} max={50} stripSpaces extra="同一类型下唯一，业务数据保存的是编码" />
          <FormText name="label" label="字典项名称" required rules={rules('label')} max={100} />
          <FormText name="extra" label="附加值" rules={rules('extra')} max={200} extra="可选：颜色类填色值（如 #f5222d），地点类填区域值" />
          <ProFormDigit name="sort" label="排序" rules={[positiveIntRule, ...rules('sort')]} fieldProps={{ precision: 0 }} min={0} max={999999} />
          <ProFormSwitch name="enabled" label="启用" rules={rules('enabled')} fieldProps={{ checkedChildren: '启用', unCheckedChildren: '停用' }} />
          <FormTextArea name="remark" label="备注" rules={rules('remark')} />
        </>
      )}
    />
  );
}
