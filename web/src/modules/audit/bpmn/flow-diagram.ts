/**
 * The bpmn-js Modeler behind /editBpmnFlow, wrapped in the few operations the page needs: load and save
 * XML, selection and change events, insert an approval task (or an amount branch: split gateway, task,
 * join gateway, default skip) into a sequence flow, set a task's approvers and a gateway's amount
 * condition through `modeling` (so every edit is undoable), and mark the elements a server message names.
 * Imported only by the editor page: bpmn-js and its CSS stay in that route's chunks.
 */
import Modeler from 'bpmn-js/lib/Modeler';
import 'bpmn-js/dist/assets/diagram-js.css';
import 'bpmn-js/dist/assets/bpmn-js.css';
import 'bpmn-js/dist/assets/bpmn-font/css/bpmn-embedded.css';
import { fenToYuan } from '@ta/contract';
import { dropPoint, type Point } from './geometry';
import { amountConditionText, formatIdList, parseAmountMin, TA, TA_MODDLE, taskApproverProps, type TaskApprovers } from './ta-attrs';

export interface ModdleObject {
  id: string;
  $type: string;
  name?: string;
  default?: ModdleObject;
  conditionExpression?: { body?: string };
  get(name: string): unknown;
}
export interface DiagramElement {
  id: string;
  type: string;
  businessObject: ModdleObject;
  x: number;
  y: number;
  width: number;
  height: number;
  incoming: DiagramElement[];
  outgoing: DiagramElement[];
  source?: DiagramElement;
  target?: DiagramElement;
  waypoints?: Point[];
  labelTarget?: DiagramElement;
  parent?: DiagramElement;
}

interface Modeling {
  updateProperties(el: DiagramElement, props: Record<string, unknown>): void;
  createShape(shape: DiagramElement, position: Point, target: DiagramElement): DiagramElement;
  moveElements(shapes: DiagramElement[], delta: Point): void;
  connect(source: DiagramElement, target: DiagramElement): DiagramElement;
}
interface ElementFactory { createShape(attrs: { type: string; businessObject?: ModdleObject }): DiagramElement }
interface BpmnFactory { create(type: string, attrs?: Record<string, unknown>): ModdleObject }
interface ElementRegistry { get(id: string): DiagramElement | undefined; getAll(): DiagramElement[] }
interface Canvas {
  getRootElement(): DiagramElement;
  zoom(level: 'fit-viewport' | number, center?: 'auto' | Point): number;
  addMarker(el: string, cls: string): void;
  removeMarker(el: string, cls: string): void;
}
interface Selection { select(el: DiagramElement | null): void; get(): DiagramElement[] }
interface EventBus { on(event: string, cb: (e: { newSelection?: DiagramElement[] }) => void): void }
interface CommandStack { undo(): void; redo(): void; canUndo(): boolean; canRedo(): boolean }

export const ERROR_MARKER = 'ta-bpmn-error';
const TASK_GAP = 150;
const BRANCH_ROOM = 420;
const BRANCH_RISE = 130;
const FIT_MARGIN = 0.85;

const isShape = (e: DiagramElement) => !e.waypoints && !e.labelTarget && e.type !== 'label' && Boolean(e.parent);
export const isTask = (e: DiagramElement | undefined) => e?.type === 'bpmn:UserTask' || e?.type === 'bpmn:Task';
export const isGateway = (e: DiagramElement | undefined) => e?.type === 'bpmn:ExclusiveGateway';
export const isFlow = (e: DiagramElement | undefined) => e?.type === 'bpmn:SequenceFlow';

export class FlowDiagram {
  private readonly modeler: Modeler;
  private readonly marked = new Set<string>();

  constructor(container: HTMLElement) {
    this.modeler = new Modeler({ container, moddleExtensions: { ta: TA_MODDLE } });
  }

  private get<T>(name: string): T { return this.modeler.get<T>(name); }
  private get modeling() { return this.get<Modeling>('modeling'); }
  private get registry() { return this.get<ElementRegistry>('elementRegistry'); }
  private get canvas() { return this.get<Canvas>('canvas'); }

  async load(xml: string): Promise<string[]> {
    this.marked.clear();
    const r = await this.modeler.importXML(xml);
    this.fit();
    return ((r.warnings ?? []) as unknown[]).map((w) => (typeof w === 'string' ? w : (w as { message?: string }).message ?? ''));
  }

  async xml(): Promise<string> {
    const r = await this.modeler.saveXML({ format: true });
    return r.xml ?? '';
  }

  destroy(): void { this.modeler.destroy(); }

  onSelect(cb: (el: DiagramElement | null) => void): void {
    this.get<EventBus>('eventBus').on('selection.changed', (e) => cb(e.newSelection?.[0] ?? null));
  }
  onChange(cb: () => void): void { this.get<EventBus>('eventBus').on('commandStack.changed', () => cb()); }

  root(): DiagramElement { return this.canvas.getRootElement(); }
  element(id: string): DiagramElement | undefined { return this.registry.get(id); }
  ids(): string[] { return this.registry.getAll().map((e) => e.id); }
  select(el: DiagramElement | null): void { this.get<Selection>('selection').select(el); }
  undo(): void { const c = this.get<CommandStack>('commandStack'); if (c.canUndo()) c.undo(); }
  redo(): void { const c = this.get<CommandStack>('commandStack'); if (c.canRedo()) c.redo(); }
  /** Fits the diagram, leaving room for the palette on the left when the diagram had to shrink. */
  fit(): void {
    const z = this.canvas.zoom('fit-viewport', 'auto');
    if (z < 1) this.canvas.zoom(z * FIT_MARGIN, 'auto');
  }

