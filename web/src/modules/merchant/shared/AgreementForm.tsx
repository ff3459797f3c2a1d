/**
 * The agreement editor shared by supplier agreements and unit / peer customer agreements: name, number,
 * signing, validity dates, content and attached files (customer agreements add the settlement cycle and a
 * discount). The parent (supplier or customer) is fixed when opened from it, or picked when added from a list.
 */
import { ProForm, ProFormDatePicker, ProFormDependency, ProFormDigit, ProFormSelect } from '@ant-design/pro-components';
import { Col, Descriptions, Row, Tag } from 'antd';
import type { ReactNode } from 'react';
import { isoToday, SettlementCycle, enumOptions, type ResourceDef } from '@ta/contract';
import { ResourceEditor, type Values } from '@/platform/editor/ResourceEditor';
import { FormText, FormTextArea } from '@/platform/inputs';
import { FileListField } from './FileListField';
import { ReadOnly } from './RecordGate';
import { datesToStrings, pathRules } from './form-rules';
import { validityOf, validityLabel, VALIDITY_COLOR } from './model';
import type { AgreementRow } from './types';

const DATE_FIELDS = ['sign_date', 'start_date', 'end_date'] as const;

export interface AgreementParent {
  field: 'supplier_id' | 'customer_id';
  label: string;
  /** Fixed parent (opened from it); otherwise `picker` chooses one. */
  id?: number;
  name?: string | null;
  picker?: (row: AgreementRow | undefined) => ReactNode;
}

export interface AgreementFormProps {
  resource: ResourceDef;
  parent: AgreementParent;
  id?: number;
  mode: 'drawer' | 'page';
  open?: boolean;
  onClose?: () => void;
  onSaved?: (row: AgreementRow) => void;
  readOnly?: boolean;
  title?: string;
  /** Customer agreements carry a settlement cycle and a discount. */
  customer?: boolean;
}

export const agreementToWire = (v: Values): Values => datesToStrings(v, DATE_FIELDS);

export function AgreementForm({ resource, parent, id, mode, open, onClose, onSaved, readOnly, title, customer }: AgreementFormProps) {
  const today = isoToday();
  return (
    <ResourceEditor<AgreementRow>
      resource={resource} id={id} mode={mode} open={open} onClose={onClose} onSaved={onSaved} readOnly={readOnly} width={720} title={title}
      defaults={{ [parent.field]: parent.id, files: [] }}
      toPayload={(v) => agreementToWire({ ...v, files: v.files ?? [] })}
      fields={({ isEdit, row }) => {
        const r = pathRules(isEdit ? resource.update : resource.create, {
          transform: agreementToWire, extra: () => (row ? { id: row.id, version: row.version } : {}),
        });
        const parentName = row ? (parent.field === 'supplier_id' ? row.supplier_name : row.customer_name) : parent.name;
        return (
          <ReadOnly on={readOnly}>
            {parent.id || row ? (
              <>
                <ProForm.Item name={parent.field} hidden><span /></ProForm.Item>
                <Descriptions size="small" column={1} style={{ marginBottom: 16 }} items={[{ key: 'p', label: parent.label, children: parentName ?? '-' }]} />
              </>
            ) : (
              <ProForm.Item name={parent.field} label={parent.label} required rules={r(parent.field)}>{parent.picker?.(row)}</ProForm.Item>
            )}
            <Row gutter={16}>
              <Col span={12}><FormText name="name" label="协议名称" required rules={r('name')} max={100} /></Col>
              <Col span={12}><FormText name="agreement_no" label="协议编号" rules={r('agreement_no')} max={50} stripSpaces /></Col>
              <Col span={8}><ProFormDatePicker name="sign_date" label="签订日期" rules={r('sign_date')} width="100%" /></Col>
              <Col span={8}><ProFormDatePicker name="start_date" label="生效日期" required rules={r('start_date')} width="100%" /></Col>
              <Col span={8}><ProFormDatePicker name="end_date" label="到期日期" required rules={r('end_date')} width="100%" /></Col>
              {customer && (
                <>
                  <Col span={12}><ProFormSelect name="settlement_cycle" label="结算周期" rules={r('settlement_cycle')} options={enumOptions(SettlementCycle)} fieldProps={{ allowClear: true }} /></Col>
                  <Col span={12}>
                    <ProFormDigit name="discount_rate" label="协议折扣（%）" rules={r('discount_rate')} min={1} max={100} fieldProps={{ precision: 0 }}
                      extra="按原价的百分比结算，如 95 表示九五折" />
                  </Col>
                </>
              )}
            </Row>
            <ProFormDependency name={['start_date', 'end_date']}>
              {(v) => {
                const w = agreementToWire(v as Values) as { start_date?: string | null; end_date?: string | null };
                const s = validityOf(w.start_date, w.end_date, today);
                return s ? <div style={{ marginBottom: 16 }}>有效状态：<Tag color={VALIDITY_COLOR[s]}>{validityLabel(s)}</Tag></div> : null;
              }}
            </ProFormDependency>
            <FormTextArea name="content" label="协议内容" rules={r('content')} max={5000} />
            <ProForm.Item name="files" label="附件" rules={r('files')} extra="支持 PDF、图片、Word、Excel、压缩包等，单个文件不超过10M">
              <FileListField disabled={readOnly} />
            </ProForm.Item>
            <FormTextArea name="remark" label="备注" rules={r('remark')} />
          </ReadOnly>
        );
      }}
    />
  );
}
