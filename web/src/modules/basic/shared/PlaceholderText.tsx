/**
 * A template text area that inserts placeholders at the caret: `useCaretInsert` keeps the caret of an
 * antd TextArea; `PlaceholderChips` are clickable tags. Emoji are stripped while typing (SPEC section 5).
 */
import { Input, Tag, Tooltip } from 'antd';
import type { TextAreaRef } from 'antd/es/input/TextArea';
import { useRef } from 'react';
import { Msg } from '@ta/contract';
import { stripEmoji } from '@/platform/inputs';
import { insertAt, token } from './insert';

export interface CaretInsert {
  ref: React.RefObject<TextAreaRef | null>;
  insert: (name: string) => void;
}

/** Inserts `{name}` into `value` at the text area's caret (at the end when it never had focus). */
export function useCaretInsert(value: string | undefined, onChange: ((v: string) => void) | undefined): CaretInsert {
  const ref = useRef<TextAreaRef | null>(null);
  const insert = (name: string) => {
    const el = ref.current?.resizableTextArea?.textArea;
    const next = insertAt(value, el?.selectionStart, el?.selectionEnd, token(name));
    onChange?.(next.text);
    // Put the caret after the placeholder once React has written the new value.
    requestAnimationFrame(() => { el?.focus(); el?.setSelectionRange(next.caret, next.caret); });
  };
  return { ref, insert };
}

export interface TemplateTextAreaProps {
  value?: string;
  onChange?: (v: string) => void;
  caret: CaretInsert;
  rows?: number;
  maxLength?: number;
  id?: string;
  placeholder?: string;
}

export function TemplateTextArea({ value, onChange, caret, rows = 6, maxLength, id, placeholder = Msg.placeholder }: TemplateTextAreaProps) {
  return (
    <Input.TextArea id={id} ref={caret.ref} value={value} rows={rows} maxLength={maxLength} showCount={Boolean(maxLength)} placeholder={placeholder}
      onChange={(e) => onChange?.(stripEmoji(e.target.value))} />
  );
}

export interface ChipItem { name: string; hint?: string }

export function PlaceholderChips({ items, onPick, used = [] }: { items: readonly ChipItem[]; onPick: (name: string) => void; used?: readonly string[] }) {
  return (
    <div className="ta-placeholder-chips" style={{ display: 'flex', flexWrap: 'wrap', gap: 6, marginBottom: 8 }}>
      {items.map((p) => {
        const chip = (
          <Tag key={p.name} color={used.includes(p.name) ? 'blue' : undefined} style={{ cursor: 'pointer', marginInlineEnd: 0 }}
            onClick={() => onPick(p.name)} role="button" aria-label={`插入占位符${token(p.name)}`}>
            {token(p.name)}
          </Tag>
        );
        return p.hint ? <Tooltip key={p.name} title={p.hint} mouseEnterDelay={0.6}>{chip}</Tooltip> : chip;
      })}
    </div>
  );
}
