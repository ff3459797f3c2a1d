/**
 * BPMN handling of the approval engine: reading diagrams as bpmn-js writes them (bpmn:, bpmn2: and
 * unprefixed namespaces, attributes in any order, self-closing tags, CDATA), converting them to levels,
 * refusing what the engine cannot run (naming the element), writing levels back as BPMN with diagram
 * interchange, and the flow-settings routes that store a diagram and run the engine from it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApprovalLevel } from '@ta/contract';
import { bpmnToLevels, parseAmountCondition } from '../src/platform/approval/bpmn/to-levels';
import { levelsToBpmn } from '../src/platform/approval/bpmn/from-levels';
import { parseXml } from '../src/platform/approval/bpmn/xml';
import { registerAuditHandler, unregisterAuditHandler } from '../src/platform/approval/registry';
import { hasChinese, startServer, type TestServer } from './harness';
import { loadOrg, okData, type Org, type Page } from './fixtures';

const NS = 'xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:bpmndi="http://www.omg.org/spec/BPMN/20100524/DI" xmlns:dc="http://www.omg.org/spec/DD/20100524/DC" xmlns:di="http://www.omg.org/spec/DD/20100524/DI" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:ta="http://travel-agency/schema/bpmn"';

/** A diagram as bpmn-js exports it: finance, then (≥ 10,000 元) a countersign of two users, then the end. */
const bpmnJs = (financeRole = 4, users = '5, 6') => `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions ${NS} id="Definitions_0fr9mxs" targetNamespace="http://bpmn.io/schema/bpmn" exporter="bpmn-js (https://demo.bpmn.io)" exporterVersion="17.11.1">
  <bpmn:process id="Process_loan" name="借款审批" isExecutable="false" ta:copyUserIds="7">
    <bpmn:startEvent id="StartEvent_1" name="提交">
      <bpmn:outgoing>Flow_1</bpmn:outgoing>
    </bpmn:startEvent>
    <bpmn:userTask id="Activity_finance" name="财务审核" ta:approverType="role" ta:approverIds="${financeRole}" ta:mode="any">
      <bpmn:incoming>Flow_1</bpmn:incoming>
      <bpmn:outgoing>Flow_2</bpmn:outgoing>
    </bpmn:userTask>
    <bpmn:sequenceFlow id="Flow_1" sourceRef="StartEvent_1" targetRef="Activity_finance" />
    <bpmn:exclusiveGateway id="Gateway_amount" name="金额 &gt;= 1万？" default="Flow_small">
      <bpmn:incoming>Flow_2</bpmn:incoming>
      <bpmn:outgoing>Flow_big</bpmn:outgoing>
      <bpmn:outgoing>Flow_small</bpmn:outgoing>
    </bpmn:exclusiveGateway>
    <bpmn:sequenceFlow id="Flow_2" sourceRef="Activity_finance" targetRef="Gateway_amount" />
    <!-- attributes in another order, self-closing -->
    <bpmn:userTask ta:mode="all" name="经理&amp;总监会签" ta:approverIds='${users}' id="Activity_sign" ta:approverType="users"/>
    <bpmn:sequenceFlow id="Flow_big" name="≥1万" sourceRef="Gateway_amount" targetRef="Activity_sign">
      <bpmn:conditionExpression xsi:type="bpmn:tFormalExpression">\${amount &gt;= 1000000}</bpmn:conditionExpression>
    </bpmn:sequenceFlow>
    <bpmn:exclusiveGateway id="Gateway_join" />
    <bpmn:sequenceFlow id="Flow_small" sourceRef="Gateway_amount" targetRef="Gateway_join" />
    <bpmn:sequenceFlow id="Flow_3" sourceRef="Activity_sign" targetRef="Gateway_join" />
    <bpmn:endEvent id="Event_end" name="结束" />
    <bpmn:sequenceFlow id="Flow_4" sourceRef="Gateway_join" targetRef="Event_end" />
  </bpmn:process>
  <bpmndi:BPMNDiagram id="BPMNDiagram_1">
    <bpmndi:BPMNPlane id="BPMNPlane_1" bpmnElement="Process_loan">
      <bpmndi:BPMNShape id="_BPMNShape_StartEvent_2" bpmnElement="StartEvent_1"><dc:Bounds x="179" y="99" width="36" height="36" /></bpmndi:BPMNShape>
      <bpmndi:BPMNEdge id="Flow_1_di" bpmnElement="Flow_1"><di:waypoint x="215" y="117" /><di:waypoint x="270" y="117" /></bpmndi:BPMNEdge>
    </bpmndi:BPMNPlane>
  </bpmndi:BPMNDiagram>
</bpmn:definitions>
`;

