/** companyEditor?id=: one company's full record with its change history (the own company is edited here). */
import { ProFormSelect } from '@ant-design/pro-components';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { RESOURCES } from '@ta/contract';
import { ResourceEditor } from '@/platform/editor/ResourceEditor';
import { FormText, FormTextArea } from '@/platform/inputs';
import { mapOptions } from '@/platform/list/columns';
import { usePermission } from '@/platform/permission';
import { useCompanies } from '../shared/options';
import { COMPANY_KIND, type Company } from './company-rows';
import { routePath } from '@/platform/routes';

export function CompanyEditor() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const id = Number(params.get('id')) || undefined;
  const { has } = usePermission(RESOURCES.company.permissionKey);
  const parents = useCompanies().filter((c) => c.id !== id).map((c) => ({ label: c.name, value: c.id }));
  return (
    <ResourceEditor<Company>
      resource={RESOURCES.company} id={id} mode="page" readOnly={!has(id ? 'canEditor' : 'canAdd')}
      defaults={{ kind: 'branch' }} onSaved={() => navigate(routePath('companyList'))}
      toPayload={(v) => ({ ...v, parent_id: v.parent_id ?? null })}
      fields={({ rules }) => (
        <>
          <FormText name="name" label="公司名称" required rules={rules('name')} max={100} />
          <FormText name="short_name" label="简称" rules={rules('short_name')} max={30} />
          <ProFormSelect name="kind" label="类型" required rules={rules('kind')} options={mapOptions(COMPANY_KIND)} />
          <ProFormSelect name="parent_id" label="上级公司" rules={rules('parent_id')} options={parents} fieldProps={{ allowClear: true }} />
          <FormText name="tax_no" label="纳税人识别号" rules={rules('tax_no')} max={30} stripSpaces />
          <FormText name="license_no" label="经营许可证号" rules={rules('license_no')} max={50} stripSpaces />
          <FormText name="legal_person" label="法人" rules={rules('legal_person')} max={30} />
          <FormText name="phone" label="电话" rules={rules('phone')} max={30} stripSpaces />
          <FormText name="address" label="地址" rules={rules('address')} max={200} />
          <FormText name="bank_name" label="开户行" rules={rules('bank_name')} max={100} />
          <FormText name="bank_account" label="银行账号" rules={rules('bank_account')} max={40} stripSpaces />
          <FormTextArea name="remark" label="备注" rules={rules('remark')} />
        </>
      )}
    />
  );
}
