/**
 * 批量收款 (batchGather, `?order_ids=1,2,3`): one payment of one customer over its open orders — pay type,
 * account, date, payer, voucher — the amount typed in yuan (kept in fen exactly) and split over the orders
 * (自动分配 fills them in turn, each up to its open amount). Sent to /api/v1/collection/add, it waits for the
 * order-payment audit; only approved receipts count as received.
 */
import { ProForm, ProFormDatePicker, ProFormSelect } from '@ant-design/pro-components';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Col, Empty, Form, Row, Skeleton, Space, Table, Typography, message } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { PayType, capitalAmount, enumOptions, fenToYuan, isoToday, receiptCreate } from '@ta/contract';
import { showError } from '@/platform/feedback';
import { reportFormError } from '@/platform/form';
import { FormText, FormTextArea, ImageUpload, MoneyText } from '@/platform/inputs';
import { invalidateResource, resourceKeys } from '@/platform/query-keys';
import { post } from '@/platform/request';
import { routePath } from '@/platform/routes';
import { datesToStrings, pathRules } from '../../merchant/shared/form-rules';
import { FIN_URLS, FQ, type MoneyOrderRow } from '../api';
import { autoSplit, splitForApi, splitProblems, splitTotal, type SplitLine } from '../money-model';
import { PayAccountSelect } from '../shared';
import { YuanInput } from '../YuanInput';

interface FormValues { pay_type?: number; pay_account_id?: number; pay_date?: unknown; payer?: string; voucher?: string | null; remark?: string | null }

export const receiptBody = (v: FormValues, lines: readonly SplitLine[]) => ({ ...datesToStrings(v as Record<string, unknown>, ['pay_date']), items: splitForApi(lines) });

export function BatchGather() {
  const [params] = useSearchParams();
  const ids = useMemo(() => (params.get('order_ids') ?? '').split(',').map(Number).filter((n) => Number.isInteger(n) && n > 0), [params]);
  if (!ids.length) return <Alert type="warning" showIcon message="请先在批量订单收款列表中勾选同一客户的订单" />;
  return <Gather key={ids.join(',')} ids={ids} />;
}

