import { describe, expect, it } from 'vitest';
import { CONTACT_COLUMNS, contactPayload, contactProblem, newContactRow } from './contact-model';

describe('contact columns', () => {
  it('follow the contact info items in code order', () => {
    expect(CONTACT_COLUMNS.map((c) => `${c.code}:${c.title}:${c.field}`)).toEqual([
      '1:姓名:name', '2:电话:phone', '3:邮箱:email', '4:收货地址:address', '6:身份证号:id_card', '10:QQ:qq', '11:微信:wechat',
    ]);
    expect(CONTACT_COLUMNS.filter((c) => c.required).map((c) => c.field)).toEqual(['name', 'phone']);
  });
});

describe('contact rows', () => {
  it('a new row is default when it is the first', () => {
    expect(newContactRow(true, 1)).toMatchObject({ key: 'new-1', isNew: true, is_default: true });
  });
  it('payload: blanks null, supplier, id and version only when saved before', () => {
    const row = { key: 'new-1', isNew: true, name: ' 王经理 ', phone: '13900000000', email: '' };
    expect(contactPayload(row, 7)).toMatchObject({ supplier_id: 7, name: '王经理', email: null, is_default: false });
    expect(contactPayload(row, 7)).not.toHaveProperty('id');
    expect(contactPayload({ key: '3', id: 3, version: 2, name: 'a', phone: '12345' }, 7)).toMatchObject({ id: 3, version: 2 });
  });
  it('problems carry the contract messages', () => {
    expect(contactProblem({ key: 'n', isNew: true, name: '王经理' }, 7)).toEqual({ field: 'phone', message: '请输入电话' });
    expect(contactProblem({ key: 'n', isNew: true, name: '王经理', phone: '139', email: 'x' }, 7)?.field).toBe('phone');
    expect(contactProblem({ key: 'n', isNew: true, name: '王经理', phone: '13900000000', id_card: '123' }, 7)).toEqual({ field: 'id_card', message: '身份证号格式不正确' });
    expect(contactProblem({ key: 'n', isNew: true, name: '王经理', phone: '13900000000' }, 7)).toBeNull();
  });
});
