/** The five label kinds: each its own registry resource, tab of 标签管理 and editor route. Pure. */
import { LABEL_KINDS, LabelKind, RESOURCES, type LabelKindCode, type ResourceDef, type labelRow } from '@ta/contract';
import type { Answer } from '@/platform/answer-types';

export type LabelRow = Answer<typeof labelRow>;

export { LABEL_KINDS, LabelKind, type LabelKindCode };

export function labelResource(kind: LabelKindCode): ResourceDef {
  return RESOURCES[`label_${kind}`];
}

/** The detail-route key of a kind's editor (menu: productLevelEditor …). */
export function labelEditorKey(kind: LabelKindCode): `${LabelKindCode}Editor` {
  return `${kind}Editor`;
}

/** The tab a `kind` query parameter asks for (the first kind when absent or unknown). */
export function kindOfParam(param: string | null | undefined): LabelKindCode {
  return (LABEL_KINDS as readonly string[]).includes(param ?? '') ? (param as LabelKindCode) : LABEL_KINDS[0];
}

/** Colour presets of the label colour picker (antd's palette). */
export const LABEL_COLORS = ['#f5222d', '#fa541c', '#fa8c16', '#faad14', '#a0d911', '#52c41a', '#13c2c2', '#1677ff', '#2f54eb', '#722ed1', '#eb2f96', '#8c8c8c'];
