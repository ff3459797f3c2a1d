/**
 * Demo merchants: suppliers of every kind (hotels, coach companies, restaurants, scenic spots, ticketing
 * agents, insurers, guide services, local agencies) with contacts, accounts and agreements, a blacklist,
 * sales channels, private / unit / peer customers with agreements, and the insurance resources.
 * Bulk inserts; runs once, after the organisation and the area tree are seeded.
 */
import { sql } from 'drizzle-orm';
import { idCheckDigit } from '@ta/contract';
import type { DB } from '../../db/client';
import type { AnyRow } from '../../platform/data';
import { rows } from '../../platform/session';
import { seedInsuranceDemo } from '../insurance/insurance.seed';
import { issueNumber } from '../basic/number.service';
import { normalizeArea } from './merchant.area';
import { customerAgreements, customers, salesChannels, supplierAccounts, supplierAgreements, supplierContacts, suppliers } from './merchant.tables';
import { flushNameIndex } from './supplier.service';

interface Owner { created_by: number; dept_id: number }

/** The demo users' ids and relation departments, by login name. */
async function owners(db: DB): Promise<Record<string, Owner>> {
  const res = await db.execute(sql`select u.login_name, u.id, r.department_id from users u
    join user_auth_relations r on r.user_id = u.id where r.sort = 0`);
  return Object.fromEntries(rows<{ login_name: string; id: number; department_id: number }>(res).map((r) => [r.login_name, { created_by: Number(r.id), dept_id: Number(r.department_id) }]));
}

/** A valid mainland ID number (check digit per GB 11643) for demo people. */
export function demoIdNumber(area: string, birthday: string, seq: number): string {
  const body = `${area}${birthday.replace(/-/g, '')}${String(seq).padStart(3, '0')}`;
  return body + idCheckDigit(body);
}

