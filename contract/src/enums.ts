/**
 * Numeric-coded enumerations of SPEC section 3, each a code → Chinese label map.
 * This file is the one home of these codes; server and web import them from here.
 */
export type EnumMap = Readonly<Record<number, string>>;

/** Sales platform 0–9 (DOMAIN.md: common Chinese OTAs and marketplaces, 9 the cloud warehouse). */
export const SalesPlatform = {
  0: '携程', 1: '飞猪', 2: '美团', 3: '去哪儿', 4: '同程旅行', 5: '马蜂窝', 6: '途牛', 7: '抖音', 8: '京东', 9: '云仓',
} as const satisfies EnumMap;

export const FeeType = {
  0: '成人套餐', 1: '儿童套餐', 11: '老人套餐', 12: '婴儿套餐', 13: '单房差',
  2: '导游/领队', 3: '交通票务', 4: '住宿', 5: '景点门票', 6: '餐饮', 7: '车辆', 8: '保险', 9: '地接社', 10: '其他',
} as const satisfies EnumMap;
/** The fee types a price package carries (DESIGN.md: 0, 1, 11, 12, 13). */
export const PACKAGE_FEE_TYPES = [0, 1, 11, 12, 13] as const;

export const TrafficType = {
  1: '飞机', 2: '火车', 3: '大巴', 4: '轮船', 5: '动车', 6: '高铁', 7: '自理', 8: '快艇',
} as const satisfies EnumMap;

export const Currency = { CNY: '人民币' } as const;
export const PayAccountType = { 0: '银行卡', 1: '支付宝', 2: '微信' } as const satisfies EnumMap;
export const PayType = { 0: '转账', 1: '现金', 2: '余额' } as const satisfies EnumMap;
export const SettlementCycle = { 0: '现结', 1: '周结', 2: '月结', 3: '季结', 4: '年结' } as const satisfies EnumMap;
export const FinancialAuditType = { 0: '待审核', 1: '已驳回', 2: '已通过', 3: '待付款', 4: '已付款' } as const satisfies EnumMap;
export const Catering = { 0: '早餐', 1: '午餐', 2: '晚餐' } as const satisfies EnumMap;
export const RoomType = { 0: '标准间', 1: '大床房', 2: '三人间', 3: '陪同房', 4: '不占床' } as const satisfies EnumMap;
export const HotelStar = {
  0: '准三星', 1: '挂牌三星', 2: '准四星', 3: '挂牌四星', 4: '准五星', 5: '挂牌五星', 6: '其他',
} as const satisfies EnumMap;
export const InsuranceKind = {
  0: '意外险', 1: '责任险', 2: '统保', 3: '线路含保险', 4: '无保险',
} as const satisfies EnumMap;
export const TourState = {
  0: '待出发', 1: '进行中', 2: '已结束', 3: '已取消', 4: '已停售', 5: '已下架',
} as const satisfies EnumMap;
/**
 * Allowed tour-state changes (SPEC leaves them "not shown"; decided in docs/decisions.md), enforced by the
 * server's /api/v1/routeHall/state/update and offered by the hall's buttons.
 * 0 awaiting departure, 1 in progress, 2 ended, 3 cancelled, 4 closed to sales, 5 taken off shelf.
 */
export const TOUR_STATE_TRANSITIONS: Readonly<Record<number, readonly number[]>> = {
  0: [1, 3, 4, 5],
  4: [0, 1, 3, 5],
  5: [0, 3],
  1: [2],
  2: [],
  3: [],
};
/** Guaranteed departure flag (铁发) of a group: 1 no, 2 yes (SPEC section 9 tints iron_hair 2). */
export const IronHair = { 1: '否', 2: '铁发' } as const satisfies EnumMap;
export const TicketType = { 0: '全票', 1: '优惠票', 2: '免票' } as const satisfies EnumMap;
export const Shopping = { 0: '纯玩无购物', 1: '有购物', 2: '推荐购物' } as const satisfies EnumMap;
export const SelfPaid = { 0: '无自费', 1: '有自费', 2: '推荐自费' } as const satisfies EnumMap;
export const Consumption = { 0: '收入', 1: '支出' } as const satisfies EnumMap;
/** Enrollment status of an order's seats; 3 (候补, waiting list) is our extension, see docs/decisions.md. */
export const EnrollmentStatus = { 0: '确认', 1: '占位', 2: '取消', 3: '候补' } as const satisfies EnumMap;
export const ENROLLMENT_WAITING = 3;
export const Sex = { 1: '男', 2: '女' } as const satisfies EnumMap;
export const PersonType = { 0: '成人', 1: '儿童', 2: '老人', 3: '婴儿' } as const satisfies EnumMap;
export const CardType = {
  1: '身份证', 2: '护照', 3: '港澳通行证', 4: '台湾通行证', 5: '军官证', 6: '台胞证', 7: '回乡证', 8: '户口簿', 9: '出生证明', 99: '其他',
} as const satisfies EnumMap;
/** Tourist info item codes mirror the card types (SPEC section 3). */
export const TouristInfoItem = CardType;
export const TicketingStatus = { 0: '未订票', 1: '已确认', 2: '占位' } as const satisfies EnumMap;
export const AuditStatus = { 0: '未审核', 1: '已通过', 2: '已驳回' } as const satisfies EnumMap;
export const SupplierChannelType = {
  0: '线上OTA', 1: '线下门店', 2: '其他渠道', 3: '旅行社', 4: '车队', 5: '住宿', 6: '餐厅', 7: '景区', 8: '票务', 9: '保险', 10: '导游服务', 11: '其他供应商',
} as const satisfies EnumMap;
export const ProjectType = {
  1: '门票', 2: '酒店', 5: '部门商品', 8: '预售', 74: '线路团购', 101: '线路订单团款',
} as const satisfies EnumMap;
export const ContactInfoItem = {
  1: '姓名', 2: '电话', 3: '邮箱', 4: '收货地址', 6: '身份证号', 10: 'QQ', 11: '微信',
} as const satisfies EnumMap;
export const OrderStatus = { 0: '未确认', 1: '已确认', 2: '已拒绝', 3: '已退款', 4: '已完成' } as const satisfies EnumMap;
export const FinancialExamine = { 2: '审核中', 3: '已通过', 4: '已驳回' } as const satisfies EnumMap;
export const FinancialOrderState = { 2: '待审核', 3: '抄送我的', 4: '已审核' } as const satisfies EnumMap;
export const ClaimRecordStatus = { 0: '全部', 1: '待审核', 2: '已通过', 3: '已拒绝' } as const satisfies EnumMap;
export const PriceKind = { 1: '销售价', 2: '结算价', 3: '市场价', 4: '采购价' } as const satisfies EnumMap;

