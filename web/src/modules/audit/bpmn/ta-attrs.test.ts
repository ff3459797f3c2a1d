import { describe, expect, it } from 'vitest';
import { BPMN_TA_NAMESPACE } from '@ta/contract';
import { dropPoint } from './geometry';
import {
  amountConditionText, approversMissing, elementIdsInMessage, emptyFlowXml, formatIdList, parseAmountMin, parseIdList,
  readTaskApprovers, TA, TA_MODDLE, taskApproverProps,
} from './ta-attrs';

describe('ta: attribute helpers', () => {
  it('parses id lists leniently and formats them back', () => {
    expect(parseIdList('3, 1,x,3,0,-2, 7 ')).toEqual([3, 1, 7]);
    expect(parseIdList(undefined)).toEqual([]);
    expect(parseIdList(12)).toEqual([12]);
    expect(formatIdList([3, 1, 3])).toBe('3,1');
    expect(formatIdList([])).toBeUndefined();
    expect(formatIdList(null)).toBeUndefined();
  });

  it('reads a task and writes the properties the server reads', () => {
    const attrs: Record<string, unknown> = { [TA.approverType]: 'role', [TA.approverIds]: '5,4', [TA.mode]: 'all' };
    const a = readTaskApprovers((n) => attrs[n]);
    expect(a).toEqual({ approverType: 'role', approverIds: [5, 4], mode: 'all' });
    expect(taskApproverProps(a)).toEqual({ 'ta:approverType': 'role', 'ta:approverIds': '5,4', 'ta:mode': 'all' });
    expect(taskApproverProps({ approverType: 'deptHead', approverIds: [5], mode: 'any' })['ta:approverIds']).toBeUndefined();
  });

  it('defaults unknown values and tells what is missing', () => {
    const a = readTaskApprovers(() => 'bogus');
    expect(a).toEqual({ approverType: undefined, approverIds: [], mode: 'any' });
    expect(approversMissing(a)).toBe('未设置审批人类型');
    expect(approversMissing({ approverType: 'users', approverIds: [], mode: 'any' })).toBe('未选择审批人');
    expect(approversMissing({ approverType: 'deptHead', approverIds: [], mode: 'any' })).toBeNull();
  });

  it('declares the moddle extension in the engine namespace with the ta prefix', () => {
    expect(TA_MODDLE.uri).toBe(BPMN_TA_NAMESPACE);
    expect(TA_MODDLE.prefix).toBe('ta');
    const task = TA_MODDLE.types.find((t) => t.extends.includes('bpmn:UserTask'))!;
    expect(task.properties.map((p) => p.name)).toEqual(['approverType', 'approverIds', 'mode']);
    expect(TA_MODDLE.types.find((t) => t.extends.includes('bpmn:Process'))!.properties[0].name).toBe('copyUserIds');
  });
});

describe('amount conditions', () => {
  it('round-trips the condition the server expects', () => {
    expect(amountConditionText(1_000_000)).toBe('${amount >= 1000000}');
    expect(parseAmountMin(amountConditionText(1_000_000))).toBe(1_000_000);
  });
  it('accepts the forms the server accepts for a minimum', () => {
    expect(parseAmountMin('#{amount > 99}')).toBe(100);
    expect(parseAmountMin('amount>=5')).toBe(5);
    expect(parseAmountMin('${500 <= amount}')).toBe(500);
    expect(parseAmountMin('${500 < amount}')).toBe(501);
  });
  it('returns null for anything else', () => {
    expect(parseAmountMin('${amount < 500}')).toBeNull();
    expect(parseAmountMin('${days >= 3}')).toBeNull();
    expect(parseAmountMin('')).toBeNull();
    expect(parseAmountMin(undefined)).toBeNull();
  });
});

describe('server messages and the empty diagram', () => {
  it('finds the element ids a message names', () => {
    const msg = '用户任务「经理审批」（Activity_2）未设置审批人；连线（Flow_9）的终点“X”不存在；排他网关（Gateway_1_split）有3条出口连线';
    expect(elementIdsInMessage(msg, ['Activity_2', 'Gateway_1_split', 'Other'])).toEqual(['Activity_2', 'Gateway_1_split']);
  });

  it('builds a well-formed start → end diagram with the ta namespace', () => {
    const xml = emptyFlowXml('Process_loan', '借款审核 <测试>');
    const doc = new DOMParser().parseFromString(xml, 'application/xml');
    expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
    expect(doc.documentElement.getAttribute('xmlns:ta')).toBe(BPMN_TA_NAMESPACE);
    const proc = doc.getElementsByTagName('bpmn:process')[0];
    expect(proc.getAttribute('id')).toBe('Process_loan');
    expect(proc.getAttribute('name')).toBe('借款审核 <测试>');
    expect(doc.getElementsByTagName('bpmn:sequenceFlow')[0].getAttribute('targetRef')).toBe('EndEvent_1');
    expect(emptyFlowXml('1 bad id', 'x')).toContain('id="Process_1"');
  });
});

describe('dropPoint', () => {
  const wp = [{ x: 0, y: 100 }, { x: 0, y: 40 }, { x: 400, y: 40 }];
  it('lands on the longest segment', () => {
    expect(dropPoint(wp)).toEqual({ x: 200, y: 40 });
    expect(dropPoint(wp, 60)).toEqual({ x: 60, y: 40 });
    expect(dropPoint(wp, 1000)).toEqual({ x: 400, y: 40 });
    expect(dropPoint([])).toEqual({ x: 0, y: 0 });
  });
});
