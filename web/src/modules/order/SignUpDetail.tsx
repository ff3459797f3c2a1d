/**
 * 报名详情 (`/order/signUp/detail?group_id=`): the sign-up form of a departure group — the group and its live
 * remaining seats, customer (散客 / 单位 / 同行 with likeName) and its sales channel, contact, persons by
 * person type, price lines prefilled from the group's package, tourists, then 占位 (seats kept until the
 * hold deadline), 确认报名, or 候补 when the group has too few seats. Checked with the contract's orderCreate.
 */
import { ArrowLeftOutlined } from '@ant-design/icons';
import { ProForm, ProFormDigit, ProFormSelect, ProFormText, ProFormTextArea } from '@ant-design/pro-components';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Col, DatePicker, Descriptions, Empty, Form, InputNumber, Radio, Row, Skeleton, Space, Tag, Typography, message } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import {
  CustomerKind, HOLD_HOURS_DEFAULT, HOLD_HOURS_MAX, HotelStar, Msg, RoomType, capitalAmount, enumOptions, fenToYuan, linesTotal, orderCreate,
  personsOf, seatsOf, type CustomerKindCode, type HallDetail,
  EnrollmentStatus, ENROLLMENT_WAITING,
} from '@ta/contract';
import { showError } from '@/platform/feedback';
import { reportFormError, validateOrFocus, zodRules } from '@/platform/form';
import { useDraft } from '@/platform/editor/useDraft';
import { MoneyText } from '@/platform/inputs';
import { invalidateResource, resourceKeys } from '@/platform/query-keys';
import { post } from '@/platform/request';
import { routePath } from '@/platform/routes';
import { useQueryClient } from '@tanstack/react-query';
import { CustomerSelect } from '../merchant/customer/CustomerSelect';
import { useChannelOptions } from '../merchant/sales-channel/options';
import { HALL_DETAIL_URL, ORDER_URLS, Q, type OrderDetail } from './api';
import { useInsuranceOptions } from './insurance-options';
import { HALL_REFRESH_MS } from './RegistrationHall';
import { dateWithWeekday } from './hall-model';
import { PriceLinesEditor } from './PriceLinesEditor';
import { lineProblems, linesForApi, listPricesFor, packageLines, repriceLines, syncQuantities, type PriceLine } from './price-model';
import { cellIssues, fitTourists, touristsForApi, type TouristDraft } from './tourist/tourist-model';
import { TouristTable } from './tourist/TouristTable';
import './order.css';

interface SignUpValues {
  customer_kind: CustomerKindCode; customer_id?: number | null; sales_channel_id?: number | null; contact_name?: string; contact_phone?: string;
  adult_count: number; child_count: number; senior_count: number; infant_count: number; hotel_level?: number | null; remark?: string;
}
type Enrollment = 0 | 1 | 3;

/** One group for sales (/api/v1/registration/hall/detail: prices, live seats, itinerary); refetched like the hall. */
export function useHallGroup(groupId: number) {
  return useQuery({
    queryKey: resourceKeys(Q.hall).detail(groupId),
    queryFn: () => post<HallDetail>(HALL_DETAIL_URL, { id: groupId }),
    enabled: groupId > 0,
    retry: false,
    refetchInterval: HALL_REFRESH_MS,
    refetchOnWindowFocus: true,
  });
}

export function SignUpDetail() {
  const [params] = useSearchParams();
  const groupId = Number(params.get('group_id'));
  const q = useHallGroup(groupId);
  useEffect(() => { if (q.error) showError(q.error); }, [q.error]);
  if (!Number.isInteger(groupId) || groupId <= 0) return <Alert type="warning" showIcon message="缺少团期，请从线路报名大厅选择团期报名" />;
  if (q.isLoading) return <Card><Skeleton active /></Card>;
  if (!q.data) return <Card><Empty description="该团期不存在或已删除" /></Card>;
  if (!q.data.for_sale) return <Card><Empty description={`该团期不可报名：${q.data.not_for_sale_reason ?? ''}`} /></Card>;
  return <SignUpForm key={groupId} group={q.data} />;
}

const ZERO = { adult_count: 0, child_count: 0, senior_count: 0, infant_count: 0 };

