/**
 * The element of one menu-tree route: the registered lazy page, the 404 page ("不存在或仍在开发中") while
 * none is registered, 403 when the role lacks a key on its path, and for a menu group its first
 * reachable page.
 */
import { Suspense } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';
import { firstLeafPath, type MenuNode } from '@ta/contract';
import { LazyException } from '@/modules/exception';
import { useSession } from '@/platform/session-store';
import { FullPageSpin } from '../shell/FullPageSpin';
import { lazyPage } from './lazy';
import { MODULE_PAGES } from './modules';
import { isPermitted, type RouteEntry } from '@/platform/navigation/route-index';

function findNode(nodes: MenuNode[], key: string): MenuNode | undefined {
  for (const n of nodes) {
    if (n.key === key) return n;
    const hit = n.children ? findNode(n.children, key) : undefined;
    if (hit) return hit;
  }
  return undefined;
}

/** Own account editor: every user may open it for themselves; the server decides what they may save. */
function isOwnAccount(entry: RouteEntry, uidParam: string | null, uid: number): boolean {
  return entry.key === 'accountEditor' && uidParam === String(uid);
}

export function RoutePage({ entry }: { entry: RouteEntry }) {
  const { granted, menu, user } = useSession();
  const [params] = useSearchParams();
  const loader = MODULE_PAGES[entry.key];

  if (!isPermitted(entry, granted) && !isOwnAccount(entry, params.get('uid'), user.uid)) {
    return <Suspense fallback={<FullPageSpin />}><LazyException type={403} /></Suspense>;
  }
  if (entry.kind === 'group' && !loader) {
    const node = findNode(menu, entry.key);
    const target = node ? firstLeafPath(node) : undefined;
    if (target && target !== entry.path) return <Navigate to={target} replace />;
  }
  if (!loader) return <Suspense fallback={<FullPageSpin />}><LazyException type={404} /></Suspense>;
  const Page = lazyPage(loader);
  return <Suspense fallback={<FullPageSpin />}><Page /></Suspense>;
}

/** A top-level blank page (PDF export, flow editor): the registered page or 404, no layout. */
export function BlankPage({ entry }: { entry: RouteEntry }) {
  const loader = MODULE_PAGES[entry.key];
  if (!loader) return <Suspense fallback={<FullPageSpin />}><LazyException type={404} /></Suspense>;
  const Page = lazyPage(loader);
  return <Suspense fallback={<FullPageSpin />}><Page /></Suspense>;
}