type S = [name: string, type: number, city: number, address: string, phone: string, cycle: number, days: number, contact: string, mobile: string, by: string, audit?: number];
const SUPPLIERS: S[] = [
  ['杭州西湖国宾馆', 5, 330106, '杨公堤18号', '0571-87979889', 2, 30, '王丽华', '13957100101', 'operator', 1],
  ['上海锦江饭店', 5, 310101, '茂名南路59号', '021-32189888', 2, 30, '陈建国', '13817200102', 'operator', 1],
  ['三亚亚龙湾万豪度假酒店', 5, 460203, '亚龙湾国家旅游度假区', '0898-88568888', 1, 7, '林海燕', '13907500103', 'operator', 1],
  ['丽江古城花间堂客栈', 5, 530702, '古城区七一街八一上段', '0888-5102888', 0, 0, '和秀英', '13988800104', 'sunli', 1],
  ['桂林香格里拉大酒店', 5, 450303, '环城北二路111号', '0773-2698888', 2, 30, '黄志强', '13977300105', 'sunli', 1],
  ['北京王府井希尔顿酒店', 5, 110101, '王府井东街8号', '010-58128888', 2, 45, '刘静', '13910000106', 'admin', 0],
  ['黄山西海饭店', 5, 341003, '黄山风景区西海景区', '0559-5588888', 1, 7, '汪国华', '13965900107', 'operator', 1],
  ['杭州长运旅游客运有限公司', 4, 330105, '石祥路89号', '0571-88097777', 2, 30, '周斌', '13905700108', 'operator', 1],
  ['上海巴士旅游客运有限公司', 4, 310104, '中山南二路1555号', '021-64261111', 2, 30, '孙伟', '13801600109', 'operator', 1],
  ['桂林漓江旅游汽车服务有限公司', 4, 450302, '中山中路38号', '0773-2822222', 1, 15, '莫小军', '13907700110', 'sunli', 1],
  ['三亚椰风旅游车队', 4, 460202, '解放路218号', '0898-88256666', 0, 0, '吉文', '13976800111', 'operator', 2],
  ['杭州楼外楼', 6, 330106, '孤山路30号', '0571-87969023', 1, 15, '沈明', '13967100112', 'operator', 1],
  ['上海老正兴菜馆', 6, 310101, '福州路556号', '021-63222624', 1, 15, '张红', '13918300113', 'operator', 1],
  ['桂林椿记烧鹅（中山店）', 6, 450302, '中山中路2号', '0773-2826666', 0, 0, '李桂芳', '13978300114', 'sunli', 1],
  ['北京全聚德（前门店）', 6, 110101, '前门大街30号', '010-67011379', 2, 30, '马强', '13901100115', 'admin', 1],
  ['三亚第一市场海鲜加工店', 6, 460202, '新建街155号', '0898-88268888', 0, 0, '符海', '13907600116', 'operator', 0],
  ['丽江纳西人家餐厅', 6, 530702, '古城区新华街', '0888-5126666', 0, 0, '木春', '13988700117', 'sunli', 1],
  ['杭州西湖风景名胜区管理委员会', 7, 330106, '南山路2号', '0571-87179603', 2, 30, '吴敏', '13958100118', 'operator', 1],
  ['黄山风景区管理委员会', 7, 341003, '汤口镇黄山大道', '0559-5561111', 2, 30, '程亮', '13956900119', 'operator', 1],
  ['桂林漓江风景名胜区管理局', 7, 450305, '漓江路1号', '0773-3855555', 2, 30, '覃丽', '13907700120', 'sunli', 1],
  ['故宫博物院', 7, 110101, '景山前街4号', '010-85007938', 0, 0, '赵敏', '13901100121', 'admin', 1],
  ['上海迪士尼乐园', 7, 310115, '川沙新镇黄赵路310号', '021-31580000', 2, 30, '顾晓', '13816600122', 'operator', 1],
  ['三亚蜈支洲岛旅游区', 7, 460200, '海棠湾镇蜈支洲岛', '0898-88751258', 1, 15, '邢婷', '13976900123', 'operator', 1],
  ['东方航空票务中心', 8, 310105, '虹桥路2550号', '021-95530', 1, 7, '徐立', '13801700124', 'operator', 1],
  ['上海铁路票务代理有限公司', 8, 310106, '秣陵路303号', '021-63179090', 1, 7, '钱芳', '13816700125', 'operator', 1],
  ['杭州萧山机场票务代理有限公司', 8, 330109, '萧山国际机场航站楼', '0571-86661234', 1, 7, '蒋涛', '13906700126', 'sunli', 0],
  ['中国人民财产保险股份有限公司上海市分公司', 9, 310101, '中山东一路23号', '021-95518', 3, 90, '邵华', '13801800127', 'operator', 1],
  ['中国平安财产保险股份有限公司浙江分公司', 9, 330106, '教工路88号', '0571-95511', 3, 90, '潘婕', '13906800128', 'operator', 1],
  ['中国太平洋财产保险股份有限公司', 9, 310115, '银城中路190号', '021-95500', 3, 90, '葛鑫', '13816800129', 'admin', 1],
  ['杭州金牌导游服务中心', 10, 330102, '延安路408号', '0571-85171234', 2, 30, '朱燕', '13906700130', 'operator', 1],
  ['桂林导游服务有限公司', 10, 450302, '解放西路8号', '0773-2885678', 1, 15, '韦东', '13977300131', 'sunli', 1],
  ['北京领队之家导游服务中心', 10, 110105, '朝阳门外大街20号', '010-65991234', 2, 30, '杨帆', '13901200132', 'admin', 0],
  ['三亚海天国际旅行社有限公司', 3, 460202, '三亚湾路88号', '0898-88887777', 2, 30, '陈珊', '13907600133', 'operator', 1],
  ['桂林山水国际旅行社有限公司', 3, 450302, '滨江路26号', '0773-2588888', 2, 30, '龙飞', '13977200134', 'sunli', 1],
  ['云南丽江康辉旅行社有限公司', 3, 530702, '福慧路98号', '0888-5188888', 2, 30, '杨丽', '13988600135', 'sunli', 1],
  ['黄山中国国际旅行社有限公司', 3, 341002, '延安路6号', '0559-2512345', 2, 30, '方圆', '13965900136', 'operator', 1],
  ['上海华夏会展服务有限公司', 11, 310104, '漕溪北路88号', '021-64871234', 2, 30, '钟琳', '13817800137', 'operator', 1],
  ['杭州印象西湖演艺有限公司', 11, 330106, '北山路82号', '0571-87962222', 1, 15, '俞洁', '13958200138', 'operator', 1],
];
const BANKS = ['中国工商银行', '中国建设银行', '中国银行', '招商银行', '交通银行', '中国农业银行'];
const BLACKLIST: Record<string, string> = {
  三亚椰风旅游车队: '2024年暑期多次车辆故障延误行程，游客集中投诉，经核查属实',
  丽江纳西人家餐厅: '市场监管部门抽检食品卫生不合格，暂停合作',
};

