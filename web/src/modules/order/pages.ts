/** Pages of this module for the page registry (menu key or detail-route key → lazy page). */
import type { PageLoader } from '../page-loader';

export const ORDER_PAGES: Record<string, PageLoader> = {};
