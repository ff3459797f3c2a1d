/**
 * BPMN 2.0 XML (as bpmn-js writes it) → the engine's ordered levels. The engine runs a path of user tasks
 * from the start to the end; an exclusive gateway whose branch carries an amount condition
 * (`${amount >= 1000000}`, fen) adds the tasks on that branch as levels with `min_amount`, while the other
 * (default) branch skips them and rejoins. Anything the engine cannot run is refused with Chinese messages
 * naming the element.
 */
import { APPROVAL_MODES, APPROVER_TYPES, BPMN_TA_NAMESPACE, type ApprovalLevel, type ApprovalModeCode, type ApproverTypeCode } from '@ta/contract';
import { parseXml, XmlError, type XmlElement } from './xml';

export const BPMN_MODEL_NS = 'http://www.omg.org/spec/BPMN/20100524/MODEL';
const MAX_LEVELS = 20;
const END = '\u0000END';

type Kind = 'start' | 'end' | 'task' | 'gateway';
interface FlowNode { id: string; name: string; kind: Kind; el: XmlElement; defaultFlow?: string }
interface SeqFlow { id: string; name: string; source: string; target: string; condition?: string; el: XmlElement }

export type BpmnResult =
  | { ok: true; levels: ApprovalLevel[]; copy_user_ids?: number[]; process_id: string; process_name: string }
  | { ok: false; errors: string[] };

const KIND_OF: Record<string, Kind> = { startEvent: 'start', endEvent: 'end', userTask: 'task', task: 'task', exclusiveGateway: 'gateway' };
const KIND_LABEL: Record<Kind, string> = { start: '开始事件', end: '结束事件', task: '用户任务', gateway: '排他网关' };
/** Elements that carry no flow semantics: kept by the editor, ignored by the engine. */
const IGNORED = new Set(['laneSet', 'textAnnotation', 'association', 'documentation', 'extensionElements', 'dataObject',
  'dataObjectReference', 'dataStoreReference', 'group', 'category', 'property', 'ioSpecification']);
const UNSUPPORTED_LABEL: Record<string, string> = {
  parallelGateway: '并行网关', inclusiveGateway: '包容网关', eventBasedGateway: '事件网关', complexGateway: '复杂网关',
  serviceTask: '服务任务', scriptTask: '脚本任务', sendTask: '发送任务', receiveTask: '接收任务', manualTask: '手工任务',
  businessRuleTask: '业务规则任务', callActivity: '调用活动', subProcess: '子流程', adHocSubProcess: '子流程', transaction: '事务子流程',
  intermediateCatchEvent: '中间事件', intermediateThrowEvent: '中间事件', boundaryEvent: '边界事件',
};

const isBpmn = (el: XmlElement) => el.ns === BPMN_MODEL_NS || (el.ns === undefined && ['', 'bpmn', 'bpmn2'].includes(el.prefix));
const attr = (el: XmlElement, local: string) => el.attrs.find((a) => a.local === local && !a.prefix)?.value;
const taAttr = (el: XmlElement, local: string) =>
  el.attrs.find((a) => a.local === local && (a.ns === BPMN_TA_NAMESPACE || (a.ns === undefined && a.prefix === 'ta')))?.value;

export const describeNode = (n: { id: string; name: string; kind: Kind }) => `${KIND_LABEL[n.kind]}${n.name ? `「${n.name}」` : ''}（${n.id}）`;
const describeFlow = (f: SeqFlow) => `连线${f.name ? `「${f.name}」` : ''}（${f.id}）`;

/** An amount comparison of a gateway branch: `min` = applies at amount ≥ min; `below` = applies at amount < below. */
export type AmountCondition = { min: number } | { below: number };

/**
 * Parses `${amount >= 1000000}` (also `#{…}`, bare, `>`, `<`, `<=`, and the number on the left).
 * Returns null when the text is not one comparison of `amount` with an integer.
 */
