/** Endpoints and answer shapes of travel contracts (server/src/modules/travel-contract); answers from contract/src/travel-contract/answers.ts. */
import type {
  contractCancelDetail, contractCancelListRow, contractCancelRow, contractTemplateChoice, orderContracts, renderedContract, travelContractDetail,
  travelContractRow,
} from '@ta/contract';
import type { Answer } from '@/platform/answer-types';

const C = '/api/v1/contract';
export const TC_URLS = {
  applyList: `${C}/apply/list`, list: `${C}/list`, detail: `${C}/detail`, ofOrder: `${C}/ofOrder`, templates: `${C}/templates`, preview: `${C}/preview`,
  apply: `${C}/apply`, withdraw: `${C}/withdraw`, sign: `${C}/sign`, pdf: `${C}/pdf`,
  cancelApply: `${C}/cancel/apply`, cancelList: `${C}/cancel/list`, cancelDetail: `${C}/cancel/detail`,
} as const;
export const TCQ = { contract: 'travelContract', cancel: 'contractCancelApply', ofOrder: 'travelContractOfOrder' } as const;

export type ContractRow = Answer<typeof travelContractRow>;
export type RenderedContract = Answer<typeof renderedContract>;
export type ContractSection = RenderedContract['sections'][number];
/** A cancel application as stored (a contract's `cancel_applies`); the list adds the contract's code, order, customer and state. */
export type CancelRow = Answer<typeof contractCancelRow> & Partial<Answer<typeof contractCancelListRow>>;
export type ContractDetail = Answer<typeof travelContractDetail>;
export type CancelDetail = Answer<typeof contractCancelDetail>;
export type OrderContracts = Answer<typeof orderContracts>;
export type TemplateOption = Answer<typeof contractTemplateChoice>;