async function seedSuppliers(db: DB, o: Record<string, Owner>): Promise<Map<string, number>> {
  // One at a time: codes are issued in list order.
  const values: AnyRow[] = [];
  for (const [i, [name, type, city, address, phone, cycle, days, , , by, audit]] of SUPPLIERS.entries()) values.push({
    ...(await normalizeArea(db, { county_id: city % 100 === 0 ? null : city, city_id: city % 100 === 0 ? city : null } as AnyRow)),
    name, type, address, phone, settlement_cycle: cycle, payment_days: days, audit_status: audit ?? 0, code: await issueNumber(db, 'supplier'),
    credit_code: `91${String(310000 + i * 37).padStart(6, '0')}MA${String(1000 + i * 13).padStart(4, '0')}X${i % 10}`,
    blacklisted: name in BLACKLIST, blacklist_reason: BLACKLIST[name] ?? null, blacklisted_at: name in BLACKLIST ? new Date() : null,
    blacklisted_by: name in BLACKLIST ? o.operator.created_by : null, ...o[by],
  });
  const inserted = await db.insert(suppliers).values(values as (typeof suppliers.$inferInsert)[]).returning({ id: suppliers.id, name: suppliers.name });
  const ids = new Map(inserted.map((r) => [r.name, r.id]));
  await db.insert(supplierContacts).values(SUPPLIERS.flatMap(([name, , , , , , , contact, mobile, by]) => [
    { supplier_id: ids.get(name)!, name: contact, phone: mobile, position: '销售经理', is_default: true, email: `sales${ids.get(name)}@example.cn`, wechat: `wx${mobile.slice(-6)}`, ...o[by] },
    { supplier_id: ids.get(name)!, name: `${contact.slice(0, 1)}助理`, phone: `${mobile.slice(0, 9)}99`, position: '计调', is_default: false, ...o[by] },
  ]));
  await db.insert(supplierAccounts).values(SUPPLIERS.flatMap(([name], i) => [
    { supplier_id: ids.get(name)!, account_type: 0, account_name: name, account_no: `62220${String(2000000000000 + i * 7919)}`, bank_name: `${BANKS[i % BANKS.length]}${name.slice(0, 2)}分行`, is_default: true, sort: 0 },
    ...(i % 3 === 0 ? [{ supplier_id: ids.get(name)!, account_type: 1, account_name: name, account_no: `pay${i + 1}@example.cn`, is_default: false, sort: 1 }] : []),
  ]));
  const ag = (name: string, title: string, start: string, end: string, by: string) => ({
    supplier_id: ids.get(name)!, name: title, agreement_no: `XY-${start.slice(0, 4)}-${String(ids.get(name)).padStart(3, '0')}`, sign_date: start, start_date: start, end_date: end,
    content: '协议价按合同附件执行；旺季（7–8月、春节、国庆）另行确认房态与价格；结算以双方确认的对账单为准。', ...o[by],
  });
  await db.insert(supplierAgreements).values([
    ag('杭州西湖国宾馆', '2025年度客房协议', '2025-01-01', '2025-12-31', 'operator'),
    ag('杭州西湖国宾馆', '2026年度客房协议', '2026-01-01', '2026-12-31', 'operator'),
    ag('上海锦江饭店', '团队用房协议', '2025-03-01', '2027-02-28', 'operator'),
    ag('杭州长运旅游客运有限公司', '旅游包车服务协议', '2025-01-01', '2026-12-31', 'operator'),
    ag('桂林漓江旅游汽车服务有限公司', '旅游用车协议', '2024-01-01', '2024-12-31', 'sunli'),
    ag('杭州楼外楼', '团队用餐协议', '2025-06-01', '2026-05-31', 'operator'),
    ag('黄山风景区管理委员会', '团队门票代订协议', '2025-01-01', '2027-12-31', 'operator'),
    ag('上海迪士尼乐园', '旅行社合作协议', '2025-04-01', '2026-03-31', 'operator'),
    ag('东方航空票务中心', '机票代理协议', '2025-01-01', '2026-12-31', 'operator'),
    ag('中国人民财产保险股份有限公司上海市分公司', '旅游意外险合作协议', '2025-01-01', '2026-12-31', 'operator'),
    ag('杭州金牌导游服务中心', '导游委派协议', '2025-01-01', '2026-12-31', 'operator'),
    ag('三亚海天国际旅行社有限公司', '海南地接合作协议', '2025-01-01', '2026-12-31', 'operator'),
  ]);
  await flushNameIndex(db);
  return ids;
}

