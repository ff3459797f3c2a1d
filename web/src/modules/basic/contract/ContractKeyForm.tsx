import { ProFormDigit, ProFormSelect } from '@ant-design/pro-components';
import { CONTRACT_SOURCE_FIELDS, RESOURCES } from '@ta/contract';
import { ResourceEditor } from '@/platform/editor/ResourceEditor';
import { positiveIntRule } from '@/platform/form';
import { FormText, FormTextArea } from '@/platform/inputs';
import { mapOptions } from '@/platform/list/columns';
import type { ContractKeyRow } from './contract-keys';

export interface ContractKeyFormProps { id?: number; mode?: 'drawer' | 'page'; open?: boolean; onClose?: () => void; onSaved?: () => void; readOnly?: boolean }

export function ContractKeyForm({ id, mode = 'drawer', open, onClose, onSaved, readOnly }: ContractKeyFormProps) {
  return (
    <ResourceEditor<ContractKeyRow>
      resource={RESOURCES.contractKey} id={id} mode={mode} open={open} onClose={onClose} onSaved={onSaved} width={560} readOnly={readOnly}
      defaults={{ sort: 0 }}
      fields={({ rules, row }) => (
        <>
          <FormText name="key" label="关键字" required rules={rules('key')} max={30} stripSpaces
            extra={row?.used_by?.length ? `已被合同模板使用（${row.used_by.join('、')}），修改关键字会被拒绝` : '模板中写作 {关键字}，如 {甲方名称}'} />
          <FormText name="label" label="关键字说明" required rules={rules('label')} max={50} />
          <ProFormSelect name="source_field" label="取值字段" required rules={rules('source_field')} options={mapOptions(CONTRACT_SOURCE_FIELDS)}
            fieldProps={{ showSearch: true, optionFilterProp: 'label' }} extra="生成合同时从订单、团期、产品、客户或公司的该字段取值" />
          <FormText name="example" label="示例值" rules={rules('example')} max={200} />
          <ProFormDigit name="sort" label="排序" rules={[positiveIntRule, ...rules('sort')]} fieldProps={{ precision: 0 }} min={0} max={999999} />
          <FormTextArea name="remark" label="备注" rules={rules('remark')} />
        </>
      )}
    />
  );
}
