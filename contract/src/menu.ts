/**
 * The whole menu tree of SPEC section 2. The web builds its side menu, routes, breadcrumbs and tabs from it;
 * the server seeds role permissions from its permission keys; the permission walk test uses its keys.
 *
 * A node's `key` is its route name (unique); `permissionKey` is what the server grants (absent = no key
 * needed, like messages); `subChildren` are the related detail routes that belong to the page (hidden
 * in the menu, opened from the page, guarded by the page's key).
 */
import { AUDIT_TYPES } from './audit-types';

export const TOP_SECTIONS = ['order', 'financial', 'audit', 'reports', 'product', 'travelMerchant', 'systemSetting', 'otherService'] as const;
export type TopSection = (typeof TOP_SECTIONS)[number];

export interface DetailRoute {
  key: string;
  title: string;
  path: string;
  /** Takes over the title and path of the previous route in the chain (SPEC section 2). */
  takeOverParent?: boolean;
}

export interface MenuNode {
  key: string;
  title: string;
  path: string;
  permissionKey?: string;
  icon?: string;
  hidden?: boolean;
  children?: MenuNode[];
  subChildren?: DetailRoute[];
}

function page(key: string, title: string, path: string, permissionKey: string | undefined, subChildren?: DetailRoute[]): MenuNode {
  return { key, title, path, permissionKey, ...(subChildren ? { subChildren } : {}) };
}
function group(key: string, title: string, path: string, permissionKey: string | undefined, children: MenuNode[], icon?: string): MenuNode {
  return { key, title, path, permissionKey, children, ...(icon ? { icon } : {}) };
}
function detail(key: string, title: string, path: string, takeOverParent = false): DetailRoute {
  return takeOverParent ? { key, title, path, takeOverParent } : { key, title, path };
}

const auditGroups = [...new Set(AUDIT_TYPES.map((t) => t.group))];

