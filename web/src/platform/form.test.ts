import { describe, expect, it } from 'vitest';
import { dataPermissionCreate, departmentUpdate, positionCreate } from '@ta/contract';
import { fieldIssues, parseWith } from './form';

describe('zod-backed form validation', () => {
  it('reports the first issue per field with the contract messages', () => {
    expect(fieldIssues(positionCreate, { name: '  ' })).toEqual({ name: '请输入岗位名称' });
    expect(fieldIssues(positionCreate, { name: '导游', sort: -1 })).toEqual({ sort: '排序不能为负' });
    expect(fieldIssues(positionCreate, { name: '导游' })).toEqual({});
  });
  it('cross-field refinements land on their field', () => {
    expect(fieldIssues(dataPermissionCreate, { name: '华东', scope: 'custom', dept_ids: [] })).toEqual({ dept_ids: '指定部门时请至少选择一个部门' });
  });
  it('update schemas see id and version from outside the form', () => {
    expect(fieldIssues(departmentUpdate, { name: '销售部', id: 3, version: 1 })).toEqual({});
  });
  it('parseWith returns parsed data or throws the first message', () => {
    expect(parseWith<{ name: string; sort: number }>(positionCreate, { name: ' 导游 ' })).toMatchObject({ name: '导游', sort: 0 });
    expect(() => parseWith(positionCreate, {})).toThrow('请输入岗位名称');
  });
});
