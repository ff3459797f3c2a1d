/** Adding or editing an area node: 上级区域 picked in the shared area cascader, names, code and order. */
import { ProFormDigit } from '@ant-design/pro-components';
import { Form } from 'antd';
import { RESOURCES } from '@ta/contract';
import { AreaCascader } from '@/platform/area';
import { ResourceEditor } from '@/platform/editor/ResourceEditor';
import { positiveIntRule } from '@/platform/form';
import { FormText } from '@/platform/inputs';
import { mayHoldChildren, type AreaRow } from './area-rules';

export interface AreaFormProps {
  id?: number;
  open: boolean;
  onClose: () => void;
  /** Values from the root to the parent (of the new node, or of the node edited). */
  parentPath: number[];
  onSaved?: (row: AreaRow) => void;
}

export function AreaForm({ id, open, onClose, parentPath, onSaved }: AreaFormProps) {
  return (
    <ResourceEditor<AreaRow>
      resource={RESOURCES.area} id={id} mode="drawer" open={open} onClose={onClose} onSaved={onSaved} width={560}
      defaults={{ parent_path: parentPath, sort: 0 }}
      toForm={(row) => ({ ...row, parent_path: parentPath })}
      toPayload={(v) => {
        const { parent_path: path, ...rest } = v as { parent_path?: number[] } & Record<string, unknown>;
        return { ...rest, parent_value: path?.length ? path[path.length - 1] : undefined };
      }}
      fields={({ rules, row }) => (
        <>
          <Form.Item name="parent_path" label="上级区域" required rules={[{ required: true, type: 'array', min: 1, message: '请选择上级区域' }]}
            extra={row ? '只能移到同一级别的上级区域下' : '国内：中国 → 大区 → 省份 → 城市 → 区县；国外：国家 → 城市'}>
            <AreaCascader placeholder="请选择上级区域" filter={mayHoldChildren} allowClear={false} />
          </Form.Item>
          <FormText name="zh_name" label="中文名称" required rules={rules('zh_name')} max={60} />
          <FormText name="en_name" label="英文名称" rules={rules('en_name')} max={100} />
          <FormText name="code" label="区域代码" rules={rules('code')} max={20} stripSpaces extra="国内填行政区划代码，国外填国家代码或城市三字码" />
          <ProFormDigit name="sort" label="排序" rules={[positiveIntRule, ...rules('sort')]} fieldProps={{ precision: 0 }} min={0} max={999999} />
        </>
      )}
    />
  );
}