/** bpmn2: prefix, CDATA conditions, two thresholds in sequence, a department-head level. */
const bpmn2 = `<?xml version="1.0" encoding="UTF-8"?>
<bpmn2:definitions xmlns:bpmn2="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:ta="http://travel-agency/schema/bpmn" id="d">
  <bpmn2:process id="p">
    <bpmn2:startEvent id="s"/>
    <bpmn2:sequenceFlow id="f1" sourceRef="s" targetRef="head"/>
    <bpmn2:userTask id="head" name="部门负责人" ta:approverType="deptHead"/>
    <bpmn2:sequenceFlow id="f2" sourceRef="head" targetRef="g1"/>
    <bpmn2:exclusiveGateway id="g1"/>
    <bpmn2:sequenceFlow id="f3" sourceRef="g1" targetRef="mgr"><bpmn2:conditionExpression><![CDATA[ \${amount >= 1000000} ]]></bpmn2:conditionExpression></bpmn2:sequenceFlow>
    <bpmn2:sequenceFlow id="f4" sourceRef="g1" targetRef="g2"/>
    <bpmn2:userTask id="mgr" name="经理" ta:approverType="role" ta:approverIds="5"/>
    <bpmn2:sequenceFlow id="f5" sourceRef="mgr" targetRef="g2"/>
    <bpmn2:exclusiveGateway id="g2"/>
    <bpmn2:sequenceFlow id="f6" sourceRef="g2" targetRef="gm"><bpmn2:conditionExpression><![CDATA[amount > 4999999]]></bpmn2:conditionExpression></bpmn2:sequenceFlow>
    <bpmn2:sequenceFlow id="f7" sourceRef="g2" targetRef="e"/>
    <bpmn2:userTask id="gm" name="总经理" ta:approverType="users" ta:approverIds="1"/>
    <bpmn2:sequenceFlow id="f8" sourceRef="gm" targetRef="e2"/>
    <bpmn2:endEvent id="e"/>
    <bpmn2:endEvent id="e2"/>
  </bpmn2:process>
</bpmn2:definitions>`;

/** Unprefixed (default namespace), single quotes, a nested threshold and a complementary condition on the skip branch. */
const plain = `<definitions xmlns='http://www.omg.org/spec/BPMN/20100524/MODEL' xmlns:ta='http://travel-agency/schema/bpmn'>
  <process id='p1'>
    <startEvent id='s'/><endEvent id='e'/>
    <userTask id='t1' name='初审' ta:approverType='position' ta:approverIds='2'/>
    <exclusiveGateway id='g'/><exclusiveGateway id='j'/>
    <userTask id='t2' name='复审' ta:approverType='role' ta:approverIds='3' ta:mode='all'/>
    <exclusiveGateway id='g2'/>
    <userTask id='t3' name='终审' ta:approverType='users' ta:approverIds='9'/>
    <sequenceFlow id='a' sourceRef='s' targetRef='t1'/>
    <sequenceFlow id='b' sourceRef='t1' targetRef='g'/>
    <sequenceFlow id='c' sourceRef='g' targetRef='t2'><conditionExpression>#{ 200000 &lt;= amount }</conditionExpression></sequenceFlow>
    <sequenceFlow id='d' sourceRef='g' targetRef='j'><conditionExpression>\${amount &lt; 200000}</conditionExpression></sequenceFlow>
    <sequenceFlow id='f' sourceRef='t2' targetRef='g2'/>
    <sequenceFlow id='h' sourceRef='g2' targetRef='t3'><conditionExpression>\${amount&gt;=900000}</conditionExpression></sequenceFlow>
    <sequenceFlow id='i' sourceRef='g2' targetRef='j'/>
    <sequenceFlow id='k' sourceRef='t3' targetRef='j'/>
    <sequenceFlow id='l' sourceRef='j' targetRef='e'/>
  </process>
</definitions>`;

