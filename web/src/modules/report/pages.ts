/** Pages of the reports for the page registry (menu key or detail-route key → lazy page). */
import type { PageLoader } from '../page-loader';

export const REPORT_PAGES: Record<string, PageLoader> = {
  salesCustomerOverview: () => import('./SalesCustomerOverview').then((m) => ({ default: m.SalesCustomerOverview })),
  planManage: () => import('./PlanManage').then((m) => ({ default: m.PlanManage })),
  planAccountingDetail: () => import('./PlanAccountingDetail').then((m) => ({ default: m.PlanAccountingDetail })),
  planAccountingRecord: () => import('./PlanAccountingRecord').then((m) => ({ default: m.PlanAccountingRecord })),
};