/** Why a hold deadline cannot be taken (the server's rule: after now, within HOLD_HOURS_MAX hours), or null. */
export function holdDeadlineProblem(d: Dayjs, now = dayjs()): string | null {
  if (!d.isAfter(now)) return '占位截止时间必须晚于当前时间';
  if (d.isAfter(now.add(HOLD_HOURS_MAX, 'hour'))) return `占位时间最长${HOLD_HOURS_MAX}小时`;
  return null;
}

function SignUpForm({ group }: { group: HallDetail }) {
  const navigate = useNavigate();
  const client = useQueryClient();
  const [form] = Form.useForm<SignUpValues>();
  const channels = useChannelOptions();
  const insurance = useInsuranceOptions(group.group_id);
  const kind = Form.useWatch('customer_kind', form) ?? 'private';
  const counts = {
    adult_count: Number(Form.useWatch('adult_count', form) ?? 1) || 0,
    child_count: Number(Form.useWatch('child_count', form)) || 0,
    senior_count: Number(Form.useWatch('senior_count', form)) || 0,
    infant_count: Number(Form.useWatch('infant_count', form)) || 0,
  };
  const [lines, setLines] = useState<PriceLine[]>(() => packageLines(listPricesFor(group, 'private'), { ...ZERO, adult_count: 1 }));
  // The customer kind decides the list prices (peer customers: the peer price) the package lines start from.
  useEffect(() => { setLines((ls) => repriceLines(ls, listPricesFor(group, kind))); }, [group, kind]);
  const [tourists, setTourists] = useState<TouristDraft[]>(() => fitTourists([], { ...ZERO, adult_count: 1 }));
  const [rooms, setRooms] = useState<Record<string, number>>({});
  const [enrollment, setEnrollment] = useState<Enrollment>(1);
  // A hold's deadline: any minute after now and within HOLD_HOURS_MAX hours (default now + HOLD_HOURS_DEFAULT).
  const [holdUntil, setHoldUntil] = useState<Dayjs>(() => dayjs().add(HOLD_HOURS_DEFAULT, 'hour').startOf('minute'));
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  // The half-filled sign-up is this tab's draft (the form, the price lines, tourists, rooms and enrollment).
  const draft = useDraft(form, {
    extra: {
      value: { lines, tourists, rooms, enrollment },
      restore: (v) => {
        const x = v as { lines?: PriceLine[]; tourists?: TouristDraft[]; rooms?: Record<string, number>; enrollment?: Enrollment };
        if (x.lines) setLines(x.lines);
        if (x.tourists) setTourists(x.tourists);
        if (x.rooms) setRooms(x.rooms);
        if (x.enrollment !== undefined) setEnrollment(x.enrollment);
      },
    },
  });

  const seats = seatsOf(counts);
  const short = seats > group.remaining;
  useEffect(() => { if (short && enrollment !== 3) setEnrollment(3); if (!short && enrollment === 3) setEnrollment(1); }, [short, enrollment]);
  const countsKey = `${counts.adult_count}/${counts.child_count}/${counts.senior_count}/${counts.infant_count}`;
  useEffect(() => {
    setLines((ls) => syncQuantities(ls, counts));
    setTourists((ts) => fitTourists(ts, counts));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [countsKey]);

  const issues = useMemo(() => cellIssues(tourists), [tourists]);
  const total = linesTotal(lines);
  const rules = zodRules(orderCreate, () => ({ group_id: group.group_id, lines: linesForApi(lines), tourists: [], enrollment }));

  const submit = async () => {
    setTried(true);
    let values: SignUpValues;
    try { values = await validateOrFocus(form); } catch { void message.error('请检查表单中标红的项目'); return; }
    const problems = lineProblems(lines);
    if (problems.length) { void message.error(problems[0]); return; }
    const holdProblem = enrollment === 1 ? holdDeadlineProblem(holdUntil) : null;
    if (holdProblem) { void message.error(holdProblem); return; }
    const body = {
      group_id: group.group_id, ...values, rooms, lines: linesForApi(lines), tourists: touristsForApi(tourists), enrollment,
      hold_deadline: enrollment === 1 ? holdUntil.toISOString() : null,
    };
    const parsed = orderCreate.safeParse(body);
    if (!parsed.success) { void message.error(parsed.error.issues[0]?.message ?? '请检查报名信息'); return; }
    setBusy(true);
    try {
      const d = await post<OrderDetail>(ORDER_URLS.add, body);
      if (!d) return;
      draft.clear();
      void message.success(enrollment === 0 ? `报名成功：${d.code}` : enrollment === 1 ? `占位成功：${d.code}` : `已加入候补：${d.code}`);
      await Promise.all([invalidateResource(client, Q.hall), invalidateResource(client, Q.order)]);
      navigate(routePath('signUpOrderDetail', { id: d.id, title: `报名订单：${d.code}` }), { replace: true });
    } catch (e) {
      reportFormError(form, e);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="ta-signup">
      {draft.guard}
      <Card size="small" title={<Space><span>{group.product_name}</span>{group.iron_hair === 2 && <Tag color="red">铁发</Tag>}</Space>}
        extra={<Button icon={<ArrowLeftOutlined />} onClick={() => navigate(routePath('routeRegistration'))}>返回报名大厅</Button>}>
        <Descriptions size="small" column={{ xs: 1, sm: 2, lg: 4 }}>
          <Descriptions.Item label="团号">{group.group_code}</Descriptions.Item>
          <Descriptions.Item label="出团日期">{dateWithWeekday(group.departure_date)}</Descriptions.Item>
          <Descriptions.Item label="回团日期">{group.disband_date}</Descriptions.Item>
          <Descriptions.Item label="行程">{group.days}天{group.nights}晚 · {group.destination_text || '-'}</Descriptions.Item>
          <Descriptions.Item label="价格套餐">{group.package_name}</Descriptions.Item>
          <Descriptions.Item label="定金（每人）"><MoneyText fen={group.deposit} /></Descriptions.Item>
          <Descriptions.Item label="计划/已确认/占位">{group.seats_plan} / {group.seats_confirmed} / {group.seats_held}</Descriptions.Item>
          <Descriptions.Item label="余位">
            <Typography.Text strong type={group.remaining === 0 ? 'danger' : group.remaining < 6 ? 'warning' : 'success'} data-testid="signup-remaining">
              {group.remaining === 0 ? `0（${Msg.seatsFull}）` : group.remaining}
            </Typography.Text>
            {group.seats_waiting > 0 && <Typography.Text type="secondary">（候补{group.seats_waiting}人）</Typography.Text>}
          </Descriptions.Item>
        </Descriptions>
      </Card>

      <ProForm<SignUpValues> form={form} submitter={false} layout="vertical" onValuesChange={draft.onValuesChange}
        initialValues={{ customer_kind: 'private', adult_count: 1, child_count: 0, senior_count: 0, infant_count: 0 }}>
        <Card size="small" title="客户与联系人">
          <Row gutter={16}>
            <Col xs={24} md={6}>
              <ProForm.Item name="customer_kind" label="客户类型" rules={rules('customer_kind')}>
                <Radio.Group optionType="button" options={Object.entries(CustomerKind).map(([value, label]) => ({ value, label }))}
                  onChange={() => form.setFieldsValue({ customer_id: null })} />
              </ProForm.Item>
            </Col>
            <Col xs={24} md={6}>
              <ProForm.Item name="customer_id" label={kind === 'private' ? '散客（可选）' : '客户'} rules={rules('customer_id')} required={kind !== 'private'}>
                <CustomerSelect kind={kind} onChange={(id, c) => {
                  form.setFieldValue('customer_id', id);
                  if (c) form.setFieldsValue({ contact_name: c.contact_name || c.name, contact_phone: c.phone });
                }} />
              </ProForm.Item>
            </Col>
            <Col xs={24} md={4}><ProFormText name="contact_name" label="联系人" required rules={rules('contact_name')} fieldProps={{ maxLength: 50 }} /></Col>
            <Col xs={24} md={4}><ProFormText name="contact_phone" label="联系电话" required rules={rules('contact_phone')} fieldProps={{ maxLength: 30 }} /></Col>
            <Col xs={24} md={4}><ProFormSelect name="sales_channel_id" label="销售渠道" options={channels ?? []} disabled={!channels} fieldProps={{ allowClear: true }} /></Col>
          </Row>
        </Card>

        <Card size="small" title="人数与住宿">
          <Row gutter={16}>
            <Col xs={12} md={3}><ProFormDigit name="adult_count" label="成人" min={0} max={999} fieldProps={{ precision: 0 }} rules={rules('adult_count')} /></Col>
            <Col xs={12} md={3}><ProFormDigit name="child_count" label="儿童" min={0} max={999} fieldProps={{ precision: 0 }} rules={rules('child_count')} /></Col>
            <Col xs={12} md={3}><ProFormDigit name="senior_count" label="老人" min={0} max={999} fieldProps={{ precision: 0 }} rules={rules('senior_count')} /></Col>
            <Col xs={12} md={3}><ProFormDigit name="infant_count" label="婴儿（不占座）" min={0} max={999} fieldProps={{ precision: 0 }} rules={rules('infant_count')} /></Col>
            <Col xs={24} md={4}><ProFormSelect name="hotel_level" label="酒店标准" options={enumOptions(HotelStar)} fieldProps={{ allowClear: true }} /></Col>
            <Col xs={24} md={8}>
              <Form.Item label="房间数">
                <Space wrap size={[8, 4]}>
                  {enumOptions(RoomType).map((r) => (
                    <span key={r.value} className="ta-room-count">
                      <span>{r.label}</span>
                      <InputNumber size="small" min={0} max={999} precision={0} style={{ width: 56 }} aria-label={r.label}
                        value={rooms[String(r.value)] ?? null} onChange={(v) => setRooms((x) => ({ ...x, [String(r.value)]: v ?? 0 }))} />
                    </span>
                  ))}
                </Space>
              </Form.Item>
            </Col>
          </Row>
          <Typography.Text type="secondary">共 {personsOf(counts)} 人，占座 {seats} 个；</Typography.Text>
          {short
            ? <Typography.Text type="danger">余位不足（余{group.remaining}个），只能候补报名。</Typography.Text>
            : <Typography.Text type="success">余位充足。</Typography.Text>}
        </Card>

        <Card size="small" title="价格明细">
          <PriceLinesEditor value={lines} onChange={setLines} />
        </Card>

        <Card size="small" title={`游客信息（${tourists.length}人）`} extra={<Typography.Text type="secondary">输入身份证号自动带出出生日期、性别和年龄；输入姓名可选择以前报过名的游客</Typography.Text>}>
          <TouristTable value={tourists} onChange={setTourists} departureDate={group.departure_date} issues={issues} showErrors={tried} insuranceOptions={insurance ?? undefined} />
        </Card>

        <Card size="small" title="备注">
          <ProFormTextArea name="remark" fieldProps={{ maxLength: 500, showCount: true, rows: 2 }} rules={rules('remark')} />
        </Card>
      </ProForm>

      <div className="ta-signup-bar">
        <Space size="large" wrap>
          <span className="ta-signup-total">订单总额 <b data-testid="signup-total">¥{fenToYuan(total)}</b></span>
          <Typography.Text type="secondary">{Number.isInteger(total) && total >= 0 ? capitalAmount(total) : ''}</Typography.Text>
        </Space>
        <Space wrap>
          <Radio.Group value={enrollment} onChange={(e) => setEnrollment(e.target.value as Enrollment)} optionType="button" buttonStyle="solid"
            options={[
              { value: 1, label: EnrollmentStatus[1], disabled: short },
              { value: 0, label: `${EnrollmentStatus[0]}报名`, disabled: short },
              { value: ENROLLMENT_WAITING, label: EnrollmentStatus[ENROLLMENT_WAITING], disabled: !short },
            ]} />
          {enrollment === 1 && (
            <Space size={4}>
              <span>占位截止</span>
              <DatePicker aria-label="占位截止" showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" allowClear={false} value={holdUntil}
                onChange={(v: Dayjs | null) => { if (v) setHoldUntil(v); }} status={holdDeadlineProblem(holdUntil) ? 'error' : undefined}
                disabledDate={(d: Dayjs) => d.isBefore(dayjs(), 'day') || d.isAfter(dayjs().add(HOLD_HOURS_MAX, 'hour'), 'day')} style={{ width: 170 }} />
            </Space>
          )}
          <Button type="primary" loading={busy} onClick={() => void submit()}>
            {enrollment === 1 ? '提交占位' : enrollment === 0 ? '提交报名' : '提交候补'}
          </Button>
        </Space>
      </div>
    </div>
  );
}
