/** Rows of the data dictionary as the server answers them (contract/src/basic/answers.ts). */
import type { dictItemRow, dictTypeRow } from '@ta/contract';
import type { Answer } from '@/platform/answer-types';

export type DictTypeRow = Answer<typeof dictTypeRow>;
export type DictItemRow = Answer<typeof dictItemRow>;