export function parseAmountCondition(text: string): AmountCondition | null {
  let t = text.trim();
  if ((t.startsWith('${') || t.startsWith('#{')) && t.endsWith('}')) t = t.slice(2, -1).trim();
  const tokens: string[] = [];
  let i = 0;
  while (i < t.length) {
    const c = t[i];
    if (c === ' ' || c === '\t' || c === '\n' || c === '\r') { i++; continue; }
    if ('<>'.includes(c)) { const op = t[i + 1] === '=' ? `${c}=` : c; tokens.push(op); i += op.length; continue; }
    let j = i;
    while (j < t.length && /[A-Za-z0-9_.]/.test(t[j])) j++;
    if (j === i) return null;
    tokens.push(t.slice(i, j));
    i = j;
  }
  if (tokens.length !== 3) return null;
  let [left, op, right] = tokens;
  if (!['>=', '>', '<=', '<'].includes(op)) return null;
  if (right === 'amount' && left !== 'amount') {
    [left, right] = [right, left];
    op = ({ '>=': '<=', '>': '<', '<=': '>=', '<': '>' } as Record<string, string>)[op];
  }
  if (left !== 'amount' || !/^[0-9]{1,16}$/.test(right)) return null;
  const n = Number(right);
  if (op === '>=') return { min: n };
  if (op === '>') return { min: n + 1 };
  if (op === '<') return { below: n };
  return { below: n + 1 };
}

function parseIds(raw: string | undefined): number[] | null {
  if (raw === undefined || raw.trim() === '') return [];
  const ids = raw.split(',').map((s) => s.trim()).filter(Boolean);
  if (!ids.every((s) => /^[1-9][0-9]{0,9}$/.test(s))) return null;
  return [...new Set(ids.map(Number))];
}

/** Parses and converts a diagram; every problem found is listed, each naming its element. */
export function bpmnToLevels(xml: string): BpmnResult {
  let root: XmlElement;
  try { root = parseXml(xml); } catch (e) {
    if (e instanceof XmlError) return { ok: false, errors: [e.message] };
    throw e;
  }
  if (!isBpmn(root) || root.local !== 'definitions') return { ok: false, errors: [`根元素应为 bpmn:definitions（实际为 <${root.qname}>）`] };
  const processes = root.children.filter((c) => isBpmn(c) && c.local === 'process');
  const withNodes = processes.filter((p) => p.children.some((c) => isBpmn(c) && (c.local in KIND_OF || c.local in UNSUPPORTED_LABEL)));
  if (processes.length === 0) return { ok: false, errors: ['流程图中没有流程（bpmn:process）'] };
  if (withNodes.length > 1) return { ok: false, errors: [`只支持一个流程，图中有${withNodes.length}个：${withNodes.map((p) => attr(p, 'id') ?? '').join('、')}`] };
  const proc = withNodes[0] ?? processes[0];
  return convertProcess(root, proc);
}

interface Graph { nodes: Map<string, FlowNode>; outs: Map<string, SeqFlow[]>; ins: Map<string, SeqFlow[]> }
type Branch = { cond: SeqFlow; min: number; other: SeqFlow };
type TaskLevel = Omit<ApprovalLevel, 'min_amount'>;

function convertProcess(root: XmlElement, proc: XmlElement): BpmnResult {
  const errors: string[] = [];
  const g = readGraph(proc, errors);
  const checked = checkGraph(g, errors);
  if (errors.length || !checked) return { ok: false, errors };
  const levels = walkLevels(g, checked.start, checked.levelOf, checked.branches, errors);
  if (errors.length) return { ok: false, errors };
  if (levels.length === 0) return { ok: false, errors: ['流程中没有审批任务（用户任务）'] };
  if (levels.length > MAX_LEVELS) return { ok: false, errors: [`审批级别不能超过${MAX_LEVELS}个（图中有${levels.length}个用户任务）`] };
  for (const l of levels) if (l.min_amount === 0) l.min_amount = null;
  if (!levels.some((l) => l.min_amount == null)) return { ok: false, errors: ['流程中至少要有一个不带金额条件的用户任务'] };

  const copyRaw = taAttr(proc, 'copyUserIds') ?? taAttr(root, 'copyUserIds');
  const copy = parseIds(copyRaw);
  if (copy === null) return { ok: false, errors: [`流程的抄送人（ta:copyUserIds）格式不正确：“${copyRaw}”，应为以逗号分隔的用户ID`] };
  return {
    ok: true, levels, ...(copyRaw !== undefined ? { copy_user_ids: copy } : {}),
    process_id: attr(proc, 'id') ?? '', process_name: attr(proc, 'name') ?? '',
  };
}

