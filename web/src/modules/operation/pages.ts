/** Pages of this module for the page registry (menu key or detail-route key → lazy page). */
import type { PageLoader, WebModule } from '@/platform/module';

export const OPERATION_PAGES: Record<string, PageLoader> = {
  lineOperationHall: () => import('./LineOperationHall').then((m) => ({ default: m.LineOperationHall })),
  LineOperationHallDetail: () => import('./detail/GroupDetail').then((m) => ({ default: m.GroupDetail })),
  basicLineInformationDetail: () => import('./detail/BasicLineInformation').then((m) => ({ default: m.BasicLineInformation })),
  lineOperationIndentList: () => import('./orders/GroupOrders').then((m) => ({ default: m.GroupOrders })),
  indentDetail: () => import('./orders/IndentDetail').then((m) => ({ default: m.IndentDetail })),
  touristList: () => import('./tourists/TouristList').then((m) => ({ default: m.TouristList })),
  costSettingDetail: () => import('./cost/CostSettingDetail').then((m) => ({ default: m.CostSettingDetail })),
  costSettingEditor: () => import('./cost/CostSettingEditor').then((m) => ({ default: m.CostSettingEditor })),
  adjustTourist: () => import('./adjust/AdjustTourist').then((m) => ({ default: m.AdjustTourist })),
  lineOperationAdjustBillOrder: () => import('./adjust/AdjustBillOrder').then((m) => ({ default: m.AdjustBillOrder })),
  supplyRouteOrderList: () => import('./orders/SupplyRouteOrders').then((m) => ({ default: m.SupplyRouteOrderList })),
  supplyRouteOrderDetail: () => import('./orders/IndentDetail').then((m) => ({ default: m.IndentDetail })),
  // top-level PDF page (blankPages below, no layout)
  operationConfirmationSheet: () => import('./sheet/OperationConfirmationSheet').then((m) => ({ default: m.OperationConfirmationSheet })),
};

/** The module's web manifest (one entry in web/src/modules/pages.ts). */
export const OPERATION_MODULE: WebModule = {
  name: 'operation',
  pages: OPERATION_PAGES,
  blankPages: [{ key: 'operationConfirmationSheet', path: '/export/operationConfirmationSheet', title: '操作确认单' }],
};
