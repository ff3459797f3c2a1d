/** Row actions: shown in the last column and, on right-click, in a floating context action bar. */
import { Button, Modal, Popconfirm, Space } from 'antd';
import { useEffect, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import type { ActionFlag } from '@ta/contract';

export interface RowAction<T> {
  key: string;
  label: string | ((row: T) => string);
  /** The permission action this needs on the list's page; left out when not granted. */
  action?: ActionFlag;
  onClick: (row: T) => unknown;
  /** Ask before running. */
  confirm?: string | ((row: T) => string);
  danger?: boolean;
  visible?: (row: T) => boolean;
}

const text = <T,>(v: string | ((row: T) => string), row: T) => (typeof v === 'function' ? v(row) : v);

export function visibleActions<T>(actions: readonly RowAction<T>[], row: T, has: (a: ActionFlag) => boolean): RowAction<T>[] {
  return actions.filter((a) => (!a.action || has(a.action)) && (!a.visible || a.visible(row)));
}

export function ActionLinks<T>({ actions, row }: { actions: RowAction<T>[]; row: T }) {
  return (
    <Space size={4} wrap>
      {actions.map((a) => {
        const label = text(a.label, row);
        const link = <a key={a.key} className={a.danger ? 'ta-link-danger' : undefined} onClick={a.confirm ? undefined : () => void a.onClick(row)}>{label}</a>;
        return a.confirm
          ? <Popconfirm key={a.key} title={text(a.confirm, row)} onConfirm={() => a.onClick(row)}>{link}</Popconfirm>
          : link;
      })}
    </Space>
  );
}

export interface ContextBarState<T> { x: number; y: number; row: T }

/** The right-click action bar, fixed at the pointer; closes on any click, scroll or Escape. */
export function ContextBar<T>({ state, actions, onClose }: { state: ContextBarState<T> | null; actions: RowAction<T>[]; onClose: () => void }): ReactNode {
  useEffect(() => {
    if (!state) return undefined;
    const close = () => onClose();
    const key = (e: KeyboardEvent) => { if (e.key === 'Escape') onClose(); };
    window.addEventListener('click', close);
    window.addEventListener('scroll', close, true);
    window.addEventListener('keydown', key);
    return () => { window.removeEventListener('click', close); window.removeEventListener('scroll', close, true); window.removeEventListener('keydown', key); };
  }, [state, onClose]);
  if (!state || actions.length === 0) return null;
  const run = (a: RowAction<T>) => {
    onClose();
    if (a.confirm) Modal.confirm({ title: text(a.confirm, state.row), onOk: () => a.onClick(state.row) });
    else void a.onClick(state.row);
  };
  return createPortal(
    <div className="ta-context-bar" role="menu" style={{ left: state.x, top: state.y }} onClick={(e) => e.stopPropagation()}>
      {actions.map((a) => (
        <Button key={a.key} size="small" type="text" danger={a.danger} onClick={() => run(a)}>{text(a.label, state.row)}</Button>
      ))}
    </div>,
    document.body,
  );
}
