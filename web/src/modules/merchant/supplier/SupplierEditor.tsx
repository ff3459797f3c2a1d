/**
 * supplierEditor?id= (none to add): tabs 基本信息 (the supplier with its area, settlement and pay accounts,
 * and its 变更记录), 联系人 and 协议. A new supplier is saved first; the page then reopens on its id so
 * contacts and agreements can be added.
 */
import { Alert, Tabs, Tooltip, message } from 'antd';
import { AUDIT_TIMELINE_TITLE, AuditTimeline } from '@/platform/audit-timeline';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { RESOURCES } from '@ta/contract';
import { ResourceEditor, useRecord, type Values } from '@/platform/editor/ResourceEditor';
import { usePermission } from '@/platform/permission';
import { routePath } from '@/platform/routes';
import { blanksToNull, pathRules } from '../shared/form-rules';
import { RecordGate } from '../shared/RecordGate';
import type { SupplierRow } from '../shared/types';
import { invalidateSuppliers } from './api';
import { ContactsPanel } from './ContactsPanel';
import { KEY_DATA_HINT, PendingChangeNotice } from './PendingChange';
import { SupplierAgreementsPanel } from './SupplierAgreementsPanel';
import { SupplierFields } from './SupplierFields';
import { accountsToWire } from './supplier-model';
import '../shared/merchant.css';

const res = RESOURCES.supplier;

export const supplierToWire = (v: Values): Values => blanksToNull({ ...v, accounts: accountsToWire(v.accounts as never) });

export function SupplierEditor() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const client = useQueryClient();
  const id = Number(params.get('id')) || undefined;
  const [tab, setTab] = useState(params.get('tab') ?? 'basic');
  const { has } = usePermission(res.permissionKey);
  const readOnly = !has(id ? 'canEditor' : 'canAdd');
  const row = useRecord<SupplierRow>(res, id).data;

  const basic = (
    <>
    {row?.pending_change && <PendingChangeNotice change={row.pending_change} />}
    {row?.audit_status === 1 && !row.pending_change && !readOnly && <Alert type="info" showIcon style={{ marginBottom: 12 }} message={KEY_DATA_HINT} />}
    <ResourceEditor<SupplierRow>
      resource={res} id={id} mode="page" readOnly={readOnly} title={id ? '供应商信息' : '新增供应商'}
      defaults={{ settlement_cycle: 0, payment_days: 0, accounts: [] }}
      toForm={(r) => ({ ...r, accounts: r.accounts ?? [] })}
      toPayload={supplierToWire}
      onSaved={(saved) => {
        void invalidateSuppliers(client);
        if (saved.change_pending && !row?.change_pending) void message.info('关键信息的修改已提交供应商变更审核，审核通过后生效');
        if (!id) navigate(routePath('supplierEditor', { id: saved.id, title: `编辑供应商：${saved.name}` }), { replace: true });
      }}
      fields={({ row: r, isEdit }) => (
        <SupplierFields row={r} readOnly={readOnly}
          rules={pathRules(isEdit ? res.update : res.create, { transform: supplierToWire, extra: () => (r ? { id: r.id, version: r.version } : {}) })} />
      )}
    />
    </>
  );
  const later = (label: string) => <Tooltip title="请先保存供应商基本信息">{label}</Tooltip>;
  return (
    <RecordGate resource={res} id={id}>
      <div className="ta-merchant-tabs">
        <Tabs type="card" activeKey={tab} onChange={setTab}
          items={[
            { key: 'basic', label: '基本信息', children: basic },
            { key: 'contacts', label: id ? '联系人' : later('联系人'), disabled: !id, children: id ? <ContactsPanel supplierId={id} readOnly={readOnly} /> : null },
            {
              key: 'agreements', label: id ? '协议' : later('协议'), disabled: !id,
              children: id && row ? <SupplierAgreementsPanel supplierId={id} supplierName={row.name} blacklisted={row.blacklisted} /> : null,
            },
            { key: 'audit', label: id ? AUDIT_TIMELINE_TITLE : later(AUDIT_TIMELINE_TITLE), disabled: !id, children: id ? (
              <>
                <AuditTimeline type="supplier" objectId={id} title="供应商审核" />
                <div style={{ height: 12 }} />
                <AuditTimeline type="supplierChange" objectId={id} title="供应商变更审核" />
              </>
            ) : null },
          ]} />
      </div>
    </RecordGate>
  );
}
