/**
 * The demo agency: a head office with three departments and their groups, positions, four data
 * permissions, five roles (their permission sets merged from every module's demo grants), one demo user
 * per role (password demo123; manager holds two role relations), a few colleagues, companies and
 * to-do messages.
 */
import type { DB } from '../../db/client';
import type { SeedContext } from '../../platform/module';
import { hashPassword } from '../../platform/password';
import { messages } from '../../platform/platform.tables';
import { userAuthRelations, users } from '../account/account.tables';
import { companies, dataPermissions, departments, positions, roles } from './system.tables';

export const DEMO_PASSWORD = 'demo123';
export const DEMO_USERS = ['admin', 'sales', 'operator', 'finance', 'cashier', 'manager'] as const;

export async function seedSystemDemo(db: DB, ctx: SeedContext): Promise<void> {
  const hash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (t) => {
    const tx = t as unknown as DB;
    const [head] = await tx.insert(departments).values({ name: '总公司', code: 'HQ', sort: 0 }).returning();
    const dept = async (name: string, code: string, parent: number, sort: number) =>
      (await tx.insert(departments).values({ name, code, parent_id: parent, sort }).returning())[0];
    const salesD = await dept('销售部', 'XS', head.id, 1);
    const east = await dept('华东销售组', 'XS-HD', salesD.id, 1);
    const south = await dept('华南销售组', 'XS-HN', salesD.id, 2);
    const opsD = await dept('计调部', 'JD', head.id, 2);
    const ops1 = await dept('国内操作组', 'JD-GN', opsD.id, 1);
    await dept('出境操作组', 'JD-CJ', opsD.id, 2);
    const finD = await dept('财务部', 'CW', head.id, 3);
    await dept('会计组', 'CW-KJ', finD.id, 1);
    const cashD = await dept('出纳组', 'CW-CN', finD.id, 2);

    const pos = await tx.insert(positions).values([
      { name: '总经理', code: 'GM', sort: 1 }, { name: '部门经理', code: 'DM', sort: 2 }, { name: '销售顾问', code: 'SALES', sort: 3 },
      { name: '计调', code: 'OP', sort: 4 }, { name: '会计', code: 'ACC', sort: 5 }, { name: '出纳', code: 'CASH', sort: 6 },
      { name: '系统管理员', code: 'SYS', sort: 7 },
    ]).returning();
    const P = Object.fromEntries(pos.map((p) => [p.code!, p.id]));

    const dps = await tx.insert(dataPermissions).values([
      { name: '全部数据', scope: 'all', remark: '可查看全公司的数据' },
      { name: '本部门及下级', scope: 'deptTree', remark: '本部门及其下级部门的数据' },
      { name: '本部门', scope: 'dept', remark: '仅本部门的数据' },
      { name: '仅本人', scope: 'self', remark: '仅自己创建的数据' },
    ]).returning();
    const D = Object.fromEntries(dps.map((d) => [d.scope, d.id]));

    const perms = ctx.demoGrants;
    const rs = await tx.insert(roles).values([
      { name: '系统管理员', code: 'admin', builtin: true, permissions: perms.admin, remark: '全部菜单与操作' },
      { name: '销售', code: 'sales', permissions: perms.sales, remark: '报名、订单、客户' },
      { name: '计调', code: 'operations', permissions: perms.operations, remark: '产品、团期、成本、供应商' },
      { name: '财务', code: 'finance', permissions: perms.finance, remark: '收付款、发票、财务审核' },
      { name: '经理', code: 'manager', permissions: perms.manager, remark: '审核与报表' },
    ]).returning();
    const R = Object.fromEntries(rs.map((r) => [r.code, r.id]));

    const mk = async (login_name: string, user_name: string, dept_id: number, rels: [number, number, number, number][], status = 1, phone?: string) => {
      const [u] = await tx.insert(users).values({ login_name, user_name, password_hash: hash, dept_id, status, phone: phone ?? null, email: `${login_name}@demo-travel.cn` }).returning();
      await tx.insert(userAuthRelations).values(rels.map(([department_id, role_id, position_id, data_permission_id], sort) => ({ user_id: u.id, department_id, role_id, position_id, data_permission_id, sort })));
      return u;
    };
    await mk('admin', '系统管理员', head.id, [[head.id, R.admin, P.SYS, D.all]], 1, '13800000001');
    await mk('sales', '王小美', east.id, [[east.id, R.sales, P.SALES, D.self]], 1, '13800000002');
    await mk('operator', '李计调', ops1.id, [[ops1.id, R.operations, P.OP, D.dept]], 1, '13800000003');
    await mk('finance', '赵会计', finD.id, [[finD.id, R.finance, P.ACC, D.all]], 1, '13800000004');
    const manager = await mk('manager', '陈经理', salesD.id, [[salesD.id, R.manager, P.DM, D.deptTree], [east.id, R.sales, P.SALES, D.dept]], 1, '13800000005');
    await mk('zhangwei', '张伟', east.id, [[east.id, R.sales, P.SALES, D.self]], 1, '13800000006');
    await mk('liuyang', '刘洋', south.id, [[south.id, R.sales, P.SALES, D.self]], 1, '13800000007');
    await mk('sunli', '孙丽', ops1.id, [[ops1.id, R.operations, P.OP, D.dept]], 1, '13800000008');
    await mk('zhoujie', '周杰', south.id, [[south.id, R.sales, P.SALES, D.self]], 0, '13800000009');
    // A second finance user: nobody approves their own money document, so the cashier enters receipts and
    // statements and the accountant (finance) approves them, or the other way round.
    await mk('cashier', '钱出纳', cashD.id, [[cashD.id, R.finance, P.CASH, D.all]], 1, '13800000010');

    const [hq] = await tx.insert(companies).values({ name: '畅游国际旅行社有限公司', short_name: '畅游国旅', kind: 'company', is_own: true, tax_no: '91310000MA1FL0000X', license_no: 'L-SH-CJ00001', legal_person: '陈总', phone: '021-60000000', address: '上海市黄浦区南京东路100号', bank_name: '招商银行上海分行', bank_account: '6214830000000001' }).returning();
    await tx.insert(companies).values([
      { parent_id: hq.id, name: '畅游国际旅行社有限公司杭州分公司', short_name: '杭州分公司', kind: 'branch', phone: '0571-80000000', address: '杭州市西湖区文三路200号' },
      { parent_id: hq.id, name: '畅游国际旅行社有限公司广州分公司', short_name: '广州分公司', kind: 'branch', phone: '020-30000000', address: '广州市天河区体育西路300号' },
    ]);
    await tx.insert(messages).values([
      { user_id: manager.id, kind: 'todo', title: '欢迎使用：请检查本月的审批流程设置', content: '审批中心的待办会在这里出现。', link: '/otherService/pendTask/pendMessage' },
      { user_id: manager.id, kind: 'orderNotification', title: '直连订单通知示例', content: '来自线上平台的订单会在这里提醒。', link: '/otherService/pendTask/orderNotification' },
    ]);
  });
}