/** The flow nodes and sequence flows of a process; unsupported elements and broken references are errors. */
function readGraph(proc: XmlElement, errors: string[]): Graph {
  const nodes = new Map<string, FlowNode>();
  const flows: SeqFlow[] = [];
  const seen = new Set<string>();
  for (const el of proc.children) {
    if (!isBpmn(el) || IGNORED.has(el.local)) continue;
    const id = attr(el, 'id') ?? '';
    const name = (attr(el, 'name') ?? '').trim();
    if (!id) { errors.push(`第${el.line}行的 <${el.qname}> 缺少 id`); continue; }
    if (seen.has(id)) { errors.push(`元素 id“${id}”重复`); continue; }
    seen.add(id);
    if (el.local === 'sequenceFlow') {
      const cond = el.children.find((c) => isBpmn(c) && c.local === 'conditionExpression');
      flows.push({ id, name, source: attr(el, 'sourceRef') ?? '', target: attr(el, 'targetRef') ?? '', condition: cond ? cond.text.trim() : undefined, el });
    } else if (el.local in KIND_OF) {
      nodes.set(id, { id, name, kind: KIND_OF[el.local], el, defaultFlow: attr(el, 'default') });
    } else {
      const what = UNSUPPORTED_LABEL[el.local] ?? `<${el.qname}>`;
      errors.push(`不支持的元素：${what}${name ? `「${name}」` : ''}（${id}）。审批流程只能使用开始事件、用户任务、排他网关、结束事件和连线`);
    }
  }
  const outs = new Map<string, SeqFlow[]>();
  const ins = new Map<string, SeqFlow[]>();
  const add = (m: Map<string, SeqFlow[]>, k: string, f: SeqFlow) => (m.get(k) ?? m.set(k, []).get(k)!).push(f);
  for (const f of flows) {
    const src = nodes.get(f.source);
    const dst = nodes.get(f.target);
    if (!src) errors.push(`${describeFlow(f)}的起点“${f.source}”不存在`);
    if (!dst) errors.push(`${describeFlow(f)}的终点“${f.target}”不存在`);
    if (src && dst) { add(outs, f.source, f); add(ins, f.target, f); }
  }
  return { nodes, outs, ins };
}

/** Start and end events, outgoing flows, task approvers, gateway branches, reachability and loops. */
function checkGraph(g: Graph, errors: string[]): { start: FlowNode; levelOf: Map<string, TaskLevel>; branches: Map<string, Branch> } | null {
  const all = [...g.nodes.values()];
  const starts = all.filter((n) => n.kind === 'start');
  if (starts.length === 0) errors.push('流程缺少开始事件');
  if (starts.length > 1) errors.push(`流程只能有一个开始事件，图中有${starts.length}个：${starts.map(describeNode).join('、')}`);
  if (!all.some((n) => n.kind === 'end')) errors.push('流程缺少结束事件');
  const levelOf = new Map<string, TaskLevel>();
  for (const n of all) {
    const o = g.outs.get(n.id) ?? [];
    if (n.kind === 'start' && (g.ins.get(n.id) ?? []).length) errors.push(`${describeNode(n)}不能有进入的连线`);
    if (n.kind === 'end' && o.length) errors.push(`${describeNode(n)}不能有出口连线`);
    if (n.kind !== 'end' && o.length === 0) errors.push(`${describeNode(n)}没有出口连线（悬空），流程无法到达结束事件`);
    if ((n.kind === 'task' || n.kind === 'start') && o.length > 1) errors.push(`${describeNode(n)}只能有一条出口连线，分支请使用排他网关`);
    if (n.kind !== 'gateway') for (const f of o) if (f.condition) errors.push(`${describeFlow(f)}设置了条件，只有排他网关的出口连线可以设置金额条件`);
    if (n.kind === 'task') {
      const lv = taskLevel(n, errors);
      if (lv) levelOf.set(n.id, lv);
    }
  }
  const branches = new Map<string, Branch>();
  for (const n of all.filter((x) => x.kind === 'gateway')) {
    const b = classifyGateway(n, g.outs.get(n.id) ?? [], errors);
    if (b) branches.set(n.id, b);
  }
  if (starts.length !== 1) return null;
  checkReachable(starts[0], all, g.outs, errors);
  checkLoops(starts[0], g.nodes, g.outs, errors);
  return { start: starts[0], levelOf, branches };
}

