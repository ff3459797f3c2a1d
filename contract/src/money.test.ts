import { describe, expect, it } from 'vitest';
import { capitalAmount, fenToYuan, yuanToFen } from './money';

describe('money in fen', () => {
  it('formats fen as yuan exactly', () => {
    expect(fenToYuan(0)).toBe('0.00');
    expect(fenToYuan(1)).toBe('0.01');
    expect(fenToYuan(123456789)).toBe('1,234,567.89');
    expect(fenToYuan(-5)).toBe('-0.05');
    expect(fenToYuan(90071992547409910n)).toBe('900,719,925,474,099.10');
  });
  it('parses yuan to fen without floating point', () => {
    expect(yuanToFen('0.1')).toBe(10);
    expect(yuanToFen('19.99')).toBe(1999);
    expect(yuanToFen('1,000.05')).toBe(100005);
    expect(yuanToFen('-3.5')).toBe(-350);
    expect(() => yuanToFen('1.234')).toThrow();
  });
  it('writes capital Chinese amounts (元角分)', () => {
    expect(capitalAmount(0)).toBe('零元整');
    expect(capitalAmount(100)).toBe('壹元整');
    expect(capitalAmount(1)).toBe('壹分');
    expect(capitalAmount(10)).toBe('壹角整');
    expect(capitalAmount(105)).toBe('壹元零伍分');
    expect(capitalAmount(123456)).toBe('壹仟贰佰叁拾肆元伍角陆分');
    expect(capitalAmount(1000000)).toBe('壹万元整');
    expect(capitalAmount(10010000)).toBe('壹拾万零壹佰元整');
    expect(capitalAmount(100000100)).toBe('壹佰万零壹元整');
    expect(capitalAmount(1000000000000)).toBe('壹佰亿元整');
    expect(capitalAmount(1234567890)).toBe('壹仟贰佰叁拾肆万伍仟陆佰柒拾捌元玖角整');
    expect(capitalAmount(-2050)).toBe('负贰拾元伍角整');
  });
});
