/**
 * Demo data of the product module, seeded once on an empty database: three categories, four approved line
 * products with a plan, real day rows, one or two packages with prices for every package fee type, and groups
 * on eight future dates (relative to today) plus one past group (for the settlement story); a fifth product is
 * a draft, not yet submitted. Owned by the demo operator (李计调, 国内操作组).
 */
import { count, eq, inArray } from 'drizzle-orm';
import { isoToday, addDays } from '@ta/contract';
import type { AreaRef } from './product.tables';
import type { DB } from '../../db/client';
import { userAuthRelations, users } from '../account/account.tables';
import { labels } from '../basic/basic.tables';
import { issueNumber } from '../basic/number.service';
import { tourGroups } from '../operation/group.tables';
import { openGroups } from './group-dates.service';
import { packagePrices, planDays, pricePackages, productCategories, productOwnPrices, productPlans, products } from './product.tables';

type Day = [title: string, description: string, meals: number[], lodging: string | null, traffic: number | null, sights: string];
interface DemoPackage { name: string; seats: number; cost: number; adult: number; child: number; senior: number; infant: number; single: number }
interface DemoProduct {
  name: string; category: string; days: number; nights: number; from: AreaRef[]; to: AreaRef[]; go: number; back: number; star: number;
  level: string; tags: string[]; groupType: string; features: string; include: string; exclude: string; notice: string;
  stopSale: number; deposit: number; gathering: string; itinerary: Day[]; packages: DemoPackage[]; approved: boolean; offset: number;
}

const SH: AreaRef = { country_id: 240, province_id: 310000, city_id: 310100, name: '上海' };
const yuan = (n: number) => Math.round(n * 100);

