/**
 * Header slot: items a module puts into the header's action area (e.g. the global search box), declared in the
 * module's manifest (`headerItems`) and registered when the app installs the manifests, so the platform and the
 * layouts import no module. Both layouts render <HeaderSlot />; an item may be lazy (each has its own Suspense).
 */
import { Fragment, Suspense, type ComponentType } from 'react';

export interface HeaderItemProps { light?: boolean }
const items = new Map<string, ComponentType<HeaderItemProps>>();

/** Registers (or replaces) a header item by key; items show in registration order. */
export function registerHeaderItem(key: string, item: ComponentType<HeaderItemProps>): void { items.set(key, item); }

export function HeaderSlot({ light }: HeaderItemProps) {
  return <>{[...items].map(([key, Item]) => <Fragment key={key}><Suspense fallback={null}><Item light={light} /></Suspense></Fragment>)}</>;
}