type C = [kind: 'private' | 'unit' | 'peer', subject: 'person' | 'unit', name: string, phone: string, by: string, extra: AnyRow];
const CUSTOMERS: C[] = [
  ['private', 'person', '王建华', '13916688001', 'sales', { sex: 1, birthday: '1968-05-12', address: '上海市徐汇区漕溪北路100弄3号', city_id: 310104 }],
  ['private', 'person', '李秀兰', '13916688002', 'sales', { sex: 2, birthday: '1955-09-23', address: '上海市静安区愚园路200号', city_id: 310106 }],
  ['private', 'person', '张晓明', '13916688003', 'sales', { sex: 1, birthday: '1990-01-08', wechat: 'zxm_travel', city_id: 310115 }],
  ['private', 'person', '刘芳', '13916688004', 'sales', { sex: 2, birthday: '1985-11-30', email: 'liufang85@example.cn', city_id: 310101 }],
  ['private', 'person', '陈志强', '13916688005', 'sales', { sex: 1, birthday: '1978-03-17', city_id: 320102 }],
  ['private', 'person', '赵丽娟', '13916688006', 'sales', { sex: 2, birthday: '1962-07-04', city_id: 330106 }],
  ['private', 'person', '孙国庆', '13816688007', 'zhangwei', { sex: 1, birthday: '1959-10-01', city_id: 310110 }],
  ['private', 'person', '周敏', '13816688008', 'zhangwei', { sex: 2, birthday: '1993-04-21', city_id: 310112 }],
  ['private', 'person', '吴海涛', '13816688009', 'zhangwei', { sex: 1, birthday: '1981-12-12', city_id: 310113 }],
  ['private', 'person', '郑美玲', '13716688010', 'liuyang', { sex: 2, birthday: '1975-06-18', city_id: 440106 }],
  ['private', 'person', '黄伟', '13716688011', 'liuyang', { sex: 1, birthday: '1988-08-08', city_id: 440104 }],
  ['private', 'person', '何晓燕', '13716688012', 'liuyang', { sex: 2, birthday: '1996-02-14', city_id: 440305 }],
  ['unit', 'unit', '上海浦东发展银行工会委员会', '021-61618888', 'sales', { contact_name: '钱主席', credit_code: '91310000132210001X', settlement_cycle: 2, city_id: 310101 }],
  ['unit', 'unit', '华东师范大学退休教职工协会', '021-62233333', 'sales', { contact_name: '沈老师', settlement_cycle: 0, city_id: 310107 }],
  ['unit', 'unit', '上海汽车集团股份有限公司', '021-22011888', 'sales', { contact_name: '顾经理', credit_code: '91310000132260250X', settlement_cycle: 2, city_id: 310106 }],
  ['unit', 'unit', '杭州海康威视数字技术股份有限公司', '0571-88075998', 'admin', { contact_name: '许经理', settlement_cycle: 3, city_id: 330108 }],
  ['unit', 'unit', '广州市天河区第一中学', '020-38801234', 'liuyang', { contact_name: '罗老师', settlement_cycle: 0, city_id: 440106 }],
  ['unit', 'unit', '上海市老年大学', '021-64376666', 'admin', { contact_name: '邹老师', settlement_cycle: 1, city_id: 310104 }],
  ['peer', 'unit', '上海春秋国际旅行社有限公司', '021-62520000', 'sales', { contact_name: '林经理', license_no: 'L-SH-CJ00006', settlement_cycle: 2, city_id: 310105 }],
  ['peer', 'unit', '南京中山国际旅行社有限公司', '025-84705555', 'sales', { contact_name: '丁经理', license_no: 'L-JS-CJ00012', settlement_cycle: 2, city_id: 320102 }],
  ['peer', 'unit', '苏州青旅国际旅行社有限公司', '0512-65151234', 'zhangwei', { contact_name: '蔡经理', license_no: 'L-JS-CJ00031', settlement_cycle: 1, city_id: 320508 }],
  ['peer', 'unit', '广州广之旅国际旅行社股份有限公司', '020-83338888', 'liuyang', { contact_name: '梁经理', license_no: 'L-GD-CJ00002', settlement_cycle: 2, city_id: 440104 }],
  ['peer', 'person', '宋佳（独立旅游顾问）', '13601680023', 'sales', { sex: 2, wechat: 'songjia_trip', settlement_cycle: 0, city_id: 310104 }],
  ['peer', 'person', '唐浩（户外领队）', '13601680024', 'zhangwei', { sex: 1, settlement_cycle: 0, city_id: 310115 }],
];