/**
 * Load data for benchmarks (`npm run seed -- --scale N`): the staff of a larger agency — about N users, at least
 * 50 — of whom four in five are sales users (at least 40), spread over eight sales departments: the two demo
 * sales groups, four more under 销售部 (inside the manager's 本部门及下级 boundary) and the sales departments of
 * the two branch offices under 总公司 (outside it), so the data boundary filters for real. The rest are
 * operators. Departments are found by code and users by login name, so running the seed again adds nobody.
 * The registration scale step spreads the orders over these sales users (and the demo ones).
 */
export const SCALE_SALES_DEPARTMENTS = [
  ['XS-HD', '华东销售组', 'XS'], ['XS-HN', '华南销售组', 'XS'], ['XS-HB', '华北销售组', 'XS'], ['XS-HZ', '华中销售组', 'XS'],
  ['XS-XN', '西南销售组', 'XS'], ['XS-XB', '西北销售组', 'XS'], ['FG-HZ-XS', '杭州分公司销售部', 'HQ'], ['FG-GZ-XS', '广州分公司销售部', 'HQ'],
] as const;

export async function seedSystemScale(db: DB, scale: number): Promise<void> {
  await seedStaff(db, Math.max(scale, 50));
}

/** `total` staff users as above (`npm run seed -- --staff K` asks for more, e.g. the 300-row user list budget). */
export async function seedStaff(db: DB, total: number): Promise<void> {
  const salesCount = Math.max(40, total - Math.floor(total / 5));
  const hash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (t) => {
    const tx = t as unknown as DB;
    const depts = new Map((await tx.select({ id: departments.id, code: departments.code }).from(departments)).map((d) => [d.code, d.id]));
    const salesDepts: number[] = [];
    for (const [code, name, parent] of SCALE_SALES_DEPARTMENTS) {
      let id = depts.get(code);
      if (!id) {
        [{ id }] = await tx.insert(departments).values({ name, code, parent_id: depts.get(parent) ?? null, sort: 10 + salesDepts.length }).returning({ id: departments.id });
        depts.set(code, id);
      }
      salesDepts.push(id);
    }
    const role = new Map((await tx.select({ id: roles.id, code: roles.code }).from(roles)).map((r) => [r.code, r.id]));
    const pos = new Map((await tx.select({ id: positions.id, code: positions.code }).from(positions)).map((r) => [r.code, r.id]));
    const dp = new Map((await tx.select({ id: dataPermissions.id, scope: dataPermissions.scope }).from(dataPermissions)).map((r) => [r.scope, r.id]));
    const opsDept = depts.get('JD-GN') ?? salesDepts[0];
    const staff = Array.from({ length: total }, (_, i) => {
      const sales = i < salesCount;
      const dept = sales ? salesDepts[i % salesDepts.length] : opsDept;
      return {
        user: { login_name: sales ? `scale_sales_${i + 1}` : `scale_op_${i + 1}`, user_name: `${sales ? '销售' : '计调'}${String(i + 1).padStart(3, '0')}`, password_hash: hash,
          dept_id: dept, status: 1, phone: `137${String(i + 1).padStart(8, '0')}`, email: null },
        rel: { department_id: dept, role_id: role.get(sales ? 'sales' : 'operations')!, position_id: pos.get(sales ? 'SALES' : 'OP')!, data_permission_id: dp.get(sales ? 'self' : 'dept')!, sort: 0 },
      };
    });
    const existing = new Set((await tx.select({ login: users.login_name }).from(users)).map((u) => u.login));
    const fresh = staff.filter((x) => !existing.has(x.user.login_name));
    for (let i = 0; i < fresh.length; i += 500) {
      const part = fresh.slice(i, i + 500);
      const ids = await tx.insert(users).values(part.map((x) => x.user)).returning({ id: users.id });
      await tx.insert(userAuthRelations).values(part.map((x, k) => ({ ...x.rel, user_id: ids[k].id })));
    }
  });
}