const DEMO: DemoProduct[] = [
  {
    name: '云南昆明大理丽江6日游', category: '国内长线', days: 6, nights: 5, from: [SH], go: 1, back: 1, star: 3, level: '品质', tags: ['纯玩无购物', '深度游'], groupType: '散客拼团',
    to: [{ country_id: 240, province_id: 530000, city_id: 530100, name: '昆明' }, { country_id: 240, province_id: 530000, city_id: 532900, name: '大理' }, { country_id: 240, province_id: 530000, city_id: 530700, name: '丽江' }],
    features: '全程挂牌四星酒店，洱海骑行，玉龙雪山大索道，丽江古城自由漫步。', include: '往返机票、全程酒店、行程内用餐、景点首道门票、空调旅游车、导游服务、旅行社责任险。',
    exclude: '单房差、个人消费、自费项目、航空保险。', notice: '请携带有效身份证件；高原地区注意防晒保暖；60岁以上游客需签署健康承诺书。', stopSale: 3, deposit: yuan(500), gathering: '上海虹桥机场T2航站楼3号门',
    itinerary: [
      ['上海—昆明', '乘机飞往春城昆明，接机后入住酒店，自由活动。', [2], '昆明锦江大酒店', 1, '翠湖公园'],
      ['昆明—大理', '游览石林风景区，午餐后乘车前往大理，夜游大理古城。', [0, 1, 2], '大理洱海天域酒店', 3, '石林、大理古城'],
      ['大理', '洱海生态廊道骑行，游览双廊古镇，欣赏苍山洱海风光。', [0, 1, 2], '大理洱海天域酒店', 3, '洱海、双廊古镇、喜洲古镇'],
      ['大理—丽江', '乘车前往丽江，游览束河古镇，晚上自由逛丽江古城。', [0, 1], '丽江金茂璞修酒店', 3, '束河古镇、丽江古城'],
      ['丽江', '乘玉龙雪山大索道登山，游览蓝月谷、白水河，观看《印象丽江》。', [0, 1, 2], '丽江金茂璞修酒店', 3, '玉龙雪山、蓝月谷'],
      ['丽江—上海', '早餐后自由活动，根据航班时间送机，结束愉快旅程。', [0], null, 1, '—'],
    ],
    packages: [
      { name: '标准套餐', seats: 40, cost: yuan(3200), adult: yuan(4280), child: yuan(2980), senior: yuan(4080), infant: yuan(500), single: yuan(980) },
      { name: '品质套餐', seats: 30, cost: yuan(4100), adult: yuan(5380), child: yuan(3580), senior: yuan(5180), infant: yuan(500), single: yuan(1380) },
    ],
    approved: true, offset: 0,
  },
  {
    name: '北京5日游', category: '国内长线', days: 5, nights: 4, from: [SH], go: 6, back: 6, star: 3, level: '标准', tags: ['亲子游', '研学游'], groupType: '散客拼团',
    to: [{ country_id: 240, province_id: 110000, city_id: 110100, name: '北京' }],
    features: '故宫深度讲解，八达岭长城，升旗仪式，颐和园泛舟。', include: '往返高铁二等座、4晚酒店、行程内用餐、景点门票、导游服务。',
    exclude: '单房差、个人消费。', notice: '故宫、毛主席纪念堂需实名预约，请报名时提供准确身份证号。', stopSale: 5, deposit: yuan(300), gathering: '上海虹桥火车站南进站口',
    itinerary: [
      ['上海—北京', '乘高铁赴北京，抵达后游览天坛公园。', [2], '北京新侨饭店', 6, '天坛'],
      ['北京', '观看天安门升旗仪式，游览故宫博物院、景山公园。', [0, 1, 2], '北京新侨饭店', 3, '天安门广场、故宫、景山'],
      ['北京', '游览八达岭长城，外观鸟巢、水立方。', [0, 1, 2], '北京新侨饭店', 3, '八达岭长城、奥林匹克公园'],
      ['北京', '游览颐和园、圆明园，晚上逛南锣鼓巷。', [0, 1], '北京新侨饭店', 3, '颐和园、圆明园'],
      ['北京—上海', '早餐后游览恭王府，乘高铁返回上海。', [0], null, 6, '恭王府'],
    ],
    packages: [{ name: '套餐1', seats: 40, cost: yuan(2100), adult: yuan(2980), child: yuan(1980), senior: yuan(2780), infant: yuan(300), single: yuan(800) }],
    approved: true, offset: 2,
  },
  {
    name: '三亚4日游', category: '国内长线', days: 4, nights: 3, from: [SH], go: 1, back: 1, star: 5, level: '豪华', tags: ['海岛度假', '蜜月游'], groupType: '散客拼团',
    to: [{ country_id: 240, province_id: 460000, city_id: 460200, name: '三亚' }],
    features: '亚龙湾五星海景酒店，蜈支洲岛，天涯海角。', include: '往返机票、3晚海景酒店、行程内用餐、景点门票、导游服务。',
    exclude: '单房差、水上项目、个人消费。', notice: '请备好防晒用品；水上项目请量力而行。', stopSale: 3, deposit: yuan(500), gathering: '上海浦东机场T1航站楼',
    itinerary: [
      ['上海—三亚', '乘机飞往三亚，入住亚龙湾海景酒店。', [2], '亚龙湾万豪度假酒店', 1, '亚龙湾'],
      ['三亚', '乘船登蜈支洲岛，畅游热带海岛。', [0, 1], '亚龙湾万豪度假酒店', 4, '蜈支洲岛'],
      ['三亚', '游览天涯海角、南山文化旅游区。', [0, 1, 2], '亚龙湾万豪度假酒店', 3, '天涯海角、南山寺'],
      ['三亚—上海', '早餐后自由活动，送机返回上海。', [0], null, 1, '—'],
    ],
    packages: [
      { name: '海景套餐', seats: 40, cost: yuan(2800), adult: yuan(3680), child: yuan(2280), senior: yuan(3580), infant: yuan(400), single: yuan(1200) },
    ],
    approved: true, offset: 4,
  },
  {
    name: '日本东京大阪7日游', category: '出境游', days: 7, nights: 6, from: [SH], go: 1, back: 1, star: 3, level: '品质', tags: ['美食之旅', '网红打卡'], groupType: '散客拼团',
    to: [{ country_id: 392, name: '日本·东京' }, { country_id: 392, name: '日本·大阪' }],
    features: '东京、富士山、京都、大阪经典线路，温泉酒店一晚。', include: '往返国际机票、日本团体签证、全程酒店、行程内用餐、中文导游。',
    exclude: '单房差、护照办理费、境外个人消费、小费。', notice: '护照有效期需6个月以上；出团前15天提交签证材料。', stopSale: 15, deposit: yuan(2000), gathering: '上海浦东机场T2航站楼',
    itinerary: [
      ['上海—东京', '乘机飞往东京，游览浅草寺、仲见世商店街。', [2], '东京新宿华盛顿酒店', 1, '浅草寺'],
      ['东京', '游览皇居外苑、银座，台场自由活动。', [0, 1], '东京新宿华盛顿酒店', 3, '皇居、银座、台场'],
      ['东京—富士山', '前往富士山五合目，忍野八海，入住温泉酒店。', [0, 1, 2], '富士山温泉酒店', 3, '富士山、忍野八海'],
      ['富士山—京都', '乘新干线前往京都，游览清水寺、祇园。', [0, 1], '京都塔酒店', 5, '清水寺、祇园'],
      ['京都—奈良—大阪', '奈良公园喂鹿，游览东大寺，前往大阪。', [0, 1], '大阪难波东方酒店', 3, '奈良公园、东大寺'],
      ['大阪', '大阪城公园，心斋桥、道顿堀自由购物。', [0], '大阪难波东方酒店', 3, '大阪城、心斋桥'],
      ['大阪—上海', '送机返回上海，结束愉快旅程。', [0], null, 1, '—'],
    ],
    packages: [{ name: '套餐1', seats: 40, cost: yuan(5600), adult: yuan(7280), child: yuan(5980), senior: yuan(7080), infant: yuan(1500), single: yuan(2200) }],
    approved: true, offset: 6,
  },
  {
    name: '杭州乌镇3日游', category: '周边短线', days: 3, nights: 2, from: [SH], go: 3, back: 3, star: 2, level: '经济', tags: ['纯玩无购物'], groupType: '散客拼团',
    to: [{ country_id: 240, province_id: 330000, city_id: 330100, name: '杭州' }, { country_id: 240, province_id: 330000, city_id: 330400, name: '嘉兴' }],
    features: '西湖泛舟，乌镇夜景。', include: '往返大巴、2晚酒店、行程内用餐、景点门票。', exclude: '单房差、个人消费。', notice: '请准时集合。',
    stopSale: 1, deposit: 0, gathering: '上海人民广场',
    itinerary: [
      ['上海—杭州', '乘大巴前往杭州，游览西湖、苏堤。', [1, 2], '杭州西湖国宾馆', 3, '西湖、苏堤'],
      ['杭州—乌镇', '游览灵隐寺，下午前往乌镇西栅，欣赏夜景。', [0, 1], '乌镇民宿', 3, '灵隐寺、乌镇西栅'],
      ['乌镇—上海', '游览乌镇东栅，返回上海。', [0, 1], null, 3, '乌镇东栅'],
    ],
    packages: [],
    approved: false, offset: 0,
  },
];

