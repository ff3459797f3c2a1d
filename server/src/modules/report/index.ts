/**
 * Reports (报表): 销售客户概况 and 计划管理 (with 核算明细 and 核算记录), read from the documents of orders,
 * groups, costs, settlements and the finance receipts and refunds. 发票报表 and 付款欠票统计 belong to the
 * invoice and payable modules.
 */
import { grant, keysUnder, type ServerModule } from '../../platform/module';
import { reportRoutes } from './report.routes';

export const reportModule: ServerModule = {
  name: 'report',
  routes: reportRoutes,
  demoGrants: {
    sales: grant(['statement_list', 'report_sales_customer'], ['canExport']),
    finance: grant(keysUnder('reports'), ['canExport', 'canPrint']),
    manager: grant(keysUnder('reports'), ['canExport', 'canPrint']),
  },
};
