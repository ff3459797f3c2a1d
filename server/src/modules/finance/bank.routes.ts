/**
 * Routes of bank arrivals and claiming (到账管理): statement preview / import and the column mapping (账单导入),
 * the arrivals with their claim, refund and invoice records (账单明细), claims and their suggestion, the claim
 * records (账单认领记录) and the refund records of arrivals (账单退款记录). The finance manifest mounts
 * `bankRoutes` and calls `registerBankAudits` from its start step.
 */
import type { FastifyInstance } from 'fastify';
import {
  arrivalIdReq, arrivalListQuery, arrivalRefundCreate, arrivalRecordQuery, BankKey, bankImportCreate, bankImportListQuery, bankImportPreviewReq, bankMappingReq,
  bankMappingSave, billRefundListQuery, claimCreate, claimListQuery,
  IMPORT_BODY_LIMIT_BYTES, arrivalPage, arrivalRefundPage, arrivalRow, bankImportPage, bankImportPreview, bankImportResult, bankMappingRow, claimPage,
  claimSubmitted, claimSuggestAnswer, refundSubmitted,
} from '@ta/contract';
import { inTx } from '../../platform/data';
import { defineRoute } from '../../platform/route';
import {
  arrivalDetail, createArrivalRefund, importStatement, registerArrivalRefunds, listArrivalRefunds, listArrivals, listImports, previewImport, registerBillImportAudit, saveMapping, savedMapping,
} from './bank.service';
import { createClaim, listClaims, registerClaimAudit } from './claim.service';
import { suggestClaims } from './claim.suggest';

const tag = '到账与认领';
const B = '/api/v1/finance/bill';
const upload = { key: BankKey.import, action: 'canUpload' } as const;
const claimAccess = { key: BankKey.detail, action: 'canApply' } as const;

export function registerBankAudits(): void {
  registerBillImportAudit();
  registerClaimAudit();
  registerArrivalRefunds();
}

export function bankRoutes(app: FastifyInstance): void {
  defineRoute(app, { path: `${B}/import/preview`, access: upload, body: bankImportPreviewReq, out: bankImportPreview, bodyLimit: IMPORT_BODY_LIMIT_BYTES, tag, summary: '对账单预览：识别格式（工商银行、招商银行或列映射），前20行解析结果、错误与重复' },
    (i, ctx) => previewImport(ctx, i));
  defineRoute(app, { path: `${B}/import/add`, access: upload, body: bankImportCreate, out: bankImportResult, bodyLimit: IMPORT_BODY_LIMIT_BYTES, tag, summary: '导入对账单（一个事务；重复行不重复添加；任一行有误则整个文件不导入），提交账单导入审核' },
    (i, ctx) => importStatement(ctx, i));
  defineRoute(app, { path: `${B}/import/list`, access: { key: BankKey.import, action: 'view' }, body: bankImportListQuery, out: bankImportPage, tag, summary: '账单导入列表（合计：笔数、金额、重复）' },
    (i, ctx) => listImports(ctx, i));
  defineRoute(app, { path: `${B}/mapping/get`, access: { key: BankKey.import, action: 'view' }, body: bankMappingReq, out: bankMappingRow, tag, summary: '收款账户保存的列映射' },
    async (i, ctx) => ({ pay_account_id: i.pay_account_id, mapping: await savedMapping(ctx.db, i.pay_account_id) }));
  defineRoute(app, { path: `${B}/mapping/save`, access: upload, body: bankMappingSave, out: bankMappingRow, tag, summary: '保存收款账户的列映射' },
    async (i, ctx) => { await inTx(ctx.db, (tx) => saveMapping(ctx, tx, i.pay_account_id, i.mapping)); return { pay_account_id: i.pay_account_id, mapping: i.mapping }; });

  defineRoute(app, { path: `${B}/list`, access: { key: BankKey.detail, action: 'view' }, body: arrivalListQuery, out: arrivalPage, tag, summary: '账单明细（到账）列表（合计：到账、已认领、认领中、已退款、未认领余额）' },
    (i, ctx) => listArrivals(ctx, i));
  defineRoute(app, { path: `${B}/detail`, access: { key: BankKey.detail, action: 'view' }, body: arrivalIdReq, out: arrivalRow, tag, summary: '到账详情' },
    (i, ctx) => arrivalDetail(ctx, i.arrival_id));
  defineRoute(app, { path: `${B}/claimRecord`, access: { key: BankKey.detail, action: 'view' }, body: arrivalRecordQuery, out: claimPage, tag, summary: '到账的认领记录' },
    (i, ctx) => listClaims(ctx, { ...i, status: undefined, customer_id: undefined, created_at: undefined }));
  defineRoute(app, { path: `${B}/refundRecord`, access: { key: BankKey.detail, action: 'view' }, body: arrivalRecordQuery, out: arrivalRefundPage, tag, summary: '到账的退款记录' },
    (i, ctx) => listArrivalRefunds(ctx, i));

  defineRoute(app, { path: `${B}/claim/suggest`, access: claimAccess, body: arrivalIdReq, out: claimSuggestAnswer, tag, summary: '认领建议：最可能的客户与订单及理由' },
    (i, ctx) => suggestClaims(ctx.db, i.arrival_id));
  defineRoute(app, { path: `${B}/claim/add`, access: claimAccess, body: claimCreate, out: claimSubmitted, tag, summary: '认领到账（可拆分到多个订单；不超过未认领余额），提交认领审核' },
    (i, ctx) => createClaim(ctx, i));
  defineRoute(app, { path: `${B}/claim/list`, access: { key: BankKey.claim, action: 'view' }, body: claimListQuery, out: claimPage, tag, summary: '账单认领记录（状态：0全部 1待审核 2已通过 3已拒绝）' },
    (i, ctx) => listClaims(ctx, i));
  defineRoute(app, { path: `${B}/refund/list`, access: { key: BankKey.refund, action: 'view' }, body: billRefundListQuery, out: arrivalRefundPage, tag, summary: '账单退款记录（到账未认领余额的退款）' },
    (i, ctx) => listArrivalRefunds(ctx, { ...i, arrival_id: null }));
  defineRoute(app, { path: `${B}/refund/add`, access: { key: BankKey.refund, action: 'canAdd' }, body: arrivalRefundCreate, out: refundSubmitted, tag, summary: '退还到账的未认领余额（提交退款审核；不超过未认领余额）' },
    (i, ctx) => createArrivalRefund(ctx, i));
}
