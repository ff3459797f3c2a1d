/**
 * The service path's compiled passes (issue 16 "Cheap requests") held to what they replace: the masking stripper to
 * maskPersonalDeep of the stripped answer, literal-built objects to key-by-key copies, and the prerendered select's row
 * mapper to drizzle's mapResultRow. (Every API test also checks the first on each answer under STRICT_ANSWERS.)
 */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as drizzle from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { maskPersonalDeep } from '@ta/contract';
import { maskingStripperOf, plainOf, stripperOf, stripTo } from './route';
import { rowMapper } from './data';
import { carriesPersonal } from './history';

/** drizzle's own select-list ordering and row mapping (exported at run time, not in its types). */
const { mapResultRow, orderSelectedFields } = drizzle as unknown as {
  mapResultRow(fields: unknown, row: unknown[], joins: Record<string, boolean> | undefined): unknown;
  orderSelectedFields(fields: unknown): { path: string[]; field: unknown }[];
};

const at = new Date('2026-01-02T03:04:05.678Z');
const person = z.object({ id: z.number(), name: z.string(), contact_phone: z.string().nullable(), id_card: z.string().optional(), birthday: z.string().nullable(), address: z.string().optional() });
type Tree = { name: string; phone?: string; children?: Tree[] };
const tree: z.ZodType<Tree> = z.lazy(() => z.object({ name: z.string(), phone: z.string().optional(), children: z.array(tree).optional() }));
const schema = z.object({
  page_data: z.object({ total_size: z.number(), data: z.array(person.extend({ at: z.date(), extra: z.record(z.string(), z.unknown()).optional(), pick: z.union([z.object({ mobile: z.string() }), z.string()]).optional() })) }),
  tree: tree.optional(),
  free: z.any().optional(),
  phones: z.array(z.string()).optional(),
});

function deep(n: number): Tree {
  return n === 0 ? { name: 'leaf', phone: '13800001111' } : { name: `n${n}`, phone: `1390000${String(n).padStart(4, '0')}`, children: [deep(n - 1)] };
}

describe('masking stripper', () => {
  const answer = {
    page_data: {
      total_size: 2,
      undeclared: 'x',
      data: [
        { id: 1, name: '张三', contact_phone: '13812345678', id_card: '110101199001011234', birthday: '1990-01-01', address: '北京市', at, extra: { mobile: '13900001111', note: 'a', when: at }, pick: { mobile: '13700001234', no: 1 }, secret: 's' },
        { id: 2, name: '李四', contact_phone: null, birthday: null, at, pick: '13700001234' },
        { id: 3, name: '王五', contact_phone: '', birthday: '', address: '', at, extra: { nested: [{ phone: '13600001234' }] } },
        { id: 4, name: '赵六', contact_phone: '138****5678', at },
      ],
    },
    tree: deep(15),
    free: { x: { phone: '13512345678', d: at } },
    phones: ['13812345678'],
  };

  it('gives maskPersonalDeep of the stripped answer, at every depth it masks and none below', () => {
    const stripped = stripperOf(schema)(answer);
    expect(stripped).toEqual(stripTo(schema, plainOf(answer)));
    const fused = maskingStripperOf(schema)(answer, 0);
    expect(JSON.stringify(fused)).toBe(JSON.stringify(maskPersonalDeep(stripped)));
    expect(JSON.stringify(fused)).toContain('138****5678');
    expect(JSON.stringify(fused)).not.toContain('13812345678"}');
  });

  it('copies objects with missing keys, undefined values and many key sets the same way', () => {
    const s = z.object(Object.fromEntries(Array.from({ length: 30 }, (_, i) => [`k${i}`, z.string().optional()])));
    for (let n = 0; n < 40; n++) {
      const v: Record<string, unknown> = {};
      for (let i = 0; i < 30; i++) if ((i * 7 + n) % 5) v[`k${i}`] = i % 3 ? `v${i}` : undefined;
      const slow: Record<string, unknown> = {};
      for (let i = 0; i < 30; i++) if (`k${i}` in v) slow[`k${i}`] = v[`k${i}`];
      expect(JSON.stringify(stripperOf(s)(v))).toBe(JSON.stringify(slow));
      expect(Object.keys(stripperOf(s)(v) as object)).toEqual(Object.keys(slow));
    }
  });

  it('finds personal values as before (for…in, remembered keys)', () => {
    expect(carriesPersonal(stripperOf(schema)(answer))).toBe(true);
    expect(carriesPersonal({ a: [{ phone: '138****1234' }, { name: 'x', birthday: '' }] })).toBe(false);
    expect(carriesPersonal({ a: [{ name: 'x' }, { id_card: '110101199001011234' }] })).toBe(true);
  });
});

describe('prerendered row mapper', () => {
  const a = pgTable('a', { id: integer('id').notNull(), name: text('name'), at: timestamp('at', { withTimezone: true }) });
  const b = pgTable('b', { id: integer('id'), label: text('label') });
  const fields = orderSelectedFields({ a, b_row: b, label: b.label, n: sql<number>`count(*)`.mapWith(Number), at2: a.at, nested: { x: a.name, y: sql`1` } });

  it('maps rows as drizzle mapResultRow does, with the left-join null rule', () => {
    const rows: unknown[][] = [
      [1, 'x', '2026-01-02 03:04:05.678+00', 7, 'L', 'L', '5', '2026-01-02 03:04:05+08', 'nx', 'y'],
      [2, null, null, null, null, null, null, null, null, null],
      [3, 'z', null, null, 'M', 'M', '0', null, null, 1],
    ];
    for (const joins of [{ a: true, b: false }, { a: true, b: true }, undefined]) {
      const map = rowMapper(fields, joins);
      for (const r of rows) {
        const mine = map(r);
        const theirs = mapResultRow(fields, r, joins);
        expect(mine).toEqual(theirs);
        expect(JSON.stringify(mine)).toBe(JSON.stringify(theirs));
      }
    }
  });
});
