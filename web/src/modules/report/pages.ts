/** Pages of the reports for the page registry (menu key or detail-route key → lazy page). */
import type { PageLoader, WebModule } from '@/platform/module';

export const REPORT_PAGES: Record<string, PageLoader> = {
  salesCustomerOverview: () => import('./SalesCustomerOverview').then((m) => ({ default: m.SalesCustomerOverview })),
  planManage: () => import('./PlanManage').then((m) => ({ default: m.PlanManage })),
  planAccountingDetail: () => import('./PlanAccountingDetail').then((m) => ({ default: m.PlanAccountingDetail })),
  planAccountingRecord: () => import('./PlanAccountingRecord').then((m) => ({ default: m.PlanAccountingRecord })),
};

/** The module's web manifest (one entry in web/src/modules/pages.ts). */
export const REPORT_MODULE: WebModule = {
  name: 'report',
  pages: REPORT_PAGES,
};
