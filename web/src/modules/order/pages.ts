/** Pages of this module for the page registry (menu key or detail-route key → lazy page). */
import type { PageLoader } from '../page-loader';

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
  // top-level blank page (web/src/app/routing/route-index.ts EXTRA_ENTRIES already declares it)
  salesConfirmation: () => import('./SalesConfirmation').then((m) => ({ default: m.SalesConfirmation })),
};
