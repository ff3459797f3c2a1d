import { describe, expect, it, vi } from 'vitest';
import { message, type FormInstance } from 'antd';
import { dataPermissionCreate, departmentUpdate, positionCreate } from '@ta/contract';
import { fieldIssues, parseWith, reportFormError } from './form';
import { ApiError } from './http/api-error';

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

describe('reportFormError: the one way a failed save is reported', () => {
  const formWith = (values: Record<string, unknown>) => {
    const set: { name: string; errors: string[] }[] = [];
    const scrolled: unknown[] = [];
    const form = {
      getFieldsValue: () => values, setFields: (f: typeof set) => { set.push(...f); },
      getFieldsError: () => set.map((f) => ({ name: [f.name], errors: f.errors, warnings: [] })),
      scrollToField: (name: unknown) => { scrolled.push(name); },
    } as unknown as FormInstance;
    return { form, set, scrolled };
  };
  it('puts field errors on the form and shows no message; otherwise shows the message once', () => {
    const shown = vi.spyOn(message, 'error').mockImplementation(() => undefined as never);
    const { form, set, scrolled } = formWith({ name: '' });
    reportFormError(form, new ApiError(400, '请输入名称', { errors: [{ field: 'name', message: '请输入名称' }] }));
    expect(set).toEqual([{ name: 'name', errors: ['请输入名称'] }]);
    expect(scrolled).toEqual([['name']]); // the first field in error is scrolled to
    expect(shown).not.toHaveBeenCalled();
    reportFormError(form, new ApiError(409, '数据已被修改'));
    expect(shown).toHaveBeenCalledWith('数据已被修改');
    reportFormError(form, new ApiError(-1, '网络错误', null, true));
    expect(shown).toHaveBeenCalledTimes(1);
    shown.mockRestore();
  });
});
