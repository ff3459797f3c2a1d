/** Pages of the travel-contract module for the page registry (menu key or detail-route key → lazy page). */
import type { PageLoader, WebModule } from '@/platform/module';

export const TRAVEL_CONTRACT_PAGES: Record<string, PageLoader> = {
  contractOrderApply: () => import('./ContractLists').then((m) => ({ default: m.ContractOrderApply })),
  contractList: () => import('./ContractLists').then((m) => ({ default: m.ContractList })),
  contractDetail: () => import('./ContractDetail').then((m) => ({ default: m.ContractDetailPage })),
  contractCancelApplyDetail: () => import('./ContractDetail').then((m) => ({ default: m.ContractCancelApplyDetail })),
};

/** The module's web manifest (one entry in web/src/modules/pages.ts). */
export const TRAVEL_CONTRACT_MODULE: WebModule = {
  name: 'travel-contract',
  pages: TRAVEL_CONTRACT_PAGES,
};