function Gather({ ids }: { ids: number[] }) {
  const navigate = useNavigate();
  const client = useQueryClient();
  const [form] = Form.useForm<FormValues>();
  const q = useQuery({
    queryKey: resourceKeys(FQ.money).list({ order_ids: ids }),
    queryFn: () => post<{ data: MoneyOrderRow[]; summary: { open: number } }>(FIN_URLS.balance, { order_ids: ids }),
    retry: false,
  });
  useEffect(() => { if (q.error) showError(q.error); }, [q.error]);
  const orders = q.data?.data ?? [];
  const [lines, setLines] = useState<SplitLine[]>([]);
  const [total, setTotal] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => { setLines(orders.map((o) => ({ order_id: o.order_id, open: o.open, amount: o.open > 0 ? o.open : null }))); }, [q.data]);
  const codeOf = (id: number) => orders.find((o) => o.order_id === id)?.order_code ?? String(id);
  const sum = splitTotal(lines);
  const problems = lines.length ? splitProblems(lines, null, codeOf) : [];
  const rules = pathRules(receiptCreate, { transform: (v) => receiptBody(v as FormValues, lines) });

  if (q.isLoading) return <Card><Skeleton active /></Card>;
  if (!orders.length) return <Card><Empty description="所选订单已收齐或不可收款" /></Card>;
  const who = orders[0].customer_name ?? orders[0].contact_name;

  const submit = async (values: FormValues) => {
    if (problems.length) { void message.error(problems[0]); return false; }
    const body = receiptBody(values, lines);
    const parsed = receiptCreate.safeParse(body);
    if (!parsed.success) { void message.error(parsed.error.issues[0]?.message ?? '请检查收款信息'); return false; }
    setBusy(true);
    try {
      await post(FIN_URLS.receiptAdd, body);
      void message.success('收款单已提交审核，审核通过后计入已收');
      await Promise.all([invalidateResource(client, FQ.collect), invalidateResource(client, FQ.receipt), invalidateResource(client, FQ.money)]);
      navigate(routePath('receiveOrderList'));
      return true;
    } catch (e) {
      reportFormError(form, e);
      return false;
    } finally { setBusy(false); }
  };

  return (
    <Space direction="vertical" size={12} style={{ width: '100%' }} className="ta-batch-gather">
      <Card size="small" title={`收款订单（${orders.length}个）· 客户：${who}`}>
        <Space style={{ marginBottom: 12 }} wrap>
          <span>本次收款总额</span>
          <YuanInput value={total} onChange={setTotal} style={{ width: 220 }} aria-label="本次收款总额" />
          <Button onClick={() => { if (total === null || Number.isNaN(total)) { void message.warning('请先输入正确的收款总额'); return; } setLines(autoSplit(total, orders)); }}>自动分配</Button>
          <Button onClick={() => setLines(orders.map((o) => ({ order_id: o.order_id, open: o.open, amount: o.open })))}>全部收齐</Button>
        </Space>
        <Table<MoneyOrderRow> size="small" rowKey="order_id" pagination={false} dataSource={orders}
          columns={[
            { title: '订单号', dataIndex: 'order_code' },
            { title: '团号', dataIndex: 'group_code' },
            { title: '出团日期', dataIndex: 'departure_date' },
            { title: '应收', dataIndex: 'total', align: 'right', render: (v: number) => <MoneyText fen={v} /> },
            { title: '已收', dataIndex: 'received', align: 'right', render: (v: number) => <MoneyText fen={v} /> },
            { title: '审核中', dataIndex: 'pending_receipts', align: 'right', render: (v: number) => <MoneyText fen={v} /> },
            { title: '可收', dataIndex: 'open', align: 'right', render: (v: number) => <MoneyText fen={v} /> },
            {
              title: '本次收款（元）', key: 'amount', width: 200,
              render: (_v, o) => {
                const l = lines.find((x) => x.order_id === o.order_id);
                return <YuanInput value={l?.amount ?? null} max={o.open} aria-label={`收款金额 ${o.order_code}`}
                  onChange={(fen) => setLines((ls) => ls.map((x) => (x.order_id === o.order_id ? { ...x, amount: fen } : x)))} />;
              },
            },
          ]}
          summary={() => (
            <Table.Summary.Row>
              <Table.Summary.Cell index={0} colSpan={7}><b>本次收款合计</b></Table.Summary.Cell>
              <Table.Summary.Cell index={1}><b data-testid="gather-total"><MoneyText fen={sum} /></b></Table.Summary.Cell>
            </Table.Summary.Row>
          )} />
        <Typography.Paragraph style={{ marginTop: 8 }}>合计大写：{capitalAmount(sum)}</Typography.Paragraph>
        {problems.length > 0 && <Alert type="error" showIcon message={problems[0]} />}
      </Card>
      <Card size="small" title="收款信息">
        <ProForm<FormValues> form={form} layout="vertical" initialValues={{ pay_type: 0, pay_date: dayjs(isoToday()), payer: who }}
          onFinish={submit} submitter={{ searchConfig: { submitText: `提交收款 ¥${fenToYuan(sum)}` }, resetButtonProps: false, submitButtonProps: { loading: busy, disabled: sum <= 0 } }}>
          <Row gutter={16}>
            <Col xs={24} md={8}><ProFormSelect name="pay_type" label="收款方式" required rules={rules('pay_type')} options={enumOptions(PayType)} /></Col>
            <Col xs={24} md={8}><ProForm.Item name="pay_account_id" label="收款账户" required rules={rules('pay_account_id')}><PayAccountSelect /></ProForm.Item></Col>
            <Col xs={24} md={8}><ProFormDatePicker name="pay_date" label="收款日期" required rules={rules('pay_date')} width="100%" /></Col>
            <Col xs={24} md={8}><FormText name="payer" label="付款人" required rules={rules('payer')} max={100} /></Col>
            <Col xs={24} md={16}><ProForm.Item name="voucher" label="收款凭证" rules={rules('voucher')}><ImageUpload /></ProForm.Item></Col>
          </Row>
          <FormTextArea name="remark" label="备注" rules={rules('remark')} />
        </ProForm>
      </Card>
    </Space>
  );
}
