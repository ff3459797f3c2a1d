/** How a run's level shows in the progress steps. */
import type { DetailLevel } from '../audit-model';

export type StepStatus = 'wait' | 'process' | 'finish' | 'error';

/**
 * A level with a rejection is `error`; a finished level that someone passed is `finish`; the current
 * level of a pending run is `process`; everything else (later, skipped, or ended by a withdrawal) `wait`.
 */
export function stepStatus(l: Pick<DetailLevel, 'state' | 'approvers'>, runStatus: number): StepStatus {
  if (l.approvers.some((a) => a.status === 2)) return 'error';
  if (l.state === 'current' && runStatus === 0) return 'process';
  if (l.state === 'done' && l.approvers.some((a) => a.status === 1)) return 'finish';
  return 'wait';
}
