/**
 * Registry entries of the finance module, spread into RESOURCES: labels, enums and money fields for lists,
 * exports and the change history. Settings are plain resources (generic routes); documents have their own
 * routes (server/src/modules/finance), so their verbs are empty.
 */
import type { ResourceDef } from '../resource-def';
import { PayAccountType, PayType } from '../enums';
import { exchangeRateCreate, exchangeRateUpdate, payAccountCreate, payAccountUpdate, ticketerCreate, ticketerUpdate } from './account';
import { CreditDocKind, CreditDocStatus, creditLineApply, creditTypeCreate, creditTypeUpdate } from './credit';
import { MoneyDocStatus, receiptCreate, refundCreate } from './receipt';
import { FinanceKey } from './common';
import { creditTypeRow, exchangeRateRow, payAccountRow, ticketerRow } from './answers';

const common = { version: '版本', created_at: '创建时间', updated_at: '更新时间', remark: '备注', dept_id: '所属部门', sort: '排序', created_by: '创建人' };

export const FINANCE_RESOURCES = {
  payAccount: {
    name: 'payAccount', title: '账户', path: '/api/v1/financial/payAccount', permissionKey: FinanceKey.account, table: 'pay_accounts',
    create: payAccountCreate, update: payAccountUpdate, row: payAccountRow, verbs: ['list', 'detail', 'add', 'update', 'delete'],
    labels: { ...common, type: '账户类型', name: '账户名称', bank_name: '开户银行', number: '账号', holder: '户名', enabled: '启用' },
    enums: { type: PayAccountType }, keywordFields: ['name', 'number', 'holder', 'bank_name'],
  },
  exchangeRate: {
    name: 'exchangeRate', title: '汇率', path: '/api/v1/financial/exchangeRate', permissionKey: FinanceKey.exchangeRate, table: 'exchange_rates',
    create: exchangeRateCreate, update: exchangeRateUpdate, row: exchangeRateRow, verbs: ['list', 'detail', 'update'],
    labels: { ...common, currency: '币种', name: '币种名称', rate: '汇率' }, keywordFields: ['currency', 'name'],
  },
  ticketer: {
    name: 'ticketer', title: '开票员', path: '/api/v1/financial/ticketer', permissionKey: FinanceKey.ticketer, table: 'ticketers',
    create: ticketerCreate, update: ticketerUpdate, row: ticketerRow, verbs: ['list', 'detail', 'add', 'update', 'delete'],
    labels: { ...common, user_id: '开票员', user_name: '姓名', enabled: '启用' },
  },
  creditType: {
    name: 'creditType', title: '授信类型', path: '/api/v1/financial/creditType', permissionKey: FinanceKey.creditType, table: 'credit_types',
    create: creditTypeCreate, update: creditTypeUpdate, row: creditTypeRow, verbs: ['list', 'detail', 'add', 'update', 'delete'],
    labels: { ...common, name: '授信类型名称', default_limit: '默认授信额度', enabled: '启用' },
    money: ['default_limit'], keywordFields: ['name'],
  },
  receipt: {
    name: 'receipt', title: '收款单', path: '/api/v1/collection', permissionKey: FinanceKey.receive, table: 'receipts',
    create: receiptCreate, update: receiptCreate, verbs: [],
    labels: {
      ...common, code: '收款单号', customer_kind: '客户类型', customer_id: '客户', customer_name: '客户名称', pay_type: '收款方式', pay_account_id: '收款账户',
      pay_account_name: '收款账户', pay_date: '收款日期', payer: '付款人', voucher: '收款凭证', amount: '收款金额', status: '审核状态', items: '收款订单',
      order_codes: '订单号', bank_arrival_id: '到账记录', decided_at: '审核时间', created_by_name: '经办人',
    },
    enums: { pay_type: PayType, status: MoneyDocStatus }, money: ['amount'], scoped: true, keywordFields: ['code', 'payer'],
  },
  refund: {
    name: 'refund', title: '退款单', path: '/api/v1/finance/refund', permissionKey: FinanceKey.orderPayment, table: 'refunds',
    create: refundCreate, update: refundCreate, verbs: [],
    labels: {
      ...common, code: '退款单号', order_id: '订单', order_code: '订单号', bank_arrival_id: '到账记录', customer_id: '客户', customer_name: '客户名称',
      amount: '退款金额', reason: '退款原因', pay_type: '退款方式', pay_account_id: '付款账户', payee: '收款人', status: '审核状态', decided_at: '审核时间',
    },
    enums: { pay_type: PayType, status: MoneyDocStatus }, money: ['amount'], scoped: true, keywordFields: ['code', 'reason'],
  },
  creditLine: {
    name: 'creditLine', title: '授信额度', path: '/api/v1/financial/credit', permissionKey: FinanceKey.credit, table: 'credit_lines',
    create: creditLineApply, update: creditLineApply, verbs: [],
    labels: { ...common, customer_id: '客户', credit_limit: '授信额度', credit_type_id: '授信类型', temporary_amount: '临时授信额度', temporary_until: '临时授信到期日', enabled: '启用', used: '已用额度', available: '可用额度' },
    money: ['credit_limit', 'temporary_amount', 'used', 'available'],
  },
  creditApplication: {
    name: 'creditApplication', title: '授信申请', path: '/api/v1/financial/credit/record', permissionKey: FinanceKey.credit, table: 'credit_applications',
    create: creditLineApply, update: creditLineApply, verbs: [],
    labels: {
      ...common, kind: '申请类型', customer_id: '客户', order_id: '订单', group_id: '团期', amount: '申请额度', exposure: '当时已用额度', credit_limit: '当时可用额度',
      end_date: '到期日期', status: '审核状态', reason: '申请原因',
    },
    enums: { kind: CreditDocKind, status: CreditDocStatus }, money: ['amount', 'exposure', 'credit_limit'], scoped: true,
  },
} as const satisfies Record<string, ResourceDef>;
