/**
 * Answers described by the contract (issue 18): every route declares the schema of its answer's `data`, the server
 * parses the answer through it (undeclared fields stripped; under STRICT_ANSWERS=1, as in every API test and
 * journey, a mismatch fails the request), and the OpenAPI document carries the answers and the secretKey scheme.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { historyRow, pageDataOf, rowOf } from '@ta/contract';
import { checkAnswer, plainOf, stripperOf, stripTo, undeclaredFields } from '../src/platform/route';
import { startServer, type TestServer } from './harness';

let s: TestServer;
beforeAll(async () => { s = await startServer(); });
afterAll(async () => { await s?.close(); });

describe('answer schemas', () => {
  it('every route declares its answer', () => {
    expect([...s.app.routesWithoutAnswer].sort()).toEqual([]);
  });

  it('the OpenAPI document carries each answer and the secretKey header scheme', async () => {
    const admin = await s.login('admin');
    const r = await fetch(`${s.base}/docs/json`, { headers: { secretKey: admin } });
    expect(r.status).toBe(200);
    const doc = await r.json() as { components: { securitySchemes: Record<string, { type: string; in: string; name: string }> }; paths: Record<string, Record<string, { security?: unknown; responses: Record<string, { content?: Record<string, { schema: { properties?: Record<string, unknown> } }> }> }>> };
    expect(doc.components.securitySchemes.secretKey).toMatchObject({ type: 'apiKey', in: 'header', name: 'secretKey' });
    const login = doc.paths['/api/account/login'].post;
    expect(login.security).toBeUndefined();
    expect(Object.keys(login.responses['200'].content!['application/json'].schema.properties!)).toEqual(['code', 'msg', 'data']);
    const me = doc.paths['/user/getLoginUser'].get ?? doc.paths['/user/getLoginUser'].post;
    expect(me.security).toEqual([{ secretKey: [] }]);
  });
});

describe('checking an answer', () => {
  const row = rowOf(z.object({ name: z.string().trim().min(1), amount: z.number().int() }));
  it('turns dates into ISO strings and keeps declared fields', () => {
    const at = new Date('2026-11-25T01:02:03.000Z');
    expect(plainOf({ at, list: [{ at }] })).toEqual({ at: at.toISOString(), list: [{ at: at.toISOString() }] });
    const stored = { id: 1, version: 1, name: ' 甲 ', amount: 100, created_at: at, updated_at: at };
    expect(checkAnswer(row, stored, 't')).toEqual({ ...stored, created_at: at.toISOString(), updated_at: at.toISOString() });
  });
  it('fails on an undeclared field or a mismatch under STRICT_ANSWERS, strips by shape otherwise', () => {
    const full = { id: 1, version: 1, name: '甲', amount: 1, created_at: '2026-11-25T01:02:03.000Z', updated_at: '2026-11-25T01:02:03.000Z' };
    expect(() => checkAnswer(row, { ...full, password_hash: 'x' }, 't')).toThrow(/undeclared fields: password_hash/);
    // A stored record's row always carries its required fields and the common columns.
    expect(() => checkAnswer(row, { id: 1, name: '甲' }, 't')).toThrow(/does not match its schema/);
    const page = pageDataOf(historyRow);
    const bad = { page_data: { total_size: 1, total_page: 1, data: [{ id: 'x', secret: 1, changes: [] }] } };
    expect(() => checkAnswer(page, bad, 't')).toThrow(/does not match its schema/);
    const was = process.env.STRICT_ANSWERS;
    process.env.STRICT_ANSWERS = '0';
    try {
      expect(checkAnswer(row, { id: 1, password_hash: 'x' }, 't')).toEqual({ id: 1 });
      // In service a mismatch is not checked (the tests prove the types), but an undeclared field never goes out.
      expect(checkAnswer(page, bad, 't')).toEqual({ page_data: { total_size: 1, total_page: 1, data: [{ id: 'x', changes: [] }] } });
    } finally { process.env.STRICT_ANSWERS = was; }
  });
  it('the compiled stripper of the service path gives what stripTo gives, dates written as JSON does', () => {
    const at = new Date('2026-11-25T01:02:03.000Z');
    const schema = z.object({
      a: z.number(), at: z.string(), none: z.string().nullable(), kind: z.union([z.string(), z.number()]),
      l: z.array(z.object({ x: z.number(), d: z.string().optional() })).nullable(), free: z.record(z.string(), z.unknown()),
      pick: z.union([z.object({ p: z.number() }), z.object({ q: z.string() })]),
    });
    const v = { a: 1, at, none: null, kind: 2, secret: 's', l: [{ x: 1, y: 2, d: at }], free: { k: at, n: { m: 1 } }, pick: { q: 'x', r: 1 } };
    expect(stripperOf(schema)(v)).toEqual(stripTo(schema, plainOf(v)));
    expect(stripperOf(schema)(v)).toEqual({ a: 1, at: at.toISOString(), none: null, kind: 2, l: [{ x: 1, d: at.toISOString() }], free: { k: at.toISOString(), n: { m: 1 } }, pick: { q: 'x' } });
    expect(stripperOf(schema)).toBe(stripperOf(schema));
  });
  it('names every undeclared path and strips by shape', () => {
    expect(undeclaredFields({ a: 1, b: { c: 2, d: 3 }, l: [{ x: 1, y: 2 }] }, { a: 1, b: { c: 2 }, l: [{ x: 1 }] })).toEqual(['b.d', 'l[0].y']);
    expect(stripTo(z.object({ a: z.number(), l: z.array(z.object({ x: z.number() })).nullable() }), { a: 1, z: 2, l: [{ x: 1, y: 2 }] })).toEqual({ a: 1, l: [{ x: 1 }] });
  });
});
