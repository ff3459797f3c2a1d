/**
 * Answer schemas of the basic settings (issue 18): dictionary, labels, areas, number rules, templates, contract
 * keys and chat platforms. Rows come from the create schemas (`rowOf`) plus the columns the server sets.
 */
import { z } from 'zod';
import { rowOf, treeAnswer } from '../common/answers';
import {
  areaCreate, chatPlatformCreate, contractKeyCreate, contractTemplateCreate, dictItemCreate, dictTypeCreate, labelCreate,
  messageTemplateCreate, numberRuleUpdate, travelTemplateCreate,
  AreaKind, LABEL_KINDS, NumberDocType, type AreaKindCode, type LabelKindCode, type NumberDocTypeCode,
} from './basic';

export const dictTypeRow = rowOf(dictTypeCreate, { builtin: z.boolean(), item_count: z.number().optional() });
export const dictItemRow = rowOf(dictItemCreate);
export const labelRow = rowOf(labelCreate, { kind: z.enum(LABEL_KINDS as [LabelKindCode, ...LabelKindCode[]]) });
export const areaRow = rowOf(areaCreate, {
  value: z.number(), parent_value: z.number().nullable(), kind: z.enum(Object.keys(AreaKind) as [AreaKindCode, ...AreaKindCode[]]), country_id: z.number().nullable(), enabled: z.boolean(),
  builtin: z.boolean(), child_count: z.number().optional(),
});
export const numberRuleRow = rowOf(numberRuleUpdate, { doc_type: z.enum(Object.keys(NumberDocType) as [NumberDocTypeCode, ...NumberDocTypeCode[]]), doc_type_name: z.string(), next_number: z.string().optional() });
export const travelTemplateRow = rowOf(travelTemplateCreate, { day_count: z.number() });
export const messageTemplateRow = rowOf(messageTemplateCreate);
export const contractKeyRow = rowOf(contractKeyCreate, { used_by: z.array(z.string()).optional() });
export const contractTemplateRow = rowOf(contractTemplateCreate, { keys: z.array(z.string()) });
/** The secrets leave only masked (`ab****yz`), each with whether it is set. */
export const chatPlatformRow = rowOf(chatPlatformCreate, {
  app_secret_set: z.boolean(), token_set: z.boolean(), aes_key_set: z.boolean(),
});

/** An option of a select (dictionary items by code, labels by id). */
export const dictOptionRow = z.object({ value: z.string(), label: z.string(), extra: z.string().nullable() });
export const labelOptionRow = z.object({ value: z.number(), label: z.string(), code: z.string().nullable(), color: z.string().nullable() });

/** The area fields a record stores, each with its name. */
export const areaPathAnswer = z.object({
  country_id: z.number().nullable(), country_name: z.string().nullable(), district_id: z.number().nullable(), district_name: z.string().nullable(),
  province_id: z.number().nullable(), province_name: z.string().nullable(), city_id: z.number().nullable(), city_name: z.string().nullable(),
  county_id: z.number().nullable(), county_name: z.string().nullable(),
});
/** A node of the area tree: root → district → province → city → county (foreign: root → country → city). */
export const areaTreeNode = treeAnswer({ value: z.number(), zh_name: z.string(), en_name: z.string().optional(), country_id: z.number().nullable() }, 6);
/** The whole tree with its version (`tree` null when the caller already holds this version). */
export const areaTreeAnswer = z.object({ version: z.string(), area_type: z.number(), not_modified: z.boolean(), tree: z.array(areaTreeNode).nullable() });
export const areaQueryRow = z.object({
  value: z.number(), parent_value: z.number().nullable(), kind: z.string(), zh_name: z.string(), en_name: z.string().nullable(),
  country_id: z.number().nullable(), has_children: z.boolean(), full_name: z.string(), path: areaPathAnswer,
});
export const numberPreviewAnswer = z.object({
  number: z.string(),
  rule: z.object({ prefix: z.string(), date_part: z.string(), seq_length: z.number(), reset_period: z.string() }),
});