/** Data boundary of a role relation (SPEC section 6 / issue: self, department, department and below, all, chosen). */
export const DataScope = {
  self: '仅本人', dept: '本部门', deptTree: '本部门及下级', all: '全部', custom: '指定部门',
} as const;
export type DataScopeCode = keyof typeof DataScope;
export const DATA_SCOPE_CODES = Object.keys(DataScope) as DataScopeCode[];

/** Account state. */
export const UserStatus = { 0: '停用', 1: '启用' } as const satisfies EnumMap;

/** Tourist (client) fields chosen by numeric id 0–27 (SPEC section 3), in order. */
export const TOURIST_FIELDS = [
  'client_code', 'client_name', 'client_english_name', 'client_pinyin_name', 'client_sex', 'client_birthday',
  'client_birthplace', 'client_phone_number', 'client_nationality', 'client_age', 'client_nation', 'client_card_type',
  'client_card_number', 'client_certificate_validity', 'client_certificate_issuing_date', 'client_certificate_issuing_place',
  'client_appellation', 'client_marshal_point', 'client_remarks', 'client_room_number', 'client_registered_residence',
  'client_business_point', 'client_endorsement_type', 'client_visa_type', 'client_visa_validity', 'client_visa_issuing_place',
  'client_visa_country', 'client_type',
] as const;
export const TouristFieldLabel: Record<(typeof TOURIST_FIELDS)[number], string> = {
  client_code: '游客编号', client_name: '姓名', client_english_name: '英文名', client_pinyin_name: '拼音名', client_sex: '性别',
  client_birthday: '出生日期', client_birthplace: '出生地', client_phone_number: '手机号', client_nationality: '国籍',
  client_age: '年龄', client_nation: '民族', client_card_type: '证件类型', client_card_number: '证件号码',
  client_certificate_validity: '证件有效期', client_certificate_issuing_date: '签发日期', client_certificate_issuing_place: '签发地',
  client_appellation: '称谓', client_marshal_point: '集合地点', client_remarks: '备注', client_room_number: '房间号',
  client_registered_residence: '户籍所在地', client_business_point: '营业网点', client_endorsement_type: '签注类型',
  client_visa_type: '签证类型', client_visa_validity: '签证有效期', client_visa_issuing_place: '签证签发地',
  client_visa_country: '签证国家', client_type: '游客类型',
};

/** Area tree roots (SPEC section 3). */
export const AREA_FOREIGN = -1000;
export const AREA_CHINA = -2000;
export const CHINA_COUNTRY_ID = 240;

/** Every enumeration by name, for selects, exports and the change history. */
export const ENUMS = {
  SalesPlatform, FeeType, TrafficType, PayAccountType, PayType, SettlementCycle, FinancialAuditType, Catering, RoomType,
  HotelStar, InsuranceKind, TourState, TicketType, Shopping, SelfPaid, Consumption, EnrollmentStatus, Sex, PersonType,
  CardType, TicketingStatus, AuditStatus, SupplierChannelType, ProjectType, ContactInfoItem, OrderStatus, FinancialExamine,
  FinancialOrderState, ClaimRecordStatus, PriceKind, UserStatus, IronHair,
} as const;
export type EnumName = keyof typeof ENUMS;

/** Options for a select: [{ label, value }] in code order. */
export function enumOptions(map: Readonly<Record<string | number, string>>): { label: string; value: number }[] {
  return Object.entries(map)
    .map(([k, label]) => ({ label, value: Number(k) }))
    .sort((a, b) => a.value - b.value);
}

/** The label of a code, or the code itself when unknown. */
export function enumLabel(map: Readonly<Record<string | number, string>>, code: number | string | null | undefined): string {
  if (code === null || code === undefined) return '';
  return (map as Record<string, string>)[String(code)] ?? String(code);
}