async function seedCustomers(db: DB, o: Record<string, Owner>, channels: Map<string, number>): Promise<void> {
  const channelOf = ['南京东路门店', '携程旗舰店', '老客户转介绍', '徐家汇门店', '企业团建渠道'];
  const values: AnyRow[] = [];
  for (const [i, [kind, subject, name, phone, by, extra]] of CUSTOMERS.entries()) {
    const area = await normalizeArea(db, { city_id: extra.city_id } as AnyRow);
    const person = subject === 'person' && extra.birthday;
    values.push({
      ...extra, ...area, kind, subject, name, phone, channel_id: channels.get(channelOf[i % channelOf.length]) ?? null,
      id_card: person ? demoIdNumber(String(extra.city_id), String(extra.birthday), 100 + i * 2 + (extra.sex === 1 ? 1 : 0)) : null,
      audit_status: kind === 'private' ? 1 : i % 4 === 0 ? 0 : 1, code: await issueNumber(db, 'customer'), ...o[by],
    });
  }
  const inserted = await db.insert(customers).values(values as (typeof customers.$inferInsert)[]).returning({ id: customers.id, name: customers.name, created_by: customers.created_by, dept_id: customers.dept_id });
  const id = (name: string) => inserted.find((c) => c.name === name)!;
  const ag = (name: string, title: string, start: string, end: string, cycle: number, discount: number | null) => {
    const c = id(name);
    return { customer_id: c.id, name: title, agreement_no: `KH-${start.slice(0, 4)}-${String(c.id).padStart(3, '0')}`, sign_date: start, start_date: start, end_date: end,
      settlement_cycle: cycle, discount_rate: discount, content: '协议期内按协议价结算，团队出行前签订单团确认书。', created_by: c.created_by, dept_id: c.dept_id };
  };
  await db.insert(customerAgreements).values([
    ag('上海浦东发展银行工会委员会', '2025–2026年度职工疗休养协议', '2025-01-01', '2026-12-31', 2, 92),
    ag('上海汽车集团股份有限公司', '员工旅游服务框架协议', '2025-07-01', '2027-06-30', 2, 90),
    ag('上海市老年大学', '学员游学合作协议', '2024-09-01', '2025-08-31', 1, 95),
    ag('上海春秋国际旅行社有限公司', '同业合作协议', '2025-01-01', '2026-12-31', 2, null),
    ag('广州广之旅国际旅行社股份有限公司', '华南同业分销协议', '2026-01-01', '2026-12-31', 2, null),
  ]);
}

