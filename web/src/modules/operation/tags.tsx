/** Tags of the operation pages: tour state, guaranteed departure, cost version, settlement. */
import { Tag } from 'antd';
import { CostVersionType, enumLabel, IronHair, SettleStatus, TourState } from '@ta/contract';

const STATE_COLOR: Record<number, string> = { 0: 'blue', 1: 'green', 2: 'default', 3: 'red', 4: 'orange', 5: 'default' };
const SETTLE_COLOR: Record<number, string> = { 0: 'default', 1: 'cyan', 2: 'processing', 3: 'success', 4: 'error' };

export function TourStateTag({ state }: { state: number }) {
  return <Tag color={STATE_COLOR[state] ?? 'default'}>{enumLabel(TourState, state)}</Tag>;
}
export function IronHairTag({ value }: { value: number }) {
  return value === 2 ? <Tag color="red">{IronHair[2]}</Tag> : <span className="ta-muted">否</span>;
}
export function CostVersionTag({ value }: { value: number }) {
  return <Tag color={value === 1 ? 'gold' : 'default'}>{enumLabel(CostVersionType, value)}</Tag>;
}
export function SettleTag({ value }: { value: number }) {
  return <Tag color={SETTLE_COLOR[value] ?? 'default'}>{enumLabel(SettleStatus, value)}</Tag>;
}