/** A minimal diagram around a body of process elements. */
const wrap = (body: string) => `<bpmn:definitions ${NS}><bpmn:process id="P">${body}</bpmn:process></bpmn:definitions>`;
const task = (id: string, name = '', attrs = 'ta:approverType="users" ta:approverIds="1"') => `<bpmn:userTask id="${id}"${name ? ` name="${name}"` : ''} ${attrs}/>`;
const flow = (id: string, from: string, to: string, cond?: string) =>
  cond ? `<bpmn:sequenceFlow id="${id}" sourceRef="${from}" targetRef="${to}"><bpmn:conditionExpression xsi:type="bpmn:tFormalExpression">${cond}</bpmn:conditionExpression></bpmn:sequenceFlow>`
    : `<bpmn:sequenceFlow id="${id}" sourceRef="${from}" targetRef="${to}"/>`;
const errorsOf = (xml: string) => {
  const r = bpmnToLevels(xml);
  if (r.ok) throw new Error(`expected a refusal, got ${JSON.stringify(r.levels)}`);
  for (const e of r.errors) expect(hasChinese(e), e).toBe(true);
  return r.errors.join('\n');
};
const strip = (ls: ApprovalLevel[]) => ls.map(({ node_id: _n, ...l }) => ({ ...l, min_amount: l.min_amount ?? null }));

describe('reading BPMN', () => {
  it('converts a bpmn-js diagram: a gateway branch with an amount condition adds its tasks with min_amount', () => {
    const r = bpmnToLevels(bpmnJs());
    if (!r.ok) throw new Error(r.errors.join('\n'));
    expect(r.levels).toEqual([
      { name: '财务审核', approver_type: 'role', approver_ids: [4], mode: 'any', min_amount: null, node_id: 'Activity_finance' },
      { name: '经理&总监会签', approver_type: 'users', approver_ids: [5, 6], mode: 'all', min_amount: 1_000_000, node_id: 'Activity_sign' },
    ]);
    expect(r.copy_user_ids).toEqual([7]);
    expect([r.process_id, r.process_name]).toEqual(['Process_loan', '借款审批']);
  });

  it('reads the bpmn2: prefix, CDATA, ">" conditions, separate end events and department heads', () => {
    const r = bpmnToLevels(bpmn2);
    if (!r.ok) throw new Error(r.errors.join('\n'));
    expect(strip(r.levels)).toEqual([
      { name: '部门负责人', approver_type: 'deptHead', approver_ids: [], mode: 'any', min_amount: null },
      { name: '经理', approver_type: 'role', approver_ids: [5], mode: 'any', min_amount: 1_000_000 },
      { name: '总经理', approver_type: 'users', approver_ids: [1], mode: 'any', min_amount: 5_000_000 },
    ]);
  });

  it('reads the default namespace, single quotes, nested thresholds and a complementary skip condition', () => {
    const r = bpmnToLevels(plain);
    if (!r.ok) throw new Error(r.errors.join('\n'));
    expect(r.levels.map((l) => [l.node_id, l.mode, l.min_amount])).toEqual([['t1', 'any', null], ['t2', 'all', 200_000], ['t3', 'any', 900_000]]);
  });

  it('parses amount comparisons only', () => {
    expect(parseAmountCondition('${amount >= 1000000}')).toEqual({ min: 1_000_000 });
    expect(parseAmountCondition('#{amount>5}')).toEqual({ min: 6 });
    expect(parseAmountCondition(' amount < 300 ')).toEqual({ below: 300 });
    expect(parseAmountCondition('${100 <= amount}')).toEqual({ min: 100 });
    for (const bad of ['${days > 3}', '${amount >= 10.5}', '${amount == 3}', '${approved}', '${amount >= 1 && amount < 9}', '']) expect(parseAmountCondition(bad), bad).toBeNull();
  });

  it('reports malformed XML with its line, and refuses DOCTYPE', () => {
    expect(errorsOf('<bpmn:definitions>\n<bpmn:process id="x">\n</bpmn:definitions>')).toMatch(/第3行.*不匹配/);
    expect(errorsOf('<!DOCTYPE x [<!ENTITY a "b">]><x/>')).toContain('DOCTYPE');
    expect(errorsOf('<a b="1" b="2"/>')).toContain('属性 b 重复');
    expect(errorsOf('<a>&nbsp;</a>')).toContain('未知的实体');
    expect(parseXml('<a x="&lt;&#20013;&#x6587;&gt;"><![CDATA[<b>]]>&amp;</a>')).toMatchObject({ attrs: [{ value: '<中文>' }], text: '<b>&' });
  });
});

