/**
 * Routes of the operation module (SPEC section 7 "Route hall"): the hall, a group's costs per kind and its
 * local operator, cost-adjustment bills, statistics, tourists and orders of the group, and its settlement
 * (/api/v1/finance/route). Permission key 'line_operation' throughout.
 */
import type { FastifyInstance } from 'fastify';
import {
  adjustmentCreate, adjustmentListQuery, COST_KINDS, costAdjustAdd, costAdjustDetailReq, costAdjustListQuery, costSaveSchemas, groupClientExportReq, groupClientListQuery,
  groupIdReq, groupOrderAdjustDetailReq, groupOrderDetailReq, groupOrderListQuery, groupRoomUpdate, routeAuditReq, routeFinishReq, routeHallDetailReq, routeHallIronHairUpdate,
  routeHallListQuery, routeHallStateUpdate, travelAgencySave, type CostKindCode,
} from '@ta/contract';
import {
  adjustmentRecord, agencyDetailAnswer, agencySaveAnswer, costAdjustmentDetail, costAdjustmentPage, costAdjustmentRecord, costListAnswer, costSaveAnswer,
  fileAnswer, groupAdjustmentDetail, groupAdjustmentPage, groupCollectAnswer, groupOrderDetailAnswer, groupOrderPage, groupPaymentAnswer, groupSettlementResult,
  groupSettlementSubmitAnswer, groupStatisticsAnswer, groupTouristPage, roomUpdateAnswer, routeHallDetail, routeHallPage, tourGroupRow,
} from '@ta/contract';
import { inTx, type AnyRow } from '../../platform/data';
import { defineRoute } from '../../platform/route';
import { streamDownload } from '../merchant/merchant.excel';
import { addCostAdjustment, adjustmentDetail, adjustmentList } from './adjust.service';
import { CLIENT_EXPORT_COLUMNS, clientExportRows, clientList, groupOrders, updateRooms } from './client.service';
import { agencyItems, costLines, saveCostList } from './cost.service';
import { hallDetail, hallList, updateIronHair, updateState } from './hall.service';
import { registerOperationAudits } from './operation.audit';
import { OP_KEY, visibleGroup } from './operation.common';
import { addOrderAdjustment, groupOrderDetail, orderAdjustmentDetail, orderAdjustmentList } from './order.service';
import { collectList, finishAccounting, paymentList, settlementResult, submitSettlement } from './settle.service';
import { groupStatistics } from './stats.service';

const H = '/api/v1/routeHall';
const F = '/api/v1/finance/route';
const view = { key: OP_KEY, action: 'view' } as const;
const edit = { key: OP_KEY, action: 'canEditor' } as const;
const setState = { key: OP_KEY, action: 'canSet' } as const;
const account = { key: OP_KEY, action: 'canAccount' } as const;
const TAG = '线路操作';

