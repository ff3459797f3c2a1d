/**
 * 退款: a refund of an order's received money (/api/v1/finance/refund/add, refundCreate) or of an arrival's
 * unclaimed rest (/api/v1/finance/bill/refund/add, arrivalRefundCreate), with its reason, through the refund
 * audit. The amount is typed in yuan and sent in fen; it can never exceed what may be refunded.
 */
import { ModalForm, ProForm, ProFormSelect } from '@ant-design/pro-components';
import { Alert, Form, message } from 'antd';
import { PayType, arrivalRefundCreate, enumOptions, fenToYuan, refundCreate } from '@ta/contract';
import { reportFormError } from '@/platform/form';
import { FormText, FormTextArea } from '@/platform/inputs';
import { post } from '@/platform/request';
import { pathRules } from '../merchant/shared/form-rules';
import { FIN_URLS } from './api';
import { PayAccountSelect } from './shared';
import { YuanInput } from './YuanInput';

export interface RefundTarget { kind: 'order'; order_id: number; code: string; max: number }
export interface ArrivalRefundTarget { kind: 'arrival'; arrival_id: number; code: string; max: number; payee?: string }

export function RefundDialog({ target, onClose, onDone }: { target: RefundTarget | ArrivalRefundTarget; onClose: () => void; onDone: () => void }) {
  const [form] = Form.useForm();
  const order = target.kind === 'order';
  const schema = order ? refundCreate : arrivalRefundCreate;
  const idPart = order ? { order_id: target.order_id } : { arrival_id: target.arrival_id };
  const rules = pathRules(schema, { extra: () => idPart });
  const overMax = pathRules({
    safeParse: (v: unknown) => {
      const a = (v as { amount?: number | null }).amount;
      return typeof a === 'number' && a > target.max
        ? { success: false as const, error: { issues: [{ path: ['amount'], message: `退款金额不能超过${order ? '已收' : '未认领余额'}${fenToYuan(target.max)}元` }] } }
        : { success: true as const };
    },
  });
  return (
    <ModalForm form={form} open title={`${order ? '订单退款' : '到账退款'}：${target.code}`} width={560} modalProps={{ onCancel: onClose, destroyOnHidden: true, maskClosable: false }}
      initialValues={{ pay_type: 0, payee: order ? undefined : (target as ArrivalRefundTarget).payee }}
      submitter={{ searchConfig: { submitText: '提交审核' } }}
      onFinish={async (v) => {
        const body = { ...v, ...idPart };
        try {
          await post(order ? FIN_URLS.refundAdd : FIN_URLS.billRefundAdd, body);
          void message.success('退款单已提交审核');
          onDone();
          return true;
        } catch (e) {
          reportFormError(form, e);
          return false;
        }
      }}>
      <Alert type="info" showIcon style={{ marginBottom: 16 }} message={`${order ? '订单已收' : '到账未认领余额'} ¥${fenToYuan(target.max)}；退款审核通过后${order ? '已收减少' : '余额减少'}。`} />
      <ProForm.Item name="amount" label="退款金额" required rules={[...overMax('amount'), ...rules('amount')]}><YuanInput max={target.max} /></ProForm.Item>
      <FormTextArea name="reason" label="退款原因" required rules={rules('reason')} />
      <ProFormSelect name="pay_type" label="退款方式" rules={rules('pay_type')} options={enumOptions(PayType)} />
      <ProForm.Item name="pay_account_id" label="付款账户" rules={rules('pay_account_id')}><PayAccountSelect placeholder="请选择付款账户" /></ProForm.Item>
      <FormText name="payee" label="收款人" rules={rules('payee')} max={100} />
      <FormTextArea name="remark" label="备注" rules={rules('remark')} />
    </ModalForm>
  );
}
