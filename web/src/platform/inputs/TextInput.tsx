import { Input, type InputProps } from 'antd';
import { Msg } from '@ta/contract';
import { cleanText } from './rules';

export interface TextInputProps extends Omit<InputProps, 'value' | 'onChange'> {
  value?: string;
  onChange?: (value: string) => void;
  /** Remove every whitespace character on blur (codes, phone numbers). */
  stripSpaces?: boolean;
  /** Show a length counter against maxLength. */
  counter?: boolean;
}

/** Text input: on blur trims and strips emoji (optionally all whitespace); placeholder 请输入. */
export function TextInput({ value, onChange, stripSpaces, counter, onBlur, placeholder = Msg.placeholder, ...rest }: TextInputProps) {
  return (
    <Input
      {...rest}
      value={value}
      placeholder={placeholder}
      showCount={counter && rest.maxLength ? true : rest.showCount}
      onChange={(e) => onChange?.(e.target.value)}
      onBlur={(e) => {
        const cleaned = cleanText(e.target.value, stripSpaces);
        if (cleaned !== e.target.value) onChange?.(cleaned);
        onBlur?.(e);
      }}
    />
  );
}
