import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it, vi } from 'vitest';
import { YuanInput } from './YuanInput';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** Types into the input as a user does (React's value tracker needs the native setter). */
function type(input: HTMLInputElement, text: string) {
  const set = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  act(() => { set.call(input, text); input.dispatchEvent(new Event('input', { bubbles: true })); });
}

describe('YuanInput', () => {
  it('shows fen as yuan and hands typed yuan back as exact fen', () => {
    const el = document.createElement('div');
    document.body.appendChild(el);
    const root = createRoot(el);
    const onChange = vi.fn();
    act(() => root.render(<YuanInput value={123450} onChange={onChange} aria-label="金额" />));
    const input = el.querySelector('input')!;
    expect(input.value).toBe('1234.50');
    expect(el.textContent).toContain('元');
    type(input, '0.29');
    expect(onChange).toHaveBeenLastCalledWith(29);
    type(input, '4.35');
    expect(onChange).toHaveBeenLastCalledWith(435);
    type(input, '');
    expect(onChange).toHaveBeenLastCalledWith(null);
    act(() => root.unmount());
    el.remove();
  });
});
