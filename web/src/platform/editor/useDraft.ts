/**
 * A form's draft (draft-store.ts) wired to the page: restores the draft of this tab and address when the page
 * mounts (after a reload, or the tab coming back), writes it on every change, clears it on save, and asks
 * before leaving with unsaved changes (useLeaveGuard). Every editor uses this — there is no other draft.
 */
import type { FormInstance } from 'antd';
import { message } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { findEntry } from '@/platform/navigation/route-index';
import { clearDraft, loadDraft, saveDraft } from './draft-store';
import { useLeaveGuard } from './useLeaveGuard';

export interface FormDraft<T> {
  /** Pass to the form's onValuesChange. */
  onValuesChange: (changed: unknown, all: T) => void;
  /** Call after a successful save. */
  clear: () => void;
  /** The page holds unsaved changes. */
  dirty: boolean;
}

/** `ready`: the form holds its loaded values (a draft is restored over them, not overwritten by them). */
export function useDraft<T extends object>(form: FormInstance<T>, o: { ready?: boolean; enabled?: boolean } = {}): FormDraft<T> {
  const loc = useLocation();
  const path = `${loc.pathname}${loc.search}`;
  const tab = findEntry(loc.pathname)?.key ?? loc.pathname;
  const enabled = o.enabled !== false;
  const ready = o.ready !== false;
  const [dirty, setDirtyState] = useState(false);
  const restored = useRef<string | null>(null);

  useEffect(() => {
    if (!enabled || !ready || restored.current === path) return;
    restored.current = path;
    const d = loadDraft<T>(tab, path);
    if (!d) return;
    form.setFieldsValue(d.values as Parameters<typeof form.setFieldsValue>[0]);
    setDirtyState(true);
    void message.info('已恢复上次未保存的内容');
  }, [enabled, ready, path, tab, form]);

  useLeaveGuard(dirty);
  return {
    dirty,
    onValuesChange: (_c, all) => {
      if (!enabled) return;
      saveDraft(tab, path, { ...form.getFieldsValue(true), ...all });
      setDirtyState(true);
    },
    clear: () => { clearDraft(tab, path); setDirtyState(false); },
  };
}
