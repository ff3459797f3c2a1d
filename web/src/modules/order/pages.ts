/** Pages of this module for the page registry (menu key or detail-route key → lazy page). */
import type { PageLoader, WebModule } from '@/platform/module';

const orderDetail: PageLoader = () => import('./OrderDetail').then((m) => ({ default: m.OrderDetailPage }));

export const ORDER_PAGES: Record<string, PageLoader> = {
  routeRegistration: () => import('./RegistrationHall').then((m) => ({ default: m.RegistrationHall })),
  signUpDetail: () => import('./SignUpDetail').then((m) => ({ default: m.SignUpDetail })),
  signUpOrderDetail: orderDetail,
  lineOrderDetail: orderDetail,
  orderBasicLineInformationDetail: () => import('./LineInfoDetail').then((m) => ({ default: m.LineInfoDetail })),
  routeOrderList: () => import('./OrderList').then((m) => ({ default: m.OrderList })),
  orderAdjustBillOrder: () => import('./AdjustBillList').then((m) => ({ default: m.AdjustBillList })),
  insuranceCenterList: () => import('./InsuranceCenter').then((m) => ({ default: m.InsuranceCenter })),
  // top-level blank page (blankPages below)
  salesConfirmation: () => import('./SalesConfirmation').then((m) => ({ default: m.SalesConfirmation })),
};

/** The module's web manifest (one entry in web/src/modules/pages.ts). */
export const ORDER_MODULE: WebModule = {
  name: 'order',
  pages: ORDER_PAGES,
  blankPages: [{ key: 'salesConfirmation', path: '/export/salesConfirmation', title: '销售确认单' }],
};
