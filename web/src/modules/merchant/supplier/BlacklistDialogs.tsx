/**
 * 加入黑名单 / 移出黑名单. Adding asks for the reason (required); removing asks for an optional one, kept in
 * the supplier's change history. Both carry the supplier's version (a stale one answers 409).
 */
import { Form, Input, Modal, message } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { RESOURCES, resourcePath, supplierBlacklistReq, supplierUnblacklistReq } from '@ta/contract';
import { reportFormError, zodRules, type SafeParser } from '@/platform/form';
import { post } from '@/platform/request';
import { SupplierSelect } from '../SupplierSelect';
import { invalidateSuppliers, SUPPLIER_URLS } from './api';

export interface SupplierRef { id: number; version: number; name: string }

interface Values { supplier_id?: number; reason?: string }

/** Blacklist a given supplier (from the supplier list) or one picked here (from the blacklist page). */
export function BlacklistAddDialog({ supplier, open, onClose }: { supplier?: SupplierRef; open: boolean; onClose: () => void }) {
  const [form] = Form.useForm<Values>();
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);
  const rules = zodRules(supplierBlacklistReq as unknown as SafeParser, () => ({ id: supplier?.id ?? form.getFieldValue('supplier_id') ?? 0, version: 1 }));
  const submit = async () => {
    const v = await form.validateFields().catch(() => null);
    if (!v) return;
    setBusy(true);
    try {
      let target = supplier;
      if (!target) {
        // The picker answers no version: read the record for it.
        const s = await post<SupplierRef>(resourcePath(RESOURCES.supplier, 'detail'), { id: v.supplier_id });
        if (!s) return;
        target = s;
      }
      const done = await post(SUPPLIER_URLS.blacklistAdd, { id: target.id, version: target.version, reason: v.reason });
      if (done === undefined) return;
      void message.success(`已将“${target.name}”列入黑名单`);
      await invalidateSuppliers(client);
      form.resetFields();
      onClose();
    } catch (e) {
      reportFormError(form, e);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal open={open} title={supplier ? `将“${supplier.name}”加入黑名单` : '加入黑名单'} onCancel={onClose} onOk={() => void submit()} okText="加入黑名单"
      okButtonProps={{ danger: true, loading: busy }} destroyOnHidden>
      <Form form={form} layout="vertical" preserve={false}>
        {!supplier && (
          <Form.Item name="supplier_id" label="供应商" rules={[{ required: true, message: '请选择供应商' }]} extra="已在黑名单中的供应商不会出现在这里">
            <SupplierSelect />
          </Form.Item>
        )}
        <Form.Item name="reason" label="拉黑原因" required rules={rules('reason')}>
          <Input.TextArea rows={3} maxLength={500} showCount placeholder="如：服务质量差、多次违约" />
        </Form.Item>
        <div style={{ color: 'rgba(0,0,0,0.45)' }}>列入黑名单后，该供应商不能在成本、付款、保险等业务中被选择，也不能新增协议。</div>
      </Form>
    </Modal>
  );
}

export function BlacklistRemoveDialog({ supplier, onClose }: { supplier: SupplierRef | null; onClose: () => void }) {
  const [form] = Form.useForm<Values>();
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);
  const rules = zodRules(supplierUnblacklistReq as unknown as SafeParser, () => ({ id: supplier?.id ?? 0, version: supplier?.version ?? 1 }));
  const submit = async () => {
    if (!supplier) return;
    const v = await form.validateFields().catch(() => null);
    if (!v) return;
    setBusy(true);
    try {
      const done = await post(SUPPLIER_URLS.blacklistRemove, { id: supplier.id, version: supplier.version, reason: v.reason || null });
      if (done === undefined) return;
      void message.success(`已将“${supplier.name}”移出黑名单`);
      await invalidateSuppliers(client);
      onClose();
    } catch (e) {
      reportFormError(form, e);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal open={Boolean(supplier)} title={`将“${supplier?.name ?? ''}”移出黑名单`} onCancel={onClose} onOk={() => void submit()} okText="移出黑名单"
      okButtonProps={{ loading: busy }} destroyOnHidden>
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item name="reason" label="移出原因" rules={rules('reason')} extra="选填，记入该供应商的变更记录">
          <Input.TextArea rows={3} maxLength={500} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}
