/** Pages of this module for the page registry (menu key or detail-route key → lazy page). */
import type { PageLoader, WebModule } from '@/platform/module';

const labelEditor = (kind: 'productLevel' | 'productLabel' | 'property' | 'serviceType' | 'groupType'): PageLoader =>
  () => import('./label/LabelEditor').then((m) => ({ default: m.LABEL_EDITORS[kind] }));

export const BASIC_PAGES: Record<string, PageLoader> = {
  dictionaryList: () => import('./dictionary/DictionaryList').then((m) => ({ default: m.DictionaryList })),
  dictionaryEditor: () => import('./dictionary/DictionaryEditor').then((m) => ({ default: m.DictionaryEditor })),
  labelList: () => import('./label/LabelList').then((m) => ({ default: m.LabelList })),
  productLevelEditor: labelEditor('productLevel'),
  productLabelEditor: labelEditor('productLabel'),
  propertyEditor: labelEditor('property'),
  serviceTypeEditor: labelEditor('serviceType'),
  groupTypeEditor: labelEditor('groupType'),
  areaList: () => import('./area/AreaPage').then((m) => ({ default: m.AreaPage })),
  numberRuleList: () => import('./number-rule/NumberRuleList').then((m) => ({ default: m.NumberRuleList })),
  travelTemplateList: () => import('./travel-template/TravelTemplateList').then((m) => ({ default: m.TravelTemplateList })),
  travelTemplateEditor: () => import('./travel-template/TravelTemplateEditor').then((m) => ({ default: m.TravelTemplateEditor })),
  messageTemplateList: () => import('./message-template/MessageTemplateList').then((m) => ({ default: m.MessageTemplateList })),
  contractTemplateList: () => import('./contract/ContractTemplateList').then((m) => ({ default: m.ContractTemplateList })),
  contractTemplateEditor: () => import('./contract/ContractTemplateEditor').then((m) => ({ default: m.ContractTemplateEditor })),
  contractKeyList: () => import('./contract/ContractKeyList').then((m) => ({ default: m.ContractKeyList })),
  contractKeyEditor: () => import('./contract/ContractKeyEditor').then((m) => ({ default: m.ContractKeyEditor })),
  chatPlatform: () => import('./chat-platform/ChatPlatformList').then((m) => ({ default: m.ChatPlatformList })),
  syncShop: () => import('./shop-sync/ShopSyncPage').then((m) => ({ default: m.ShopSyncPage })),
};

/** The module's web manifest (one entry in web/src/modules/pages.ts). */
export const BASIC_MODULE: WebModule = {
  name: 'basic',
  pages: BASIC_PAGES,
};
