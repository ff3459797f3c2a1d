import { Input } from 'antd';
import type { TextAreaProps as AntTextAreaProps } from 'antd/es/input';
import { Msg } from '@ta/contract';
import { stripEmoji } from './rules';

export interface TextAreaProps extends Omit<AntTextAreaProps, 'value' | 'onChange'> {
  value?: string;
  onChange?: (value: string) => void;
  counter?: boolean;
}

/** Text area: emoji stripped while typing, 3 rows by default, placeholder 请输入. */
export function TextArea({ value, onChange, counter, rows = 3, placeholder = Msg.placeholder, ...rest }: TextAreaProps) {
  return (
    <Input.TextArea
      {...rest}
      rows={rows}
      value={value}
      placeholder={placeholder}
      showCount={counter && rest.maxLength ? true : rest.showCount}
      onChange={(e) => onChange?.(stripEmoji(e.target.value))}
    />
  );
}
