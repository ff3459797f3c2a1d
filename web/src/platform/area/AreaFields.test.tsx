import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Form, type FormInstance } from 'antd';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AREA_CHINA, AREA_FOREIGN } from '@ta/contract';
import { AreaFields } from './AreaCascader';
import type { AreaTreeNode } from './area-fields';
import { AREA_TREE_KEY } from './use-area-tree';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const tree: AreaTreeNode[] = [
  { value: AREA_FOREIGN, zh_name: '国外', country_id: null, children: [{ value: 392, zh_name: '日本', country_id: 392, children: [{ value: 5_000_001, zh_name: '东京', country_id: 392 }] }] },
  { value: AREA_CHINA, zh_name: '中国', country_id: 240, children: [{ value: -2001, zh_name: '华东', country_id: 240, children: [
    { value: 330000, zh_name: '浙江省', country_id: 240, children: [{ value: 330100, zh_name: '杭州市', country_id: 240, children: [{ value: 330106, zh_name: '西湖区', country_id: 240 }] }] },
  ] }] },
];

let root: Root | undefined;
beforeAll(() => {
  // antd's Cascader measures with these in jsdom.
  window.matchMedia ??= ((q: string) => ({ matches: false, media: q, onchange: null, addListener: () => {}, removeListener: () => {}, addEventListener: () => {}, removeEventListener: () => {}, dispatchEvent: () => false })) as typeof window.matchMedia;
});
afterEach(() => { act(() => root?.unmount()); root = undefined; document.body.innerHTML = ''; });

function mount(initial: Record<string, unknown>, prefix = ''): { el: HTMLDivElement; form: () => FormInstance } {
  const client = new QueryClient();
  client.setQueryData(AREA_TREE_KEY, tree);
  let inst: FormInstance | undefined;
  const Probe = () => { const [f] = Form.useForm(); inst = f; return <Form form={f} initialValues={initial}><AreaFields label="所在地区" prefix={prefix} /></Form>; };
  const el = document.createElement('div');
  document.body.appendChild(el);
  root = createRoot(el);
  act(() => root!.render(<QueryClientProvider client={client}><Probe /></QueryClientProvider>));
  return { el, form: () => inst! };
}

const click = (node: Element | null | undefined) => act(() => { (node as HTMLElement).dispatchEvent(new MouseEvent('click', { bubbles: true })); });
const option = (text: string) => [...document.querySelectorAll('.ant-cascader-menu-item')].find((n) => n.textContent === text);

describe('<AreaFields> form item', () => {
  it('shows the stored fields as the path (a record saved without its district too)', () => {
    const { el } = mount({ country_id: 240, province_id: 330000, province_name: '浙江省', city_id: 330100, city_name: '杭州市' });
    expect(el.querySelector('.ant-select-selection-item')?.textContent).toBe('中国 / 华东 / 浙江省 / 杭州市');
  });

  it('picking a domestic path writes every area field with its name', () => {
    const { el, form } = mount({});
    act(() => { el.querySelector('.ant-select-selector')!.dispatchEvent(new MouseEvent('mousedown', { bubbles: true })); });
    for (const name of ['中国', '华东', '浙江省', '杭州市', '西湖区']) click(option(name));
    expect(form().getFieldsValue(true)).toMatchObject({
      country_id: 240, country_name: '中国', district_id: -2001, district_name: '华东', province_id: 330000, province_name: '浙江省',
      city_id: 330100, city_name: '杭州市', county_id: 330106, county_name: '西湖区',
    });
  });

  it('picking a foreign city writes country and city and clears the domestic levels, under a prefix', () => {
    const { el, form } = mount({ dep_country_id: 240, dep_province_id: 330000, dep_province_name: '浙江省' }, 'dep_');
    act(() => { el.querySelector('.ant-select-selector')!.dispatchEvent(new MouseEvent('mousedown', { bubbles: true })); });
    for (const name of ['国外', '日本', '东京']) click(option(name));
    expect(form().getFieldsValue(true)).toMatchObject({
      dep_country_id: 392, dep_country_name: '日本', dep_city_id: 5_000_001, dep_city_name: '东京', dep_province_id: null, dep_province_name: null, dep_district_id: null,
    });
  });
});