/**
 * Walks the (loop-free, checked) graph from the start: tasks become levels in order; at a splitting
 * gateway the amount branch is walked with the higher threshold until it meets the other branch, which
 * may only pass through gateways (it skips the amount branch's tasks and rejoins).
 */
function walkLevels(g: Graph, start: FlowNode, levelOf: Map<string, TaskLevel>, branches: Map<string, Branch>, errors: string[]): ApprovalLevel[] {
  const norm = (id: string) => (g.nodes.get(id)!.kind === 'end' ? END : id);
  const next = (id: string) => norm(g.outs.get(id)![0].target);
  const levels: ApprovalLevel[] = [];
  const walk = (from: string, min: number | null, stop: Set<string>): string | null => {
    let cur = from;
    for (;;) {
      if (stop.has(cur) || cur === END) return cur;
      const n = g.nodes.get(cur)!;
      const b = branches.get(n.id);
      if (n.kind === 'task') levels.push({ ...levelOf.get(n.id)!, min_amount: min });
      if (!b) { cur = next(cur); continue; }
      const skip = new Set<string>();
      for (let s = norm(b.other.target); ; s = next(s)) {
        skip.add(s);
        if (s === END || stop.has(s) || g.nodes.get(s)!.kind !== 'gateway' || branches.has(s)) break;
      }
      const joined = walk(norm(b.cond.target), Math.max(min ?? 0, b.min), new Set([...stop, ...skip]));
      if (joined === null) return null;
      if (!skip.has(joined)) {
        errors.push(`${describeNode(n)}的金额分支没有与其他分支汇合：其他分支${describeFlow(b.other)}上不能有审批任务（金额条件只能增加审批级别）`);
        return null;
      }
      cur = joined;
    }
  };
  walk(start.id, null, new Set());
  return levels;
}

function taskLevel(n: FlowNode, errors: string[]): Omit<ApprovalLevel, 'min_amount'> | null {
  const type = taAttr(n.el, 'approverType')?.trim();
  const rawIds = taAttr(n.el, 'approverIds');
  const mode = (taAttr(n.el, 'mode')?.trim() || 'any') as ApprovalModeCode;
  if (!type) { errors.push(`${describeNode(n)}未设置审批人（缺少 ta:approverType）`); return null; }
  if (!(APPROVER_TYPES as readonly string[]).includes(type)) {
    errors.push(`${describeNode(n)}的审批人类型“${type}”不正确，应为 role、position、users 或 deptHead`); return null;
  }
  const ids = parseIds(rawIds);
  if (ids === null) { errors.push(`${describeNode(n)}的审批人（ta:approverIds）格式不正确：“${rawIds}”，应为以逗号分隔的ID`); return null; }
  if (type !== 'deptHead' && ids.length === 0) { errors.push(`${describeNode(n)}未设置审批人（ta:approverIds 为空）`); return null; }
  if (!(APPROVAL_MODES as readonly string[]).includes(mode)) { errors.push(`${describeNode(n)}的审批方式“${mode}”不正确，应为 any 或 all`); return null; }
  return { name: (n.name || n.id).slice(0, 50), approver_type: type as ApproverTypeCode, approver_ids: type === 'deptHead' ? [] : ids, mode, node_id: n.id };
}

