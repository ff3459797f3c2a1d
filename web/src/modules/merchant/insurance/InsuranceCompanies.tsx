/**
 * 保险公司: insurers with their contacts and the insurer supplier (type 9 保险) the agency pays; added and
 * edited in a drawer with the change history. A company with products cannot be deleted (the server names them).
 */
import { Col, Row } from 'antd';
import { RESOURCES, type insuranceCompanyRow } from '@ta/contract';
import { useResourceActions } from '@/platform/crud';
import { ResourceEditor } from '@/platform/editor/ResourceEditor';
import { FormText, FormTextArea } from '@/platform/inputs';
import { ListScreen, type ListColumn, type RowAction } from '@/platform/list';
import { ProForm } from '@ant-design/pro-components';
import { AddButton } from '@/platform/editor/AddButton';
import { createdByColumn, keywordColumn, remarkColumn, timeColumn } from '../shared/columns';
import { useEditorState } from '@/platform/editor/useEditorState';
import { blanksToNull, pathRules } from '../shared/form-rules';
import type { Answer } from '@/platform/answer-types';
import { SupplierSelect } from '../SupplierSelect';

const res = RESOURCES.insuranceCompany;
/** Insurers are suppliers of type 9 (保险). */
const INSURER_TYPE = 9;

export type InsuranceCompanyRow = Answer<typeof insuranceCompanyRow>;

const columns: ListColumn<InsuranceCompanyRow>[] = [
  keywordColumn('名称/简称'),
  { title: '保险公司名称', dataIndex: 'name', width: 240, search: true, ellipsis: true },
  { title: '简称', dataIndex: 'short_name', width: 120 },
  { title: '关联供应商', dataIndex: 'supplier_name', width: 220, ellipsis: true },
  { title: '联系人', dataIndex: 'contact_name', width: 100 },
  { title: '联系电话', dataIndex: 'contact_phone', width: 140 },
  { title: '客服电话', dataIndex: 'service_phone', width: 120 },
  { title: '产品数', dataIndex: 'product_count', width: 80, align: 'right' },
  { title: '官网', dataIndex: 'website', width: 180, ellipsis: true },
  { title: '地址', dataIndex: 'address', hideInTable: true },
  createdByColumn<InsuranceCompanyRow>(),
  remarkColumn<InsuranceCompanyRow>(),
  timeColumn<InsuranceCompanyRow>(),
];

const toWire = (v: Record<string, unknown>) => blanksToNull({ ...v, supplier_id: v.supplier_id ?? null });

function InsuranceCompanyForm({ id, open, onClose }: { id?: number; open: boolean; onClose: () => void }) {
  return (
    <ResourceEditor<InsuranceCompanyRow>
      resource={res} id={id} mode="drawer" open={open} onClose={onClose} width={720} toPayload={toWire}
      fields={({ isEdit, row }) => {
        const r = pathRules(isEdit ? res.update : res.create, { transform: toWire, extra: () => (row ? { id: row.id, version: row.version } : {}) });
        return (
          <>
            <Row gutter={16}>
              <Col span={16}><FormText name="name" label="保险公司名称" required rules={r('name')} max={100} /></Col>
              <Col span={8}><FormText name="short_name" label="简称" rules={r('short_name')} max={30} /></Col>
              <Col span={24}>
                <ProForm.Item name="supplier_id" label="关联供应商" rules={r('supplier_id')} extra="付款对象：供应商类型为“保险”的供应商（黑名单中的不可选）">
                  <SupplierSelect type={INSURER_TYPE} valueLabel={row?.supplier_name} placeholder="输入名称搜索保险类供应商" />
                </ProForm.Item>
              </Col>
              <Col span={8}><FormText name="contact_name" label="联系人" rules={r('contact_name')} max={50} /></Col>
              <Col span={8}><FormText name="contact_phone" label="联系电话" rules={r('contact_phone')} max={30} stripSpaces /></Col>
              <Col span={8}><FormText name="service_phone" label="客服电话" rules={r('service_phone')} max={30} stripSpaces /></Col>
              <Col span={12}><FormText name="website" label="官网" rules={r('website')} max={200} stripSpaces placeholder="https://" /></Col>
              <Col span={12}><FormText name="address" label="地址" rules={r('address')} max={200} /></Col>
            </Row>
            <FormTextArea name="remark" label="备注" rules={r('remark')} />
          </>
        );
      }}
    />
  );
}

export function InsuranceCompanyList() {
  const editor = useEditorState();
  const { remove } = useResourceActions(res);
  const rowActions: RowAction<InsuranceCompanyRow>[] = [
    { key: 'edit', label: '编辑', action: 'canEditor', onClick: (r) => editor.edit(r.id) },
    { key: 'delete', label: '删除', action: 'canDelete', danger: true, confirm: (r) => `确定删除保险公司“${r.name}”吗？`, onClick: (r) => remove(r.id) },
  ];
  return (
    <>
      <ListScreen<InsuranceCompanyRow> resource={res} columns={columns} rowActions={rowActions} exportName="保险公司"
        toolbar={[<AddButton key="add" perm={res.permissionKey} label="新增保险公司" onClick={editor.add} />]} />
      <InsuranceCompanyForm id={editor.id} open={editor.open} onClose={editor.close} />
    </>
  );
}
