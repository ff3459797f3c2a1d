/**
 * The hall's rules as pure functions: which state buttons a group offers (only the contract's
 * TOUR_STATE_TRANSITIONS), their confirmations, and the figures of the summary bar.
 */
import { fenToYuan, TOUR_STATE_TRANSITIONS, TourState, type RouteHallSummary } from '@ta/contract';

export interface StateAction { to: number; label: string; danger: boolean }

/** The button label of a change to `to` (coming back to 待出发 reads differently from each state). */
export function stateActionLabel(from: number, to: number): string {
  switch (to) {
    case 0: return from === 5 ? '上架' : '恢复销售';
    case 1: return '出发';
    case 2: return '结束';
    case 3: return '取消';
    case 4: return '停售';
    case 5: return '下架';
    default: return TourState[to as keyof typeof TourState] ?? String(to);
  }
}

/** The state changes a group in state `from` offers, in the contract's order. */
export function stateActions(from: number): StateAction[] {
  return (TOUR_STATE_TRANSITIONS[from] ?? []).map((to) => ({ to, label: stateActionLabel(from, to), danger: to === 3 }));
}

/** The confirmation asked before a change. */
export function stateConfirm(code: string, from: number, to: number): string {
  const label = stateActionLabel(from, to);
  const note = to === 3 ? '（取消后不可恢复，团期须无有效订单）' : to === 2 ? '（结束后不可恢复）' : '';
  return `确定${label}团期“${code}”吗？${note}`;
}

/** The hall's summary bar, in the order shown. */
export function summaryFigures(s: Partial<RouteHallSummary> | undefined): { label: string; value: string; tip: string }[] {
  if (!s) return [];
  const n = (v: number | undefined) => String(v ?? 0);
  return [
    { label: '未来团期', value: n(s.future_groups), tip: '待出发或已停售的团期' },
    { label: '保本尚需售出', value: `${n(s.seats_to_break_even)} 人`, tip: '按当前价格与成本，各团达到保本人数还需售出的人数之和' },
    { label: '无法保本团期', value: n(s.unreachable_groups), tip: '按当前价格，计划人数内无法保本的团期' },
    { label: '未达最低成团', value: n(s.below_minimum_groups), tip: '已确认+占位人数低于最低成团人数的团期' },
    { label: '成本敞口', value: `¥${fenToYuan(s.cost_exposure ?? 0)}`, tip: '已确认+占位人数低于最低成团人数的团期已设置的成本合计' },
  ];
}

/** Seats a group still has to sell (never below 0): plan − held − confirmed. */
export const remainingSeats = (g: { seats_plan: number; seats_held: number; seats_confirmed: number }) =>
  Math.max(0, g.seats_plan - g.seats_held - g.seats_confirmed);

/** What the settlement block offers (the server's rules): finish once the group has disbanded or ended, then submit. */
export function settleActions(g: { state: number; settle_status: number; disband_date: string }, today: string): { finish: boolean; submit: boolean; hint: string | null } {
  const st = g.settle_status;
  const disbanded = g.state === 2 || g.disband_date <= today;
  const finish = st === 0 && g.state !== 3 && disbanded;
  const submit = st === 1 || st === 4;
  let hint: string | null = null;
  if (g.state === 3) hint = '已取消的团期无需核算。';
  else if (st === 0 && !disbanded) hint = `散团（${g.disband_date}）或团期结束后即可完成核算；完成核算会锁定成本，之后修改成本须提交成本调整单。`;
  return { finish, submit, hint };
}