describe('refusing what the engine cannot run, naming the element', () => {
  const ok = `<bpmn:startEvent id="S"/>${task('T1', '初审')}<bpmn:endEvent id="E"/>${flow('f1', 'S', 'T1')}${flow('f2', 'T1', 'E')}`;

  it('accepts the minimal diagram', () => { expect(bpmnToLevels(wrap(ok)).ok).toBe(true); });

  it('a loop', () => {
    const xml = wrap(`<bpmn:startEvent id="S"/>${task('Activity_A', '初审')}${task('Activity_B', '复审')}<bpmn:exclusiveGateway id="G" default="back"/><bpmn:endEvent id="E"/>
      ${flow('f1', 'S', 'Activity_A')}${flow('f2', 'Activity_A', 'Activity_B')}${flow('f3', 'Activity_B', 'G')}${flow('back', 'G', 'Activity_A')}${flow('f5', 'G', 'E', '${amount &gt;= 100}')}`);
    const e = errorsOf(xml);
    expect(e).toContain('流程存在循环');
    expect(e).toContain('用户任务「初审」（Activity_A）');
  });

  it('a user task without approvers', () => {
    const xml = wrap(`<bpmn:startEvent id="S"/>${task('Activity_none', '无人审批', '')}<bpmn:endEvent id="E"/>${flow('f1', 'S', 'Activity_none')}${flow('f2', 'Activity_none', 'E')}`);
    expect(errorsOf(xml)).toContain('用户任务「无人审批」（Activity_none）未设置审批人');
    const noIds = wrap(`<bpmn:startEvent id="S"/>${task('T9', '', 'ta:approverType="role"')}<bpmn:endEvent id="E"/>${flow('f1', 'S', 'T9')}${flow('f2', 'T9', 'E')}`);
    expect(errorsOf(noIds)).toContain('用户任务（T9）未设置审批人');
    const badIds = wrap(`<bpmn:startEvent id="S"/>${task('T8', '', 'ta:approverType="role" ta:approverIds="3,x"')}<bpmn:endEvent id="E"/>${flow('f1', 'S', 'T8')}${flow('f2', 'T8', 'E')}`);
    expect(errorsOf(badIds)).toContain('（T8）的审批人（ta:approverIds）格式不正确');
  });

  it('a dangling path: an element without outgoing flow, an unreachable element, a flow to nowhere', () => {
    const dangling = wrap(`<bpmn:startEvent id="S"/>${task('T1', '初审')}${task('Activity_dead', '死路')}<bpmn:exclusiveGateway id="G" default="f3"/><bpmn:endEvent id="E"/>
      ${flow('f1', 'S', 'T1')}${flow('f2', 'T1', 'G')}${flow('f3', 'G', 'E')}${flow('f4', 'G', 'Activity_dead', '${amount &gt;= 5}')}`);
    expect(errorsOf(dangling)).toContain('用户任务「死路」（Activity_dead）没有出口连线（悬空）');
    const island = wrap(`${ok}${task('Activity_island', '孤岛')}${flow('f9', 'Activity_island', 'E')}`);
    expect(errorsOf(island)).toContain('用户任务「孤岛」（Activity_island）无法从开始事件到达');
    const nowhere = wrap(`${ok}${flow('Flow_x', 'T1', 'Nope')}`);
    expect(errorsOf(nowhere)).toContain('连线（Flow_x）的终点“Nope”不存在');
  });

  it('no start, no end, two starts', () => {
    expect(errorsOf(wrap(`${task('T1')}<bpmn:endEvent id="E"/>${flow('f', 'T1', 'E')}`))).toContain('流程缺少开始事件');
    expect(errorsOf(wrap(`<bpmn:startEvent id="S"/>${task('T1')}${flow('f', 'S', 'T1')}`))).toContain('流程缺少结束事件');
    expect(errorsOf(wrap(`${ok}<bpmn:startEvent id="S2"/>${flow('f9', 'S2', 'T1')}`))).toContain('流程只能有一个开始事件');
  });

  it('a gateway condition that is not an amount comparison, or a branch that does not rejoin', () => {
    const xml = (cond: string, other = 'E') => wrap(`<bpmn:startEvent id="S"/>${task('T1', '初审')}${task('T2', '复审')}<bpmn:exclusiveGateway id="Gateway_x" name="天数"/><bpmn:endEvent id="E"/>
      ${flow('f1', 'S', 'Gateway_x')}${flow('Flow_days', 'Gateway_x', 'T1', cond)}${flow('f3', 'Gateway_x', other)}${flow('f4', 'T1', 'E')}${flow('f5', 'T2', 'E')}`);
    expect(errorsOf(xml('${days &gt; 3}'))).toContain('连线（Flow_days）的条件“${days > 3}”不是金额比较');
    // The other branch carries a task the amount branch skips: cannot be levels.
    const e = errorsOf(wrap(`<bpmn:startEvent id="S"/>${task('T0', '起始')}${task('T1', '初审')}${task('T2', '复审')}<bpmn:exclusiveGateway id="Gateway_x" name="金额"/><bpmn:endEvent id="E"/>
      ${flow('f0', 'S', 'T0')}${flow('f1', 'T0', 'Gateway_x')}${flow('Flow_big', 'Gateway_x', 'T1', '${amount &gt;= 10}')}${flow('f3', 'Gateway_x', 'T2')}${flow('f4', 'T1', 'E')}${flow('f5', 'T2', 'E')}`));
    expect(e).toContain('排他网关「金额」（Gateway_x）的金额分支没有与其他分支汇合');
    const parallel = wrap(`${ok.replace('<bpmn:endEvent id="E"/>', '<bpmn:endEvent id="E"/><bpmn:parallelGateway id="Gateway_par" name="并行"/>')}`);
    expect(errorsOf(parallel)).toContain('不支持的元素：并行网关「并行」（Gateway_par）');
    const condOnTask = wrap(ok.replace(flow('f2', 'T1', 'E'), flow('f2', 'T1', 'E', '${amount &gt;= 1}')));
    expect(errorsOf(condOnTask)).toContain('连线（f2）设置了条件，只有排他网关的出口连线可以设置金额条件');
  });
});

