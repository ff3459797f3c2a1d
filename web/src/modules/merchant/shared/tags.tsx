/** Coloured tags of the merchant lists: audit status, agreement validity, blacklist, enabled. */
import { Tag } from 'antd';
import { AgreementValidity, AuditStatus, enumLabel, type AgreementValidityCode } from '@ta/contract';
import { auditColor, VALIDITY_COLOR } from './model';

export function AuditTag({ status }: { status: number | null | undefined }) {
  if (status === null || status === undefined) return <>-</>;
  return <Tag color={auditColor(status)}>{enumLabel(AuditStatus, status)}</Tag>;
}

export function ValidityTag({ validity }: { validity: AgreementValidityCode | null | undefined }) {
  if (!validity) return <>-</>;
  return <Tag color={VALIDITY_COLOR[validity]}>{AgreementValidity[validity]}</Tag>;
}

export function BlacklistTag({ on }: { on: boolean | null | undefined }) {
  return on ? <Tag color="red">黑名单</Tag> : <Tag>正常</Tag>;
}

export function EnabledTag({ on }: { on: boolean | null | undefined }) {
  return on ? <Tag color="green">启用</Tag> : <Tag>停用</Tag>;
}
