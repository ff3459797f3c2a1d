/**
 * Registry entries of the merchants (suppliers, contacts, agreements, customers, sales channels) and of the
 * insurance resources, spread into RESOURCES. Custom routes (likeName, blacklist, payment days, import,
 * export, trading records, all rates) are declared beside the generic ones in the server modules.
 */
import type { ResourceDef } from '../resource-def';
import { AuditStatus, InsuranceKind, PayAccountType, SalesPlatform, SettlementCycle, Sex } from '../enums';
import { InsurancePriceMode, insuranceCompanyCreate, insuranceCompanyUpdate, insuranceProductCreate, insuranceProductUpdate } from '../insurance';
import {
  AREA_FIELD_LABELS, CustomerKind, CustomerSubject, SalesChannelType, SupplierType,
  customerAgreementCreate, customerAgreementUpdate, peerCustomerCreate, peerCustomerUpdate, personCreate, personUpdate,
  privateCustomerCreate, privateCustomerUpdate, salesChannelCreate, salesChannelUpdate, supplierAgreementCreate, supplierAgreementUpdate,
  supplierCreate, supplierUpdate, unitCustomerCreate, unitCustomerUpdate,
} from './merchant';
import { customerAgreementRow, customerRow, salesChannelRow, supplierAgreementRow, supplierContactRow, supplierDetail, supplierPage } from './answers';

const CRUD = ['list', 'detail', 'add', 'update', 'delete'] as const;
const common = { version: '版本', created_at: '创建时间', updated_at: '更新时间', remark: '备注', dept_id: '所属部门' };
const YesNo = { true: '是', false: '否' } as const;

const supplierLabels = {
  ...common, ...AREA_FIELD_LABELS, name: '供应商名称', short_name: '简称', code: '供应商编号', type: '供应商类型', credit_code: '统一社会信用代码',
  legal_person: '法人', phone: '联系电话', email: '邮箱', address: '详细地址', settlement_cycle: '结算周期', payment_days: '账期天数',
  payment_remark: '账期说明', business_scope: '经营范围', audit_status: '审核状态', blacklisted: '黑名单', blacklist_reason: '拉黑原因',
  blacklisted_at: '拉黑时间', blacklisted_by: '拉黑人', accounts: '收款账户',
};
const customerLabels = {
  ...common, ...AREA_FIELD_LABELS, kind: '客户类型', subject: '单位/个人', code: '客户编号', name: '客户名称', phone: '联系电话', email: '邮箱', wechat: '微信',
  qq: 'QQ', address: '地址', channel_id: '来源渠道', sex: '性别', id_card: '身份证号', birthday: '出生日期', contact_name: '联系人',
  credit_code: '统一社会信用代码', settlement_cycle: '结算周期', license_no: '经营许可证号', credit_type_id: '授信类型', audit_status: '审核状态',
};
const customerEnums = { kind: CustomerKind, subject: CustomerSubject, sex: Sex, settlement_cycle: SettlementCycle, audit_status: AuditStatus };
const agreementLabels = {
  ...common, name: '协议名称', agreement_no: '协议编号', sign_date: '签订日期', start_date: '生效日期', end_date: '到期日期',
  content: '协议内容', files: '附件',
};
const customerAgreementLabels = { ...agreementLabels, customer_id: '客户', settlement_cycle: '结算周期', discount_rate: '协议折扣' };

const customer = <N extends string>(name: N, kind: keyof typeof CustomerKind, permissionKey: string, create: ResourceDef['create'], update: ResourceDef['update']) => ({
  name, title: CustomerKind[kind], path: `/api/v1/customer/${kind}` as const, permissionKey, table: 'customers',
  create, update, row: customerRow, verbs: CRUD, labels: customerLabels, enums: customerEnums, scoped: true,
  keywordFields: ['name', 'phone', 'contact_name', 'code'],
}) satisfies ResourceDef;
const customerAgreement = <N extends string>(name: N, kind: 'unit' | 'peer', permissionKey: string) => ({
  name, title: `${CustomerKind[kind]}协议`, path: `/api/v1/customer/${kind}/agreement` as const, permissionKey, table: 'customer_agreements',
  create: customerAgreementCreate, update: customerAgreementUpdate, row: customerAgreementRow, verbs: CRUD, labels: customerAgreementLabels,
  enums: { settlement_cycle: SettlementCycle }, keywordFields: ['name', 'agreement_no'],
}) satisfies ResourceDef;

