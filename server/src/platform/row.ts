/** The row and write-context types the data layer and the change history share (their own file: no import cycle). */
import type { ResourceDef } from '@ta/contract';
import type { SessionUser } from './session';

export type AnyRow = Record<string, unknown>;
export interface WriteCtx { user: Pick<SessionUser, 'uid' | 'user_name'> | null; def?: Pick<ResourceDef, 'labels' | 'enums' | 'money'> }
