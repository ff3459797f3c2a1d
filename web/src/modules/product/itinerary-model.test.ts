import { describe, expect, it } from 'vitest';
import type { TravelDay } from '@ta/contract';
import { fitDays, importTemplate, templateDayToItinerary } from './itinerary-model';

const tplDay = (day_no: number, title: string): TravelDay => ({
  day_no, title, description: `${title}描述`,
  meals: [{ kind: 2, included: true, remark: null }, { kind: 0, included: true, remark: null }, { kind: 1, included: false, remark: '自理' }],
  lodging: { hotel_name: '西湖国宾馆', hotel_star: 5, remark: null }, traffic_types: [6, 3], sights: ['西湖', '灵隐寺'],
});

describe('itinerary days', () => {
  it('fits the day list to the plan length, keeping entered days and renumbering', () => {
    const days = fitDays([{ day_no: 5, title: '甲', meals: [0] }], 3);
    expect(days.map((d) => [d.day_no, d.title])).toEqual([[1, '甲'], [2, '第2天'], [3, '第3天']]);
    expect(fitDays(days, 2).map((d) => d.title)).toEqual(['甲', '第2天']);
    expect(fitDays(undefined, 0)).toEqual([]);
  });
  it('takes a template day: included meals in order, hotel and star, first traffic, sights joined', () => {
    expect(templateDayToItinerary(tplDay(1, '杭州'), 9)).toEqual({
      day_no: 1, title: '杭州', description: '杭州描述', meals: [0, 2], lodging: '西湖国宾馆', hotel_star: 5,
      traffic_type: 6, place: null, sights: '西湖、灵隐寺', template_id: 9,
    });
  });
  it('imports a template over the first days and keeps later ones', () => {
    const plan = fitDays([], 3).map((d) => ({ ...d, title: `原${d.day_no}` }));
    const out = importTemplate(plan, [tplDay(1, '甲'), tplDay(2, '乙')], 4);
    expect(out.map((d) => [d.day_no, d.title, d.template_id ?? null])).toEqual([[1, '甲', 4], [2, '乙', 4], [3, '原3', null]]);
    expect(importTemplate([], [tplDay(1, '甲')], 4)).toHaveLength(1);
  });
});
