/**
 * 销售确认单 (`/export/salesConfirmation?id=`): a blank top-level page laid out as an A4 sheet — agency,
 * order number, product and departure, tourists, price lines, the total in figures and capital numerals,
 * money received and due, notes and signature blocks. 打印/导出PDF prints it (the browser saves a PDF).
 */
import { PrinterOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Result, Spin } from 'antd';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { CardType, CustomerKind, FeeType, PersonType, Sex, capitalAmount, enumLabel, fenToYuan, formatDateTime } from '@ta/contract';
import { errorText, post } from '@/platform/request';
import { ORDER_URLS, type SalesConfirmation as Data } from './api';
import { personText, roomText } from './OrderDetail';
import './sales-confirmation.css';

export function SalesConfirmation() {
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const q = useQuery({
    queryKey: ['salesConfirmation', id], enabled: Number.isInteger(id) && id > 0, retry: false,
    queryFn: () => post<Data>(ORDER_URLS.salesConfirmation, { id }),
  });
  useEffect(() => { if (q.data) document.title = `销售确认单-${q.data.code}`; }, [q.data]);
  if (!Number.isInteger(id) || id <= 0) return <Result status="warning" title="缺少订单编号" />;
  if (q.isLoading) return <Spin style={{ display: 'block', margin: '120px auto' }} />;
  if (q.error || !q.data) return <Result status="error" title="确认单加载失败" subTitle={q.error ? errorText(q.error, '确认单加载失败') : '订单不存在'} />;
  return <Sheet d={q.data} />;
}

function Sheet({ d }: { d: Data }) {
  const agency = d.agency?.name ?? '旅行社';
  const money = (fen: number) => `¥${fenToYuan(fen)}`;
  return (
    <div className="ta-sc-page">
      <div className="ta-sc-toolbar">
        <Button type="primary" icon={<PrinterOutlined />} onClick={() => window.print()}>打印/导出PDF</Button>
        <Button onClick={() => window.close()}>关闭</Button>
      </div>
      <div className="ta-sc-sheet" data-testid="sales-confirmation">
        <header className="ta-sc-head">
          <div className="ta-sc-agency">{agency}</div>
          <h1>销售确认单</h1>
          <div className="ta-sc-meta">
            <span>订单号：<b data-testid="sc-order-code">{d.code}</b></span>
            <span>打印时间：{formatDateTime(d.printed_at, 'minute')}</span>
          </div>
        </header>

        <table className="ta-sc-grid">
          <tbody>
            <tr><th>产品名称</th><td colSpan={3}>{d.product_name}</td></tr>
            <tr><th>团号</th><td>{d.group_code}</td><th>行程</th><td>{d.product?.days ?? '-'}天{d.product?.nights ?? 0}晚</td></tr>
            <tr><th>出团日期</th><td>{d.departure_date}</td><th>回团日期</th><td>{d.group?.disband_date ?? '-'}</td></tr>
            <tr><th>客户</th><td>{d.customer_name ?? '-'}（{enumLabel(CustomerKind, d.customer_kind)}）</td><th>联系人</th><td>{d.contact_name} {d.contact_phone}</td></tr>
            <tr><th>人数</th><td>{personText(d)}</td><th>住宿</th><td>{roomText(d.rooms)}</td></tr>
          </tbody>
        </table>

        <h2>游客名单（{d.tourists.length}人）</h2>
        <table className="ta-sc-list">
          <thead><tr><th>序号</th><th>姓名</th><th>类型</th><th>性别</th><th>证件类型</th><th>证件号码</th><th>手机号</th></tr></thead>
          <tbody>
            {d.tourists.length === 0 && <tr><td colSpan={7} className="ta-sc-empty">（未录入游客）</td></tr>}
            {d.tourists.map((t, i) => (
              <tr key={t.id}>
                <td>{i + 1}</td><td>{t.client_name}</td><td>{enumLabel(PersonType, t.person_type)}</td><td>{enumLabel(Sex, t.client_sex) || '-'}</td>
                <td>{enumLabel(CardType, t.client_card_type) || '-'}</td><td>{t.client_card_number || '-'}</td><td>{t.client_phone_number || '-'}</td>
              </tr>
            ))}
          </tbody>
        </table>

        <h2>费用明细</h2>
        <table className="ta-sc-list">
          <thead><tr><th>费用类型</th><th>说明</th><th className="num">单价</th><th className="num">数量</th><th className="num">小计</th></tr></thead>
          <tbody>
            {d.lines.map((l) => (
              <tr key={l.id}><td>{enumLabel(FeeType, l.fee_type)}</td><td>{l.description || ''}</td><td className="num">{money(l.price)}</td><td className="num">{l.quantity}</td><td className="num">{money(l.total)}</td></tr>
            ))}
          </tbody>
          <tfoot>
            <tr><th colSpan={4}>合计（大写）：<span data-testid="sc-capital">{capitalAmount(d.total)}</span></th><th className="num">{money(d.total)}</th></tr>
            <tr><td colSpan={5}>已收：{money(d.received)}　　未收：{money(d.due)}　　定金：{money(d.deposit)}</td></tr>
          </tfoot>
        </table>

        {(d.product?.cost_include || d.product?.cost_exclude || d.remark) && (
          <div className="ta-sc-notes">
            {d.product?.cost_include && <p><b>费用包含：</b>{d.product.cost_include}</p>}
            {d.product?.cost_exclude && <p><b>费用不含：</b>{d.product.cost_exclude}</p>}
            {d.remark && <p><b>备注：</b>{d.remark}</p>}
          </div>
        )}
        <p className="ta-sc-terms">请核对以上信息，确认无误后签字（盖章）。本确认单经双方签字后与旅游合同具有同等效力。</p>

        <div className="ta-sc-sign">
          <div>
            <p>组团社（盖章）：{agency}</p>
            {d.agency?.license_no && <p>经营许可证号：{d.agency.license_no}</p>}
            <p>经办人：{d.created_by_name ?? ''}</p>
            {d.agency?.phone && <p>电话：{d.agency.phone}</p>}
            <p>日期：　　年　　月　　日</p>
          </div>
          <div>
            <p>客户（签字）：</p>
            <p>&nbsp;</p>
            <p>联系电话：</p>
            <p>日期：　　年　　月　　日</p>
          </div>
        </div>
      </div>
      {d.enrollment_status === 2 && <Alert className="ta-sc-toolbar" type="error" showIcon message="该订单已取消" />}
    </div>
  );
}
