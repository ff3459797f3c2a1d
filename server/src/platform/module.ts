/**
 * A business module plugs into the platform through one manifest (`server/src/modules/<m>/index.ts`). The app
 * keeps exactly one ordered list of manifests (server/src/modules/index.ts); the platform never imports a
 * module, it only reads manifests. Tables need no manifest entry: drizzle-kit reads every
 * `src/modules/<m>/*.tables.ts` by glob.
 */
import type { FastifyInstance } from 'fastify';
import { allPermissionKeys, MENU_TREE, type ActionFlag, type Grant } from '@ta/contract';
import type { DB } from '../db/client';
import type { LiveHub } from './live';
import type { MessagePort, Services } from './services';

/** The demo agency's roles; their permission sets are the union of what each module grants them. */
export const DEMO_ROLES = ['admin', 'sales', 'operations', 'finance', 'manager'] as const;
export type DemoRole = (typeof DEMO_ROLES)[number];
export type DemoGrants = Record<DemoRole, Grant[]>;

/** What a module's seed step receives: the demo roles' merged grants (for the module that creates the roles). */
export interface SeedContext { demoGrants: DemoGrants }

/** Platform services a module may provide (ports): the platform calls them, the app wires the provider in. */
export interface ModulePorts {
  /** To-do and result messages with live counts (the message module). */
  messages?(db: DB, live: () => LiveHub): MessagePort;
}

export interface ServerModule {
  /** Folder name under server/src/modules. */
  name: string;
  /** Mounts the module's routes (each through defineRoute). */
  routes?(app: FastifyInstance): void;
  /**
   * Called once per app after every module's routes are mounted: timed jobs and the like. Returns an
   * optional stop function, called when the app closes.
   */
  start?(services: Services, app: FastifyInstance): void | (() => void | Promise<void>);
  /** Demo data, run in list order on an empty database. */
  seed?(db: DB, ctx: SeedContext): Promise<void>;
  /** Load data for benchmarks (`npm run seed -- --scale N`), run in list order. */
  seedScale?(db: DB, scale: number): Promise<void>;
  /** Permissions the demo roles get for this module's menus and audits. */
  demoGrants?: Partial<DemoGrants>;
  /** Platform ports this module fills in. */
  provides?: ModulePorts;
}

// ---------------------------------------------------------------- demo grants

/** The edit actions of a page (no audit, no special verbs). */
export const EDIT_ACTIONS: ActionFlag[] = ['canAdd', 'canEditor', 'canDelete', 'canExport', 'canPrint', 'canDownload', 'canUpload'];

/** Keys under a top-level menu node (the node's own key included). */
export function keysUnder(topKey: string): string[] {
  const top = MENU_TREE.find((n) => n.key === topKey);
  return top ? allPermissionKeys([top]) : [];
}

export const grant = (keys: readonly string[], actions: readonly ActionFlag[]): Grant[] =>
  keys.map((permissionKey) => ({ permissionKey, actions: [...actions] }));

/** One grant per key, its actions the union of every list's. */
export function mergeGrants(...lists: Grant[][]): Grant[] {
  const m = new Map<string, Set<ActionFlag>>();
  for (const g of lists.flat()) {
    const s = m.get(g.permissionKey) ?? new Set<ActionFlag>();
    for (const a of g.actions) s.add(a);
    m.set(g.permissionKey, s);
  }
  return [...m].map(([permissionKey, s]) => ({ permissionKey, actions: [...s] }));
}

/** The demo roles' grants: the union over the manifests. */
export function demoGrantsOf(modules: readonly Pick<ServerModule, 'demoGrants'>[]): DemoGrants {
  return Object.fromEntries(DEMO_ROLES.map((r) => [r, mergeGrants(...modules.map((m) => m.demoGrants?.[r] ?? []))])) as DemoGrants;
}

/** The one module providing a port; throws when none does (the app cannot run without it). */
export function portOf<K extends keyof ModulePorts>(modules: readonly ServerModule[], port: K): NonNullable<ModulePorts[K]> {
  const found = modules.filter((m) => m.provides?.[port]);
  if (found.length !== 1) throw new Error(`port ${port}: ${found.length} modules provide it (need exactly one)`);
  return found[0].provides![port]!;
}