export const MENU_TREE: MenuNode[] = [
  group('order', '销售中心', '/order', 'menu_sales_center', [
    group('lineRegistrationHall', '线路报名大厅', '/order/hall', 'line_registration_hall', [
      page('routeRegistration', '线路报名', '/order/signUp', 'route_registration', [
        detail('signUpDetail', '报名详情', '/order/signUp/detail'),
        detail('signUpOrderDetail', '报名订单', '/order/signUp/orderDetail'),
        detail('orderBasicLineInformationDetail', '线路基本信息', '/order/basicLineInformationDetail'),
      ]),
      page('routeOrderList', '线路订单', '/order/list', 'route_order_list', [
        detail('lineOrderDetail', '订单详情', '/order/list/lineOrderDetail'),
        detail('orderAdjustBillOrder', '订单调整单', '/order/list/adjustBillOrder'),
      ]),
      page('insuranceCenterList', '保险中心', '/order/insuranceCenter', 'insurance_center_list'),
    ], 'ShopOutlined'),
  ], 'ShoppingCartOutlined'),

  group('financial', '财务管理', '/financial', 'menu_financial', [
    page('receiveOrderList', '批量订单收款', '/financial/receiveOrder', 'receive_order_list', [
      detail('receivableDetail', '应收明细', '/financial/receiveOrder/receivableDetail'),
      detail('batchGather', '批量收款', '/financial/receiveOrder/batchGather'),
    ]),
    group('incomeManageFinancial', '到账管理', '/financial/income', 'income_manage_financial', [
      page('billImportList', '账单导入', '/financial/income/billImport', 'bill_import_list'),
      page('billDetailList', '账单明细', '/financial/income/billDetail', 'bill_detail_list', [
        detail('billRefundRecord', '退款记录', '/financial/income/billDetail/refundRecord'),
        detail('billClaimRecord', '认领记录', '/financial/income/billDetail/claimRecord'),
        detail('billInvoiceRecord', '开票记录', '/financial/income/billDetail/invoiceRecord'),
      ]),
      page('billRefundList', '账单退款记录', '/financial/income/refund', 'bill_refund_list'),
      page('billClaimList', '账单认领记录', '/financial/income/claim', 'bill_claim_list'),
      page('orderPaymentList', '订单付款', '/financial/income/orderPayment', 'order_payment_list'),
    ]),
    group('financialRevenues', '收支管理', '/financial/revenues', 'financial_revenues', [
      page('unpaidList', '未收未付', '/financial/revenues/unpaid', 'financial_unpaid_list'),
      page('financialRevenueList', '财务收支', '/financial/revenues/list', 'financial_revenue_list', [
        detail('profitAndLoss', '损益详情', '/financial/revenues/profitAndLoss'),
      ]),
    ]),
    page('loanList', '借款', '/financial/loan', 'financial_loan_list'),
    page('reimbursementList', '报销', '/financial/reimbursement', 'financial_reimbursement_list'),
    page('paymentList', '付款', '/financial/payment', 'financial_payment_list'),
    page('costSummaryList', '成本汇总', '/financial/costSummary', 'financial_cost_summary', [
      detail('costSummaryPayment', '成本付款', '/financial/costSummary/payment'),
    ]),
    page('preLoanList', '预借款', '/financial/preLoan', 'financial_pre_loan_list'),
    page('prepaymentList', '预付款', '/financial/prepayment', 'financial_prepayment_list'),
    page('preLoanDetailList', '预借款明细', '/financial/preLoanDetail', 'financial_pre_loan_detail'),
    page('prepaymentDetailList', '预付款明细', '/financial/prepaymentDetail', 'financial_prepayment_detail'),
    group('contractManage', '合同管理', '/financial/contract', 'contract_manage', [
      page('contractOrderApply', '订单申请', '/financial/contract/orderApply', 'contract_order_apply'),
      page('contractList', '合同', '/financial/contract/list', 'contract_list', [
        detail('contractCancelApplyDetail', '作废申请详情', '/financial/contract/cancelApplyDetail'),
        detail('contractDetail', '合同详情', '/financial/contract/detail'),
      ]),
    ]),
    group('invoiceManage', '发票管理', '/financial/invoice', 'invoice_manage', [
      page('invoiceAllocation', '发票分配', '/financial/invoice/allocation', 'invoice_allocation'),
      page('advanceInvoiceApply', '预开票申请', '/financial/invoice/advanceApply', 'invoice_advance_apply'),
      page('invoiceOrderApply', '订单申请', '/financial/invoice/orderApply', 'invoice_order_apply'),
      page('invoiceBillApply', '账单申请', '/financial/invoice/billApply', 'invoice_bill_apply'),
      page('invoiceToIssue', '待开发票', '/financial/invoice/toIssue', 'invoice_to_issue'),
      page('invoiceIssued', '已开发票', '/financial/invoice/issued', 'invoice_issued'),
    ]),
    group('financialConfig', '财务配置', '/financial/config', 'financial_config', [
      page('accountManage', '账户管理', '/financial/config/account', 'financial_account'),
      page('creditTypeList', '授信类型', '/financial/config/creditType', 'financial_credit_type'),
      page('creditList', '授信列表', '/financial/config/credit', 'financial_credit_list', [
        detail('creditAdd', '新增授信额度', '/financial/config/credit/add'),
        detail('creditRecord', '授信记录', '/financial/config/credit/record'),
        detail('creditDetail', '授信明细', '/financial/config/credit/detail'),
      ]),
      page('exchangeRateConfig', '汇率配置', '/financial/config/exchangeRate', 'financial_exchange_rate'),
      page('invoiceApplyType', '开票申请类型', '/financial/config/invoiceApplyType', 'invoice_apply_type'),
      page('invoiceContent', '发票内容', '/financial/config/invoiceContent', 'invoice_content'),
      page('invoiceType', '发票类型', '/financial/config/invoiceType', 'invoice_type'),
      page('invoiceRule', '发票规则', '/financial/config/invoiceRule', 'invoice_rule'),
      page('ticketerList', '开票员列表', '/financial/config/ticketer', 'invoice_ticketer'),
    ]),
  ], 'AccountBookOutlined'),

  group('audit', '审核中心', '/audit', 'menu_audit_center',
    auditGroups.map((g, i) => group(`auditGroup${i + 1}`, g, `/audit/group${i + 1}`, undefined,
      AUDIT_TYPES.filter((t) => t.group === g).map((t) => page(`audit_${t.type}`, t.title, `/audit/${t.type}`, t.key)))),
    'AuditOutlined'),

  group('reports', '报表', '/reports', 'statement_list', [
    page('salesCustomerOverview', '销售客户概况', '/reports/salesCustomer', 'report_sales_customer'),
    page('planManage', '计划管理', '/reports/plan', 'report_plan', [
      detail('planAccountingDetail', '核算明细', '/reports/plan/accountingDetail'),
      detail('planAccountingRecord', '核算记录', '/reports/plan/accountingRecord'),
    ]),
    page('invoiceReport', '发票报表', '/reports/invoice', 'report_invoice'),
    page('paymentInvoiceArrears', '付款欠票统计', '/reports/paymentInvoiceArrears', 'report_payment_invoice_arrears'),
  ], 'BarChartOutlined'),

  group('product', '产品管理', '/product', 'menu_product_center', [
    page('routeTravelList', '行程线路', '/product/routeTravel', 'product_route_travel', [
      detail('createRouteTravel', '新建线路', '/product/createRouteTravel'),
      detail('editRouteTravel', '编辑线路', '/product/editRouteTravel'),
      detail('RouteTravelBasicInfo', '基本信息', '/product/RouteTravelBasicInfo'),
      detail('ItineraryInformation', '行程信息', '/product/ItineraryInformation'),
      detail('PresaleSetting', '预售设置', '/product/PresaleSetting'),
      detail('RouteTravelPriceInfo', '价格信息', '/product/RouteTravelPriceInfo'),
      detail('ProOwnPrice', '自有价格', '/product/ProOwnPrice'),
    ]),
    group('lineOperationHallGroup', '线路操作大厅', '/product/lineOperation', 'line_operation_hall', [
      page('lineOperationHall', '线路操作', '/product/lineOperationHall', 'line_operation', [
        detail('LineOperationHallDetail', '团期详情', '/product/LineOperationHallDetail'),
        detail('basicLineInformationDetail', '线路基本信息', '/product/basicLineInformationDetail'),
        detail('lineOperationIndentList', '团期订单', '/product/lineOperationHall/indentList'),
        detail('indentDetail', '订单详情', '/product/indentDetail'),
        detail('touristList', '游客名单', '/product/touristList'),
        detail('costSettingDetail', '成本详情', '/product/costSettingDetail'),
        detail('costSettingEditor', '成本设置', '/product/costSettingEditor'),
        detail('adjustTourist', '调价退团', '/product/adjustTourist'),
        detail('lineOperationAdjustBillOrder', '调整单', '/product/lineOperationAdjustBillOrder'),
      ]),
      page('supplyRouteOrderList', '线路订单', '/product/supplyRouteOrderList', 'supply_route_order_list', [
        detail('supplyRouteOrderDetail', '订单详情', '/product/supplyRouteOrderDetail'),
      ]),
    ]),
    group('insuranceResource', '保险资源', '/product/insurance', 'insurance_resource', [
      page('insuranceCompanyList', '保险公司', '/product/insuranceCompanyList', 'insurance_company'),
      page('insuranceProductList', '保险产品', '/product/insuranceProductList', 'insurance_product', [
        detail('insuranceProductEditor', '保险产品编辑', '/product/insuranceProductEditor'),
      ]),
      page('insuranceRateList', '全部费率', '/product/insuranceRateList', 'insurance_rate'),
    ]),
  ], 'AppstoreOutlined'),

  group('travelMerchant', '供应商与渠道', '/travelMerchant', 'menu_supplier_and_sale_channel_manage', [
    group('supplierManage', '供应商', '/travelMerchant/supplier', 'supplier_manage', [
      page('supplierList', '供应商列表', '/travelMerchant/supplierList', 'supplier_list', [
        detail('supplierEditor', '供应商编辑', '/travelMerchant/supplierEditor', true),
        detail('supplierAgreementDetail', '协议详情', '/travelMerchant/supplierAgreementDetail', true),
      ]),
      page('supplierAgreementList', '供应商协议', '/travelMerchant/supplierAgreement', 'supplier_agreement'),
      page('supplierBlacklist', '黑名单', '/travelMerchant/supplierBlacklist', 'supplier_blacklist'),
      page('paymentPeriodList', '账期', '/travelMerchant/paymentPeriod', 'supplier_payment_days', [
        detail('paymentPeriodEditor', '账期编辑', '/travelMerchant/paymentPeriodEditor', true),
      ]),
    ]),
    group('customerChannel', '客户渠道', '/travelMerchant/customer', 'customer_channel', [
      page('customerList', '散客', '/travelMerchant/customerList', 'customer_private', [
        detail('customerEditor', '客户编辑', '/travelMerchant/customerEditor', true),
        detail('customerTradingRecord', '交易记录', '/travelMerchant/customerTradingRecord', true),
      ]),
      page('unitCustomerList', '单位客户', '/travelMerchant/unitCustomerList', 'customer_unit', [
        detail('unitCustomerEditor', '单位客户编辑', '/travelMerchant/unitCustomerEditor', true),
        detail('unitAgreementList', '协议列表', '/travelMerchant/unitAgreementList', true),
        detail('unitAgreementEditor', '协议编辑', '/travelMerchant/unitAgreementEditor', true),
      ]),
      page('peerCustomerList', '同行客户', '/travelMerchant/peerCustomerList', 'customer_peer', [
        detail('peerUnitEditor', '同行单位编辑', '/travelMerchant/peerUnitEditor', true),
        detail('peerPersonEditor', '同行个人编辑', '/travelMerchant/peerPersonEditor', true),
        detail('peerAgreementList', '协议列表', '/travelMerchant/peerAgreementList', true),
        detail('peerAgreementEditor', '协议编辑', '/travelMerchant/peerAgreementEditor', true),
      ]),
      page('channelTradingRecord', '渠道交易记录', '/travelMerchant/channelTradingRecord', 'customer_trading_record'),
    ]),
    page('salesChannelList', '销售渠道', '/travelMerchant/salesChannel', 'sales_channel'),
  ], 'TeamOutlined'),

  group('systemSetting', '系统设置', '/systemSetting', 'system_setting', [
    group('organization', '组织架构', '/systemSetting/organization', 'system_organization', [
      page('roleList', '角色管理', '/systemSetting/role', 'system_role', [
        detail('roleEditor', '角色编辑', '/systemSetting/roleEditor'),
      ]),
      page('dataPermissionList', '数据权限', '/systemSetting/dataPermission', 'system_data_permission', [
        detail('dataPermissionEditor', '数据权限编辑', '/systemSetting/dataPermissionEditor'),
      ]),
      page('userList', '用户管理', '/systemSetting/user', 'system_user', [
        detail('accountEditor', '账号编辑', '/systemSetting/accountEditor'),
      ]),
      page('departmentList', '部门管理', '/systemSetting/department', 'system_department', [
        detail('departmentEditor', '部门编辑', '/systemSetting/departmentEditor'),
      ]),
      page('positionList', '岗位管理', '/systemSetting/position', 'system_position'),
      page('companyList', '公司管理', '/systemSetting/company', 'system_company', [
        detail('companyEditor', '公司编辑', '/systemSetting/companyEditor'),
      ]),
    ]),
    group('contractSetting', '合同设置', '/systemSetting/contract', 'system_contract', [
      page('contractTemplateList', '合同模板', '/systemSetting/contractTemplate', 'system_contract_template', [
        detail('contractTemplateEditor', '合同模板编辑', '/systemSetting/contractTemplateEditor'),
      ]),
      page('contractKeyList', '合同关键字', '/systemSetting/contractKey', 'system_contract_key', [
        detail('contractKeyEditor', '合同关键字编辑', '/systemSetting/contractKeyEditor'),
      ]),
    ]),
    page('approvalFlowList', '审批流程', '/systemSetting/approvalFlow', 'system_approval_flow'),
    page('approvalSetting', '审批设置', '/systemSetting/approvalSetting', 'system_approval_setting'),
    group('basicSetting', '基础设置', '/systemSetting/basic', 'system_basic', [
      page('dictionaryList', '数据字典', '/systemSetting/dictionary', 'system_dictionary', [
        detail('dictionaryEditor', '数据字典编辑', '/systemSetting/dictionaryEditor'),
      ]),
      page('labelList', '标签管理', '/systemSetting/label', 'system_label', [
        detail('productLevelEditor', '产品等级', '/systemSetting/productLevelEditor'),
        detail('productLabelEditor', '产品标签', '/systemSetting/productLabelEditor'),
        detail('propertyEditor', '属性', '/systemSetting/propertyEditor'),
        detail('serviceTypeEditor', '服务类型', '/systemSetting/serviceTypeEditor'),
        detail('groupTypeEditor', '团队类型', '/systemSetting/groupTypeEditor'),
      ]),
      page('areaList', '区域管理', '/systemSetting/area', 'system_area'),
      page('numberRuleList', '编号规则', '/systemSetting/numberRule', 'system_number_rule'),
      page('travelTemplateList', '行程模板', '/systemSetting/travelTemplate', 'system_travel_template', [
        detail('travelTemplateEditor', '行程模板编辑', '/systemSetting/travelTemplateEditor'),
      ]),
    ]),
    page('syncShop', '同步到商城', '/systemSetting/syncShop', 'system_sync_shop'),
    page('chatPlatform', '第三方平台', '/systemSetting/chatPlatform', 'system_chat_platform'),
    page('messageTemplateList', '消息模板', '/systemSetting/messageTemplate', 'system_message_template'),
  ], 'SettingOutlined'),

  group('otherService', '其他服务', '/otherService', undefined, [
    group('pendTask', '消息', '/otherService/pendTask', undefined, [
      page('pendMessage', '待办事项', '/otherService/pendTask/pendMessage', undefined),
      page('orderNotification', '直连订单通知', '/otherService/pendTask/orderNotification', undefined),
      page('resultMessage', '通知', '/otherService/pendTask/resultMessage', undefined),
    ], 'BellOutlined'),
    { key: 'taskAudit', title: '任务审核', path: '/otherService/taskAudit', hidden: true,
      children: AUDIT_TYPES.map((t) => ({ key: `taskAudit_${t.type}`, title: t.title, path: `/otherService/taskAudit/${t.type}`, permissionKey: t.key, hidden: true })) },
    { key: 'globalSearch', title: '全局搜索', path: '/otherService/globalSearch', hidden: true, children: [
      { key: 'globalSearchHome', title: '全局搜索', path: '/otherService/globalSearch/globalSearchHome', hidden: true },
      { key: 'globalSearchPage', title: '搜索结果', path: '/otherService/globalSearch/globalSearchPage', hidden: true },
    ] },
  ], 'AppstoreAddOutlined'),
];

