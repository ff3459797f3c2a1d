/**
 * The route table (SPEC section 2), history mode at base /. Every layout and page is lazy, so the log-in
 * route loads only the entry, the log-in layout and its form.
 */
import { Suspense, type ComponentType, type ReactNode } from 'react';
import { createBrowserRouter, Navigate, Outlet, useLocation, type RouteObject } from 'react-router-dom';
import { LazyErrorPage } from '@/modules/exception';
import { lazyPage } from './routing/lazy';
import { HomeLayout, HomePage, LoginLayout, LoginPage, MainLayout } from './routing/pages';
// Installs the module manifests (blank pages, home-layout pages, header items) before the routes below are built.
import './routing/modules';
import { DocumentTitle, ScrollToTop } from '@/platform/navigation/navigation';
import { EXTRA_ENTRIES, HOME_PATH, LOGIN_PATH, MENU_ROUTES, type RouteEntry } from '@/platform/navigation/route-index';
import { AntdScope } from './AntdScope';
import { BlankPage, RoutePage } from './routing/RoutePage';
import { RedirectIfAuthed, RequireAuth } from './session/guards';
import { FullPageSpin } from './shell/FullPageSpin';
import { RouteError } from './shell/RouteError';

const named = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) =>
  lazyPage(() => load().then((m) => ({ default: m[name] })));

const RegisterPage = named(() => import('@/modules/account/RegisterPage'), 'RegisterPage');
const RegisterResultPage = named(() => import('@/modules/account/RegisterResultPage'), 'RegisterResultPage');
const RecoverPage = named(() => import('@/modules/account/RecoverPage'), 'RecoverPage');

const suspended = (node: ReactNode) => <Suspense fallback={<FullPageSpin />}>{node}</Suspense>;

/** The log-in form is drawn without antd (modules/account/LoginPage.tsx): there antd's provider is not rendered. */
const withoutAntd = (pathname: string) => pathname === LOGIN_PATH;

function Root() {
  const page = suspended(<Outlet />);
  return (
    <>
      <ScrollToTop />
      <DocumentTitle />
      {withoutAntd(useLocation().pathname) ? page : <AntdScope>{page}</AntdScope>}
    </>
  );
}

const rootError = <AntdScope><RouteError /></AntdScope>;

const menuRoute = (e: RouteEntry): RouteObject => ({ path: e.path, element: <RoutePage entry={e} />, errorElement: <RouteError /> });
const blankRoutes = EXTRA_ENTRIES.filter((e) => e.kind === 'blank')
  .map((e): RouteObject => ({ path: e.path, element: <BlankPage entry={e} />, errorElement: <RouteError /> }));

export const routes: RouteObject[] = [{
  element: <Root />,
  errorElement: rootError,
  children: [
    {
      element: suspended(<LoginLayout />),
      children: [
        { element: <RedirectIfAuthed />, children: [{ path: '/account/login', element: <LoginPage /> }] },
        { path: '/account/register', element: <RegisterPage /> },
        { path: '/account/register-result', element: <RegisterResultPage /> },
        { path: '/account/recover', element: <RecoverPage /> },
      ],
    },
    { path: '/403', element: <LazyErrorPage type={403} /> },
    { path: '/404', element: <LazyErrorPage type={404} /> },
    { path: '/500', element: <LazyErrorPage type={500} /> },
    {
      element: <RequireAuth />,
      children: [
        {
          element: suspended(<HomeLayout />),
          children: [
            { index: true, element: <Navigate to={HOME_PATH} replace /> },
            { path: HOME_PATH, element: <HomePage />, errorElement: <RouteError /> },
            ...MENU_ROUTES.filter((e) => e.chrome === 'home').map(menuRoute),
          ],
        },
        { element: suspended(<MainLayout />), children: MENU_ROUTES.filter((e) => e.chrome === 'main').map(menuRoute) },
        ...blankRoutes,
      ],
    },
    { path: '*', element: <Navigate to="/404" replace /> },
  ],
}];

export const createAppRouter = () => createBrowserRouter(routes);
