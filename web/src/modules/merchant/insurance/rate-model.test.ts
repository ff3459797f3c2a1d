import { describe, expect, it } from 'vitest';
import { insuranceProductCreate } from '@ta/contract';
import { ageText, needsRates, nextBand, priceUnit, productToWire, ratesText, ratesToForm, ratesToWire, yuanInputToFen } from './rate-model';

describe('insurance rates: yuan on screen, fen on the wire', () => {
  it('converts typed yuan to fen exactly', () => {
    expect(yuanInputToFen(5.5)).toBe(550);
    expect(yuanInputToFen(0.1 + 0.2)).toBe(30); // float noise of a two-decimal amount is tolerated
    expect(yuanInputToFen(12.34)).toBe(1234);
    expect(yuanInputToFen(1.13)).toBe(113);
    expect(yuanInputToFen(-2.5)).toBe(-250);
    expect(yuanInputToFen('8')).toBe(800);
    expect(yuanInputToFen(1.005)).toBeNaN();
    expect(yuanInputToFen(null)).toBeNaN();
  });
  it('round-trips bands', () => {
    const wire = [{ day_from: 1, day_to: 3, price: 550 }, { day_from: 4, day_to: 7, price: 800 }];
    expect(ratesToForm(wire)).toEqual([{ day_from: 1, day_to: 3, price: 5.5 }, { day_from: 4, day_to: 7, price: 8 }]);
    expect(ratesToWire(ratesToForm(wire))).toEqual(wire);
  });
  it('the product body passes the contract schema; a yuan price with three decimals does not', () => {
    const form = { company_id: 1, name: '境内旅游意外险', insurance_type: 0, price_mode: 0, coverage: '意外身故、伤残', min_age: 0, max_age: 80, on_sale: true, code: '', rates: [{ day_from: 1, day_to: 5, price: 6.8 }] };
    const body = productToWire(form);
    expect(body).toMatchObject({ code: null, rates: [{ day_from: 1, day_to: 5, price: 680 }] });
    expect(insuranceProductCreate.safeParse(body).success).toBe(true);
    expect(insuranceProductCreate.safeParse(productToWire({ ...form, rates: [{ day_from: 1, day_to: 5, price: 6.805 }] })).success).toBe(false);
  });
  it('texts: unit by price mode, bands, ages', () => {
    expect(priceUnit(0)).toBe('元/人/天');
    expect(priceUnit(1)).toBe('元/人/次');
    expect(ratesText([{ day_from: 4, day_to: 7, price: 800 }, { day_from: 1, day_to: 1, price: 550 }])).toBe('1天 ¥5.50；4–7天 ¥8.00');
    expect(ageText(0, 80)).toBe('0–80周岁');
  });
  it('next band starts after the last; types 3 and 4 need no rate', () => {
    expect(nextBand([{ day_from: 1, day_to: 3 }])).toEqual({ day_from: 4, day_to: 4, price: undefined });
    expect(nextBand([])).toMatchObject({ day_from: 1 });
    expect([0, 1, 2, 3, 4].map(needsRates)).toEqual([true, true, true, false, false]);
  });
});
