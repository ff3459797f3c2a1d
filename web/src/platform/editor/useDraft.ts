/**
 * A form's draft (draft-store.ts) wired to the page: restores the draft of this tab and address when the page
 * mounts (after a reload, or the tab coming back), writes it on every change, clears it on save, and asks
 * before leaving with unsaved changes (`guard`, useLeaveGuard). Every editor uses this — there is no other draft.
 */
import type { FormInstance } from 'antd';
import { message } from 'antd';
import { createElement, useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { useLocation } from 'react-router-dom';
import { findEntry } from '@/platform/navigation/route-index';
import { clearDraft, loadDraft, saveDraft } from './draft-store';
import { useLeaveGuard } from './useLeaveGuard';

const EXTRA = '__extra';

export interface FormDraft<T> {
  /** Pass to the form's onValuesChange. */
  onValuesChange: (changed: unknown, all: T) => void;
  /** Call after a successful save. */
  clear: () => void;
  /** Writes the form as it is now: after a change made in code (setFieldValue, a list item removed). */
  touch: () => void;
  /** The page holds unsaved changes. */
  dirty: boolean;
  /** Render it in the page: asks before leaving with unsaved changes (null when drafts are off: no router blocker). */
  guard: ReactNode;
}

function LeaveGuard({ dirty }: { dirty: RefObject<boolean> }): null {
  useLeaveGuard(dirty);
  return null;
}

export interface DraftOptions {
  /** The form holds its loaded values (a draft is restored over them, not overwritten by them). */
  ready?: boolean;
  /** Off: no draft, no guard. A drawer's draft is on while the drawer is open; opening it again restores it. */
  enabled?: boolean;
  /** State the page keeps outside the form (a table's rows), kept in the same draft. */
  extra?: { value: unknown; restore: (v: unknown) => void };
  /** Several forms on one page (a drawer per record): which one, e.g. `customer:12` or `customer:new`. */
  scope?: string;
  /** Turns stored JSON back into form values (dates to dayjs…). */
  revive?: (values: Record<string, unknown>) => Record<string, unknown>;
}

/** The draft address of a form: the page address, and the form's scope when a page holds several. */
export const draftPath = (pathname: string, search: string, scope?: string): string => `${pathname}${search}${scope ? `#${scope}` : ''}`;

export function useDraft<T extends object>(form: FormInstance<T>, o: DraftOptions = {}): FormDraft<T> {
  const loc = useLocation();
  const path = draftPath(loc.pathname, loc.search, o.scope);
  const tab = findEntry(loc.pathname)?.key ?? loc.pathname;
  const enabled = o.enabled !== false;
  const ready = o.ready !== false;
  const [dirty, setDirtyFlag] = useState(false);
  // The leave guard reads a ref: a save clears it at once, before the page navigates away.
  const dirtyRef = useRef(false);
  const setDirtyState = (on: boolean) => { dirtyRef.current = on; setDirtyFlag(on); };
  const restored = useRef<string | null>(null);
  const extraJson = JSON.stringify(o.extra?.value ?? null);
  const firstExtra = useRef<string | null>(null);
  const restoreExtra = useRef(o.extra?.restore);
  restoreExtra.current = o.extra?.restore;
  const write = () => saveDraft(tab, path, { ...form.getFieldsValue(true), [EXTRA]: o.extra?.value ?? null });

  const revive = useRef(o.revive);
  revive.current = o.revive;

  useEffect(() => {
    // Switched off (a drawer closed): the next opening restores again, from a clean state.
    if (!enabled) { restored.current = null; setDirtyState(false); return; }
    if (!ready || restored.current === path) return;
    restored.current = path;
    const d = loadDraft<T & { [EXTRA]?: unknown }>(tab, path);
    if (!d) { firstExtra.current = extraJson; return; }
    const { [EXTRA]: extra, ...stored } = d.values;
    const values = revive.current ? revive.current(stored as Record<string, unknown>) : stored;
    form.setFieldsValue(values as unknown as Parameters<typeof form.setFieldsValue>[0]);
    if (extra !== undefined && extra !== null) restoreExtra.current?.(extra);
    firstExtra.current = JSON.stringify(extra ?? null);
    setDirtyState(true);
    void message.info('已恢复上次未保存的内容');
  }, [enabled, ready, path, tab, form]);

  // The state outside the form changed by the user (not its first value): part of the draft.
  useEffect(() => {
    if (!enabled || restored.current !== path || firstExtra.current === null || firstExtra.current === extraJson) return;
    write();
    setDirtyState(true);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [extraJson]);

  return {
    dirty,
    guard: enabled ? createElement(LeaveGuard, { dirty: dirtyRef }) : null,
    onValuesChange: (_c, all) => {
      if (!enabled) return;
      void all;
      write();
      setDirtyState(true);
    },
    clear: () => { clearDraft(tab, path); setDirtyState(false); firstExtra.current = null; },
    touch: () => { if (enabled && restored.current === path) { write(); setDirtyState(true); } },
  };
}