export const MERCHANT_RESOURCES = {
  supplier: {
    name: 'supplier', title: '供应商', path: '/api/v1/company', permissionKey: 'supplier_list', table: 'suppliers',
    create: supplierCreate, update: supplierUpdate, row: supplierDetail, listOut: supplierPage, verbs: CRUD, labels: supplierLabels,
    enums: { type: SupplierType, settlement_cycle: SettlementCycle, audit_status: AuditStatus, blacklisted: YesNo },
    scoped: true, keywordFields: ['name', 'short_name', 'code', 'phone'],
  },
  supplierPerson: {
    name: 'supplierPerson', title: '供应商联系人', path: '/api/v1/person', permissionKey: 'supplier_list', table: 'supplier_contacts',
    create: personCreate, update: personUpdate, row: supplierContactRow, verbs: CRUD,
    labels: {
      ...common, supplier_id: '供应商', name: '姓名', phone: '电话', email: '邮箱', address: '收货地址', id_card: '身份证号', qq: 'QQ',
      wechat: '微信', position: '职务', is_default: '默认联系人',
    },
    enums: { is_default: YesNo }, keywordFields: ['name', 'phone'],
  },
  supplierAgreement: {
    name: 'supplierAgreement', title: '供应商协议', path: '/api/v1/company/agreement', permissionKey: 'supplier_agreement', table: 'supplier_agreements',
    create: supplierAgreementCreate, update: supplierAgreementUpdate, row: supplierAgreementRow, verbs: CRUD, labels: { ...agreementLabels, supplier_id: '供应商' },
    keywordFields: ['name', 'agreement_no'],
  },
  privateCustomer: customer('privateCustomer', 'private', 'customer_private', privateCustomerCreate, privateCustomerUpdate),
  unitCustomer: customer('unitCustomer', 'unit', 'customer_unit', unitCustomerCreate, unitCustomerUpdate),
  peerCustomer: customer('peerCustomer', 'peer', 'customer_peer', peerCustomerCreate, peerCustomerUpdate),
  unitAgreement: customerAgreement('unitAgreement', 'unit', 'customer_unit'),
  peerAgreement: customerAgreement('peerAgreement', 'peer', 'customer_peer'),
  salesChannel: {
    name: 'salesChannel', title: '销售渠道', path: '/api/v1/salesChannel', permissionKey: 'sales_channel', table: 'sales_channels',
    create: salesChannelCreate, update: salesChannelUpdate, row: salesChannelRow, verbs: CRUD,
    labels: {
      ...common, ...AREA_FIELD_LABELS, name: '渠道名称', type: '渠道类型', platform: '销售平台', shop_url: '店铺地址', contact_name: '联系人',
      contact_phone: '联系电话', address: '门店地址', settlement_cycle: '结算周期', enabled: '启用',
    },
    enums: { type: SalesChannelType, platform: SalesPlatform, settlement_cycle: SettlementCycle, enabled: { true: '启用', false: '停用' } },
    scoped: true, keywordFields: ['name', 'contact_name', 'contact_phone'],
  },
  insuranceCompany: {
    name: 'insuranceCompany', title: '保险公司', path: '/api/v1/insurance/company', permissionKey: 'insurance_company', table: 'insurance_companies',
    create: insuranceCompanyCreate, update: insuranceCompanyUpdate, verbs: CRUD,
    labels: {
      ...common, name: '保险公司名称', short_name: '简称', supplier_id: '关联供应商', contact_name: '联系人', contact_phone: '联系电话',
      service_phone: '客服电话', address: '地址', website: '官网',
    },
    scoped: true, keywordFields: ['name', 'short_name'],
  },
  insuranceProduct: {
    name: 'insuranceProduct', title: '保险产品', path: '/api/v1/insurance/product', permissionKey: 'insurance_product', table: 'insurance_products',
    create: insuranceProductCreate, update: insuranceProductUpdate, verbs: CRUD,
    labels: {
      ...common, company_id: '保险公司', name: '保险产品名称', code: '产品代码', insurance_type: '保险类型', price_mode: '计价方式',
      coverage: '保障内容', min_age: '最小投保年龄', max_age: '最大投保年龄', on_sale: '在售', rates: '费率',
    },
    enums: { insurance_type: InsuranceKind, price_mode: InsurancePriceMode, on_sale: YesNo },
    scoped: true, keywordFields: ['name', 'code'],
  },
} as const satisfies Record<string, ResourceDef>;

/** Labels of a pay account's fields (export columns, change history of the accounts list). */
export const PAY_ACCOUNT_LABELS = { account_type: '账户类型', account_name: '户名', account_no: '账号', bank_name: '开户行', is_default: '默认账户' } as const;
export const PAY_ACCOUNT_ENUMS = { account_type: PayAccountType } as const;
