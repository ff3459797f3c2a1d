// @vitest-environment jsdom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { Form, type FormInstance } from 'antd';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { loadDraft, isDirty, setDraftStorage } from './draft-store';
import { draftPath, useDraft, type FormDraft } from './useDraft';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
if (!window.matchMedia) {
  window.matchMedia = ((q: string) => ({ matches: false, media: q, onchange: null, addListener() {}, removeListener() {}, addEventListener() {}, removeEventListener() {}, dispatchEvent: () => false })) as typeof window.matchMedia;
}

function memoryStorage() {
  const m = new Map<string, string>();
  return {
    getItem: (k: string) => m.get(k) ?? null, setItem: (k: string, v: string) => { m.set(k, v); }, removeItem: (k: string) => { m.delete(k); },
    key: (i: number) => [...m.keys()][i] ?? null, get length() { return m.size; },
  };
}

interface V { name?: string; day?: unknown }
let api: { form: FormInstance<V>; draft: FormDraft<V> } | null = null;

/** A drawer-like form: its draft is on while `open`, scoped by record. */
function Editor({ open, scope, revive }: { open: boolean; scope: string; revive?: (v: Record<string, unknown>) => Record<string, unknown> }) {
  const [form] = Form.useForm<V>();
  const draft = useDraft(form, { enabled: open, scope, revive });
  api = { form, draft };
  return open ? <Form form={form} onValuesChange={draft.onValuesChange}><Form.Item name="name"><input /></Form.Item></Form> : null;
}

function mount(open: boolean, scope = 'customer:new', revive?: (v: Record<string, unknown>) => Record<string, unknown>) {
  const el = document.createElement('div');
  const root = createRoot(el);
  const render = (o: boolean) => {
    const router = createMemoryRouter([{ path: '/travelMerchant/customerList', element: <Editor open={o} scope={scope} revive={revive} /> }], { initialEntries: ['/travelMerchant/customerList'] });
    act(() => root.render(<RouterProvider router={router} />));
  };
  render(open);
  return { render, unmount: () => act(() => root.unmount()) };
}

describe('drafts of drawer forms (useDraft with a scope)', () => {
  beforeEach(() => { setDraftStorage(memoryStorage()); api = null; });

  it('the address of a scoped draft is the page address and the form', () => {
    expect(draftPath('/travelMerchant/customerList', '', 'customer:12')).toBe('/travelMerchant/customerList#customer:12');
    expect(draftPath('/product/x', '?id=3')).toBe('/product/x?id=3');
  });

  it('writes the open drawer’s values under its record, restores them when it opens again, clears on save', () => {
    const m = mount(true);
    act(() => { api!.form.setFieldsValue({ name: '半填的客户' }); api!.draft.onValuesChange({}, api!.form.getFieldsValue(true)); });
    const path = '/travelMerchant/customerList#customer:new';
    expect(loadDraft<V>('customerList', path)?.values.name).toBe('半填的客户');
    expect(isDirty('customerList')).toBe(true);

    // Closed, then opened again on a fresh form (a reload, or the tab coming back): the draft comes back.
    m.unmount();
    const again = mount(true);
    expect(api!.form.getFieldValue('name')).toBe('半填的客户');
    expect(api!.draft.dirty).toBe(true);

    act(() => api!.draft.clear());
    expect(loadDraft('customerList', path)).toBeNull();
    expect(isDirty('customerList')).toBe(false);
    again.unmount();
  });

  it('a closed drawer writes nothing; another record keeps its own draft', () => {
    const m = mount(false, 'customer:7');
    act(() => api!.draft.onValuesChange({}, { name: 'x' }));
    expect(loadDraft('customerList', '/travelMerchant/customerList#customer:7')).toBeNull();
    m.unmount();
    const a = mount(true, 'customer:7');
    act(() => { api!.form.setFieldsValue({ name: '七号' }); api!.draft.touch(); });
    a.unmount();
    const b = mount(true, 'customer:8');
    expect(api!.form.getFieldValue('name')).toBeUndefined();
    b.unmount();
    expect(loadDraft<V>('customerList', '/travelMerchant/customerList#customer:7')?.values.name).toBe('七号');
  });

  it('revives stored values (dates) before they reach the form', () => {
    const m = mount(true, 'package:new-1');
    act(() => { api!.form.setFieldsValue({ name: 'A', day: '2026-12-01' }); api!.draft.touch(); });
    m.unmount();
    const again = mount(true, 'package:new-1', (v) => ({ ...v, day: `revived:${String(v.day)}` }));
    expect(api!.form.getFieldValue('day')).toBe('revived:2026-12-01');
    again.unmount();
  });
});