/** Depth-first walk over the menu tree. */
export function walkMenu(nodes: MenuNode[], visit: (n: MenuNode, parents: MenuNode[]) => void, parents: MenuNode[] = []): void {
  for (const n of nodes) {
    visit(n, parents);
    if (n.children) walkMenu(n.children, visit, [...parents, n]);
  }
}

/** Every permission key in the menu tree, in tree order. */
export function allPermissionKeys(nodes: MenuNode[] = MENU_TREE): string[] {
  const keys: string[] = [];
  walkMenu(nodes, (n) => { if (n.permissionKey && !keys.includes(n.permissionKey)) keys.push(n.permissionKey); });
  return keys;
}

/**
 * Filters the tree by granted keys (SPEC section 6): a node with a key appears only if granted; nodes
 * without a key always appear; a parent whose children all disappear disappears too.
 */
export function filterMenu(nodes: MenuNode[], granted: ReadonlySet<string>): MenuNode[] {
  const out: MenuNode[] = [];
  for (const n of nodes) {
    if (n.permissionKey && !granted.has(n.permissionKey)) continue;
    if (n.children) {
      const kids = filterMenu(n.children, granted);
      if (kids.length === 0) continue;
      out.push({ ...n, children: kids });
    } else out.push(n);
  }
  return out;
}

/** The first reachable (visible, leaf) page path under a node, or undefined. */
export function firstLeafPath(node: MenuNode): string | undefined {
  if (!node.children || node.children.length === 0) return node.hidden ? undefined : node.path;
  for (const c of node.children) {
    if (c.hidden) continue;
    const p = firstLeafPath(c);
    if (p) return p;
  }
  return undefined;
}
