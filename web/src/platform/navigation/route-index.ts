/**
 * Every route the shell knows, derived from the contract's MENU_TREE (SPEC section 2): one entry per menu
 * node and per detail route, with its ancestors (breadcrumbs), top section, the permission keys on its
 * path and the layout it renders in. Pure data, so the routing rules are unit-tested without a browser.
 */
import { MENU_TREE, TOP_SECTIONS, type MenuNode, type TopSection } from '@ta/contract';

export interface Crumb { key: string; title: string; path: string }

export type RouteKind = 'group' | 'page' | 'detail' | 'public' | 'blank';
/** `home` = the home layout (no header, no side menu); `main` = ProLayout with menu, tabs and header. */
export type Chrome = 'main' | 'home' | 'none';

export interface RouteEntry {
  key: string;
  path: string;
  title: string;
  kind: RouteKind;
  chrome: Chrome;
  section?: TopSection;
  /** Menu ancestors, outermost first (not including the entry). */
  chain: Crumb[];
  /** Every permission key from the section down to the entry; all must be granted. */
  permissionKeys: string[];
  /** For detail routes: the page they belong to (menu selection, permission). */
  parentPage?: Crumb;
  takeOverParent: boolean;
  hidden: boolean;
}

export const HOME_PATH = '/home';
export const LOGIN_PATH = '/account/login';

/** Menu pages that render in the home layout (SPEC section 2), declared by their module (`homeChrome`). */
const homeChromeKeys = new Set<string>();

const crumbOf = (n: { key: string; title: string; path: string }): Crumb => ({ key: n.key, title: n.title, path: n.path });

function isSection(key: string): key is TopSection { return (TOP_SECTIONS as readonly string[]).includes(key); }

function walk(nodes: MenuNode[], chain: Crumb[], keys: string[], section: TopSection | undefined, out: RouteEntry[]): void {
  for (const n of nodes) {
    const sec = section ?? (isSection(n.key) ? n.key : undefined);
    const ownKeys = n.permissionKey ? [...keys, n.permissionKey] : keys;
    const isGroup = Boolean(n.children?.length);
    out.push({
      key: n.key, path: n.path, title: n.title, kind: isGroup ? 'group' : 'page',
      chrome: homeChromeKeys.has(n.key) ? 'home' : 'main', section: sec, chain, permissionKeys: ownKeys,
      takeOverParent: false, hidden: Boolean(n.hidden),
    });
    for (const d of n.subChildren ?? []) {
      out.push({
        key: d.key, path: d.path, title: d.title, kind: 'detail', chrome: 'main', section: sec,
        chain: [...chain, crumbOf(n)], permissionKeys: ownKeys, parentPage: crumbOf(n),
        takeOverParent: Boolean(d.takeOverParent), hidden: true,
      });
    }
    if (n.children) walk(n.children, [...chain, crumbOf(n)], ownKeys, sec, out);
  }
}

const base = (key: string, path: string, title: string, kind: RouteKind, chrome: Chrome): RouteEntry =>
  ({ key, path, title, kind, chrome, chain: [], permissionKeys: [], takeOverParent: false, hidden: true });

/**
 * Routes outside the menu: home, the public account pages and error pages; the modules' blank top-level pages
 * (PDF sheets, the flow editor) are added from their manifests (`addModuleRoutes`).
 */
export const EXTRA_ENTRIES: RouteEntry[] = [
  base('home', HOME_PATH, '首页', 'page', 'home'),
  base('login', LOGIN_PATH, '登录', 'public', 'none'),
  base('register', '/account/register', '注册', 'public', 'none'),
  base('registerResult', '/account/register-result', '注册结果', 'public', 'none'),
  base('recover', '/account/recover', '找回密码', 'public', 'none'),
  base('exception403', '/403', '403', 'public', 'none'),
  base('exception404', '/404', '404', 'public', 'none'),
  base('exception500', '/500', '500', 'public', 'none'),
];

export function buildRouteIndex(tree: MenuNode[] = MENU_TREE): RouteEntry[] {
  const out: RouteEntry[] = [];
  walk(tree, [], [], undefined, out);
  return out;
}

export const MENU_ROUTES: RouteEntry[] = buildRouteIndex();
const byPath = new Map<string, RouteEntry>([...MENU_ROUTES, ...EXTRA_ENTRIES].map((e) => [e.path, e]));

/** A module's top-level page without layout (outside the menu, signed-in users only). */
export interface BlankPageDef { key: string; path: string; title: string }

/**
 * What a module's manifest adds to the index (platform/module.ts installWebModules, once at start-up, before the
 * router is built): its blank pages and the menu pages it shows in the home layout. Installing twice changes nothing.
 */
export function addModuleRoutes(add: { blankPages?: readonly BlankPageDef[]; homeChrome?: readonly string[] }): void {
  for (const key of add.homeChrome ?? []) {
    homeChromeKeys.add(key);
    for (const e of MENU_ROUTES) if (e.key === key) e.chrome = 'home';
  }
  for (const b of add.blankPages ?? []) {
    if (byPath.has(b.path)) continue;
    const e = base(b.key, b.path, b.title, 'blank', 'none');
    EXTRA_ENTRIES.push(e);
    byPath.set(e.path, e);
  }
}

/** The entry of a pathname (trailing slash ignored), or undefined for an unknown path. */
export function findEntry(pathname: string): RouteEntry | undefined {
  const p = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return byPath.get(p);
}

/** All permission keys on the entry's path are granted (entries without keys are always allowed). */
export function isPermitted(entry: RouteEntry, granted: ReadonlySet<string>): boolean {
  return entry.permissionKeys.every((k) => granted.has(k));
}
