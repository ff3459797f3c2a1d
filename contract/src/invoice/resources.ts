/**
 * Registry entries of the invoice module, spread into RESOURCES: the invoice settings are plain resources
 * (generic routes); applications and bindings have their own routes (server/src/modules/invoice), so their
 * verbs are empty (they are here for labels, the change history and exports).
 */
import type { ResourceDef } from '../resource-def';
import {
  advanceInvoiceCreate, BindStatus, invoiceApplyTypeCreate, invoiceApplyTypeUpdate, invoiceBindCreate, invoiceContentCreate, invoiceContentUpdate,
  InvoiceKey, InvoiceKind, InvoiceRuleCode, InvoiceRuleLevel, invoiceRuleCreate, invoiceRuleUpdate, InvoiceStatus, invoiceTypeCreate, InvoiceTypeKind,
  invoiceTypeUpdate, TaxRateLabel, VoidState,
} from './invoice';
import { invoiceApplyTypeRow, invoiceContentRow, invoiceRuleRow, invoiceTypeRow } from './answers';

const common = { version: '版本', created_at: '创建时间', updated_at: '更新时间', remark: '备注', dept_id: '所属部门', sort: '排序', created_by: '创建人', enabled: '启用' };

export const INVOICE_RESOURCES = {
  invoiceApplyType: {
    name: 'invoiceApplyType', title: '开票申请类型', path: '/api/v1/invoice/applyType', permissionKey: InvoiceKey.applyType, table: 'invoice_apply_types',
    create: invoiceApplyTypeCreate, update: invoiceApplyTypeUpdate, row: invoiceApplyTypeRow, verbs: ['list', 'detail', 'add', 'update', 'delete'],
    labels: { ...common, name: '申请类型名称' }, keywordFields: ['name'],
  },
  invoiceContent: {
    name: 'invoiceContent', title: '发票内容', path: '/api/v1/invoice/content', permissionKey: InvoiceKey.content, table: 'invoice_contents',
    create: invoiceContentCreate, update: invoiceContentUpdate, row: invoiceContentRow, verbs: ['list', 'detail', 'add', 'update', 'delete'],
    labels: { ...common, name: '项目名称', spec: '规格型号', unit: '单位', tax_rate: '税率' }, enums: { tax_rate: TaxRateLabel }, keywordFields: ['name'],
  },
  invoiceType: {
    name: 'invoiceType', title: '发票类型', path: '/api/v1/invoice/type', permissionKey: InvoiceKey.type, table: 'invoice_types',
    create: invoiceTypeCreate, update: invoiceTypeUpdate, row: invoiceTypeRow, verbs: ['list', 'detail', 'add', 'update', 'delete'],
    labels: { ...common, name: '发票类型名称', kind: '发票种类' }, enums: { kind: InvoiceTypeKind }, keywordFields: ['name'],
  },
  invoiceRule: {
    name: 'invoiceRule', title: '发票规则', path: '/api/v1/invoice/rule', permissionKey: InvoiceKey.rule, table: 'invoice_rules',
    create: invoiceRuleCreate, update: invoiceRuleUpdate, row: invoiceRuleRow, verbs: ['list', 'detail', 'add', 'update', 'delete'],
    labels: { ...common, rule: '规则', level: '处理方式', message: '预警提示' }, enums: { rule: InvoiceRuleCode, level: InvoiceRuleLevel }, keywordFields: ['message'],
  },
  invoiceApplication: {
    name: 'invoiceApplication', title: '开票申请', path: '/api/v1/invoice', permissionKey: InvoiceKey.order, table: 'invoice_applications',
    create: advanceInvoiceCreate, update: advanceInvoiceCreate, verbs: [],
    labels: {
      ...common, code: '申请单号', kind: '开票方式', order_id: '订单', order_code: '订单号', arrival_id: '到账记录', customer_id: '客户', customer_name: '客户名称',
      apply_type_id: '申请类型', apply_type_name: '申请类型', invoice_type_id: '发票类型', invoice_type_name: '发票类型', buyer_name: '购买方名称', buyer_tax_no: '纳税人识别号',
      buyer_address_phone: '地址电话', buyer_bank_account: '开户行及账号', amount: '开票金额', tax: '税额', bound: '已绑定金额', status: '状态', void_state: '作废',
      void_reason: '作废原因', warnings: '预警', issuer_id: '开票人', issuer_name: '开票人', invoice_no: '发票号码', invoice_code: '发票代码', issued_on: '开票日期',
      decided_at: '审核时间', created_by_name: '申请人', item_names: '开票内容',
    },
    enums: { kind: InvoiceKind, status: InvoiceStatus, void_state: VoidState }, money: ['amount', 'tax', 'bound'], scoped: true,
    keywordFields: ['code', 'buyer_name', 'invoice_no'],
  },
  invoiceBind: {
    name: 'invoiceBind', title: '预开票绑定', path: '/api/v1/invoice/advance/bind', permissionKey: InvoiceKey.advance, table: 'invoice_binds',
    create: invoiceBindCreate, update: invoiceBindCreate, verbs: [],
    labels: { ...common, application_id: '预开票申请', receipt_id: '收款单', receipt_code: '收款单号', amount: '绑定金额', status: '状态', decided_at: '审核时间' },
    enums: { status: BindStatus }, money: ['amount'], scoped: true,
  },
} as const satisfies Record<string, ResourceDef>;
