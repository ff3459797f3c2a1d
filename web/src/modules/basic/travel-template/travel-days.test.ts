import { describe, expect, it } from 'vitest';
import { HotelStar, TrafficType, travelTemplateCreate, type TravelDay } from '@ta/contract';
import { daySummary, dayToForm, formToDay, formToTemplate, newDay, templateToForm, type TravelTemplateRow } from './travel-days';

const day: TravelDay = {
  day_no: 1, title: '上海—东京', description: '抵达东京，入住酒店', meals: [{ kind: 2, included: true, remark: '餐标50元/人' }, { kind: 1, included: false, remark: null }],
  lodging: { hotel_name: '东京希尔顿', hotel_star: 3, remark: null }, traffic_types: [1], sights: ['浅草寺', '东京塔'],
};

describe('travel days: record ↔ form', () => {
  it('a day becomes one meal row per catering kind (早午晚), 含餐 / 自理 / 无', () => {
    const f = dayToForm(day);
    expect(f.meal_plan).toEqual([{ state: 'none', remark: '' }, { state: 'self', remark: '' }, { state: 'included', remark: '餐标50元/人' }]);
    expect(f.lodging).toEqual({ hotel_name: '东京希尔顿', hotel_star: 3, remark: '' });
  });
  it('round-trips: meals come back in kind order, only those arranged', () => {
    const back = formToDay(dayToForm(day), 0);
    expect(back.meals).toEqual([{ kind: 1, included: false, remark: null }, { kind: 2, included: true, remark: '餐标50元/人' }]);
    expect({ ...back, meals: [] }).toEqual({ ...day, meals: [] });
  });
  it('numbers days by their row, trims text, drops empty sights, an empty lodging and duplicate traffic', () => {
    const f = { ...newDay(), title: '  自由活动 ', sights: [' 外滩 ', '', '  '], traffic_types: [3, 3, 7] };
    expect(formToDay(f, 4)).toEqual({ day_no: 5, title: '自由活动', description: null, meals: [], lodging: null, traffic_types: [3, 7], sights: ['外滩'] });
  });
  it('a whole template passes the contract schema after conversion, and fails it with an empty title', () => {
    const row: TravelTemplateRow = { id: 1, version: 1, created_at: '2026-01-01T00:00:00.000Z', updated_at: '2026-01-01T00:00:00.000Z', title: '日本5日游', destination: '日本', day_count: 2, nights: 1, days: [day, { ...day, day_no: 2 }], enabled: true, remark: null };
    const values = formToTemplate(templateToForm(row));
    expect(travelTemplateCreate.safeParse(values).success).toBe(true);
    const bad = formToTemplate({ ...templateToForm(row), days: [{ ...newDay(), title: ' ' }] });
    const r = travelTemplateCreate.safeParse(bad);
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]).toMatchObject({ path: ['days', 0, 'title'], message: '请输入当天标题' });
  });
  it('summarises a day with the contract enumerations', () => {
    expect(daySummary(day, { star: HotelStar, traffic: TrafficType })).toBe('晚餐含、午餐自理 · 住东京希尔顿（挂牌四星） · 飞机');
  });
});
