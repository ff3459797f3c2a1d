/** Routes of the reports (报表): 销售客户概况 and 计划管理 with its 核算明细 and 核算记录. Reads only. */
import type { FastifyInstance } from 'fastify';
import {
  planDetailAnswer, planDetailQuery, planRecordsAnswer, planRecordsQuery, planReportAnswer, planReportQuery, REPORT_URLS as U, ReportKey as K,
  salesCustomerAnswer, salesCustomerOrdersQuery, salesCustomerQuery, salesOrdersAnswer,
} from '@ta/contract';
import { defineRoute } from '../../platform/route';
import { planDetail, planList, planRecords } from './plan.service';
import { salesCustomerList, salesCustomerOrders } from './sales.service';

const tag = 'report';

export function reportRoutes(app: FastifyInstance): void {
  const sales = { key: K.salesCustomer, action: 'view' } as const;
  const plan = { key: K.plan, action: 'view' } as const;
  defineRoute(app, { path: U.salesCustomerList, access: sales, body: salesCustomerQuery, out: salesCustomerAnswer, tag, summary: '销售客户概况：按客户或销售渠道统计期间内的订单、人数、销售额、已收、未收与环比（含图表数据）' },
    (q, ctx) => salesCustomerList(ctx, q));
  defineRoute(app, { path: U.salesCustomerOrders, access: sales, body: salesCustomerOrdersQuery, out: salesOrdersAnswer, tag, summary: '销售客户概况：一行背后的订单' },
    (q, ctx) => salesCustomerOrders(ctx, q));
  defineRoute(app, { path: U.planList, access: plan, body: planReportQuery, out: planReportAnswer, tag, summary: '计划管理：每个团期的计划与核算（收入、成本、利润）' },
    (q, ctx) => planList(ctx, q));
  defineRoute(app, { path: U.planDetail, access: plan, body: planDetailQuery, out: planDetailAnswer, tag, summary: '核算明细：团期的每条收入与成本' },
    (q, ctx) => planDetail(ctx, q.group_id));
  defineRoute(app, { path: U.planRecords, access: plan, body: planRecordsQuery, out: planRecordsAnswer, tag, summary: '核算记录：团期的每个报账版本（提交人、审核人与时间）' },
    (q, ctx) => planRecords(ctx, q));
}
