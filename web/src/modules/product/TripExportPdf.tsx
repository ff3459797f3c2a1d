/**
 * /tripExportPdf?id=: the printable trip sheet of a product (行程单), A4 with print CSS: name, code, the
 * facts of the trip, features, the day-by-day itinerary of each plan, the packages' prices and next
 * departures, cost included / excluded and the booking notice. 打印/导出PDF calls the browser's print; the
 * toolbar is hidden on paper.
 */
import { PrinterOutlined } from '@ant-design/icons';
import { Button, Result, Space, Spin } from 'antd';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  isoToday, Catering, HotelStar, InsuranceKind, PackageFeeType, SelfPaid, Shopping, TrafficType, enumLabel, fenToYuan,
  type PlanRow, type ProductDetail,
} from '@ta/contract';
import { useProductDetail } from './api';
import { areaNames, daysText } from './product-model';
import { salesPrice } from './price-model';
import './trip-export.css';

const label = (map: Readonly<Record<number, string>>, v: number | null | undefined) => (v === null || v === undefined ? '—' : enumLabel(map, v));
const MAX_DATES_SHOWN = 12;

function Paragraphs({ text }: { text: string | null | undefined }) {
  if (!text?.trim()) return <p className="ta-trip-muted">—</p>;
  return <>{text.split(/\n+/).map((t, i) => <p key={i}>{t}</p>)}</>;
}

function PlanItinerary({ plan, showName }: { plan: PlanRow; showName: boolean }) {
  const days = [...plan.itinerary].sort((a, b) => a.day_no - b.day_no);
  return (
    <section className="ta-trip-section">
      <h2>行程安排{showName ? `：${plan.name}` : ''}（{daysText(plan.days, plan.nights)}）</h2>
      {plan.gathering_place && <p className="ta-trip-muted">集合地点：{plan.gathering_place}</p>}
      {days.map((d) => (
        <div key={d.day_no} className="ta-trip-day">
          <h3><span className="ta-trip-dayno">第{d.day_no}天</span>{d.title}</h3>
          <Paragraphs text={d.description} />
          <div className="ta-trip-facts">
            <span>用餐：{d.meals?.length ? d.meals.map((m) => enumLabel(Catering, m)).join('、') : '敬请自理'}</span>
            <span>住宿：{d.lodging || '—'}{d.hotel_star != null ? `（${enumLabel(HotelStar, d.hotel_star)}）` : ''}</span>
            <span>交通：{label(TrafficType, d.traffic_type)}</span>
            {d.place && <span>地点：{d.place}</span>}
            {d.sights && <span>景点：{d.sights}</span>}
          </div>
        </div>
      ))}
      {days.length === 0 && <p className="ta-trip-muted">暂无行程</p>}
    </section>
  );
}

function Prices({ product }: { product: ProductDetail }) {
  if (!product.packages.length) return null;
  const today = isoToday();
  return (
    <section className="ta-trip-section">
      <h2>价格与团期</h2>
      <table className="ta-trip-table">
        <thead>
          <tr><th>套餐</th>{Object.values(PackageFeeType).map((t) => <th key={t}>{t}（元）</th>)}<th>近期出团日期</th></tr>
        </thead>
        <tbody>
          {product.packages.map((p) => {
            const dates = p.groups.filter((g) => g.departure_date >= today && g.state === 0).map((g) => g.departure_date).sort();
            return (
              <tr key={p.id}>
                <td>{p.name}</td>
                {Object.keys(PackageFeeType).map((k) => {
                  const fen = salesPrice(p.prices, Number(k));
                  return <td key={k} className="ta-trip-num">{fen === undefined ? '—' : fenToYuan(fen)}</td>;
                })}
                <td>{dates.slice(0, MAX_DATES_SHOWN).map((d) => d.slice(5)).join('、') || '—'}{dates.length > MAX_DATES_SHOWN ? ` 等${dates.length}个` : ''}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}

export function TripSheet({ product }: { product: ProductDetail }) {
  const plans = [...product.plans].sort((a, b) => Number(b.is_default) - Number(a.is_default) || a.sort - b.sort);
  const cover = product.cover_images[0];
  return (
    <article className="ta-trip">
      <header className="ta-trip-head">
        <h1>{product.name}</h1>
        <div className="ta-trip-sub">产品编号：{product.code}　　{daysText(product.days, product.nights)}</div>
      </header>
      {cover && <img className="ta-trip-cover" src={cover.url} alt={cover.name} />}
      <table className="ta-trip-table ta-trip-info">
        <tbody>
          <tr><th>出发地</th><td>{areaNames(product.departure) || '—'}</td><th>目的地</th><td>{areaNames(product.destination) || '—'}</td></tr>
          <tr><th>去程交通</th><td>{label(TrafficType, product.traffic_go)}</td><th>返程交通</th><td>{label(TrafficType, product.traffic_back)}</td></tr>
          <tr><th>酒店标准</th><td>{label(HotelStar, product.hotel_star)}</td><th>保险</th><td>{label(InsuranceKind, product.insurance_kind)}</td></tr>
          <tr><th>购物</th><td>{label(Shopping, product.shopping)}</td><th>自费项目</th><td>{label(SelfPaid, product.self_paid)}</td></tr>
        </tbody>
      </table>
      <section className="ta-trip-section">
        <h2>产品特色</h2>
        <Paragraphs text={product.features} />
      </section>
      {plans.map((p) => <PlanItinerary key={p.id} plan={p} showName={plans.length > 1} />)}
      <Prices product={product} />
      <section className="ta-trip-section ta-trip-two">
        <div><h2>费用包含</h2><Paragraphs text={product.cost_include} /></div>
        <div><h2>费用不含</h2><Paragraphs text={product.cost_exclude} /></div>
      </section>
      <section className="ta-trip-section">
        <h2>预订须知</h2>
        <Paragraphs text={product.booking_notice} />
      </section>
      <footer className="ta-trip-foot">打印日期：{isoToday()}　本行程单仅供参考，以出团通知为准。</footer>
    </article>
  );
}

export function TripExportPdf() {
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || undefined;
  const q = useProductDetail(id);
  useEffect(() => { if (q.data) document.title = `${q.data.name} - 行程单`; }, [q.data]);
  if (!id) return <Result status="404" title="请从行程线路打开行程单" />;
  if (q.isError) return <Result status="404" title="线路不存在或无权查看" />;
  if (!q.data) return <Spin style={{ display: 'block', margin: '120px auto' }} />;
  return (
    <div className="ta-trip-page">
      <div className="ta-trip-toolbar">
        <Space>
          <Button type="primary" icon={<PrinterOutlined />} onClick={() => window.print()}>打印/导出PDF</Button>
          <Button onClick={() => window.close()}>关闭</Button>
        </Space>
      </div>
      <TripSheet product={q.data} />
    </div>
  );
}