describe('writing BPMN from levels', () => {
  const sets: ApprovalLevel[][] = [
    [{ name: '经理审批', approver_type: 'role', approver_ids: [5], mode: 'any', min_amount: null }],
    [
      { name: '财务审核', approver_type: 'role', approver_ids: [4], mode: 'any', min_amount: null },
      { name: '部门会签', approver_type: 'position', approver_ids: [2, 3], mode: 'all', min_amount: 1_000_000 },
      { name: '经理 & "总监"', approver_type: 'users', approver_ids: [5], mode: 'any', min_amount: 1_000_000 },
      { name: '部门负责人', approver_type: 'deptHead', approver_ids: [], mode: 'any', min_amount: 5_000_000 },
      { name: '出纳', approver_type: 'role', approver_ids: [4], mode: 'any', min_amount: null },
      { name: '复核', approver_type: 'users', approver_ids: [7, 8], mode: 'all', min_amount: 1_000_000 },
    ],
  ];

  it('round-trips: levels → XML → the same levels', () => {
    for (const levels of sets) {
      const xml = levelsToBpmn(levels, { processName: '测试流程', copyUserIds: [3] });
      const back = bpmnToLevels(xml);
      if (!back.ok) throw new Error(back.errors.join('\n'));
      expect(strip(back.levels)).toEqual(strip(levels));
      expect(back.copy_user_ids).toEqual([3]);
      expect(back.levels.map((l) => l.node_id)).toEqual(levels.map((_, i) => `Activity_${i + 1}`));
    }
    const fromJs = bpmnToLevels(bpmnJs());
    if (!fromJs.ok) throw new Error('bpmn-js sample');
    const again = bpmnToLevels(levelsToBpmn(fromJs.levels));
    expect(again.ok && again.levels).toEqual(fromJs.levels);
  });

  it('gives every node a shape and every flow an edge with coordinates (diagram interchange)', () => {
    const root = parseXml(levelsToBpmn(sets[1]));
    const proc = root.children.find((c) => c.local === 'process')!;
    const plane = root.children.find((c) => c.local === 'BPMNDiagram')!.children[0];
    const nodeIds = proc.children.filter((c) => c.local !== 'sequenceFlow').map((c) => c.attrs.find((a) => a.local === 'id')!.value);
    const flowIds = proc.children.filter((c) => c.local === 'sequenceFlow').map((c) => c.attrs.find((a) => a.local === 'id')!.value);
    const target = (c: (typeof plane.children)[number]) => c.attrs.find((a) => a.local === 'bpmnElement')!.value;
    expect(plane.children.filter((c) => c.local === 'BPMNShape').map(target).sort()).toEqual([...nodeIds].sort());
    const edges = plane.children.filter((c) => c.local === 'BPMNEdge');
    expect(edges.map(target).sort()).toEqual([...flowIds].sort());
    for (const e of edges) expect(e.children.filter((w) => w.local === 'waypoint').length).toBeGreaterThanOrEqual(2);
    for (const sh of plane.children.filter((c) => c.local === 'BPMNShape')) {
      const b = sh.children[0];
      expect(b.local).toBe('Bounds');
      for (const k of ['x', 'y', 'width', 'height']) expect(Number(b.attrs.find((a) => a.local === k)!.value)).toBeGreaterThanOrEqual(0);
    }
    // Three thresholds runs → three gateway pairs (the equal thresholds 1,000,000 apart are separate runs).
    expect(proc.children.filter((c) => c.local === 'exclusiveGateway')).toHaveLength(6);
  });
});

