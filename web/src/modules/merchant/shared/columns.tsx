/** Columns the merchant lists share. */
import { AuditStatus, type AgreementValidityCode, AgreementValidity } from '@ta/contract';
import type { ListColumn } from '@/platform/list';
import { areaText, type AreaNames } from './model';
import { AuditTag, ValidityTag } from './tags';

export function keywordColumn<T>(hint: string): ListColumn<T> {
  return { title: '关键字', dataIndex: 'keyword', hideInTable: true, search: true, exportable: false, fieldProps: { placeholder: hint } };
}
export function timeColumn<T>(title = '更新时间', dataIndex = 'updated_at'): ListColumn<T> {
  return { title, dataIndex, valueType: 'dateTime', width: 170, sorter: true };
}
export function remarkColumn<T>(): ListColumn<T> {
  return { title: '备注', dataIndex: 'remark', ellipsis: true, width: 200 };
}
export function createdByColumn<T>(): ListColumn<T> {
  return { title: '创建人', dataIndex: 'created_by_name', width: 100 };
}
export function areaColumn<T extends AreaNames>(title = '所在地区'): ListColumn<T> {
  return { title, key: 'area', width: 200, ellipsis: true, render: (_, r) => areaText(r) || '-', exportValue: (r) => areaText(r) };
}
export function auditColumn<T extends { audit_status?: number | null }>(search = true): ListColumn<T> {
  return {
    title: '审核状态', dataIndex: 'audit_status', enumMap: AuditStatus, search, width: 100,
    render: (_, r) => <AuditTag status={r.audit_status} />,
  };
}
export function validityColumn<T extends { validity?: AgreementValidityCode | null }>(): ListColumn<T> {
  return {
    title: '有效状态', dataIndex: 'validity', enumMap: AgreementValidity, search: true, width: 100,
    render: (_, r) => <ValidityTag validity={r.validity} />,
  };
}
