/** An amount typed in yuan (two decimals at most) whose value is integer fen (money-model: exact, no floats). */
import { InputNumber } from 'antd';
import { fenToYuanText, yuanTextToFen } from './money-model';

export interface YuanInputProps {
  /** Fen; null when empty, NaN while the text is no amount. */
  value?: number | null;
  onChange?: (fen: number | null) => void;
  max?: number;
  placeholder?: string;
  disabled?: boolean;
  style?: React.CSSProperties;
  id?: string;
  'aria-label'?: string;
}

export function YuanInput({ value, onChange, max, placeholder = '请输入金额', disabled, style, id, ...rest }: YuanInputProps) {
  return (
    <InputNumber<string> id={id} stringMode min="0" max={max !== undefined ? fenToYuanText(max) ?? undefined : undefined} precision={2} suffix="元"
      value={fenToYuanText(value ?? null)} placeholder={placeholder} disabled={disabled} style={{ width: '100%', ...style }} aria-label={rest['aria-label']}
      onChange={(v) => onChange?.(yuanTextToFen(v))} />
  );
}
