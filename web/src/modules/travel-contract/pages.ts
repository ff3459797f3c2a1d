/** Pages of the travel-contract module for the page registry (menu key or detail-route key → lazy page). */
import type { PageLoader } from '../page-loader';

export const TRAVEL_CONTRACT_PAGES: Record<string, PageLoader> = {
  contractOrderApply: () => import('./ContractLists').then((m) => ({ default: m.ContractOrderApply })),
  contractList: () => import('./ContractLists').then((m) => ({ default: m.ContractList })),
  contractDetail: () => import('./ContractDetail').then((m) => ({ default: m.ContractDetailPage })),
  contractCancelApplyDetail: () => import('./ContractDetail').then((m) => ({ default: m.ContractCancelApplyDetail })),
};
