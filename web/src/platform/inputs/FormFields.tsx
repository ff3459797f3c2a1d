/** Form items on our text inputs (trim and strip emoji on blur, counter against the maximum). */
import { ProForm } from '@ant-design/pro-components';
import type { Rule } from 'antd/es/form';
import { TextArea } from './TextArea';
import { TextInput } from './TextInput';

export interface FormTextProps {
  name: string;
  label: string;
  rules?: Rule[];
  required?: boolean;
  max?: number;
  stripSpaces?: boolean;
  disabled?: boolean;
  placeholder?: string;
  type?: 'text' | 'password';
  extra?: string;
}

export function FormText({ name, label, rules, required, max, stripSpaces, disabled, placeholder, type, extra }: FormTextProps) {
  return (
    <ProForm.Item name={name} label={label} rules={rules} required={required} extra={extra}>
      <TextInput maxLength={max} counter={Boolean(max)} stripSpaces={stripSpaces} disabled={disabled} placeholder={placeholder} type={type} autoComplete={type === 'password' ? 'new-password' : undefined} />
    </ProForm.Item>
  );
}

export function FormTextArea({ name, label, rules, required, max = 500, disabled }: FormTextProps) {
  return (
    <ProForm.Item name={name} label={label} rules={rules} required={required}>
      <TextArea maxLength={max} counter disabled={disabled} />
    </ProForm.Item>
  );
}
