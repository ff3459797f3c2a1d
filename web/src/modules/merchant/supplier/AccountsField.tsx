/**
 * A supplier's pay accounts (收款账户) inside the supplier form: bank card, mobile payment app or social-app
 * wallet (pay account types 0–2), each checked against the contract schema row by row; one default
 * account — turning one on turns the others off.
 */
import { ProForm, ProFormList, ProFormSelect, ProFormSwitch } from '@ant-design/pro-components';
import { Form } from 'antd';
import { PayAccountType, enumOptions } from '@ta/contract';
import { FormText } from '@/platform/inputs';
import type { PathRules } from '../shared/form-rules';
import { onlyDefault } from './supplier-model';

export function AccountsField({ rules, readOnly }: { rules: PathRules; readOnly?: boolean }) {
  const form = Form.useFormInstance();
  return (
    <ProFormList
      name="accounts"
      rules={[{
        validator: async () => {
          const msg = rules.check(form.getFieldsValue(true) as Record<string, unknown>, ['accounts']);
          if (msg) throw new Error(msg);
        },
      }]}
      creatorButtonProps={readOnly ? false : { creatorButtonText: '添加收款账户', type: 'dashed' }}
      creatorRecord={() => ({ account_type: 0, is_default: ((form.getFieldValue('accounts') as unknown[] | undefined) ?? []).length === 0 })}
      copyIconProps={false}
      deleteIconProps={readOnly ? false : { tooltipText: '删除此账户' }}
      itemContainerRender={(dom) => <div className="ta-account-row">{dom}</div>}
    >
      {(_meta, index) => (
        <ProForm.Group size={12}>
          <ProForm.Item name="id" hidden><span /></ProForm.Item>
          <ProFormSelect name="account_type" label="账户类型" width={120} required rules={rules(['accounts', index, 'account_type'])} options={enumOptions(PayAccountType)} />
          <FormText name="account_name" label="户名" required rules={rules(['accounts', index, 'account_name'])} max={50} />
          <FormText name="account_no" label="账号" required rules={rules(['accounts', index, 'account_no'])} max={40} stripSpaces />
          <FormText name="bank_name" label="开户行" rules={rules(['accounts', index, 'bank_name'])} max={100} placeholder="银行卡必填" />
          <ProFormSwitch name="is_default" label="默认" rules={rules(['accounts', index, 'is_default'])}
            fieldProps={{ onChange: (on: boolean) => { if (on) form.setFieldValue('accounts', onlyDefault(form.getFieldValue('accounts'), index)); } }} />
        </ProForm.Group>
      )}
    </ProFormList>
  );
}