  /** The flow an insertion goes into: the selected flow, the single outgoing flow of the selection, or the flow into the end. */
  insertionFlow(selected: DiagramElement | null): DiagramElement | undefined {
    if (selected && isFlow(selected)) return selected;
    if (selected && selected.outgoing?.length === 1) return selected.outgoing[0];
    const end = this.registry.getAll().find((e) => e.type === 'bpmn:EndEvent');
    return end?.incoming[0];
  }

  /** Moves the flow's target and everything right of it to make `room` pixels of space. */
  private makeRoom(flow: DiagramElement, room: number): void {
    const target = flow.target!;
    const shapes = this.registry.getAll().filter((e) => isShape(e) && e.parent === target.parent && e.x >= target.x - 1);
    if (shapes.length) this.modeling.moveElements(shapes, { x: room, y: 0 });
  }

  private newTask(name: string, approvers?: TaskApprovers): DiagramElement {
    const bo = this.get<BpmnFactory>('bpmnFactory').create('bpmn:UserTask', { name, [TA.mode]: 'any', ...(approvers ? taskApproverProps(approvers) : { [TA.approverType]: 'role' }) });
    return this.get<ElementFactory>('elementFactory').createShape({ type: 'bpmn:UserTask', businessObject: bo });
  }

  /** Inserts a new approval task into the insertion flow of the selection; returns it (selected). */
  insertTask(selected: DiagramElement | null, name = '新审批节点'): DiagramElement | null {
    const flow = this.insertionFlow(selected);
    if (!flow?.target) return null;
    this.makeRoom(flow, TASK_GAP);
    const task = this.modeling.createShape(this.newTask(name), dropPoint(flow.waypoints ?? []), flow);
    this.select(task);
    return task;
  }

  /** Inserts an amount branch (split gateway → task on the upper branch → join; the default flow skips it). */
  insertAmountBranch(selected: DiagramElement | null, minFen: number, name = '金额审批'): DiagramElement | null {
    const flow = this.insertionFlow(selected);
    if (!flow?.target) return null;
    const gwBo = () => this.get<BpmnFactory>('bpmnFactory').create('bpmn:ExclusiveGateway');
    const gw = () => this.get<ElementFactory>('elementFactory').createShape({ type: 'bpmn:ExclusiveGateway', businessObject: gwBo() });
    this.makeRoom(flow, BRANCH_ROOM);
    const split = this.modeling.createShape(gw(), dropPoint(flow.waypoints ?? [], 60), flow);
    const rest = split.outgoing[0];
    const join = this.modeling.createShape(gw(), dropPoint(rest.waypoints ?? [], 300), rest);
    const mid = { x: Math.round((split.x + split.width / 2 + join.x + join.width / 2) / 2), y: split.y + split.height / 2 - BRANCH_RISE };
    const task = this.modeling.createShape(this.newTask(name), mid, this.root());
    const yes = this.modeling.connect(split, task);
    this.modeling.connect(task, join);
    this.setGatewayBranch(split, yes, minFen);
    this.select(task);
    return task;
  }

  /** Renames an element (its label follows). */
  rename(el: DiagramElement, name: string): void { this.modeling.updateProperties(el, { name: name.trim() || undefined }); }

  setApprovers(task: DiagramElement, a: TaskApprovers): void { this.modeling.updateProperties(task, taskApproverProps(a)); }

  copyUserIds(): number[] {
    const raw = this.root().businessObject.get(TA.copyUserIds);
    return typeof raw === 'string' ? raw.split(',').map(Number).filter((n) => Number.isInteger(n) && n > 0) : [];
  }
  setCopyUsers(ids: number[]): void { this.modeling.updateProperties(this.root(), { [TA.copyUserIds]: formatIdList(ids) }); }

  /** The amount branch of a gateway: which outgoing flow carries `amount >= N`, and N. */
  gatewayBranch(gateway: DiagramElement): { flowId: string | null; minFen: number | null } {
    for (const f of gateway.outgoing) {
      const min = parseAmountMin(f.businessObject.conditionExpression?.body);
      if (min !== null) return { flowId: f.id, minFen: min };
    }
    return { flowId: null, minFen: null };
  }

  /** One outgoing flow gets `${amount >= minFen}` (是), the others lose their condition and become the default (否). */
  setGatewayBranch(gateway: DiagramElement, condFlow: DiagramElement, minFen: number): void {
    const moddle = this.get<BpmnFactory>('bpmnFactory');
    let other: DiagramElement | undefined;
    for (const f of gateway.outgoing) {
      if (f === condFlow) {
        this.modeling.updateProperties(f, { name: '是', conditionExpression: moddle.create('bpmn:FormalExpression', { body: amountConditionText(minFen) }) });
      } else {
        other = f;
        this.modeling.updateProperties(f, { name: '否', conditionExpression: undefined });
      }
    }
    this.modeling.updateProperties(gateway, { name: `金额≥${fenToYuan(minFen)}元？`, default: other?.businessObject });
  }

  /** Marks the elements a validation message names (red outline); clears the previous marks. */
  markErrors(ids: readonly string[]): void {
    for (const id of this.marked) if (this.registry.get(id)) this.canvas.removeMarker(id, ERROR_MARKER);
    this.marked.clear();
    for (const id of ids) if (this.registry.get(id)) { this.canvas.addMarker(id, ERROR_MARKER); this.marked.add(id); }
  }
}
