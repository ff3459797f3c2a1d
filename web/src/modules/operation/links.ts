/** Where the group's pages are (detail-route keys of the contract's menu), with a title naming the group. */
import type { NavigateFunction } from 'react-router-dom';
import { routePath } from '@/platform/routes';

export interface GroupRef { id: number; code: string }

export const groupPath = {
  detail: (g: GroupRef, tab?: string) => routePath('LineOperationHallDetail', { id: g.id, tab, title: `团期详情：${g.code}` }),
  tourists: (g: GroupRef) => routePath('touristList', { id: g.id, title: `游客名单：${g.code}` }),
  costEditor: (g: GroupRef) => routePath('costSettingEditor', { id: g.id, title: `成本设置：${g.code}` }),
  costDetail: (g: GroupRef) => routePath('costSettingDetail', { id: g.id, title: `成本详情：${g.code}` }),
  orders: (g: GroupRef) => routePath('lineOperationIndentList', { id: g.id, title: `团期订单：${g.code}` }),
  adjust: (g: GroupRef) => routePath('adjustTourist', { group_id: g.id, title: `调价退团：${g.code}` }),
  basic: (g: GroupRef & { product_id: number }) => routePath('basicLineInformationDetail', { id: g.product_id, group_id: g.id, title: `线路基本信息：${g.code}` }),
  order: (o: { id: number; code: string }, groupId?: number) => routePath('indentDetail', { id: o.id, group_id: groupId, title: `订单详情：${o.code}` }),
  sheet: (g: { id: number }) => `/export/operationConfirmationSheet?id=${g.id}`,
};

export function groupLinks(navigate: NavigateFunction) {
  return {
    detail: (g: GroupRef) => navigate(groupPath.detail(g)),
    tourists: (g: GroupRef) => navigate(groupPath.tourists(g)),
    costEditor: (g: GroupRef) => navigate(groupPath.costEditor(g)),
    costDetail: (g: GroupRef) => navigate(groupPath.costDetail(g)),
    orders: (g: GroupRef) => navigate(groupPath.orders(g)),
    adjust: (g: GroupRef) => navigate(groupPath.adjust(g)),
  };
}
