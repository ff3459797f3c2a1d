/**
 * 线路报名大厅: the departure groups open for sale as cards (SPEC "list cards 8"), with their sales prices and
 * live remaining seats — refetched every 10 s and when the window regains focus — filters by departure date,
 * destination, product and department; 报名 opens the sign-up form, a full group offers 候补.
 */
import { useQuery, keepPreviousData } from '@tanstack/react-query';
import { Button, Card, Col, DatePicker, Empty, Form, Input, Pagination, Row, Space, Spin, Tag, Tooltip, TreeSelect, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { FeeType, Msg, PACKAGE_FEE_TYPES, PAGE_SIZE_CARDS, enumLabel, type HallRow } from '@ta/contract';
import { showError } from '@/platform/feedback';
import { MoneyText } from '@/platform/inputs';
import { normalizePage } from '@/platform/list/paging';
import { groupTone } from '@/platform/list/row-tone';
import { usePermission } from '@/platform/permission';
import { resourceKeys } from '@/platform/query-keys';
import { post } from '@/platform/request';
import { routePath } from '@/platform/routes';
import { useDepartmentTree } from '../system/shared/options';
import { HALL_LIST_URL, Q } from './api';
import { dateWithWeekday, seatShares, seatTone } from './hall-model';
import './order.css';

export const HALL_REFRESH_MS = 10_000;

interface HallFilters { departure_date?: [Dayjs | null, Dayjs | null] | null; destination?: string; product_keyword?: string; dept_id?: number }

function filterBody(v: HallFilters): Record<string, unknown> {
  const range = v.departure_date;
  return {
    departure_date: range ? range.map((d) => (d ? d.format('YYYY-MM-DD') : null)) : undefined,
    destination: v.destination?.trim() || undefined,
    product_keyword: v.product_keyword?.trim() || undefined,
    dept_id: v.dept_id,
  };
}

export function RegistrationHall() {
  const [form] = Form.useForm<HallFilters>();
  const [filters, setFilters] = useState<Record<string, unknown>>({});
  const [pageNo, setPageNo] = useState(1);
  const depts = useDepartmentTree();
  const body = { pageNo, pageSize: PAGE_SIZE_CARDS, ...filters };
  const q = useQuery({
    queryKey: resourceKeys(Q.hall).list(body),
    queryFn: async () => normalizePage<HallRow>(await post<unknown>(HALL_LIST_URL, body)),
    placeholderData: keepPreviousData,
    refetchInterval: HALL_REFRESH_MS,
    refetchOnWindowFocus: true,
  });
  useEffect(() => { if (q.error) showError(q.error); }, [q.error]);
  const page = q.data ?? { rows: [], total: 0 };

  return (
    <div className="ta-hall">
      <Card size="small" className="ta-hall-filters">
        <Form form={form} layout="inline" onFinish={(v) => { setFilters(filterBody(v)); setPageNo(1); }}>
          <Form.Item name="departure_date" label="出团日期"><DatePicker.RangePicker allowEmpty={[true, true]} /></Form.Item>
          <Form.Item name="destination" label="目的地"><Input allowClear placeholder="如：三亚" style={{ width: 140 }} /></Form.Item>
          <Form.Item name="product_keyword" label="产品"><Input allowClear placeholder="产品名称/编号/团号" style={{ width: 180 }} /></Form.Item>
          <Form.Item name="dept_id" label="部门"><TreeSelect allowClear treeData={depts} placeholder="全部部门" style={{ width: 160 }} treeDefaultExpandAll /></Form.Item>
          <Space>
            <Button type="primary" htmlType="submit">查询</Button>
            <Button onClick={() => { form.resetFields(); setFilters({}); setPageNo(1); }}>重置</Button>
          </Space>
        </Form>
      </Card>
      <Spin spinning={q.isLoading}>
        {page.rows.length === 0 && !q.isLoading
          ? <Card><Empty description="暂无可报名的团期" /></Card>
          : (
            <Row gutter={[12, 12]}>
              {page.rows.map((g) => <Col key={g.group_id} xs={24} md={12} xl={6}><GroupCard g={g} /></Col>)}
            </Row>
          )}
      </Spin>
      <div className="ta-hall-pager">
        <Pagination current={pageNo} pageSize={PAGE_SIZE_CARDS} total={page.total} onChange={setPageNo} showSizeChanger={false}
          showTotal={(t) => `${Msg.totalPrefix} ${t} ${Msg.totalSuffix}`} />
        <Typography.Text type="secondary" className="ta-hall-live">余位每{HALL_REFRESH_MS / 1000}秒自动刷新{q.isFetching ? '…' : ''}</Typography.Text>
      </div>
    </div>
  );
}

function GroupCard({ g }: { g: HallRow }) {
  const navigate = useNavigate();
  const { has } = usePermission('route_registration');
  const tone = seatTone(g);
  const shares = seatShares(g);
  const full = tone === 'full';
  // The SPEC §9 group tone: red for an iron-hair group, green once confirmed seats reach the soon-group size below the minimum.
  const group = groupTone(g);
  const signUp = () => navigate(routePath('signUpDetail', { group_id: g.group_id, title: `报名：${g.group_code}` }));
  const prices = PACKAGE_FEE_TYPES.filter((t) => g.prices[String(t)] !== undefined);
  return (
    <Card size="small" className={`ta-hall-card ta-seat-${tone}${group ? ` ta-hall-group-${group}` : ''}`} data-group={g.group_code} data-tone={group ?? ''}
      title={<Tooltip title={g.product_name}><span>{g.product_name}</span></Tooltip>}
      extra={g.iron_hair === 2 ? <Tag color="red">铁发</Tag> : null}
      actions={[
        <a key="info" onClick={() => navigate(routePath('orderBasicLineInformationDetail', { group_id: g.group_id, title: `线路信息：${g.group_code}` }))}>线路信息</a>,
        has('canAdd') || has('signUp')
          ? <Button key="sign" type={full ? 'default' : 'primary'} size="small" onClick={signUp}>{full ? '候补报名' : '报名'}</Button>
          : <span key="sign" />,
      ]}>
      <div className="ta-hall-meta">
        <div><Typography.Text type="secondary">团号</Typography.Text> {g.group_code}</div>
        <div><Typography.Text type="secondary">出团</Typography.Text> {dateWithWeekday(g.departure_date)}</div>
        <div><Typography.Text type="secondary">行程</Typography.Text> {g.days}天{g.nights}晚 · {g.destination_text || '-'}</div>
        <div><Typography.Text type="secondary">停售</Typography.Text> {g.stop_sale_date}</div>
      </div>
      <div className="ta-hall-prices">
        {prices.map((t) => (
          <span key={t} className="ta-hall-price"><span className="ta-hall-price-label">{enumLabel(FeeType, t).replace('套餐', '')}</span><MoneyText fen={g.prices[String(t)]} /></span>
        ))}
      </div>
      <div className="ta-hall-seats">
        <span className="ta-hall-remaining" data-testid="remaining">{full ? '已满' : <>余位 <b>{g.remaining}</b></>}</span>
        <span className="ta-hall-seat-detail">计划{g.seats_plan} · 已确认{g.seats_confirmed} · 占位{g.seats_held}{g.seats_waiting ? ` · 候补${g.seats_waiting}` : ''}</span>
      </div>
      <div className="ta-seat-bar" aria-hidden>
        <span className="ta-seat-bar-confirmed" style={{ width: `${shares.confirmed}%` }} />
        <span className="ta-seat-bar-held" style={{ width: `${shares.held}%` }} />
      </div>
    </Card>
  );
}
