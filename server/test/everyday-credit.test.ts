/**
 * Issue 17 "credit lapsed": when an approved temporary credit's end date has passed, its owner (who asked for it)
 * gets one message with a link to the customer's credit — once, however often the job runs.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { addDays, isoToday } from '@ta/contract';
import { notifyLapsedCredit } from '../src/modules/finance/credit-lapse';
import { startServer, type TestServer } from './harness';
import { okData, type Page } from './fixtures';

let s: TestServer;
let sales: string;
beforeAll(async () => {
  s = await startServer();
  sales = await s.login('sales');
});
afterAll(async () => { await s?.close(); });

const rows = async <T,>(q: ReturnType<typeof sql>) => ((await s.database.db.execute(q)) as unknown as { rows: T[] }).rows;
type Msg = { id: number; title: string; content: string; link: string; biz_type: string; biz_id: number };

describe('temporary credit lapses', () => {
  it('tells its owner once, with a link to the customer credit; a credit still running, pending or of another kind is not told', async () => {
    const [{ uid }] = await rows<{ uid: number }>(sql`select id as uid from users where login_name = 'sales'`);
    const [cust] = await rows<{ id: number; name: string }>(sql`select id, name from customers order by id limit 1`);
    const today = isoToday();
    const insert = async (kind: string, status: number, end: string) => (await rows<{ id: number }>(sql`insert into credit_applications
      (kind, customer_id, amount, exposure, credit_limit, end_date, status, reason, created_by) values
      (${kind}, ${cust.id}, 123400, 0, 0, ${end}, ${status}, '测试临时授信', ${uid}) returning id`))[0].id;
    const lapsed = await insert('temporary', 1, addDays(today, -1));
    const running = await insert('temporary', 1, today);
    const pending = await insert('temporary', 0, addDays(today, -2));
    const line = await insert('line', 1, addDays(today, -2));

    const told = await notifyLapsedCredit(s.app.services, today);
    expect(told).toContain(lapsed);
    for (const id of [running, pending, line]) expect(told).not.toContain(id);
    // Again (the next sweep, another node): nothing more.
    expect(await notifyLapsedCredit(s.app.services, today)).toEqual([]);

    const list = okData(await s.api<Page<Msg>>('/api/v1/message/list', { pageNo: 1, pageSize: 50, kind: 'result' }, sales));
    const mine = list.page_data.data.filter((m) => m.biz_type === 'creditLapsed' && m.biz_id === lapsed);
    expect(mine).toHaveLength(1);
    expect(mine[0].title).toBe(`${cust.name}的临时授信已到期`);
    expect(mine[0].content).toContain('1,234.00元');
    expect(mine[0].link).toBe(`/financial/config/credit/detail?customer_id=${cust.id}`);
    expect(list.page_data.data.some((m) => m.biz_type === 'creditLapsed' && [running, pending, line].includes(m.biz_id))).toBe(false);
    // The live count holds it.
    const counts = okData(await s.api<Record<string, number>>('/api/v1/message/counts', {}, sales));
    expect(JSON.stringify(counts)).toMatch(/[1-9]/);
  });
});