const CHANNELS: [name: string, type: number, platform: number | null, by: string, extra: AnyRow][] = [
  ['携程旗舰店', 0, 0, 'admin', { shop_url: 'https://vacations.ctrip.com/', settlement_cycle: 2 }],
  ['飞猪官方旗舰店', 0, 1, 'admin', { shop_url: 'https://www.fliggy.com/', settlement_cycle: 2 }],
  ['美团门票店', 0, 2, 'admin', { settlement_cycle: 1 }],
  ['去哪儿网店铺', 0, 3, 'admin', { settlement_cycle: 2 }],
  ['同程旅行店铺', 0, 4, 'admin', { settlement_cycle: 2 }],
  ['抖音直播间', 0, 7, 'sales', { settlement_cycle: 1 }],
  ['京东旅行旗舰店', 0, 8, 'admin', { settlement_cycle: 2 }],
  ['云仓分销', 0, 9, 'admin', { settlement_cycle: 2 }],
  ['南京东路门店', 1, null, 'admin', { address: '南京东路300号', city_id: 310101, contact_name: '门店店长', contact_phone: '021-63510000' }],
  ['徐家汇门店', 1, null, 'sales', { address: '漕溪北路88号', city_id: 310104, contact_name: '门店店长', contact_phone: '021-64870000' }],
  ['门店', 1, null, 'admin', { address: '黄浦区南京东路100号（总部门店）', city_id: 310101 }],
  ['杭州武林门店', 1, null, 'admin', { address: '延安路500号', city_id: 330105 }],
  ['企业团建渠道', 2, null, 'sales', {}],
  ['老客户转介绍', 2, null, 'admin', {}],
];

async function seedChannels(db: DB, o: Record<string, Owner>): Promise<Map<string, number>> {
  const values = await Promise.all(CHANNELS.map(async ([name, type, platform, by, extra]) => ({
    ...extra, ...(extra.city_id ? await normalizeArea(db, { city_id: extra.city_id } as AnyRow) : {}), name, type, platform, enabled: true, ...o[by],
  })));
  const inserted = await db.insert(salesChannels).values(values as (typeof salesChannels.$inferInsert)[]).returning({ id: salesChannels.id, name: salesChannels.name });
  return new Map(inserted.map((c) => [c.name, c.id]));
}

export async function seedMerchantDemo(db: DB): Promise<void> {
  const [{ n }] = rows<{ n: number }>(await db.execute(sql`select count(*)::int as n from suppliers`));
  if (Number(n) > 0) return;
  const o = await owners(db);
  const supplierIds = await seedSuppliers(db, o);
  const channels = await seedChannels(db, o);
  await seedCustomers(db, o, channels);
  await seedInsuranceDemo(db, o.operator, supplierIds);
}
