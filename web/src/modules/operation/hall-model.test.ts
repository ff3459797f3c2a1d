import { describe, expect, it } from 'vitest';
import { TOUR_STATE_TRANSITIONS } from '@ta/contract';
import { groupTone } from '@/platform/list';
import { remainingSeats, stateActions, stateConfirm, summaryFigures } from './hall-model';

describe('state buttons follow the contract', () => {
  it('offers exactly the allowed transitions, labelled', () => {
    expect(stateActions(0).map((a) => [a.to, a.label])).toEqual([[1, '出发'], [3, '取消'], [4, '停售'], [5, '下架']]);
    expect(stateActions(4).map((a) => a.label)).toEqual(['恢复销售', '出发', '取消', '下架']);
    expect(stateActions(5).map((a) => a.label)).toEqual(['上架', '取消']);
    expect(stateActions(1).map((a) => a.label)).toEqual(['结束']);
    expect(stateActions(2)).toEqual([]);
    expect(stateActions(3)).toEqual([]);
    for (const [from, tos] of Object.entries(TOUR_STATE_TRANSITIONS)) expect(stateActions(Number(from)).map((a) => a.to)).toEqual(tos);
  });
  it('cancel is dangerous and its confirmation says it is final', () => {
    expect(stateActions(0).find((a) => a.to === 3)?.danger).toBe(true);
    expect(stateConfirm('T001', 0, 3)).toBe('确定取消团期“T001”吗？（取消后不可恢复，团期须无有效订单）');
    expect(stateConfirm('T001', 0, 4)).toBe('确定停售团期“T001”吗？');
  });
});

describe('hall rows', () => {
  it('are tinted by SPEC section 9 on the hall fields', () => {
    expect(groupTone({ iron_hair: 2, count_confirm: 0, soon_group_size: 5, minimum_group_size: 10 })).toBe('danger');
    expect(groupTone({ iron_hair: 1, count_confirm: 6, soon_group_size: 5, minimum_group_size: 10 })).toBe('success');
    expect(groupTone({ iron_hair: 1, count_confirm: 10, soon_group_size: 5, minimum_group_size: 10 })).toBeUndefined();
  });
  it('remaining seats never go below 0', () => {
    expect(remainingSeats({ seats_plan: 30, seats_held: 4, seats_confirmed: 20 })).toBe(6);
    expect(remainingSeats({ seats_plan: 10, seats_held: 6, seats_confirmed: 6 })).toBe(0);
  });
  it('summary shows break-even seats and cost exposure in yuan', () => {
    const f = summaryFigures({ future_groups: 4, seats_to_break_even: 37, unreachable_groups: 1, below_minimum_groups: 2, cost_exposure: 1234567 });
    expect(f.map((x) => `${x.label}:${x.value}`)).toEqual(['未来团期:4', '保本尚需售出:37 人', '无法保本团期:1', '未达最低成团:2', '成本敞口:¥12,345.67']);
    expect(summaryFigures(undefined)).toEqual([]);
  });
});

describe('settlement actions', () => {
  it('finish only after disbanding (or when ended), submit after finishing or a rejection', async () => {
    const { settleActions } = await import('./hall-model');
    expect(settleActions({ state: 0, settle_status: 0, disband_date: '2030-01-05' }, '2030-01-01')).toMatchObject({ finish: false, submit: false });
    expect(settleActions({ state: 0, settle_status: 0, disband_date: '2030-01-05' }, '2030-01-01').hint).toContain('散团（2030-01-05）');
    expect(settleActions({ state: 1, settle_status: 0, disband_date: '2030-01-05' }, '2030-01-05')).toMatchObject({ finish: true, submit: false, hint: null });
    expect(settleActions({ state: 2, settle_status: 0, disband_date: '2030-01-05' }, '2030-01-01').finish).toBe(true);
    expect(settleActions({ state: 3, settle_status: 0, disband_date: '2020-01-05' }, '2030-01-01')).toMatchObject({ finish: false, hint: '已取消的团期无需核算。' });
    expect(settleActions({ state: 2, settle_status: 1, disband_date: '2020-01-05' }, '2030-01-01')).toMatchObject({ finish: false, submit: true });
    expect(settleActions({ state: 2, settle_status: 4, disband_date: '2020-01-05' }, '2030-01-01').submit).toBe(true);
    expect(settleActions({ state: 2, settle_status: 2, disband_date: '2020-01-05' }, '2030-01-01')).toMatchObject({ finish: false, submit: false });
  });
});
