/** Travel, message and contract templates, contract keys, and chat-platform settings with masked secrets. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { registerUsage } from '../src/modules/basic/basic.rules';
import { chatPlatforms } from '../src/modules/basic/basic.tables';
import { startServer, type TestServer } from './harness';
import { okData, tableCounts, type Page } from './fixtures';

let s: TestServer;
let admin: string;
beforeAll(async () => { s = await startServer(); admin = await s.login('admin'); });
afterAll(async () => { await s?.close(); });

type Bad = { errors: { field: string; message: string }[] };
interface Travel { id: number; version: number; title: string; day_count: number; nights: number | null; days: { day_no: number; title: string; meals: { kind: number; included: boolean }[]; lodging: { hotel_name: string; hotel_star: number } | null; traffic_types: number[]; sights: string[] }[] }
interface MsgTpl { id: number; version: number; name: string; channel: string; scene: string | null; content: string; enabled: boolean }
interface Key { id: number; version: number; key: string; label: string; source_field: string; example: string | null; used_by: string[] }
interface ConTpl { id: number; version: number; name: string; kind: string; content: string; keys: string[] }
interface Chat { id: number; version: number; kind: string; name: string; app_id: string; app_secret: string | null; token: string | null; aes_key: string | null; app_secret_set: boolean }

const day = (day_no: number, extra: Record<string, unknown> = {}) => ({
  day_no, title: `第${day_no}天`, description: '游览', meals: [{ kind: 0, included: true }, { kind: 2, included: false, remark: '自理' }],
  lodging: { hotel_name: '西湖国宾馆', hotel_star: 5 }, traffic_types: [3], sights: ['西湖'], ...extra,
});

describe('travel templates', () => {
  it('lists the seeded templates with their days', async () => {
    const page = okData(await s.api<Page<Travel>>('/api/v1/travelTemplate/list', {}, admin));
    expect(page.page_data.total_size).toBeGreaterThanOrEqual(3);
    const yn = page.page_data.data.find((t) => t.title === '云南昆明大理丽江6天5晚')!;
    expect(yn).toMatchObject({ day_count: 6, nights: 5 });
    expect(yn.days[3]).toMatchObject({ day_no: 4, sights: expect.arrayContaining(['玉龙雪山']) });
  });

  it('adds, updates and deletes a template; the day count follows the days', async () => {
    const t = okData(await s.api<Travel>('/api/v1/travelTemplate/add', { title: '杭州西湖2日游', destination: '杭州', nights: 1, days: [day(1), day(2, { lodging: null })] }, admin));
    expect(t).toMatchObject({ day_count: 2, nights: 1 });
    expect(t.days[0].meals).toEqual([{ kind: 0, included: true }, { kind: 2, included: false, remark: '自理' }]);
    const dup = await s.api('/api/v1/travelTemplate/add', { title: '杭州西湖2日游', days: [day(1)] }, admin);
    expect(dup.msg).toBe('行程模板标题“杭州西湖2日游”已存在');
    const u = okData(await s.api<Travel>('/api/v1/travelTemplate/update', { id: t.id, version: t.version, title: '杭州西湖乌镇3日游', days: [day(1), day(2), day(3)] }, admin));
    expect(u).toMatchObject({ day_count: 3, title: '杭州西湖乌镇3日游', version: 2 });
    expect((await s.api('/api/v1/travelTemplate/delete', { id: t.id }, admin)).code).toBe(200);
  });

  it('checks days, meals (0–2), hotel star (0–6) and traffic (1–8), naming the fields', async () => {
    const before = await tableCounts(s);
    const gap = await s.api<Bad>('/api/v1/travelTemplate/add', { title: '跳天', days: [day(1), day(3)] }, admin);
    expect([gap.code, gap.msg]).toEqual([400, '行程天数必须从第1天起连续编号']);
    const bad = await s.api<Bad>('/api/v1/travelTemplate/add', {
      title: '错误模板', days: [day(1, { meals: [{ kind: 5, included: true }], lodging: { hotel_star: 7 }, traffic_types: [9] })],
    }, admin);
    expect(bad.data.errors.map((e) => e.field).sort()).toEqual(['days.0.lodging.hotel_star', 'days.0.meals.0.kind', 'days.0.traffic_types.0']);
    expect(bad.msg).toContain('餐别取值不正确');
    const twice = await s.api('/api/v1/travelTemplate/add', { title: '重复餐', days: [day(1, { meals: [{ kind: 1 }, { kind: 1 }] })] }, admin);
    expect(twice.msg).toBe('同一天的餐别不能重复');
    const none = await s.api('/api/v1/travelTemplate/add', { title: '空模板', days: [] }, admin);
    expect(none.msg).toBe('请至少填写一天行程');
    expect(await tableCounts(s)).toEqual(before);
  });

  it('refuses deleting a template a product uses', async () => {
    const t = okData(await s.api<Travel>('/api/v1/travelTemplate/add', { title: '被引用模板', days: [day(1)] }, admin));
    registerUsage('travelTemplate', async (_tx, row) => (row.id === t.id ? { where: '产品', names: ['杭州一日游'], count: 1 } : null));
    expect((await s.api('/api/v1/travelTemplate/delete', { id: t.id }, admin)).msg).toBe('行程模板“被引用模板”已被产品（杭州一日游共1处）使用，不能删除');
  });
});

describe('message templates', () => {
  it('accepts declared placeholders and refuses unknown ones, naming them', async () => {
    const t = okData(await s.api<MsgTpl>('/api/v1/messageTemplate/add', { name: '尾款提醒', channel: 'sms', content: '{客户名称}您好，订单{订单号}尚有尾款{金额}元，请于{出发日期}前付清。' }, admin));
    expect(t).toMatchObject({ channel: 'sms', scene: null, enabled: true });
    const bad = await s.api<Bad>('/api/v1/messageTemplate/add', { name: '错误模板', channel: 'sms', content: '订单{订单编号}，{foo}，金额{金额}，{foo}' }, admin);
    expect([bad.code, bad.msg]).toEqual([400, '模板内容包含未声明的占位符：{订单编号}、{foo}']);
    expect(bad.data.errors.map((e) => e.field)).toEqual(['content']);
    const noChannel = await s.api<Bad>('/api/v1/messageTemplate/add', { name: 'x', channel: 'fax', content: 'y' }, admin);
    expect(noChannel.data.errors.map((e) => e.field)).toEqual(['channel']);
    const dup = await s.api('/api/v1/messageTemplate/add', { name: '尾款提醒', channel: 'site', content: '重复' }, admin);
    expect(dup.msg).toBe('消息模板名称“尾款提醒”已存在');
  });

  it('keeps one enabled template per scene and channel', async () => {
    const r = await s.api('/api/v1/messageTemplate/add', { name: '订单确认短信2', channel: 'sms', scene: 'orderConfirmed', content: '订单{订单号}已确认' }, admin);
    expect([r.code, r.msg]).toEqual([400, '“订单确认”场景的短信已有启用的模板“订单确认短信”']);
    const off = okData(await s.api<MsgTpl>('/api/v1/messageTemplate/add', { name: '订单确认短信2', channel: 'sms', scene: 'orderConfirmed', content: '订单{订单号}已确认', enabled: false }, admin));
    const other = okData(await s.api<MsgTpl>('/api/v1/messageTemplate/add', { name: '订单确认站内信', channel: 'site', scene: 'orderConfirmed', content: '订单{订单号}已确认' }, admin));
    expect(other.enabled).toBe(true);
    const on = await s.api('/api/v1/messageTemplate/update', { ...off, enabled: true }, admin);
    expect(on.code).toBe(400);
    expect((await s.api('/api/v1/messageTemplate/delete', { id: off.id }, admin)).code).toBe(200);
  });
});

describe('contract keys and templates', () => {
  it('lists the seeded keys with the templates that use them', async () => {
    const keys = okData(await s.api<Page<Key>>('/api/v1/contractKey/list', { pageSize: 100 }, admin)).page_data.data;
    expect(keys.length).toBeGreaterThanOrEqual(20);
    expect(keys[0]).toMatchObject({ key: '订单号', source_field: 'order.order_no' });
    expect(keys.find((k) => k.key === '线路名称')!.used_by).toEqual(['团队境内旅游合同（示范文本）', '团队出境旅游合同（示范文本）']);
  });

  it('adds keys; refuses duplicates and undeclared source fields', async () => {
    const k = okData(await s.api<Key>('/api/v1/contractKey/add', { key: '导游姓名', label: '导游姓名', source_field: 'sales.user_name', example: '李导' }, admin));
    expect(k.key).toBe('导游姓名');
    expect((await s.api('/api/v1/contractKey/add', { key: '导游姓名', label: '重复', source_field: 'order.order_no' }, admin)).msg).toBe('合同关键字“导游姓名”已存在');
    const bad = await s.api<Bad>('/api/v1/contractKey/add', { key: '有 空格', label: '', source_field: 'order.password' }, admin);
    expect(bad.data.errors.map((e) => e.field).sort()).toEqual(['key', 'label', 'source_field']);
  });

  it('lets a template use only declared keys, refusing unknown ones by name', async () => {
    const bad = await s.api<Bad>('/api/v1/contractTemplate/add', { name: '一日游合同', kind: 'oneDay', content: '甲方：{甲方}，乙方：{乙方}，线路：{线路名称}' }, admin);
    expect([bad.code, bad.msg]).toEqual([400, '模板内容包含未定义的合同关键字：{甲方}、{乙方}']);
    expect(bad.data.errors[0].field).toBe('content');
    const t = okData(await s.api<ConTpl>('/api/v1/contractTemplate/add', { name: '一日游合同', kind: 'oneDay', content: '游客{旅游者代表}参加{线路名称}，出发日期{出发日期}，费用{旅游费用}元，{线路名称}。' }, admin));
    expect(t.keys).toEqual(['旅游者代表', '线路名称', '出发日期', '旅游费用']);
    const dup = await s.api('/api/v1/contractTemplate/add', { name: '一日游合同', kind: 'oneDay', content: '无' }, admin);
    expect(dup.msg).toBe('合同模板名称“一日游合同”已存在');
    const u = okData(await s.api<ConTpl>('/api/v1/contractTemplate/update', { id: t.id, version: t.version, name: '一日游合同', kind: 'oneDay', content: '{订单号}' }, admin));
    expect(u.keys).toEqual(['订单号']);
    const badUpdate = await s.api('/api/v1/contractTemplate/update', { id: t.id, version: u.version, name: '一日游合同', kind: 'oneDay', content: '{不存在}' }, admin);
    expect(badUpdate.msg).toBe('模板内容包含未定义的合同关键字：{不存在}');
  });

  it('refuses deleting or renaming a key a template uses, naming the templates', async () => {
    const keys = okData(await s.api<Page<Key>>('/api/v1/contractKey/list', { pageSize: 100 }, admin)).page_data.data;
    const route = keys.find((k) => k.key === '线路名称')!;
    const before = await tableCounts(s);
    const del = await s.api('/api/v1/contractKey/delete', { id: route.id }, admin);
    expect([del.code, del.msg]).toEqual([400, '关键字“线路名称”已被合同模板（团队境内旅游合同（示范文本）、团队出境旅游合同（示范文本）共2处）使用，不能删除']);
    const ren = await s.api('/api/v1/contractKey/update', { ...route, key: '产品名称' }, admin);
    expect(ren.msg).toBe('关键字“线路名称”已被合同模板（团队境内旅游合同（示范文本）、团队出境旅游合同（示范文本）共2处）使用，不能修改关键字');
    expect(await tableCounts(s)).toEqual(before);
    // A key no template uses is renamed and deleted freely.
    const guide = keys.find((k) => k.key === '导游姓名')!;
    const renamed = okData(await s.api<Key>('/api/v1/contractKey/update', { ...guide, key: '导游' }, admin));
    expect(renamed.key).toBe('导游');
    expect((await s.api('/api/v1/contractKey/delete', { id: guide.id }, admin)).code).toBe(200);
  });
});

describe('chat platforms', () => {
  const secret = 'a1b2c3d4e5f6a7b8c9d0e1f2a3b4c5d6';
  const aes = 'abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG';

  it('answers the seeded secrets masked, never in full', async () => {
    const res = await s.api<Page<Chat>>('/api/v1/chatPlatform/list', {}, admin);
    const rows = okData(res).page_data.data;
    expect(rows).toHaveLength(2);
    const oa = rows.find((r) => r.kind === 'officialAccount')!;
    expect(oa).toMatchObject({ app_secret: 'de****e8', token: 'de****25', aes_key: 'De****vw', app_secret_set: true });
    expect(JSON.stringify(res.data)).not.toMatch(/demo0a1b2c3d4e5f|DemoAesKey0123|demoToken2025|"secret"/);
    const mp = rows.find((r) => r.kind === 'miniProgram')!;
    expect(mp).toMatchObject({ token: null, aes_key: null });
  });

  it('stores a new platform in full and answers it masked', async () => {
    const c = okData(await s.api<Chat>('/api/v1/chatPlatform/add', { kind: 'officialAccount', name: '杭州分公司服务号', app_id: 'wx0000000000000001', app_secret: secret, token: 'tok_hz_2025', aes_key: aes }, admin));
    expect(c).toMatchObject({ app_secret: 'a1****d6', token: 'to****25', aes_key: 'ab****FG' });
    const [stored] = await s.database.db.select().from(chatPlatforms).where(eq(chatPlatforms.id, c.id));
    expect(stored.secret).toEqual({ app_secret: secret, token: 'tok_hz_2025', aes_key: aes });
    const detail = await s.api<Chat>('/api/v1/chatPlatform/detail', { id: c.id }, admin);
    expect(JSON.stringify(detail.data)).not.toContain(secret);
    const masked = await s.api('/api/v1/chatPlatform/add', { kind: 'miniProgram', name: '假小程序', app_id: 'wx0000000000000002', app_secret: 'a1****d6' }, admin);
    expect([masked.code, masked.msg]).toEqual([400, '请填写完整的密钥（掩码值只能原样提交以保留原密钥）']);
    const dup = await s.api('/api/v1/chatPlatform/add', { kind: 'miniProgram', name: '另一个', app_id: 'wx0000000000000001' }, admin);
    expect(dup.msg).toBe('AppID“wx0000000000000001”已存在');
    const badAes = await s.api<Bad>('/api/v1/chatPlatform/add', { kind: 'miniProgram', name: '另一个', app_id: 'wx0000000000000003', aes_key: 'short' }, admin);
    expect([badAes.msg, badAes.data.errors[0].field]).toEqual(['EncodingAESKey必须是43位字母或数字', 'aes_key']);
  });

  it('keeps a secret sent back masked, replaces a new one, clears an empty one, and logs the change without the value', async () => {
    const c = okData(await s.api<Chat>('/api/v1/chatPlatform/add', { kind: 'miniProgram', name: '门店小程序', app_id: 'wx00000000000000aa', app_secret: secret, token: 'token-12345', aes_key: aes }, admin));
    // The editor sends the form back as it got it: masked values keep the stored secrets.
    const same = okData(await s.api<Chat>('/api/v1/chatPlatform/update', { ...c, name: '门店小程序（新）' }, admin));
    expect(same).toMatchObject({ name: '门店小程序（新）', app_secret: 'a1****d6' });
    const read = async () => (await s.database.db.select().from(chatPlatforms).where(eq(chatPlatforms.id, c.id)))[0].secret;
    expect(await read()).toEqual({ app_secret: secret, token: 'token-12345', aes_key: aes });
    const wrongMask = await s.api('/api/v1/chatPlatform/update', { ...same, app_secret: 'zz****zz' }, admin);
    expect(wrongMask.code).toBe(400);
    const newSecret = 'ffffeeeeddddccccbbbbaaaa99998888';
    const changed = okData(await s.api<Chat>('/api/v1/chatPlatform/update', { ...same, app_secret: newSecret, token: '', aes_key: undefined }, admin));
    expect(changed).toMatchObject({ app_secret: 'ff****88', token: null, aes_key: 'ab****FG' });
    expect(await read()).toEqual({ app_secret: newSecret, token: null, aes_key: aes });
    const hist = await s.api<Page<{ changes: { field: string; label: string; old: string | null; new: string | null }[] }>>('/api/v1/history/list', { table: 'chat_platforms', record_id: c.id }, admin);
    const text = JSON.stringify(hist.data);
    for (const v of [secret, newSecret, 'token-12345', aes]) expect(text).not.toContain(v);
    const changes = okData(hist).page_data.data.flatMap((h) => h.changes);
    expect(changes).toEqual(expect.arrayContaining([
      { field: 'app_secret', label: 'AppSecret', old: '******', new: '******（已更换）' },
      { field: 'token', label: 'Token', old: '******', new: '（已清空）' },
    ]));
  });
});