export function operationRoutes(app: FastifyInstance): void {
  registerOperationAudits();

  // ---------------------------------------------------------------- hall
  defineRoute(app, { path: `${H}/list`, access: view, body: routeHallListQuery, out: routeHallPage, tag: TAG, summary: '团期列表' }, (i, ctx) => hallList(ctx, i));
  defineRoute(app, { path: `${H}/detail`, access: view, body: routeHallDetailReq, out: routeHallDetail, tag: TAG, summary: '团期详情' }, (i, ctx) => hallDetail(ctx, i.id));
  defineRoute(app, { path: `${H}/state/update`, access: setState, body: routeHallStateUpdate, out: tourGroupRow, tag: TAG, summary: '修改团期状态' },
    (i, ctx) => inTx(ctx.db, (tx) => updateState(ctx, tx, i)));
  defineRoute(app, { path: `${H}/ironHair/update`, access: setState, body: routeHallIronHairUpdate, out: tourGroupRow, tag: TAG, summary: '设置铁发' },
    (i, ctx) => inTx(ctx.db, (tx) => updateIronHair(ctx, tx, i)));
  defineRoute(app, { path: `${H}/statistics`, access: view, body: groupIdReq, out: groupStatisticsAnswer, tag: TAG, summary: '团期统计' },
    async (i, ctx) => groupStatistics(ctx.db, await visibleGroup(ctx, ctx.db, i.group_id)));

  // ---------------------------------------------------------------- costs per kind
  for (const kind of COST_KINDS) {
    defineRoute(app, { path: `${H}/${kind}/list`, access: view, body: groupIdReq, out: costListAnswer, tag: TAG, summary: `成本列表（${kind}）` }, async (i, ctx) => {
      const g = await visibleGroup(ctx, ctx.db, i.group_id);
      const data = await costLines(ctx.db, g.id, kind);
      return { group_id: g.id, cost_version: g.cost_version, cost_version_type: g.cost_version_type, data, total: data.reduce((s, r) => s + (r.consumption === 0 ? -r.total : r.total), 0) };
    });
    defineRoute(app, { path: `${H}/${kind}/add`, access: edit, body: costSaveSchemas[kind as CostKindCode], out: costSaveAnswer, tag: TAG, summary: `保存成本（${kind}）` },
      (i, ctx) => inTx(ctx.db, async (tx) => {
        const g = await visibleGroup(ctx, tx, i.group_id, true);
        const cost_version = await saveCostList(tx, g, kind, i.cost_version, i.items as AnyRow[], ctx.user);
        return { group_id: g.id, cost_version, data: await costLines(tx, g.id, kind) };
      }));
  }
  defineRoute(app, { path: `${H}/travelAgency/add`, access: edit, body: travelAgencySave, out: agencySaveAnswer, tag: TAG, summary: '保存地接社' },
    (i, ctx) => inTx(ctx.db, async (tx) => {
      const g = await visibleGroup(ctx, tx, i.group_id, true);
      const cost_version = await saveCostList(tx, g, 'travelAgency', i.cost_version, i.items as unknown as AnyRow[], ctx.user);
      return { group_id: g.id, cost_version, items: agencyItems(await costLines(tx, g.id, 'travelAgency')) };
    }));
  defineRoute(app, { path: `${H}/travelAgency/detail`, access: view, body: groupIdReq, out: agencyDetailAnswer, tag: TAG, summary: '地接社详情' }, async (i, ctx) => {
    const g = await visibleGroup(ctx, ctx.db, i.group_id);
    const items = agencyItems(await costLines(ctx.db, g.id, 'travelAgency'));
    return { group_id: g.id, cost_version: g.cost_version, cost_version_type: g.cost_version_type, items, total: items.reduce((s, r) => s + Number(r.total), 0) };
  });

  // ---------------------------------------------------------------- cost adjustments
  defineRoute(app, { path: `${H}/costAdjust/add`, access: edit, body: costAdjustAdd, out: costAdjustmentRecord, tag: TAG, summary: '新增成本调整单' },
    (i, ctx) => inTx(ctx.db, (tx) => addCostAdjustment(ctx, tx, i)));
  defineRoute(app, { path: `${H}/costAdjust/list`, access: view, body: costAdjustListQuery, out: costAdjustmentPage, tag: TAG, summary: '成本调整单列表' }, (i, ctx) => adjustmentList(ctx, i));
  defineRoute(app, { path: `${H}/costAdjust/detail`, access: view, body: costAdjustDetailReq, out: costAdjustmentDetail, tag: TAG, summary: '成本调整单详情' }, (i, ctx) => adjustmentDetail(ctx, i.id));

  // ---------------------------------------------------------------- tourists and orders
  defineRoute(app, { path: `${H}/client/list`, access: view, body: groupClientListQuery, out: groupTouristPage, tag: TAG, summary: '游客名单' }, (i, ctx) => clientList(ctx, i));
  defineRoute(app, { path: `${H}/client/export`, access: { key: OP_KEY, action: 'canExport' }, body: groupClientExportReq, out: fileAnswer, tag: TAG, summary: '导出游客名单' },
    async (i, ctx) => {
      const { code, rows } = await clientExportRows(ctx, i.group_id, i.keyword);
      await streamDownload(ctx, { name: `游客名单-${code}`, format: 'xlsx', sheet: '游客名单', columns: CLIENT_EXPORT_COLUMNS, chunks: (async function* () { yield rows; })() });
      return undefined;
    });
  defineRoute(app, { path: `${H}/client/room/update`, access: edit, body: groupRoomUpdate, out: roomUpdateAnswer, tag: TAG, summary: '分房' },
    (i, ctx) => inTx(ctx.db, (tx) => updateRooms(ctx, tx, i)));
  defineRoute(app, { path: `${H}/order/list`, access: view, body: groupOrderListQuery, out: groupOrderPage, tag: TAG, summary: '团期订单' }, (i, ctx) => groupOrders(ctx, i));
  defineRoute(app, { path: `${H}/order/detail`, access: view, body: groupOrderDetailReq, out: groupOrderDetailAnswer, tag: TAG, summary: '团期订单详情（价格明细、游客、调整单）' },
    (i, ctx) => groupOrderDetail(ctx, i.id));

  // ---------------------------------------------------------------- order adjustments (调价退团) of the group's orders
  defineRoute(app, { path: `${H}/adjust/add`, access: edit, body: adjustmentCreate, out: adjustmentRecord, tag: TAG, summary: '新增订单调整单（调价或退团），提交审核' },
    (i, ctx) => inTx(ctx.db, (tx) => addOrderAdjustment(ctx, tx, i)));
  defineRoute(app, { path: `${H}/adjust/list`, access: view, body: adjustmentListQuery, out: groupAdjustmentPage, tag: TAG, summary: '订单调整单列表' }, (i, ctx) => orderAdjustmentList(ctx, i));
  defineRoute(app, { path: `${H}/adjust/detail`, access: view, body: groupOrderAdjustDetailReq, out: groupAdjustmentDetail, tag: TAG, summary: '订单调整单详情' },
    (i, ctx) => orderAdjustmentDetail(ctx, i.id));

  // ---------------------------------------------------------------- settlement
  defineRoute(app, { path: `${F}/finish`, access: account, body: routeFinishReq, out: tourGroupRow, tag: TAG, summary: '完成核算' },
    (i, ctx) => inTx(ctx.db, (tx) => finishAccounting(ctx, tx, i)));
  defineRoute(app, { path: `${F}/audit`, access: account, body: routeAuditReq, out: groupSettlementSubmitAnswer, tag: TAG, summary: '提交报账审核' },
    (i, ctx) => inTx(ctx.db, (tx) => submitSettlement(ctx, tx, i.group_id)));
  defineRoute(app, { path: `${F}/audit/result`, access: view, body: routeAuditReq, out: groupSettlementResult, tag: TAG, summary: '报账审核结果' }, (i, ctx) => settlementResult(ctx, i.group_id));
  defineRoute(app, { path: `${F}/collect/list`, access: view, body: groupIdReq, out: groupCollectAnswer, tag: TAG, summary: '团期应收' }, (i, ctx) => collectList(ctx, i.group_id));
  defineRoute(app, { path: `${F}/payment/list`, access: view, body: groupIdReq, out: groupPaymentAnswer, tag: TAG, summary: '团期应付' }, (i, ctx) => paymentList(ctx, i.group_id));
}
