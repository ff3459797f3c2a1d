/** The 通过 / 驳回 dialog: 审核意见, required for a rejection (the engine's own message when empty). */
import { Form, Modal, Typography } from 'antd';
import { useEffect, useState, type ReactNode } from 'react';
import { AuditMsg } from '@ta/contract';
import { TextArea } from '@/platform/inputs';
import type { DecisionAction } from '../api';
import { commentRules } from '../decision';

export interface DecisionModalProps {
  open: boolean;
  action: DecisionAction;
  /** What is decided (a title, or "N 条记录"). */
  subject: ReactNode;
  onClose: () => void;
  /** Resolves true when done (the dialog closes), false to keep it open. */
  onSubmit: (comment: string) => Promise<boolean>;
}

export function DecisionModal({ open, action, subject, onClose, onSubmit }: DecisionModalProps) {
  const [form] = Form.useForm<{ comment?: string }>();
  const [busy, setBusy] = useState(false);
  useEffect(() => { if (open) form.resetFields(); }, [open, form]);
  const ok = async () => {
    const { comment = '' } = await form.validateFields();
    setBusy(true);
    try { if (await onSubmit(comment)) onClose(); } finally { setBusy(false); }
  };
  const reject = action === 'reject';
  return (
    <Modal open={open} title={reject ? '驳回' : '通过'} okText={reject ? '确认驳回' : '确认通过'} okButtonProps={{ danger: reject, loading: busy }}
      onOk={() => void ok().catch(() => undefined)} onCancel={onClose} destroyOnHidden maskClosable={false}>
      <Typography.Paragraph>{subject}</Typography.Paragraph>
      <Form form={form} layout="vertical">
        <Form.Item name="comment" label="审核意见" rules={commentRules(action)} required={reject}>
          <TextArea rows={4} maxLength={500} counter placeholder={reject ? AuditMsg.rejectCommentRequired : '请输入审核意见（选填）'} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
