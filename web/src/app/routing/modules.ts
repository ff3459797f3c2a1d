/**
 * The page registry: every module's manifest (web/src/modules/pages.ts) installed once, so the platform's
 * route index knows the blank and home-layout pages and the header slot its items before the router is built.
 */
import { WEB_MODULES } from '@/modules/pages';
import { installWebModules } from '@/platform/module';

export const MODULE_PAGES = installWebModules(WEB_MODULES);
