/**
 * Capital amounts (大写金额) stay one implementation (money.ts capitalAmount, used by the sales confirmation,
 * the finance pages and the travel contracts); it is checked here against the maintained library nzh on
 * 10,000 random amounts. The one accepted difference: after 角 we write 整 (壹角整), nzh leaves it off —
 * both are correct by the banking rules for writing amounts.
 */
import { describe, expect, it } from 'vitest';
import Nzh from 'nzh';
import { capitalAmount } from '../money';

const nzh = (fen: number) => Nzh.cn.toMoney(`${Math.floor(fen / 100)}.${String(fen % 100).padStart(2, '0')}`, { outSymbol: false });
const same = (fen: number) => { const a = capitalAmount(fen), b = nzh(fen); return a === b || a === `${b}整`; };

describe('capital amounts against nzh', () => {
  it('agree on 10,000 random amounts of every size and shape', () => {
    let seed = 20261125;
    const rnd = () => { seed = (seed * 1103515245 + 12345) % 2147483648; return seed / 2147483648; };
    const bad: string[] = [];
    for (let i = 0; i < 10_000; i++) {
      const digits = 1 + Math.floor(rnd() * 13);
      let f = Math.floor(rnd() * 10 ** digits);
      // A third with runs of zeros (万/亿 boundaries, 零 rules).
      if (i % 3 === 0) { const k = Math.floor(rnd() * digits); f = Math.floor(f / 10 ** k) * 10 ** k + (i % 2 ? 0 : Math.floor(rnd() * 10)); }
      if (!same(f)) bad.push(`${f}: ${capitalAmount(f)} ≠ ${nzh(f)}`);
    }
    expect(bad.slice(0, 10)).toEqual([]);
  });
  it('agree on the edge amounts', () => {
    for (const f of [0, 1, 10, 100, 105, 1000, 10010000, 100000100, 1000000000000, 1234567890, 1000001, 10000000001, 99999999999999]) {
      expect(same(f), `${f}: ${capitalAmount(f)} / ${nzh(f)}`).toBe(true);
    }
  });
});
