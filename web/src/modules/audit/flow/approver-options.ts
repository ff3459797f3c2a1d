/**
 * Options of the approver pickers: roles and positions from the organisation options route, named users
 * from `/user/queryUsers` (only for roles that may list users; others see the names the flow already has).
 */
import type { ApproverTypeCode } from '@ta/contract';
import { usePositionOptions, useRoleOptions } from '@/modules/system/shared/options';
import { useUserOptions } from '@/modules/system/shared/users';

export interface Option { label: string; value: number }

export interface ApproverOptions {
  roles: Option[];
  positions: Option[];
  users: Option[];
  /** False when the role may not list users (only known names are offered). */
  usersListed: boolean;
  of(type: ApproverTypeCode | string | undefined): Option[];
}

/** Adds options for ids the lists lack (a deleted user, or a role without the user list) so a picker shows a name. */
export function withKnown(options: readonly Option[], known: readonly Option[]): Option[] {
  const have = new Set(options.map((o) => o.value));
  return [...options, ...known.filter((k) => !have.has(k.value))];
}

export function useApproverOptions(known: readonly Option[] = []): ApproverOptions {
  const roles = useRoleOptions();
  const positions = usePositionOptions();
  const listed = useUserOptions();
  const users = withKnown(listed ?? [], known);
  return {
    roles, positions, users, usersListed: listed !== null,
    of: (type) => (type === 'role' ? roles : type === 'position' ? positions : type === 'users' ? users : []),
  };
}
