/**
 * The departure calendar of one price package: each date with a group shows its seats left / planned and
 * its state; future dates without a group are picked with a click and opened together (开团), or a range
 * with weekdays is opened at once; a date's group is removed with its ×, which the server refuses while the
 * group has orders (its message is shown).
 */
import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Alert, Button, Calendar, Checkbox, DatePicker, Modal, Popconfirm, Space, Tooltip, Typography, message } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo, useState } from 'react';
import { TourState, Weekday, enumLabel, enumOptions, type PackageGroupRow, type PackageRow, type PriceAddResult, isoToday } from '@ta/contract';
import { showError } from '@/platform/feedback';
import { post } from '@/platform/request';
import { PRODUCT_URLS } from '../api';
import { expandDateRange, newDates } from '../price-model';

const fmt = (d: Dayjs) => d.format('YYYY-MM-DD');
export const seatsLeft = (g: Pick<PackageGroupRow, 'seats_plan' | 'seats_held' | 'seats_confirmed'>) => Math.max(0, g.seats_plan - g.seats_held - g.seats_confirmed);

export interface PackageCalendarProps {
  productId: number;
  planId: number;
  pkg: PackageRow;
  /** The product is approved: dates may be opened. */
  canOpen: boolean;
  editable: boolean;
  onChanged: () => void;
}

