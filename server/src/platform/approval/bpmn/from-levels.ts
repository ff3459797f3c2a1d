/**
 * Levels → BPMN 2.0 XML with diagram interchange (shapes and edges with coordinates), so the bpmn-js
 * editor can open a flow that was never drawn. Levels without an amount threshold are user tasks on the
 * main line; a run of consecutive levels with the same `min_amount` sits on an upper branch between a
 * splitting exclusive gateway (condition `${amount >= N}`) and a joining one, the default flow skipping it.
 * bpmnToLevels(levelsToBpmn(levels)) gives the levels back.
 */
import { amountThresholdText, BPMN_TA_NAMESPACE, type ApprovalLevel } from '@ta/contract';
import { escapeXml } from './xml';
import { BPMN_MODEL_NS } from './to-levels';

const MID = 218;        // centre line of the main path
const BRANCH = 88;      // centre line of the amount branches
const GAP = 50;
const TASK = { w: 100, h: 80 };
const GW = 50;
const EV = 36;

interface Shape { id: string; x: number; y: number; w: number; h: number; marker?: boolean }
interface Edge { id: string; points: [number, number][] }

export interface BpmnOptions { processId?: string; processName?: string; copyUserIds?: number[] }

const NCNAME = /^[A-Za-z_][A-Za-z0-9_.-]{0,99}$/;
const a = (name: string, v: string | number) => ` ${name}="${escapeXml(String(v))}"`;