/** A splitting gateway must have one amount branch (≥) and one other branch (default, unconditioned, or the complement). */
function classifyGateway(g: FlowNode, o: SeqFlow[], errors: string[]): { cond: SeqFlow; min: number; other: SeqFlow } | null {
  if (o.length === 1) {
    if (o[0].condition) errors.push(`${describeFlow(o[0])}设置了条件，但${describeNode(g)}只有这一条出口连线`);
    return null;
  }
  if (o.length !== 2) {
    if (o.length > 2) errors.push(`${describeNode(g)}有${o.length}条出口连线，只支持两条：一条金额条件分支和一条其他分支（多档金额请串联多个网关）`);
    return null;
  }
  const conds: { f: SeqFlow; min: number }[] = [];
  const others: { f: SeqFlow; below?: number }[] = [];
  for (const f of o) {
    if (f.id === g.defaultFlow) {
      if (f.condition) errors.push(`${describeFlow(f)}是默认连线，不能再设置条件`);
      others.push({ f });
      continue;
    }
    if (!f.condition) { others.push({ f }); continue; }
    const c = parseAmountCondition(f.condition);
    if (!c) { errors.push(`${describeFlow(f)}的条件“${f.condition}”不是金额比较，只支持形如 \${amount >= 1000000}（单位：分）的条件`); return null; }
    if ('min' in c) conds.push({ f, min: c.min }); else others.push({ f, below: c.below });
  }
  if (conds.length !== 1 || others.length !== 1) {
    if (conds.length === 0) errors.push(`${describeNode(g)}的出口连线缺少金额条件，请给一条连线设置形如 \${amount >= 1000000} 的条件，另一条设为默认`);
    else errors.push(`${describeNode(g)}只能有一条“金额≥”条件分支，另一条须为默认分支或其补集（amount < 同一金额）`);
    return null;
  }
  const below = others[0].below;
  if (below !== undefined && below !== conds[0].min) {
    errors.push(`${describeFlow(others[0].f)}的条件与${describeFlow(conds[0].f)}不互补：请使用 amount < ${conds[0].min}，或将其设为默认连线`);
    return null;
  }
  return { cond: conds[0].f, min: conds[0].min, other: others[0].f };
}

function checkReachable(start: FlowNode, all: FlowNode[], outs: Map<string, SeqFlow[]>, errors: string[]): void {
  const seen = new Set([start.id]);
  const queue = [start.id];
  while (queue.length) for (const f of outs.get(queue.shift()!) ?? []) if (!seen.has(f.target)) { seen.add(f.target); queue.push(f.target); }
  for (const n of all) if (!seen.has(n.id)) errors.push(`${describeNode(n)}无法从开始事件到达（悬空）`);
}

/** Depth-first search from the start; a back edge is a loop, reported with the elements on it. */
function checkLoops(start: FlowNode, nodes: Map<string, FlowNode>, outs: Map<string, SeqFlow[]>, errors: string[]): void {
  const state = new Map<string, 1 | 2>();
  const path: string[] = [];
  const reported = new Set<string>();
  const visit = (id: string): void => {
    state.set(id, 1);
    path.push(id);
    for (const f of outs.get(id) ?? []) {
      const s = state.get(f.target);
      if (s === 1) {
        const cycle = path.slice(path.indexOf(f.target));
        const key = [...cycle].sort().join(',');
        if (!reported.has(key)) {
          reported.add(key);
          errors.push(`流程存在循环：${[...cycle, f.target].map((x) => describeNode(nodes.get(x)!)).join(' → ')}，审批流程不能回退或重复`);
        }
      } else if (!s) visit(f.target);
    }
    path.pop();
    state.set(id, 2);
  };
  visit(start.id);
}