describe('flow settings with BPMN through the API', () => {
  let s: TestServer;
  let admin: string;
  let org: Org;
  const TYPE = 'lineProduct';
  beforeAll(async () => {
    s = await startServer();
    admin = await s.login('admin');
    org = await loadOrg(s, admin);
    registerAuditHandler(TYPE, {
      submitAccess: { key: 'product_route_travel', action: 'canEditor' },
      loadForCaller: async () => ({ submitRefused: null }),
      describe: async (_tx, id) => ({ title: `线路产品${id}`, amount: id * 100 }),
      onApproved: async () => undefined,
      onRejected: async () => undefined,
    });
  });
  afterAll(async () => { unregisterAuditHandler(TYPE); await s?.close(); });

  const detail = async () => okData(await s.api<{ version: number; levels: (ApprovalLevel & { approver_names: string[] })[]; bpmn_xml: string; bpmn_generated: boolean; copy_user_ids: number[]; id: number }>('/api/v1/approvalFlow/detail', { type: TYPE }, admin));

  it('validates a diagram: levels with approver names, or 400 naming the element', async () => {
    const managerId = (await s.api<{ uid: number }>('/user/getLoginUser', {}, await s.login('manager'))).data.uid;
    const v = okData(await s.api<{ valid: boolean; levels: { name: string; approver_names: string[]; min_amount: number | null }[] }>('/api/v1/approvalFlow/validateBpmn', { bpmn_xml: bpmnJs(org.role.finance, String(managerId)) }, admin));
    expect(v.levels.map((l) => [l.name, l.approver_names, l.min_amount])).toEqual([['财务审核', ['财务'], null], ['经理&总监会签', ['陈经理'], 1_000_000]]);
    const bad = await s.api<{ errors: { field: string; message: string }[] }>('/api/v1/approvalFlow/validateBpmn', { bpmn_xml: bpmnJs(99999) }, admin);
    expect(bad.code).toBe(400);
    expect(bad.msg).toContain('第1级「财务审核」（Activity_finance）的角色不存在：ID 99999');
    const loop = await s.api<{ errors: { field: string; message: string }[] }>('/api/v1/approvalFlow/validateBpmn', { bpmn_xml: '<bpmn:definitions' }, admin);
    expect([loop.code, loop.data.errors[0].field]).toEqual([400, 'bpmn_xml']);
  });

  it('saves from BPMN (the XML kept, levels derived), refuses a diagram it cannot run without writing, and runs the engine from it', async () => {
    const before = await detail();
    expect(before.bpmn_generated).toBe(true);
    const refused = await s.api('/api/v1/approvalFlow/update', { type: TYPE, version: before.version, bpmn_xml: wrap(`<bpmn:startEvent id="S"/>${task('Activity_none', '无人', '')}<bpmn:endEvent id="E"/>${flow('a', 'S', 'Activity_none')}${flow('b', 'Activity_none', 'E')}`) }, admin);
    expect(refused.code).toBe(400);
    expect(refused.msg).toContain('（Activity_none）未设置审批人');
    expect((await detail()).version).toBe(before.version);

    const managerId = (await s.api<{ uid: number }>('/user/getLoginUser', {}, await s.login('manager'))).data.uid;
    const xml = bpmnJs(org.role.finance, String(managerId));
    const saved = okData(await s.api<{ version: number; bpmn_xml: string; bpmn_generated: boolean; levels: ApprovalLevel[]; copy_user_ids: number[] }>('/api/v1/approvalFlow/update', { type: TYPE, version: before.version, bpmn_xml: xml, copy_user_ids: [] }, admin));
    expect(saved).toMatchObject({ version: before.version + 1, bpmn_xml: xml, bpmn_generated: false, copy_user_ids: [] });
    expect(saved.levels.map((l) => [l.node_id, l.min_amount])).toEqual([['Activity_finance', null], ['Activity_sign', 1_000_000]]);
    const stale = await s.api('/api/v1/approvalFlow/update', { type: TYPE, version: before.version, bpmn_xml: xml }, admin);
    expect(stale.code).toBe(409);
    const hist = okData(await s.api<Page<{ action: string; changes: { field: string; label: string }[] }>>('/api/v1/history/list', { table: 'approval_flows', record_id: before.id }, admin)).page_data.data;
    expect(hist[0].changes.map((c) => c.label)).toEqual(expect.arrayContaining(['审批级别', 'BPMN流程图']));

    const operator = await s.login('operator');
    const big = okData(await s.api<{ id: number; level_count: number }>('/api/v1/audit/submit', { type: TYPE, object_id: 20_000 }, operator));
    expect(big.level_count).toBe(2);
    const small = okData(await s.api<{ level_count: number }>('/api/v1/audit/submit', { type: TYPE, object_id: 9_999 }, operator));
    expect(small.level_count).toBe(1);
    const d = okData(await s.api<{ levels: { name: string; approvers: { user_name: string }[] }[] }>(`/api/v1/audit/${TYPE}/detail`, { id: big.id }, admin));
    expect(d.levels.map((l) => [l.name, l.approvers.map((a) => a.user_name)])).toEqual([['财务审核', ['赵会计', '钱出纳']], ['经理&总监会签', ['陈经理']]]);
  });

  it('a type without a flow shows as not configured and is created with version 0', async () => {
    const { sql } = await import('drizzle-orm');
    await s.database.db.execute(sql`delete from approval_flows where type = 'orderContract'`);
    const d = okData(await s.api<{ version: number; levels: unknown[]; bpmn_xml: string | null }>('/api/v1/approvalFlow/detail', { type: 'orderContract' }, admin));
    expect([d.version, d.levels, d.bpmn_xml]).toEqual([0, [], null]);
    const row = okData(await s.api<Page<{ type: string; configured: boolean }>>('/api/v1/approvalFlow/list', { keyword: '订单合同' }, admin)).page_data.data;
    expect(row).toEqual([expect.objectContaining({ type: 'orderContract', configured: false })]);
    const levels = [{ name: '经理审批', approver_type: 'role', approver_ids: [org.role.manager], mode: 'any' }];
    expect((await s.api('/api/v1/approvalFlow/update', { type: 'orderContract', version: 1, levels }, admin)).code).toBe(409);
    expect(okData(await s.api<{ version: number }>('/api/v1/approvalFlow/update', { type: 'orderContract', version: 0, levels }, admin)).version).toBe(1);
  });

  it('saving levels drops the drawing; detail then generates one the editor can open and the server reads back', async () => {
    const cur = await detail();
    const levels: ApprovalLevel[] = [
      { name: '经理审批', approver_type: 'role', approver_ids: [org.role.manager], mode: 'any', min_amount: null },
      { name: '财务复核', approver_type: 'role', approver_ids: [org.role.finance], mode: 'all', min_amount: 300_000 },
    ];
    const saved = okData(await s.api<{ bpmn_generated: boolean; bpmn_xml: string }>('/api/v1/approvalFlow/update', { type: TYPE, version: cur.version, levels }, admin));
    expect(saved.bpmn_generated).toBe(true);
    const v = okData(await s.api<{ levels: ApprovalLevel[] }>('/api/v1/approvalFlow/validateBpmn', { bpmn_xml: saved.bpmn_xml }, admin));
    expect(strip(v.levels).map(({ name, approver_type, approver_ids, mode, min_amount }) => ({ name, approver_type, approver_ids, mode, min_amount }))).toEqual(strip(levels));
  });
});
