/**
 * The lazy layouts and pages of the first screens, shared by the route table (router.tsx, guards.tsx) and the
 * start-up warm-up (first-screen.ts), so that what the warm-up loads is what the routes render directly.
 */
import type { ComponentType } from 'react';
import { lazyPage } from './lazy';

const named = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) =>
  lazyPage(() => load().then((m) => ({ default: m[name] })));

export const LoginLayout = named(() => import('../layouts/LoginLayout'), 'LoginLayout');
export const HomeLayout = named(() => import('../layouts/HomeLayout'), 'HomeLayout');
export const MainLayout = named(() => import('../layouts/MainLayout'), 'MainLayout');
export const LoginPage = named(() => import('@/modules/account/LoginPage'), 'LoginPage');
export const HomePage = named(() => import('@/modules/home/HomePage'), 'HomePage');
export const AuthedRoot = named(() => import('../session/AuthedRoot'), 'AuthedRoot');