export async function seedProductDemo(db: DB): Promise<void> {
  const [{ n }] = await db.select({ n: count() }).from(products);
  if (Number(n) > 0) return;
  const [op] = await db.select({ id: users.id, user_name: users.user_name }).from(users).where(eq(users.login_name, 'operator')).limit(1);
  if (!op) return;
  const [rel] = await db.select({ dept: userAuthRelations.department_id }).from(userAuthRelations).where(eq(userAuthRelations.user_id, op.id)).limit(1);
  const owner = { created_by: op.id, dept_id: rel?.dept ?? null };
  const labelRows = await db.select({ id: labels.id, kind: labels.kind, name: labels.name }).from(labels).where(inArray(labels.kind, ['productLevel', 'productLabel', 'groupType']));
  const label = (kind: string, name: string) => labelRows.find((l) => l.kind === kind && l.name === name)?.id ?? null;
  const today = isoToday();

  await db.transaction(async (t) => {
    const tx = t as unknown as DB;
    const cats = await tx.insert(productCategories).values([
      { name: '国内长线', sort: 1, created_by: op.id }, { name: '周边短线', sort: 2, created_by: op.id }, { name: '出境游', sort: 3, created_by: op.id },
    ]).returning();
    const catId = (name: string) => cats.find((c) => c.name === name)!.id;

    for (const d of DEMO) {
      const [p] = await tx.insert(products).values({
        code: await issueNumber(tx, 'product'), name: d.name, category_id: catId(d.category), departure: d.from, destination: d.to,
        destination_text: d.to.map((a) => a.name).join('、'), days: d.days, nights: d.nights, level_id: label('productLevel', d.level),
        label_ids: d.tags.map((x) => label('productLabel', x)).filter((x): x is number => x !== null), group_type_id: label('groupType', d.groupType),
        traffic_go: d.go, traffic_back: d.back, hotel_star: d.star, shopping: 0, self_paid: 0, insurance_kind: 3, features: d.features,
        cost_include: d.include, cost_exclude: d.exclude, booking_notice: d.notice, sale_start_date: today, stop_sale_days: d.stopSale,
        min_persons: 1, max_persons: 40, deposit: d.deposit, audit_status: d.approved ? 1 : 0, step: d.approved ? 5 : 2, ...owner,
      }).returning();
      const [plan] = await tx.insert(productPlans).values({
        product_id: p.id, name: '行程方案1', is_default: true, days: d.days, nights: d.nights, gathering_place: d.gathering, sort: 1, created_by: op.id,
      }).returning();
      await tx.insert(planDays).values(d.itinerary.map(([title, description, meals, lodging, traffic, sights], i) => ({
        plan_id: plan.id, day_no: i + 1, title, description, meals, lodging, hotel_star: lodging ? d.star : null, traffic_type: traffic, place: title.split('—').pop()!, sights,
      })));
      if (d.approved) {
        await tx.insert(productOwnPrices).values([
          { product_id: p.id, channel: 'peer', fee_type: 0, price: d.packages[0].adult - yuan(300) },
          { product_id: p.id, channel: 'peer', fee_type: 1, price: d.packages[0].child - yuan(200) },
          { product_id: p.id, channel: 'internal', fee_type: 0, price: d.packages[0].adult - yuan(500) },
        ]);
      }
      for (const [k, pk] of d.packages.entries()) {
        const [pkg] = await tx.insert(pricePackages).values({
          product_id: p.id, plan_id: plan.id, name: pk.name, seats: pk.seats, min_group_size: 10, soon_group_size: 8, cost_price: pk.cost, sort: k + 1, created_by: op.id,
        }).returning();
        const peer = (x: number) => x - Math.round(x * 0.08 / 100) * 100;
        await tx.insert(packagePrices).values([
          { fee_type: 0, price_kind: 1, price: pk.adult }, { fee_type: 0, price_kind: 2, price: peer(pk.adult) }, { fee_type: 0, price_kind: 3, price: pk.adult + yuan(800) },
          { fee_type: 0, price_kind: 4, price: pk.cost },
          { fee_type: 1, price_kind: 1, price: pk.child }, { fee_type: 1, price_kind: 2, price: peer(pk.child) }, { fee_type: 1, price_kind: 4, price: Math.round(pk.cost * 0.7 / 100) * 100 },
          { fee_type: 11, price_kind: 1, price: pk.senior }, { fee_type: 11, price_kind: 2, price: peer(pk.senior) },
          { fee_type: 12, price_kind: 1, price: pk.infant }, { fee_type: 12, price_kind: 2, price: pk.infant },
          { fee_type: 13, price_kind: 1, price: pk.single }, { fee_type: 13, price_kind: 2, price: pk.single },
        ].map((x) => ({ ...x, package_id: pkg.id })));
        // Eight departures over the next 60 days, weekly, shifted per product and package.
        const dates = Array.from({ length: 8 }, (_, i) => addDays(today, 5 + d.offset + k + i * 7));
        await openGroups(tx, pkg.id, dates, { uid: op.id, user_name: op.user_name }, { today });
        if (d === DEMO[0] && k === 0) {
          // A finished trip, waiting for its settlement.
          const dep = addDays(today, -(d.days + 6));
          await tx.insert(tourGroups).values({
            code: await issueNumber(tx, 'group'), product_id: p.id, plan_id: plan.id, package_id: pkg.id, departure_date: dep,
            disband_date: addDays(dep, d.days), stop_sale_date: addDays(dep, -d.stopSale), seats_plan: pk.seats, minimum_group_size: 10, soon_group_size: 8,
            state: 2, ...owner,
          });
        }
      }
    }
  });
}