export function PackageCalendar({ productId, planId, pkg, canOpen, editable, onChanged }: PackageCalendarProps) {
  const byDate = useMemo(() => new Map(pkg.groups.map((g) => [g.departure_date, g])), [pkg.groups]);
  const today = isoToday();
  const firstFuture = pkg.groups.map((g) => g.departure_date).filter((d) => d >= today).sort()[0];
  const [month, setMonth] = useState(() => dayjs(firstFuture ?? today).startOf('month'));
  const [picked, setPicked] = useState<string[]>([]);
  const [rangeOpen, setRangeOpen] = useState(false);
  const [range, setRange] = useState<[Dayjs, Dayjs] | null>(null);
  const [weekdays, setWeekdays] = useState<number[]>([]);
  const [busy, setBusy] = useState(false);
  const canPick = editable && canOpen;

  const open = async (body: { dates?: string[]; date_range?: { from: string; to: string; weekdays: number[] } }) => {
    setBusy(true);
    try {
      const r = await post<PriceAddResult>(PRODUCT_URLS.priceAdd, { product_id: productId, plan_id: planId, package_id: pkg.id, ...body });
      if (r === undefined) return false;
      void message.success(`已开团${r.opened.length}个${r.skipped.length ? `，跳过${r.skipped.length}个已有团期的日期` : ''}`);
      setPicked([]);
      onChanged();
      return true;
    } catch (e) {
      showError(e);
      return false;
    } finally {
      setBusy(false);
    }
  };
  const removeDate = async (date: string) => {
    try {
      if ((await post(PRODUCT_URLS.priceDeleteDate, { package_id: pkg.id, departure_date: date }, { smartToken: true })) === undefined) return;
      void message.success(`已删除 ${date} 的团期`);
      onChanged();
    } catch (e) { showError(e); }
  };

  const cell = (d: Dayjs) => {
    const date = fmt(d);
    const g = byDate.get(date);
    if (!g) return picked.includes(date) ? <div className="ta-calendar-cell"><Typography.Text type="warning">待开团</Typography.Text></div> : null;
    const left = seatsLeft(g);
    const cls = g.state !== 0 ? 'ta-group-off' : left === 0 ? 'ta-group-full' : '';
    return (
      <div className="ta-calendar-cell" onClick={(e) => e.stopPropagation()}>
        <Tooltip title={`团号 ${g.code}，计划${g.seats_plan}人，已确认${g.seats_confirmed}人，占位${g.seats_held}人`}>
          <span className={`ta-group-tag ${cls}`}>余{left}/{g.seats_plan}{g.state !== 0 ? ` ${enumLabel(TourState, g.state)}` : ''}</span>
        </Tooltip>
        {editable && date >= today && (
          <Popconfirm title={`删除 ${date} 的团期（${g.code}）？有订单的团期不能删除。`} onConfirm={() => void removeDate(date)}>
            <a className="ta-link-danger" style={{ fontSize: 12 }}>删除</a>
          </Popconfirm>
        )}
      </div>
    );
  };

  const rangeDates = range ? newDates(expandDateRange(fmt(range[0]), fmt(range[1]), weekdays), [...byDate.keys()]) : [];
  return (
    <div className="ta-package-calendar">
      {!canOpen && <Alert type="warning" showIcon style={{ marginBottom: 8 }} message="产品审核通过后才能开团" />}
      {canPick && (
        <Space wrap style={{ marginBottom: 8 }}>
          <Typography.Text type="secondary">点击日历上没有团期的日期选择出团日期</Typography.Text>
          <Button type="primary" size="small" disabled={!picked.length} loading={busy} onClick={() => void open({ dates: [...picked].sort() })}>开团（{picked.length}）</Button>
          {picked.length > 0 && <Button size="small" onClick={() => setPicked([])}>清空选择</Button>}
          <Button size="small" onClick={() => setRangeOpen(true)}>按日期范围开团</Button>
        </Space>
      )}
      <Calendar value={month} fullscreen
        cellRender={(d, info) => (info.type === 'date' ? cell(d) : null)}
        onSelect={(d, info) => {
          if (info.source !== 'date') return;
          const date = fmt(d);
          if (!d.isSame(month, 'month')) setMonth(d.startOf('month'));
          if (!canPick || byDate.has(date) || date < today) return;
          setPicked((p) => (p.includes(date) ? p.filter((x) => x !== date) : [...p, date]));
        }}
        headerRender={() => (
          <Space style={{ padding: '4px 0 8px' }}>
            <Button size="small" icon={<LeftOutlined />} aria-label="上个月" onClick={() => setMonth((m) => m.subtract(1, 'month'))} />
            <Typography.Text strong style={{ display: 'inline-block', minWidth: 90, textAlign: 'center' }}>{month.format('YYYY年MM月')}</Typography.Text>
            <Button size="small" icon={<RightOutlined />} aria-label="下个月" onClick={() => setMonth((m) => m.add(1, 'month'))} />
            <Button size="small" onClick={() => setMonth(dayjs(isoToday()).startOf('month'))}>本月</Button>
            <Typography.Text type="secondary">共{pkg.groups.length}个团期</Typography.Text>
          </Space>
        )}
        rootClassName="ta-calendar"
      />
      <style>{picked.map((d) => `.ta-package-calendar td[title="${d}"] .ant-picker-calendar-date { background: #fffbe6; outline: 1px dashed #faad14; }`).join('\n')}</style>
      <Modal open={rangeOpen} title={`按日期范围开团：${pkg.name}`} okText={`开团（${rangeDates.length}）`} confirmLoading={busy} okButtonProps={{ disabled: !rangeDates.length }}
        onCancel={() => setRangeOpen(false)}
        onOk={async () => {
          if (!range) return;
          if (await open({ date_range: { from: fmt(range[0]), to: fmt(range[1]), weekdays } })) setRangeOpen(false);
        }}>
        <Space direction="vertical" style={{ width: '100%' }}>
          <DatePicker.RangePicker style={{ width: '100%' }} value={range} onChange={(v) => setRange(v && v[0] && v[1] ? [v[0], v[1]] : null)} disabledDate={(d) => d.isBefore(dayjs(isoToday()))} />
          <Checkbox.Group options={enumOptions(Weekday)} value={weekdays} onChange={(v) => setWeekdays(v as number[])} />
          <Typography.Text type="secondary">不选星期表示每天都发团；将新开 {rangeDates.length} 个团期（已有团期的日期跳过）。</Typography.Text>
        </Space>
      </Modal>
    </div>
  );
}
