/**
 * The supplier, supplier-change, unit-customer and peer-customer audits: this module's handlers in the
 * approval engine. Approval sets the audit status to 已通过, rejection to 已驳回, a (re)submission back to
 * 未审核; each runs in the decision's transaction. The supplier-change audit instead applies or drops the
 * proposed key data of an approved supplier (supplier.change.ts); the supplier update submits it.
 */
import { AuditMsg, enumLabel, SettlementCycle, SupplierChannelType, type RoutePermission } from '@ta/contract';
import type { DB } from '../../db/client';
import { registerAuditHandler, type AuditHandler } from '../../platform/approval';
import { findById, type AnyRow } from '../../platform/data';
import { notFound } from '../../platform/errors';
import { findInBoundary } from '../../platform/resource';
import { setCustomerAuditStatus } from './customer.service';
import { customers, suppliers } from './merchant.tables';
import { applySupplierChange, CHANGE_REJECTED, CHANGE_WITHDRAWN, describeChange, dropSupplierChange } from './supplier.change';
import { setSupplierAuditStatus } from './supplier.service';

const PENDING = 0, PASSED = 1, REJECTED = 2;

/** An approved record is not submitted again (a supplier's key data changes go through the supplier-change audit). */
const submitState = (row: AnyRow) => ({ submitRefused: row.audit_status === PASSED ? AuditMsg.alreadyApproved : null });

function supplierHandler(submitAccess: RoutePermission): AuditHandler {
  return {
    submitAccess,
    loadForCaller: async (tx, id, caller) => submitState(await findInBoundary<AnyRow>(tx, suppliers, id, caller)),
    async describe(tx: DB, id: number) {
      const s = await findById<AnyRow>(tx, suppliers, id);
      return {
        title: `${String(s.name)}（${enumLabel(SupplierChannelType, s.type as number)}）`,
        link: `/travelMerchant/supplierEditor?id=${id}`,
        fields: [
          { label: '供应商编号', value: String(s.code ?? '') },
          { label: '类型', value: enumLabel(SupplierChannelType, s.type as number) },
          { label: '结算周期', value: enumLabel(SettlementCycle, s.settlement_cycle as number) },
          { label: '所在城市', value: String(s.city_name ?? '') },
        ],
      };
    },
    onSubmitted: async (tx, id, ctx) => { await setSupplierAuditStatus(tx, id, PENDING, ctx.user); },
    onApproved: async (tx, id, ctx) => { await setSupplierAuditStatus(tx, id, PASSED, ctx.user); },
    onRejected: async (tx, id, ctx) => { await setSupplierAuditStatus(tx, id, REJECTED, ctx.user); },
  };
}

/** Submitted by the supplier update itself (never through the generic submit route): the object is the supplier. */
const supplierChangeHandler: AuditHandler = {
  async describe(tx: DB, id: number) {
    const s = await findById<AnyRow>(tx, suppliers, id);
    return { title: `${String(s.name)}（关键信息变更）`, link: `/travelMerchant/supplierEditor?id=${id}`, fields: await describeChange(tx, id) };
  },
  onApproved: async (tx, id, ctx) => { await applySupplierChange(tx, id, ctx.user); },
  onRejected: async (tx, id) => { await dropSupplierChange(tx, id, CHANGE_REJECTED); },
  onWithdrawn: async (tx, id) => { await dropSupplierChange(tx, id, CHANGE_WITHDRAWN); },
};

function customerHandler(submitAccess: RoutePermission, kind: 'unit' | 'peer', editor: string): AuditHandler {
  return {
    submitAccess,
    async loadForCaller(tx, id, caller) {
      const c = await findInBoundary<AnyRow>(tx, customers, id, caller);
      if (c.kind !== kind) throw notFound();
      return submitState(c);
    },
    async describe(tx: DB, id: number) {
      const c = await findById<AnyRow>(tx, customers, id);
      return {
        title: String(c.name),
        link: `/travelMerchant/${editor}?id=${id}`,
        fields: [
          { label: '客户编号', value: String(c.code ?? '') },
          { label: '联系电话', value: String(c.phone ?? '') },
        ],
      };
    },
    onSubmitted: async (tx, id, ctx) => { await setCustomerAuditStatus(tx, id, PENDING, ctx.user); },
    onApproved: async (tx, id, ctx) => { await setCustomerAuditStatus(tx, id, PASSED, ctx.user); },
    onRejected: async (tx, id, ctx) => { await setCustomerAuditStatus(tx, id, REJECTED, ctx.user); },
  };
}

export function registerMerchantAudits(): void {
  registerAuditHandler('supplier', supplierHandler({ key: 'supplier_list', action: 'canAdd' }));
  registerAuditHandler('supplierChange', supplierChangeHandler);
  registerAuditHandler('unitCustomer', customerHandler({ key: 'customer_unit', action: 'canAdd' }, 'unit', 'unitCustomerEditor'));
  registerAuditHandler('peerCustomer', customerHandler({ key: 'customer_peer', action: 'canAdd' }, 'peer', 'peerUnitEditor'));
}
