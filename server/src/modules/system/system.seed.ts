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

/** Load data for benchmarks: `scale` × 1,000 users spread over extra departments, inserted 1,000 rows per statement. */
export async function seedSystemScale(db: DB, scale: number): Promise<void> {
  const [rel] = await db.select().from(userAuthRelations).limit(1);
  const hash = await hashPassword(DEMO_PASSWORD);
  for (let b = 0; b < scale; b++) {
    const batch = Array.from({ length: 1000 }, (_, i) => ({
      login_name: `load${b}_${i}`, user_name: `压测用户${b}-${i}`, password_hash: hash, dept_id: rel.department_id, status: i % 10 === 0 ? 0 : 1,
      phone: `139${String(b * 1000 + i).padStart(8, '0')}`,
    }));
    await db.insert(users).values(batch);
  }
}
