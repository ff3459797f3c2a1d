import { beforeEach, describe, expect, it } from 'vitest';
import { clearDraft, dropTabDrafts, isDirty, loadDraft, saveDraft, setDraftStorage } from './draft-store';

function memoryStorage() {
  const m = new Map<string, string>();
  return {
    getItem: (k: string) => m.get(k) ?? null, setItem: (k: string, v: string) => { m.set(k, v); }, removeItem: (k: string) => { m.delete(k); },
    key: (i: number) => [...m.keys()][i] ?? null, get length() { return m.size; },
  };
}

describe('form drafts, one per tab and address', () => {
  beforeEach(() => setDraftStorage(memoryStorage()));

  it('keeps a draft per tab and address, restores it, and clears it on save', () => {
    saveDraft('signUpDetail', '/order/signUp?group_id=1', { contact_name: '李雷' });
    saveDraft('signUpDetail', '/order/signUp?group_id=2', { contact_name: '韩梅梅' });
    expect(loadDraft<{ contact_name: string }>('signUpDetail', '/order/signUp?group_id=1')!.values.contact_name).toBe('李雷');
    expect(loadDraft<{ contact_name: string }>('signUpDetail', '/order/signUp?group_id=2')!.values.contact_name).toBe('韩梅梅');
    expect(isDirty('signUpDetail')).toBe(true);
    clearDraft('signUpDetail', '/order/signUp?group_id=1');
    expect(loadDraft('signUpDetail', '/order/signUp?group_id=1')).toBeNull();
    // Another address of the tab still holds a draft: the tab still has unsaved changes.
    expect(isDirty('signUpDetail')).toBe(true);
    clearDraft('signUpDetail', '/order/signUp?group_id=2');
    expect(isDirty('signUpDetail')).toBe(false);
  });

  it('closing a tab after confirming drops its drafts only', () => {
    saveDraft('customerEditor', '/c?id=1', { name: 'A' });
    saveDraft('supplierEditor', '/s?id=1', { name: 'B' });
    dropTabDrafts('customerEditor');
    expect(isDirty('customerEditor')).toBe(false);
    expect(loadDraft('customerEditor', '/c?id=1')).toBeNull();
    expect(loadDraft<{ name: string }>('supplierEditor', '/s?id=1')!.values.name).toBe('B');
    expect(isDirty('supplierEditor')).toBe(true);
  });

  it('a draft written by two forms at once is one draft per address, never duplicated; bad stored text is no draft', () => {
    saveDraft('t', '/p', { a: 1 });
    saveDraft('t', '/p', { a: 2 });
    expect(loadDraft<{ a: number }>('t', '/p')!.values.a).toBe(2);
    const s = memoryStorage();
    s.setItem('ta:draft:t|/p', '{not json');
    setDraftStorage(s);
    expect(loadDraft('t', '/p')).toBeNull();
  });
});
