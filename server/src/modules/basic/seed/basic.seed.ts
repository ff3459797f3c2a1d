/**
 * Seed of the basic settings: areas (all of China and every country), dictionary, labels, number rules,
 * travel, message and contract templates, contract keys, chat platforms. Each part is written only when
 * its table is empty, so the seed can run again on a database that has some of it. Bulk inserts of at
 * most 1,000 rows per statement.
 */
import { count, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { DEFAULT_NUMBER_RULES, placeholdersOf, SalesPlatform, type LabelKindCode, type TravelDay } from '@ta/contract';
import type { DB } from '../../../db/client';
import {
  areas, chatPlatforms, contractKeys, contractTemplates, dictItems, dictTypes, labels, messageTemplates, numberRules, travelTemplates,
} from '../basic.tables';
import { buildAreaRows } from './areas';

async function isEmpty(tx: DB, table: PgTable): Promise<boolean> {
  const [{ n }] = await tx.select({ n: count() }).from(table);
  return Number(n) === 0;
}

/**
 * Bulk insert, 1,000 rows per statement, the rows passed as one JSON parameter (jsonb_to_recordset):
 * on PGlite this is about 15× faster than 1,000 rows of bound parameters (0.18 s against 2.9 s for the areas).
 */
async function insertChunked(tx: DB, table: PgTable, cols: Record<string, string>, rows: object[]): Promise<void> {
  const names = sql.raw(Object.keys(cols).join(', '));
  const defs = sql.raw(Object.entries(cols).map(([c, t]) => `${c} ${t}`).join(', '));
  for (let i = 0; i < rows.length; i += 1000) {
    await tx.execute(sql`insert into ${table} (${names}) select ${names} from jsonb_to_recordset(${JSON.stringify(rows.slice(i, i + 1000))}::jsonb) as x(${defs})`);
  }
}

/** Items as "code|label|extra" (label defaults to code, extra optional). */
const items = (spec: string) => spec.split(';').map((s) => { const [code, label, extra] = s.split('|'); return { code, label: label ?? code, extra: extra ?? null }; });

const ETHNIC_GROUPS = '汉族 蒙古族 回族 藏族 维吾尔族 苗族 彝族 壮族 布依族 朝鲜族 满族 侗族 瑶族 白族 土家族 哈尼族 哈萨克族 傣族 黎族 傈僳族 佤族 畲族 高山族 拉祜族 水族 东乡族 纳西族 景颇族 柯尔克孜族 土族 达斡尔族 仫佬族 羌族 布朗族 撒拉族 毛南族 仡佬族 锡伯族 阿昌族 普米族 塔吉克族 怒族 乌孜别克族 俄罗斯族 鄂温克族 德昂族 保安族 裕固族 京族 塔塔尔族 独龙族 鄂伦春族 赫哲族 门巴族 珞巴族 基诺族'.split(' ');

export const DICTIONARY: { code: string; name: string; remark: string; items: { code: string; label: string; extra: string | null }[] }[] = [
  { code: 'customer_source', name: '客户来源', remark: '报名时登记客户从哪里来', items: items('referral|老客户推荐;store|门店到访;phone|电话咨询;website|官网;official_account|微信公众号;mini_program|小程序;douyin|抖音;xiaohongshu|小红书;ota|在线旅游平台;peer|同行推荐;enterprise|企业客户;exhibition|展会活动;other|其他') },
  { code: 'sales_platform', name: '销售平台', remark: '第三方销售平台（代码 0–9，9 为云仓渠道），可改名', items: Object.entries(SalesPlatform).map(([code, label]) => ({ code, label, extra: null })) },
  { code: 'cert_issue_place', name: '证件签发地常用', remark: '护照等证件常用签发地，附加值为证件上的拼音', items: items('BEIJING|北京|BEIJING;TIANJIN|天津|TIANJIN;HEBEI|河北|HEBEI;SHANXI|山西|SHANXI;NEIMONGOL|内蒙古|NEI MONGOL;LIAONING|辽宁|LIAONING;JILIN|吉林|JILIN;HEILONGJIANG|黑龙江|HEILONGJIANG;SHANGHAI|上海|SHANGHAI;JIANGSU|江苏|JIANGSU;ZHEJIANG|浙江|ZHEJIANG;ANHUI|安徽|ANHUI;FUJIAN|福建|FUJIAN;JIANGXI|江西|JIANGXI;SHANDONG|山东|SHANDONG;HENAN|河南|HENAN;HUBEI|湖北|HUBEI;HUNAN|湖南|HUNAN;GUANGDONG|广东|GUANGDONG;GUANGXI|广西|GUANGXI;HAINAN|海南|HAINAN;CHONGQING|重庆|CHONGQING;SICHUAN|四川|SICHUAN;GUIZHOU|贵州|GUIZHOU;YUNNAN|云南|YUNNAN;XIZANG|西藏|XIZANG;SHAANXI|陕西|SHAANXI;GANSU|甘肃|GANSU;QINGHAI|青海|QINGHAI;NINGXIA|宁夏|NINGXIA;XINJIANG|新疆|XINJIANG') },
  { code: 'team_tag_color', name: '团队标签颜色', remark: '团期列表中标记团队的颜色，附加值为色值', items: items('red|红色|#f5222d;orange|橙色|#fa8c16;gold|金色|#faad14;green|绿色|#52c41a;cyan|青色|#13c2c2;blue|蓝色|#1677ff;purple|紫色|#722ed1;grey|灰色|#8c8c8c') },
  { code: 'departure_place', name: '出发地', remark: '线路常用出发城市，附加值为区域值', items: items('shanghai|上海|310100;beijing|北京|110100;guangzhou|广州|440100;shenzhen|深圳|440300;hangzhou|杭州|330100;nanjing|南京|320100;suzhou|苏州|320500;ningbo|宁波|330200;chengdu|成都|510100;chongqing|重庆|500100;wuhan|武汉|420100;xian|西安|610100;changsha|长沙|430100;zhengzhou|郑州|410100;tianjin|天津|120100;qingdao|青岛|370200;xiamen|厦门|350200;kunming|昆明|530100') },
  { code: 'gathering_place', name: '集合地点', remark: '常用集合地点', items: items('pvg_t2|上海浦东国际机场T2航站楼;sha_t2|上海虹桥国际机场T2航站楼;sh_hongqiao_rail|上海虹桥火车站;sh_railway|上海火车站;sh_peoples_square|上海人民广场（地铁1号口）;pek_t3|北京首都国际机场T3航站楼;pkx|北京大兴国际机场;bj_south_rail|北京南站;can_t2|广州白云国际机场T2航站楼;hgh_t3|杭州萧山国际机场T3航站楼') },
  { code: 'ethnic_group', name: '民族', remark: '游客民族（GB 3304 代码）', items: ETHNIC_GROUPS.map((label, i) => ({ code: String(i + 1).padStart(2, '0'), label, extra: null })) },
  { code: 'appellation', name: '称谓', remark: '游客称谓', items: items('mr|先生;ms|女士;child|小朋友') },
  { code: 'tourist_type', name: '游客类型', remark: '游客名单中的游客类型', items: items('adult|成人;child|儿童;senior|老人;infant|婴儿;student|学生;soldier|军人;teacher|教师') },
  { code: 'visa_type', name: '签证类型', remark: '游客签证类型', items: items('tourist|旅游签证;business|商务签证;family|探亲签证;student|学生签证;work|工作签证;transit|过境签证;on_arrival|落地签;evisa|电子签;exempt|免签') },
  { code: 'endorsement_type', name: '签注类型', remark: '往来港澳台通行证签注', items: items('T|团队旅游（T）;G|个人旅游（G）;S|商务（S）;Q|探亲（Q）;L|其他（L）;D|逗留（D）') },
  { code: 'line_type', name: '线路类型', remark: '线路产品的类型', items: items('domestic_long|国内长线;domestic_short|国内短线;outbound_long|出境长线;outbound_short|出境短线;nearby|周边游;one_day|一日游;hmt|港澳台') },
  { code: 'cancel_reason', name: '取消原因', remark: '订单取消原因', items: items('plan_change|客户行程变更;not_formed|未成团;price|价格原因;document|证件问题;health|身体原因;weather|天气原因;other|其他') },
  { code: 'refund_reason', name: '退款原因', remark: '退款申请原因', items: items('cancel|取消出行;not_formed|未成团退款;price_diff|差价退还;service|服务质量问题;duplicate|重复付款;other|其他') },
];

const LABELS: Record<LabelKindCode, string> = {
  productLevel: '经济|#8c8c8c;标准|#1677ff;舒适|#13c2c2;品质|#52c41a;豪华|#faad14;尊享|#f5222d',
  productLabel: '纯玩无购物|#52c41a;亲子游|#fa8c16;蜜月游|#eb2f96;夕阳红|#faad14;研学游|#1677ff;摄影游|#722ed1;美食之旅|#fa541c;海岛度假|#13c2c2;深度游|#2f54eb;网红打卡|#eb2f96;自驾游|#a0d911;红色旅游|#f5222d;冰雪游|#69b1ff;温泉养生|#d48806;徒步登山|#389e0d',
  property: '跟团游;自由行;半自由行;定制游;私家团;当地参团;邮轮;游学',
  serviceType: '地接服务;导游服务;酒店预订;机票代订;火车票代订;用车服务;门票预订;签证办理;保险代办;餐饮预订',
  groupType: '散客拼团;独立成团;企业包团;会奖团;学生团;老年团;政务团;亲子团',
};

const meals = (b: boolean, l: boolean, d: boolean, note?: string): TravelDay['meals'] =>
  ([[0, b], [1, l], [2, d]] as const).map(([kind, included]) => ({ kind, included, remark: included ? note ?? null : '自理' }));
const day = (day_no: number, title: string, description: string, m: TravelDay['meals'], hotel: string | null, star: number | null, traffic: number[], sights: string[]): TravelDay =>
  ({ day_no, title, description, meals: m, lodging: hotel ? { hotel_name: hotel, hotel_star: star, remark: null } : null, traffic_types: traffic, sights });

const TRAVEL_TEMPLATES: { title: string; destination: string; nights: number; days: TravelDay[] }[] = [
  { title: '云南昆明大理丽江6天5晚', destination: '云南', nights: 5, days: [
    day(1, '各地—昆明', '乘机抵达春城昆明，接机后入住酒店，自由活动。', meals(false, false, false), '昆明滇池大酒店', 3, [1], []),
    day(2, '昆明—石林—大理', '游览世界自然遗产石林，午餐后乘动车赴大理。', meals(true, true, true, '餐标30元/人'), '大理洱海湾酒店', 3, [3, 5], ['石林风景区']),
    day(3, '大理—双廊—丽江', '环洱海骑行，游览双廊古镇，傍晚抵达丽江。', meals(true, true, false, '餐标30元/人'), '丽江古城客栈', 2, [3], ['洱海', '双廊古镇']),
    day(4, '玉龙雪山—蓝月谷', '乘索道登玉龙雪山冰川公园，游览蓝月谷，观看《印象丽江》。', meals(true, true, false, '餐标40元/人'), '丽江古城客栈', 2, [3], ['玉龙雪山', '蓝月谷', '印象丽江']),
    day(5, '丽江—昆明', '上午自由逛丽江古城，下午乘动车返回昆明。', meals(true, false, true), '昆明滇池大酒店', 3, [5], ['丽江古城']),
    day(6, '昆明—各地', '早餐后根据航班时间送机，结束愉快旅程。', meals(true, false, false), null, null, [1], []),
  ] },
  { title: '日本东京富士山京都大阪6日游', destination: '日本', nights: 5, days: [
    day(1, '上海—东京', '上海浦东机场集合，乘机飞往东京，抵达后入住酒店。', meals(false, false, true), '东京新宿华盛顿酒店', 3, [1], []),
    day(2, '东京市区', '游览浅草寺、皇居外苑、银座，自由购物。', meals(true, true, false, '日式定食'), '东京新宿华盛顿酒店', 3, [3], ['浅草寺', '皇居外苑', '银座']),
    day(3, '东京—富士山—箱根', '前往富士山五合目，游览忍野八海，入住箱根温泉酒店。', meals(true, true, true, '温泉料理'), '箱根温泉酒店', 3, [3], ['富士山五合目', '忍野八海']),
    day(4, '箱根—京都', '乘新干线前往京都，游览清水寺、祇园、伏见稻荷大社。', meals(true, true, false), '京都四条酒店', 3, [6], ['清水寺', '祇园', '伏见稻荷大社']),
    day(5, '京都—奈良—大阪', '奈良公园喂鹿，参观东大寺，傍晚抵达大阪心斋桥。', meals(true, true, false), '大阪难波酒店', 3, [3], ['奈良公园', '东大寺', '心斋桥']),
    day(6, '大阪—上海', '参观大阪城公园，送机返回上海。', meals(true, false, false), null, null, [1], ['大阪城公园']),
  ] },
  { title: '北京经典5日游', destination: '北京', nights: 4, days: [
    day(1, '各地—北京', '乘高铁抵达北京，入住酒店，晚上自由逛王府井。', meals(false, false, false), '北京前门建国饭店', 3, [6], []),
    day(2, '天安门—故宫—景山', '观升旗仪式，游览天安门广场、故宫博物院、景山公园。', meals(true, true, true, '餐标40元/人'), '北京前门建国饭店', 3, [3], ['天安门广场', '故宫博物院', '景山公园']),
    day(3, '八达岭长城—奥林匹克公园', '登八达岭长城，外观鸟巢、水立方。', meals(true, true, true, '餐标40元/人'), '北京前门建国饭店', 3, [3], ['八达岭长城', '奥林匹克公园']),
    day(4, '颐和园—圆明园—清华北大', '游览颐和园、圆明园，外观清华、北大校门。', meals(true, true, true, '全聚德烤鸭'), '北京前门建国饭店', 3, [3], ['颐和园', '圆明园']),
    day(5, '天坛—返程', '游览天坛公园，午后乘高铁返程。', meals(true, true, false), null, null, [6], ['天坛公园']),
  ] },
];

const MESSAGE_TEMPLATES = [
  { name: '订单确认短信', channel: 'sms', scene: 'orderConfirmed', content: '【{公司名称}】尊敬的{客户名称}，您的订单{订单号}（{线路名称}，{出发日期}出发，{人数}人）已确认，订单金额{金额}元。如有疑问请致电{客服电话}。' },
  { name: '订单取消短信', channel: 'sms', scene: 'orderCancelled', content: '【{公司名称}】尊敬的{客户名称}，您的订单{订单号}（{线路名称}）已取消，如已付款我们将在3个工作日内退回。客服电话{客服电话}。' },
  { name: '出团通知短信', channel: 'sms', scene: 'departureNotice', content: '【{公司名称}】{客户名称}您好，您报名的{线路名称}（团号{团号}）将于{出发日期}出发，请于{集合时间}到{集合地点}集合，导游{导游姓名}，电话{导游电话}。祝您旅途愉快！' },
  { name: '收款成功通知', channel: 'officialAccount', scene: 'paymentReceived', content: '您的订单{订单号}已收到付款{金额}元，感谢您选择{公司名称}。' },
  { name: '团期取消通知', channel: 'sms', scene: 'groupCancelled', content: '【{公司名称}】很抱歉，{线路名称}{团期}因未达到成团人数取消，我们将尽快与您联系退款或改期事宜。' },
  { name: '审批待办提醒', channel: 'site', scene: 'auditPending', content: '{申请人}提交的{审批类型}待您审批。' },
  { name: '审批结果通知', channel: 'site', scene: 'auditResult', content: '您提交的{审批类型}已{审批结果}。审批意见：{审批意见}' },
];

const CONTRACT_KEYS: [string, string, string, string][] = [
  ['订单号', '订单编号', 'order.order_no', 'DD202501010001'], ['旅游者代表', '旅游者（签约代表）姓名', 'order.contact_name', '张三'],
  ['联系电话', '旅游者联系电话', 'order.contact_phone', '13800000000'], ['游客名单', '出游人姓名名单', 'order.tourist_names', '张三、李四'],
  ['成人人数', '成人人数', 'order.adult_count', '2'], ['儿童人数', '儿童人数', 'order.child_count', '1'],
  ['旅游费用', '旅游费用总额（元）', 'order.total_amount', '8,600.00'], ['旅游费用大写', '旅游费用总额（大写）', 'order.total_amount_capital', '捌仟陆佰元整'],
  ['线路名称', '线路名称', 'product.name', '云南昆明大理丽江6天5晚'], ['行程天数', '行程天数', 'product.days', '6'], ['行程晚数', '行程晚数', 'product.nights', '5'],
  ['目的地', '旅游目的地', 'product.destination', '云南'], ['出发日期', '出发日期', 'group.departure_date', '2025年5月1日'],
  ['返回日期', '返回日期', 'group.return_date', '2025年5月6日'], ['集合地点', '集合地点', 'group.gathering_place', '上海浦东国际机场T2航站楼'],
  ['最低成团人数', '最低成团人数', 'group.minimum_group_size', '10'], ['费用包含', '旅游费用包含', 'product.cost_included', '往返机票、住宿、景点首道门票'],
  ['费用不含', '旅游费用不含', 'product.cost_excluded', '单房差、个人消费'], ['购物安排', '购物场所安排', 'product.shopping', '纯玩无购物'],
  ['自费项目', '自费项目安排', 'product.self_paid', '无自费'], ['行程安排', '行程安排', 'product.itinerary', '详见行程单'],
  ['组团社名称', '组团社名称', 'company.name', '畅游国际旅行社有限公司'], ['经营许可证号', '旅行社业务经营许可证编号', 'company.license_no', 'L-SH-CJ00001'],
  ['组团社地址', '组团社地址', 'company.address', '上海市黄浦区南京东路100号'], ['组团社电话', '组团社电话', 'company.phone', '021-60000000'],
  ['经办人', '经办人姓名', 'sales.user_name', '王小美'], ['签约日期', '签约日期', 'order.signed_at', '2025年4月1日'],
];

const DOMESTIC_CONTRACT = `团队境内旅游合同
订单编号：{订单号}

旅游者：{旅游者代表}（联系电话：{联系电话}）等 {成人人数} 名成人、{儿童人数} 名儿童，名单：{游客名单}
旅行社：{组团社名称}（旅行社业务经营许可证编号：{经营许可证号}，地址：{组团社地址}，电话：{组团社电话}）

第一条 旅游行程
线路名称：{线路名称}；目的地：{目的地}；共 {行程天数} 天 {行程晚数} 晚。
出发日期：{出发日期}；返回日期：{返回日期}；集合地点：{集合地点}。
行程安排：{行程安排}

第二条 旅游费用
旅游费用总额：人民币 {旅游费用} 元（大写：{旅游费用大写}）。
费用包含：{费用包含}
费用不含：{费用不含}

第三条 购物与自费
购物安排：{购物安排}；自费项目：{自费项目}。

第四条 成团约定
最低成团人数为 {最低成团人数} 人；未达最低成团人数的，旅行社应于出发前7日通知旅游者并退还全部费用。

旅行社经办人：{经办人}            签约日期：{签约日期}`;

const OUTBOUND_CONTRACT = `团队出境旅游合同
订单编号：{订单号}

旅游者：{旅游者代表}（联系电话：{联系电话}），出游人：{游客名单}
出境社：{组团社名称}（许可证编号：{经营许可证号}）

一、行程：{线路名称}，前往 {目的地}，{出发日期} 出发，{返回日期} 返回，共 {行程天数} 天。
二、费用：人民币 {旅游费用} 元（{旅游费用大写}）。包含：{费用包含}；不含：{费用不含}。
三、旅游者应确保所持护照有效期在6个月以上，并如实提供签证材料。
四、购物安排：{购物安排}；自费项目：{自费项目}。

经办人：{经办人}            签约日期：{签约日期}`;

export async function seedBasic(db: DB): Promise<void> {
  await db.transaction(async (t) => {
    const tx = t as unknown as DB;
    if (await isEmpty(tx, areas)) {
      await insertChunked(tx, areas, { value: 'int', parent_value: 'int', kind: 'varchar', zh_name: 'varchar', en_name: 'varchar', code: 'varchar', country_id: 'int', sort: 'int', builtin: 'boolean' }, buildAreaRows());
    }

    if (await isEmpty(tx, dictTypes)) {
      const types = await tx.insert(dictTypes).values(DICTIONARY.map((d, i) => ({ code: d.code, name: d.name, remark: d.remark, sort: i + 1, builtin: true }))).returning();
      const id = new Map(types.map((x) => [x.code, x.id]));
      await insertChunked(tx, dictItems, { type_id: 'int', code: 'varchar', label: 'varchar', extra: 'varchar', sort: 'int' }, DICTIONARY.flatMap((d) => d.items.map((it, i) => ({ type_id: id.get(d.code)!, ...it, sort: i + 1 }))));
    }

    if (await isEmpty(tx, labels)) {
      await tx.insert(labels).values(Object.entries(LABELS).flatMap(([kind, spec]) => spec.split(';').map((s, i) => {
        const [name, color] = s.split('|');
        return { kind, name, color: color ?? null, sort: i + 1 };
      })));
    }

    if (await isEmpty(tx, numberRules)) {
      await tx.insert(numberRules).values(Object.entries(DEFAULT_NUMBER_RULES).map(([doc_type, r]) => ({ doc_type, ...r })));
    }

    if (await isEmpty(tx, travelTemplates)) {
      await tx.insert(travelTemplates).values(TRAVEL_TEMPLATES.map((x) => ({ ...x, day_count: x.days.length })));
    }
    if (await isEmpty(tx, messageTemplates)) await tx.insert(messageTemplates).values(MESSAGE_TEMPLATES);
    if (await isEmpty(tx, contractKeys)) {
      await tx.insert(contractKeys).values(CONTRACT_KEYS.map(([key, label, source_field, example], i) => ({ key, label, source_field, example, sort: i + 1 })));
    }
    if (await isEmpty(tx, contractTemplates)) {
      await tx.insert(contractTemplates).values([
        { name: '团队境内旅游合同（示范文本）', kind: 'domestic', content: DOMESTIC_CONTRACT, keys: placeholdersOf(DOMESTIC_CONTRACT) },
        { name: '团队出境旅游合同（示范文本）', kind: 'outbound', content: OUTBOUND_CONTRACT, keys: placeholdersOf(OUTBOUND_CONTRACT) },
      ]);
    }
    if (await isEmpty(tx, chatPlatforms)) {
      await tx.insert(chatPlatforms).values([
        { kind: 'officialAccount', name: '畅游国旅服务号', app_id: 'wx8f3a2b1c4d5e6f70', remark: '演示数据，请替换为真实配置',
          secret: { app_secret: 'demo0a1b2c3d4e5f60718293a4b5c6d7e8', token: 'demoToken2025', aes_key: 'DemoAesKey0123456789abcdefghijklmnopqrstuvw' } },
        { kind: 'miniProgram', name: '畅游国旅小程序', app_id: 'wx1a2b3c4d5e6f7a8b', remark: '演示数据，请替换为真实配置',
          secret: { app_secret: 'demo9f8e7d6c5b4a39281706f5e4d3c2b1a0', token: null, aes_key: null } },
      ]);
    }
  });
}
