/**
 * Our BPMN vocabulary, pure (no bpmn-js import, so it is unit-tested and cheap): the `ta:` attributes
 * the approval engine reads (server/src/platform/approval/bpmn/to-levels.ts) — on a user task
 * `ta:approverType` (role | position | users | deptHead), `ta:approverIds` ("1,2,3") and `ta:mode`
 * (any | all); on the process `ta:copyUserIds` — as a moddle extension for the modeler, and the amount
 * conditions of exclusive-gateway branches (`${amount >= 1000000}`, in fen).
 */
import { APPROVAL_MODES, APPROVER_TYPES, BPMN_TA_NAMESPACE, type ApprovalModeCode, type ApproverTypeCode } from '@ta/contract';

/** Moddle extension: bpmn-js then reads and writes the attributes as `ta:*` properties. */
export const TA_MODDLE = {
  name: 'TravelAgency',
  uri: BPMN_TA_NAMESPACE,
  prefix: 'ta',
  xml: { tagAlias: 'lowerCase' },
  types: [
    {
      name: 'ApprovalTask',
      extends: ['bpmn:UserTask'],
      properties: [
        { name: 'approverType', isAttr: true, type: 'String' },
        { name: 'approverIds', isAttr: true, type: 'String' },
        { name: 'mode', isAttr: true, type: 'String' },
      ],
    },
    {
      name: 'ApprovalProcess',
      extends: ['bpmn:Process'],
      properties: [{ name: 'copyUserIds', isAttr: true, type: 'String' }],
    },
  ],
  enumerations: [],
  associations: [],
};

export const TA = { approverType: 'ta:approverType', approverIds: 'ta:approverIds', mode: 'ta:mode', copyUserIds: 'ta:copyUserIds' } as const;

/** "3, 1,x,3" → [3, 1]: positive integer ids, in order, without duplicates; anything else is dropped. */
export function parseIdList(raw: unknown): number[] {
  if (typeof raw !== 'string' && typeof raw !== 'number') return [];
  const out: number[] = [];
  for (const part of String(raw).split(',')) {
    const s = part.trim();
    if (!/^[1-9][0-9]{0,9}$/.test(s)) continue;
    const n = Number(s);
    if (!out.includes(n)) out.push(n);
  }
  return out;
}

/** [3, 1] → "3,1"; none → undefined (the attribute is removed). */
export function formatIdList(ids: readonly number[] | null | undefined): string | undefined {
  const clean = (ids ?? []).filter((n) => Number.isInteger(n) && n > 0);
  return clean.length ? [...new Set(clean)].join(',') : undefined;
}

export interface TaskApprovers { approverType?: ApproverTypeCode; approverIds: number[]; mode: ApprovalModeCode }

/** The approvers of a user task from its business object's `get`. */
export function readTaskApprovers(get: (name: string) => unknown): TaskApprovers {
  const type = String(get(TA.approverType) ?? '').trim();
  const mode = String(get(TA.mode) ?? '').trim();
  return {
    approverType: (APPROVER_TYPES as readonly string[]).includes(type) ? (type as ApproverTypeCode) : undefined,
    approverIds: parseIdList(get(TA.approverIds)),
    mode: (APPROVAL_MODES as readonly string[]).includes(mode) ? (mode as ApprovalModeCode) : 'any',
  };
}

/** Properties for `modeling.updateProperties` (a department head names nobody: the ids are removed). */
export function taskApproverProps(a: TaskApprovers): Record<string, string | undefined> {
  return {
    [TA.approverType]: a.approverType,
    [TA.approverIds]: a.approverType === 'deptHead' ? undefined : formatIdList(a.approverIds),
    [TA.mode]: a.mode,
  };
}

/** Is the task's approver setting complete (what the server will refuse otherwise)? */
export function approversMissing(a: TaskApprovers): string | null {
  if (!a.approverType) return '未设置审批人类型';
  if (a.approverType !== 'deptHead' && a.approverIds.length === 0) return '未选择审批人';
  return null;
}

/** The condition of an amount branch: amount (fen) at least `fen`. */
export function amountConditionText(fen: number): string {
  return `\${amount >= ${fen}}`;
}

/**
 * The threshold (fen) of a branch condition `${amount >= N}` (also `#{…}`, bare, `>`: N + 1, and the
 * number on the left); null for anything else (the server explains what it refuses).
 */
export function parseAmountMin(text: string | null | undefined): number | null {
  if (!text) return null;
  let t = text.trim();
  if ((t.startsWith('${') || t.startsWith('#{')) && t.endsWith('}')) t = t.slice(2, -1).trim();
  let m = /^amount\s*(>=|>)\s*([0-9]{1,16})$/.exec(t);
  if (m) return Number(m[2]) + (m[1] === '>' ? 1 : 0);
  m = /^([0-9]{1,16})\s*(<=|<)\s*amount$/.exec(t);
  if (m) return Number(m[1]) + (m[2] === '<' ? 1 : 0);
  return null;
}

/** Ids of diagram elements a server message names ("用户任务「经理」（Activity_2）…"), in order. */
export function elementIdsInMessage(msg: string, knownIds: Iterable<string>): string[] {
  const known = new Set(knownIds);
  const out: string[] = [];
  for (const m of msg.matchAll(/（([A-Za-z_][A-Za-z0-9_.-]*)）/g)) if (known.has(m[1]) && !out.includes(m[1])) out.push(m[1]);
  return out;
}

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A diagram with only 提交 → 结束, for a type that has no flow yet. */
export function emptyFlowXml(processId: string, processName: string): string {
  const pid = /^[A-Za-z_][A-Za-z0-9_.-]*$/.test(processId) ? processId : 'Process_1';
  return `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:bpmndi="http://www.omg.org/spec/BPMN/20100524/DI" xmlns:dc="http://www.omg.org/spec/DD/20100524/DC" xmlns:di="http://www.omg.org/spec/DD/20100524/DI" xmlns:ta="${BPMN_TA_NAMESPACE}" id="Definitions_1" targetNamespace="http://bpmn.io/schema/bpmn">
  <bpmn:process id="${pid}" name="${esc(processName)}" isExecutable="true">
    <bpmn:startEvent id="StartEvent_1" name="提交"><bpmn:outgoing>Flow_1</bpmn:outgoing></bpmn:startEvent>
    <bpmn:endEvent id="EndEvent_1" name="结束"><bpmn:incoming>Flow_1</bpmn:incoming></bpmn:endEvent>
    <bpmn:sequenceFlow id="Flow_1" sourceRef="StartEvent_1" targetRef="EndEvent_1" />
  </bpmn:process>
  <bpmndi:BPMNDiagram id="BPMNDiagram_1">
    <bpmndi:BPMNPlane id="BPMNPlane_1" bpmnElement="${pid}">
      <bpmndi:BPMNShape id="StartEvent_1_di" bpmnElement="StartEvent_1"><dc:Bounds x="152" y="200" width="36" height="36" /></bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="EndEvent_1_di" bpmnElement="EndEvent_1"><dc:Bounds x="452" y="200" width="36" height="36" /></bpmndi:BPMNShape>
      <bpmndi:BPMNEdge id="Flow_1_di" bpmnElement="Flow_1"><di:waypoint x="188" y="218" /><di:waypoint x="452" y="218" /></bpmndi:BPMNEdge>
    </bpmndi:BPMNPlane>
  </bpmndi:BPMNDiagram>
</bpmn:definitions>
`;
}
