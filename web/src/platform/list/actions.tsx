/**
 * Row actions: shown in the last column and, on right-click, in a floating context action bar. Actions
 * marked `more` sit in the row's 更多 menu instead of inline (the context bar still lists every action).
 */
import { DownOutlined } from '@ant-design/icons';
import { Button, Dropdown, Modal, Popconfirm } from 'antd';
import { useEffect, useState, type ReactNode } from 'react';
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
  /** Listed in the row's 更多 menu rather than inline (rows with many actions stay on one line). */
  more?: boolean;
}

/** Width of the action column; with `more` actions, from the inline labels (about 14px a character) and 更多. */
export function actionColumnWidth<T>(actions: readonly RowAction<T>[]): number {
  const inline = actions.filter((a) => !a.more);
  if (inline.length === actions.length) return Math.min(80 + actions.length * 44, 320);
  const chars = inline.reduce((n, a) => n + (typeof a.label === 'string' ? a.label.length : 4), 0) + 3;
  return Math.min(40 + chars * 14 + (inline.length + 1) * 8, 320);
}

const text = <T,>(v: string | ((row: T) => string), row: T) => (typeof v === 'function' ? v(row) : v);

export function visibleActions<T>(actions: readonly RowAction<T>[], row: T, has: (a: ActionFlag) => boolean): RowAction<T>[] {
  return actions.filter((a) => (!a.action || has(a.action)) && (!a.visible || a.visible(row)));
}

/**
 * The row's action links. Plain elements, no antd component per row (a 300-row page would mount
 * hundreds of Space/Popconfirm instances, each registering its css-in-js): the confirmation bubble is
 * mounted only when its link is clicked.
 */
export function ActionLinks<T>({ actions, row }: { actions: RowAction<T>[]; row: T }) {
  return (
    <span className="ta-row-actions">
      {actions.filter((a) => !a.more).map((a) => (a.confirm
        ? <ConfirmLink key={a.key} action={a} row={row} />
        : <a key={a.key} className={a.danger ? 'ta-link-danger' : undefined} onClick={() => void a.onClick(row)}>{text(a.label, row)}</a>))}
      {actions.some((a) => a.more) && <MoreLink actions={actions.filter((a) => a.more)} row={row} />}
    </span>
  );
}

/** Runs an action, asking first when it needs confirmation (menus close before a bubble could show). */
function runAction<T>(a: RowAction<T>, row: T): void {
  if (a.confirm) Modal.confirm({ title: text(a.confirm, row), onOk: () => a.onClick(row) });
  else void a.onClick(row);
}

/** 更多: the menu is mounted only when opened, like the confirmation bubble. */
function MoreLink<T>({ actions, row }: { actions: RowAction<T>[]; row: T }) {
  const [open, setOpen] = useState(false);
  const link = <a className="ta-row-more">更多<DownOutlined style={{ fontSize: 10, marginLeft: 2 }} /></a>;
  if (!open) return <span onClick={() => setOpen(true)}>{link}</span>;
  return (
    <Dropdown open trigger={['click']} onOpenChange={(o) => { if (!o) setOpen(false); }}
      menu={{
        items: actions.map((a) => ({ key: a.key, label: text(a.label, row), danger: a.danger })),
        onClick: ({ key }) => { setOpen(false); const a = actions.find((x) => x.key === key); if (a) runAction(a, row); },
      }}>
      {link}
    </Dropdown>
  );
}

function ConfirmLink<T>({ action: a, row }: { action: RowAction<T>; row: T }) {
  const [open, setOpen] = useState(false);
  const className = a.danger ? 'ta-link-danger' : undefined;
  const label = text(a.label, row);
  if (!open) return <a className={className} onClick={() => setOpen(true)}>{label}</a>;
  return (
    <Popconfirm open title={text(a.confirm ?? '', row)} onOpenChange={(o) => { if (!o) setOpen(false); }}
      onConfirm={() => a.onClick(row)}>
      <a className={className}>{label}</a>
    </Popconfirm>
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
    runAction(a, state.row);
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