export function levelsToBpmn(levels: ApprovalLevel[], o: BpmnOptions = {}): string {
  const used = new Set<string>(['StartEvent_1', 'EndEvent_1']);
  const taskId = (l: ApprovalLevel, i: number) => {
    let id = l.node_id && NCNAME.test(l.node_id) && !used.has(l.node_id) ? l.node_id : `Activity_${i + 1}`;
    while (used.has(id)) id = `${id}_`;
    used.add(id);
    return id;
  };
  const proc: string[] = [];
  const shapes: Shape[] = [];
  const edges: Edge[] = [];
  const incoming = new Map<string, string[]>();
  const outgoing = new Map<string, string[]>();
  let flowNo = 0;
  const flow = (from: string, to: string, points: [number, number][], extra = ''): string => {
    const id = `Flow_${++flowNo}`;
    (outgoing.get(from) ?? outgoing.set(from, []).get(from)!).push(id);
    (incoming.get(to) ?? incoming.set(to, []).get(to)!).push(id);
    proc.push(`<bpmn:sequenceFlow${a('id', id)}${a('sourceRef', from)}${a('targetRef', to)}${extra}`);
    edges.push({ id, points });
    return id;
  };
  const nodes: { id: string; open: string; close: string }[] = [];
  const task = (l: ApprovalLevel, i: number, x: number, cy: number) => {
    const id = taskId(l, i);
    nodes.push({
      id,
      open: `<bpmn:userTask${a('id', id)}${a('name', l.name)}${a('ta:approverType', l.approver_type)}${l.approver_type === 'deptHead' ? '' : a('ta:approverIds', l.approver_ids.join(','))}${a('ta:mode', l.mode)}`,
      close: '</bpmn:userTask>',
    });
    shapes.push({ id, x, y: cy - TASK.h / 2, w: TASK.w, h: TASK.h });
    return id;
  };

  nodes.push({ id: 'StartEvent_1', open: `<bpmn:startEvent${a('id', 'StartEvent_1')}${a('name', '提交')}`, close: '</bpmn:startEvent>' });
  shapes.push({ id: 'StartEvent_1', x: 152, y: MID - EV / 2, w: EV, h: EV });
  let prev = 'StartEvent_1';
  let right = 152 + EV;
  let gwNo = 0;
  for (let i = 0; i < levels.length;) {
    const l = levels[i];
    if (l.min_amount == null) {
      const x = right + GAP;
      const id = task(l, i, x, MID);
      flow(prev, id, [[right, MID], [x, MID]], '/>');
      prev = id; right = x + TASK.w; i++;
      continue;
    }
    // A run of levels with the same threshold → one branch.
    const min = l.min_amount;
    let j = i;
    while (j < levels.length && levels[j].min_amount === min) j++;
    gwNo++;
    const split = `Gateway_${gwNo}_split`;
    const join = `Gateway_${gwNo}_join`;
    const gx = right + GAP;
    nodes.push({ id: split, open: `<bpmn:exclusiveGateway${a('id', split)}${a('name', `${amountThresholdText(min)}？`)}`, close: '</bpmn:exclusiveGateway>' });
    shapes.push({ id: split, x: gx, y: MID - GW / 2, w: GW, h: GW, marker: true });
    flow(prev, split, [[right, MID], [gx, MID]], '/>');
    let bx = gx + GW + GAP / 2;
    let bprev = '';
    for (let k = i; k < j; k++) {
      const id = task(levels[k], k, bx, BRANCH);
      if (!bprev) {
        flow(split, id, [[gx + GW / 2, MID - GW / 2], [gx + GW / 2, BRANCH], [bx, BRANCH]],
          `${a('name', '是')}><bpmn:conditionExpression xsi:type="bpmn:tFormalExpression">${escapeXml(`\${amount >= ${min}}`)}</bpmn:conditionExpression></bpmn:sequenceFlow>`);
      } else flow(bprev, id, [[bx - GAP, BRANCH], [bx, BRANCH]], '/>');
      bprev = id;
      bx += TASK.w + GAP;
    }
    const jx = bx - GAP + GAP / 2;
    nodes.push({ id: join, open: `<bpmn:exclusiveGateway${a('id', join)}`, close: '</bpmn:exclusiveGateway>' });
    shapes.push({ id: join, x: jx, y: MID - GW / 2, w: GW, h: GW, marker: true });
    flow(bprev, join, [[bx - GAP, BRANCH], [jx + GW / 2, BRANCH], [jx + GW / 2, MID - GW / 2]], '/>');
    const skip = flow(split, join, [[gx + GW, MID], [jx, MID]], `${a('name', '否')}/>`);
    nodes.find((n) => n.id === split)!.open += a('default', skip);
    prev = join; right = jx + GW; i = j;
  }
  const ex = right + GAP;
  nodes.push({ id: 'EndEvent_1', open: `<bpmn:endEvent${a('id', 'EndEvent_1')}${a('name', '结束')}`, close: '</bpmn:endEvent>' });
  shapes.push({ id: 'EndEvent_1', x: ex, y: MID - EV / 2, w: EV, h: EV });
  flow(prev, 'EndEvent_1', [[right, MID], [ex, MID]], '/>');

  const processId = o.processId && NCNAME.test(o.processId) ? o.processId : 'Process_1';
  const nodeXml = nodes.map((n) => {
    const kids = [...(incoming.get(n.id) ?? []).map((f) => `<bpmn:incoming>${f}</bpmn:incoming>`), ...(outgoing.get(n.id) ?? []).map((f) => `<bpmn:outgoing>${f}</bpmn:outgoing>`)];
    return `    ${n.open}>\n${kids.map((k) => `      ${k}\n`).join('')}    ${n.close}`;
  });
  const copy = o.copyUserIds?.length ? a('ta:copyUserIds', o.copyUserIds.join(',')) : '';
  const bounds = (s: Shape) => `<dc:Bounds${a('x', s.x)}${a('y', s.y)}${a('width', s.w)}${a('height', s.h)} />`;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<bpmn:definitions xmlns:bpmn="${BPMN_MODEL_NS}" xmlns:bpmndi="http://www.omg.org/spec/BPMN/20100524/DI" xmlns:dc="http://www.omg.org/spec/DD/20100524/DC" xmlns:di="http://www.omg.org/spec/DD/20100524/DI" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:ta="${BPMN_TA_NAMESPACE}" id="Definitions_1" targetNamespace="http://bpmn.io/schema/bpmn">`,
    `  <bpmn:process${a('id', processId)}${o.processName ? a('name', o.processName) : ''} isExecutable="true"${copy}>`,
    ...nodeXml,
    ...proc.map((p) => `    ${p}`),
    '  </bpmn:process>',
    '  <bpmndi:BPMNDiagram id="BPMNDiagram_1">',
    `    <bpmndi:BPMNPlane id="BPMNPlane_1"${a('bpmnElement', processId)}>`,
    ...shapes.map((s) => `      <bpmndi:BPMNShape${a('id', `${s.id}_di`)}${a('bpmnElement', s.id)}${s.marker ? ' isMarkerVisible="true"' : ''}>\n        ${bounds(s)}\n      </bpmndi:BPMNShape>`),
    ...edges.map((e) => `      <bpmndi:BPMNEdge${a('id', `${e.id}_di`)}${a('bpmnElement', e.id)}>\n${e.points.map(([x, y]) => `        <di:waypoint${a('x', x)}${a('y', y)} />\n`).join('')}      </bpmndi:BPMNEdge>`),
    '    </bpmndi:BPMNPlane>',
    '  </bpmndi:BPMNDiagram>',
    '</bpmn:definitions>',
    '',
  ].join('\n');
}
