/** Registry entries of the paying side (labels, enums and money fields for lists, exports and the change history). */
import type { ResourceDef } from '../resource-def';
import { PayType } from '../enums';
import { AdvanceBindStatus, InvoiceState, PayableKey, PayDocKind, PayDocStatus } from './common';
import { advanceBind, paymentCreate } from './docs';

const common = { version: '版本', created_at: '创建时间', updated_at: '更新时间', remark: '备注', dept_id: '所属部门', created_by: '创建人' };

export const PAYABLE_RESOURCES = {
  payDoc: {
    name: 'payDoc', title: '付款单据', path: '/api/v1/payment', permissionKey: PayableKey.payment, table: 'pay_docs',
    create: paymentCreate, update: paymentCreate, verbs: [],
    labels: {
      ...common, code: '单号', kind: '单据类型', group_id: '团期', group_code: '团号', supplier_id: '供应商', supplier_name: '供应商', borrower_id: '借款人',
      borrower_name: '借款人/报销人', amount: '金额', offset_amount: '冲抵借款', pay_amount: '应付金额', returned: '已还款', bound: '已绑定',
      open_amount: '未结金额', status: '状态', pay_type: '付款方式', payee: '收款人', payee_account: '收款账号', reason: '用途',
      pay_account_id: '付款账户', pay_account_name: '付款账户', pay_date: '付款日期', paid_by: '付款人', invoice_no: '发票号码', invoice_date: '开票日期',
      invoice_amount: '发票金额', invoice_state: '发票状态', decided_at: '审核时间', created_by_name: '申请人',
    },
    enums: { kind: PayDocKind, status: PayDocStatus, pay_type: PayType, invoice_state: InvoiceState },
    money: ['amount', 'offset_amount', 'pay_amount', 'returned', 'bound', 'open_amount', 'invoice_amount'], scoped: true, keywordFields: ['code', 'reason', 'payee'],
  },
  advanceBind: {
    name: 'advanceBind', title: '预付款绑定', path: '/api/v1/payment/bind', permissionKey: PayableKey.prepaymentDetail, table: 'advance_binds',
    create: advanceBind, update: advanceBind, verbs: [],
    labels: { ...common, doc_id: '预付款', group_id: '团期', cost_id: '成本项', supplier_id: '供应商', amount: '绑定金额', status: '状态', decided_at: '审核时间' },
    enums: { status: AdvanceBindStatus }, money: ['amount'], scoped: true,
  },
} as const satisfies Record<string, ResourceDef>;
