import { ProFormDigit, ProFormSwitch } from '@ant-design/pro-components';
import { ColorPicker, Form } from 'antd';
import type { Color } from 'antd/es/color-picker';
import { ResourceEditor } from '@/platform/editor/ResourceEditor';
import { positiveIntRule } from '@/platform/form';
import { FormText, FormTextArea } from '@/platform/inputs';
import { LABEL_COLORS, LabelKind, labelResource, type LabelKindCode, type LabelRow } from './label-kinds';

export interface LabelFormProps { kind: LabelKindCode; id?: number; mode?: 'drawer' | 'page'; open?: boolean; onClose?: () => void; onSaved?: () => void; readOnly?: boolean }

export function LabelForm({ kind, id, mode = 'drawer', open, onClose, onSaved, readOnly }: LabelFormProps) {
  const title = LabelKind[kind];
  return (
    <ResourceEditor<LabelRow>
      resource={labelResource(kind)} id={id} mode={mode} open={open} onClose={onClose} onSaved={onSaved} width={560} readOnly={readOnly}
      defaults={{ sort: 0, enabled: true }}
      toPayload={(v) => ({ ...v, color: v.color || null, code: v.code || null })}
      fields={({ rules }) => (
        <>
          <FormText name="name" label={`${title}名称`} required rules={rules('name')} max={30} />
          <FormText name="code" label="标签编码" rules={rules('code')} max={30} stripSpaces />
          <Form.Item name="color" label="颜色" rules={rules('color')} getValueFromEvent={(c: Color | null) => (c ? c.toHexString() : null)}>
            <ColorPicker allowClear disabledAlpha presets={[{ label: '常用颜色', colors: LABEL_COLORS }]} showText={(c) => c.toHexString()} />
          </Form.Item>
          <ProFormDigit name="sort" label="排序" rules={[positiveIntRule, ...rules('sort')]} fieldProps={{ precision: 0 }} min={0} max={999999} />
          <ProFormSwitch name="enabled" label="启用" rules={rules('enabled')} fieldProps={{ checkedChildren: '启用', unCheckedChildren: '停用' }} />
          <FormTextArea name="remark" label="备注" rules={rules('remark')} />
        </>
      )}
    />
  );
}
