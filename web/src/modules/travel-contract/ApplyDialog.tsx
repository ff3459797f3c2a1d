/**
 * 申请合同: pick the order (when not given) and the contract template, see the contract's text as it will be
 * made, and submit it to the order contract audit (/api/v1/contract/apply, contractApply).
 */
import { ModalForm, ProForm, ProFormSelect } from '@ant-design/pro-components';
import { useQuery } from '@tanstack/react-query';
import { Alert, Empty, Form, Skeleton, message } from 'antd';
import { useEffect, useState } from 'react';
import { contractApply, type orderPage } from '@ta/contract';
import type { PageRow } from '@/platform/answer-types';
import { reportFormError } from '@/platform/form';
import { FormTextArea } from '@/platform/inputs';
import { post } from '@/platform/request';
import { pathRules } from '../merchant/shared/form-rules';
import { TC_URLS, type ContractDetail, type RenderedContract, type TemplateOption } from './api';
import { ContractText } from './shared';

/** An order to choose (a row of the order list). */
type OrderOption = PageRow<typeof orderPage>;

export function ApplyDialog({ order, onClose, onDone }: { order?: { id: number; code: string }; onClose: () => void; onDone: (c: ContractDetail) => void }) {
  const [form] = Form.useForm();
  const rules = pathRules(contractApply);
  const [keyword, setKeyword] = useState('');
  const picked = Form.useWatch('order_id', form) as number | undefined;
  const orderId = order?.id ?? picked;
  const templateId = Form.useWatch('template_id', form) as number | undefined;
  const templates = useQuery({ queryKey: ['contractTemplates'], queryFn: () => post<TemplateOption[]>(TC_URLS.templates, {}) });
  useEffect(() => { if (templates.data?.length && !form.getFieldValue('template_id')) form.setFieldValue('template_id', templates.data[0].id); }, [templates.data, form]);
  const orders = useQuery({
    queryKey: ['contractOrderPick', keyword], enabled: !order,
    queryFn: () => post<{ page_data: { data: OrderOption[] } }>('/api/v1/routeOrder/list', { keyword: keyword || undefined, pageSize: 20, enrollment_status: [0, 1] }),
  });
  const preview = useQuery({
    queryKey: ['contractPreview', orderId, templateId], enabled: Boolean(orderId && templateId), retry: false,
    queryFn: () => post<RenderedContract>(TC_URLS.preview, { order_id: orderId, template_id: templateId }),
  });
  return (
    <ModalForm form={form} open title={order ? `申请合同：订单 ${order.code}` : '申请合同'} width={880}
      modalProps={{ onCancel: onClose, destroyOnHidden: true, maskClosable: false }}
      submitter={{ searchConfig: { submitText: '提交审核' } }}
      onFinish={async (v) => {
        try {
          const c = await post<ContractDetail>(TC_URLS.apply, { order_id: order?.id ?? v.order_id, template_id: v.template_id, remark: v.remark });
          void message.success(`合同${c.code}已提交审核`);
          onDone(c);
          return true;
        } catch (e) {
          reportFormError(form, e, '申请合同失败');
          return false;
        }
      }}>
      {!order && (
        <ProFormSelect name="order_id" label="订单" required rules={rules('order_id')} showSearch
          fieldProps={{ filterOption: false, onSearch: setKeyword, loading: orders.isFetching, placeholder: '输入订单号、联系人搜索', 'data-testid': 'contract-order' } as never}
          options={(orders.data?.page_data.data ?? []).map((o) => ({ value: o.id, label: `${o.code} ${o.contact_name} ${o.product_name ?? ''} ${o.departure_date ?? ''}` }))} />
      )}
      <ProFormSelect name="template_id" label="合同模板" required rules={rules('template_id')} fieldProps={{ loading: templates.isLoading, 'data-testid': 'contract-template' } as never}
        options={(templates.data ?? []).map((t) => ({ value: t.id, label: t.name }))} />
      <FormTextArea name="remark" label="备注" rules={rules('remark')} />
      <ProForm.Item label="合同预览">
        {!orderId ? <Empty description="请选择订单" /> : !templateId ? <Empty description="请选择合同模板" />
          : preview.isLoading ? <Skeleton active /> : preview.error ? <Alert type="error" showIcon message={(preview.error as Error).message} />
          : preview.data ? <div style={{ maxHeight: 360, overflow: 'auto' }}><ContractText c={preview.data} /></div> : null}
      </ProForm.Item>
    </ModalForm>
  );
}
