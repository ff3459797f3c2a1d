import { describe, expect, it } from 'vitest';
import { findEntry, type RouteEntry } from './route-index';
import { documentTitle, resolveTitle, resolveVisit } from './visit';

const entry = (p: string): RouteEntry => {
  const e = findEntry(p);
  if (!e) throw new Error(`no route ${p}`);
  return e;
};

describe('titles', () => {
  it('lets a title query parameter override the route title', () => {
    expect(resolveTitle('账号编辑', '?title=个人设置&uid=1')).toBe('个人设置');
    expect(resolveTitle('账号编辑', '?uid=1')).toBe('账号编辑');
    expect(resolveTitle('账号编辑', '', '编辑张三')).toBe('编辑张三');
  });
  it('joins route title and product name', () => {
    expect(documentTitle('用户管理', '旅行社业务管理系统')).toBe('用户管理 - 旅行社业务管理系统');
    expect(documentTitle(undefined, '旅行社业务管理系统')).toBe('旅行社业务管理系统');
  });
});

describe('resolveVisit', () => {
  it('builds breadcrumbs from the menu chain and selects the parent page for a detail route', () => {
    const v = resolveVisit(entry('/order/list/lineOrderDetail'), '/order/list/lineOrderDetail?id=1', '订单详情', null);
    expect(v.breadcrumb.map((c) => c.title)).toEqual(['销售中心', '线路报名大厅', '线路订单', '订单详情']);
    expect(v.menuPath).toBe('/order/list');
    expect(v.takeOverFrom).toBeUndefined();
  });

  it('hangs a take-over route under the page it was opened from', () => {
    const list = resolveVisit(entry('/travelMerchant/peerCustomerList'), '/travelMerchant/peerCustomerList?pageNo=2', '同行客户', null);
    const editor = resolveVisit(entry('/travelMerchant/supplierEditor'), '/travelMerchant/supplierEditor?id=3', '供应商编辑', list);
    expect(editor.takeOverFrom).toBe('peerCustomerList');
    expect(editor.menuPath).toBe('/travelMerchant/peerCustomerList');
    expect(editor.breadcrumb.map((c) => c.title)).toEqual(['供应商与渠道', '客户渠道', '同行客户', '供应商编辑']);
    expect(editor.breadcrumb[2].path).toBe('/travelMerchant/peerCustomerList?pageNo=2');
    const again = resolveVisit(entry('/travelMerchant/supplierEditor'), '/travelMerchant/supplierEditor?id=4', '供应商编辑', editor);
    expect(again.takeOverFrom).toBe('peerCustomerList');
  });

  it('falls back to the static parent when opened directly', () => {
    const v = resolveVisit(entry('/travelMerchant/supplierEditor'), '/travelMerchant/supplierEditor', '供应商编辑', null);
    expect(v.menuPath).toBe('/travelMerchant/supplierList');
    expect(v.breadcrumb.map((c) => c.title)).toEqual(['供应商与渠道', '供应商', '供应商列表', '供应商编辑']);
  });
});
