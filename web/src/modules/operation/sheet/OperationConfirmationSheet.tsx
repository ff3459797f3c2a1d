/**
 * /export/operationConfirmationSheet?id=<group>: the printable operation confirmation sheet (操作确认单) —
 * the group, its product and dates, seats, the tourist list (masked as the role's list is), the rooms and
 * the costs by supplier. A4 print CSS; 打印/导出PDF prints the page (the browser saves it as PDF).
 */
import { useQuery } from '@tanstack/react-query';
import { Button, Result, Spin } from 'antd';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { CardType, enumLabel, fenToYuan, formatDateTime, Msg, PAGE_SIZE_MAX, PersonType, RoomType, Sex } from '@ta/contract';
import { normalizePage } from '@/platform/list/paging';
import { resourceKeys } from '@/platform/query-keys';
import { post } from '@/platform/request';
import { GROUP_KEY, OP_URLS, useGroup } from '../api';
import { agencyTotal, sheetTotal } from '../cost/cost-model';
import { useCostSheet } from '../cost/use-cost-sheet';
import type { TouristRow } from '../tourists/tourist-model';
import { costsBySupplier, roomsOf } from './sheet-model';
import './sheet.css';

const v = (x: unknown) => (x === null || x === undefined || x === '' ? '' : String(x));
const code = (map: Readonly<Record<number, string>>, x: unknown) => (x === null || x === undefined || x === '' ? '' : enumLabel(map, x as number));

export function OperationConfirmationSheet() {
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || undefined;
  const group = useGroup(id);
  const tourists = useQuery({
    queryKey: [...resourceKeys(`${GROUP_KEY}-tourists`).list({ group_id: id, all: true })],
    queryFn: async () => {
      const resp = await post<{ masked?: boolean }>(OP_URLS.clients, { group_id: id, pageNo: 1, pageSize: PAGE_SIZE_MAX });
      return { rows: normalizePage<TouristRow>(resp).rows, masked: Boolean(resp?.masked) };
    },
    enabled: Boolean(id),
    retry: false,
  });
  const sheet = useCostSheet(id);
  const g = group.data;
  const ready = Boolean(g && tourists.data && !sheet.loading);
  useEffect(() => { if (g) document.title = `操作确认单 - ${g.code} - ${Msg.productName}`; }, [g]);

  if (!id || group.isError) return <Result status="404" title={Msg.notFound} />;
  if (!ready || !g) return <div className="ta-sheet-loading"><Spin tip="正在生成操作确认单…" size="large"><div style={{ height: 80 }} /></Spin></div>;
  const list = tourists.data?.rows ?? [];
  const { rooms, unassigned } = roomsOf(list);
  const suppliers = costsBySupplier(sheet.byKind, sheet.agency);
  const costTotal = sheetTotal(sheet.byKind) + agencyTotal(sheet.agency);
  const printedAt = formatDateTime(new Date());

  return (
    <div className="ta-sheet-page">
      <div className="ta-sheet-bar no-print">
        <span>操作确认单预览（A4）</span>
        <Button type="primary" onClick={() => window.print()}>打印/导出PDF</Button>
      </div>
      <article className="ta-sheet" data-ready="true">
        <header className="ta-sheet-head">
          <h1>操作确认单</h1>
          <div className="ta-sheet-sub">{Msg.productName} · 打印时间 {printedAt}</div>
        </header>
        <table className="ta-sheet-grid">
          <tbody>
            <tr><th>团号</th><td>{g.code}</td><th>产品编号</th><td>{g.product_code}</td></tr>
            <tr><th>产品名称</th><td colSpan={3} className="ta-sheet-product">{g.product_name}</td></tr>
            <tr><th>价格套餐</th><td>{g.package_name}</td><th>行程天数</th><td>{g.days} 天</td></tr>
            <tr><th>出发日期</th><td>{g.departure_date}</td><th>散团日期</th><td>{g.disband_date}</td></tr>
            <tr><th>目的地</th><td>{g.destination_text || '-'}</td><th>集合地点</th><td>{g.plan?.gathering_place || '-'}</td></tr>
            <tr><th>计划人数</th><td>{g.seats_plan}</td><th>确认 / 占位 / 余位</th><td>{g.seats_confirmed} / {g.seats_held} / {g.remaining}</td></tr>
          </tbody>
        </table>

        <h2>游客名单（{list.length} 人）{tourists.data?.masked && <small>（敏感信息已脱敏）</small>}</h2>
        <table className="ta-sheet-table">
          <thead><tr><th>序号</th><th>姓名</th><th>性别</th><th>类型</th><th>证件类型</th><th>证件号码</th><th>手机号</th><th>房型</th><th>房间号</th><th>订单号</th><th>备注</th></tr></thead>
          <tbody>
            {list.length === 0 && <tr><td colSpan={11} className="ta-sheet-empty">暂无游客</td></tr>}
            {list.map((t, i) => (
              <tr key={t.id}>
                <td>{i + 1}</td><td>{v(t.client_name)}</td><td>{code(Sex, t.client_sex)}</td><td>{code(PersonType, t.person_type)}</td>
                <td>{code(CardType, t.client_card_type)}</td><td className="ta-sheet-mono">{v(t.client_card_number)}</td><td className="ta-sheet-mono">{v(t.client_phone_number)}</td>
                <td>{code(RoomType, t.room_type)}</td><td>{v(t.client_room_number)}</td><td>{t.order_code}</td><td>{v(t.client_remarks)}</td>
              </tr>
            ))}
          </tbody>
        </table>

        <h2>分房（{rooms.length} 间{unassigned ? `，未分房 ${unassigned} 人` : ''}）</h2>
        {rooms.length === 0 ? <p className="ta-sheet-empty">尚未分房</p> : (
          <table className="ta-sheet-table">
            <thead><tr><th>房间号</th><th>房型</th><th>入住游客</th></tr></thead>
            <tbody>{rooms.map((r) => <tr key={r.room}><td>{r.room}</td><td>{r.room_type}</td><td>{r.names.join('、')}</td></tr>)}</tbody>
          </table>
        )}

        <h2>成本（按供应商）</h2>
        <table className="ta-sheet-table">
          <thead><tr><th>供应商</th><th>成本类型</th><th>明细条数</th><th className="num">金额（元）</th></tr></thead>
          <tbody>
            {suppliers.length === 0 && <tr><td colSpan={4} className="ta-sheet-empty">尚未设置成本</td></tr>}
            {suppliers.map((s) => <tr key={s.supplier_id}><td>{s.supplier_name}</td><td>{s.kinds.join('、')}</td><td>{s.lines}</td><td className="num">{fenToYuan(s.total)}</td></tr>)}
          </tbody>
          <tfoot><tr><td colSpan={3}>成本合计</td><td className="num">{fenToYuan(costTotal)}</td></tr></tfoot>
        </table>

        <footer className="ta-sheet-sign">
          <span>计调确认：</span><span>导游确认：</span><span>日期：</span>
        </footer>
      </article>
    </div>
  );
}
