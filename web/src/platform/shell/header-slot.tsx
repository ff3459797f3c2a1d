/**
 * Header slot: items a module puts into the header's action area (e.g. the global search box), registered when the
 * module's page registry loads, so the platform and the layouts import no module. Both layouts render <HeaderSlot />.
 */
import { Fragment, type ComponentType } from 'react';

export interface HeaderItemProps { light?: boolean }
const items = new Map<string, ComponentType<HeaderItemProps>>();

/** Registers (or replaces) a header item by key; items show in registration order. */
export function registerHeaderItem(key: string, item: ComponentType<HeaderItemProps>): void { items.set(key, item); }

export function HeaderSlot({ light }: HeaderItemProps) {
  return <>{[...items].map(([key, Item]) => <Fragment key={key}><Item light={light} /></Fragment>)}</>;
}
