/** Pages of this module for the page registry (menu key or detail-route key → lazy page). */
import type { PageLoader, WebModule } from '@/platform/module';

const basic: PageLoader = () => import('./editor/BasicInfoStep').then((m) => ({ default: m.BasicInfoStep }));

export const PRODUCT_PAGES: Record<string, PageLoader> = {
  routeTravelList: () => import('./RouteTravelList').then((m) => ({ default: m.RouteTravelList })),
  // The step editor: a new product and an edit both open on 基本信息; each step is its own route (?id=).
  createRouteTravel: basic,
  editRouteTravel: basic,
  RouteTravelBasicInfo: basic,
  ItineraryInformation: () => import('./editor/ItineraryStep').then((m) => ({ default: m.ItineraryStep })),
  PresaleSetting: () => import('./editor/PresaleStep').then((m) => ({ default: m.PresaleStep })),
  RouteTravelPriceInfo: () => import('./editor/PriceStep').then((m) => ({ default: m.PriceStep })),
  ProOwnPrice: () => import('./editor/OwnPriceStep').then((m) => ({ default: m.OwnPriceStep })),
  // Top-level blank page (no layout): the printable trip sheet.
  tripExportPdf: () => import('./TripExportPdf').then((m) => ({ default: m.TripExportPdf })),
};

/** The module's web manifest (one entry in web/src/modules/pages.ts). */
export const PRODUCT_MODULE: WebModule = {
  name: 'product',
  pages: PRODUCT_PAGES,
  blankPages: [{ key: 'tripExportPdf', path: '/tripExportPdf', title: '行程导出' }],
};
