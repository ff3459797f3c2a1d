/**
 * 发票报表 (/reports/invoice): invoices per month, customer (buyer) or invoice type with what was applied, issued and
 * voided (amount and tax) on the shared list screen; the summary bar's totals are the sums of all rows.
 */
import { InvoiceKey, InvoiceReportGroup, type invoiceReportPage } from '@ta/contract';
import type { PageRow } from '@/platform/answer-types';
import { ListScreen, type ListColumn } from '@/platform/list';
import { INV_URLS, IQ } from './api';

type ReportRow = PageRow<typeof invoiceReportPage>;
const money = (title: string, dataIndex: keyof ReportRow): ListColumn<ReportRow> => ({ title, dataIndex, width: 130, money: true, align: 'right' });
const columns: ListColumn<ReportRow>[] = [
  { title: '统计维度', dataIndex: 'group_by', hideInTable: true, search: true, exportable: false, enumMap: InvoiceReportGroup },
  { title: '申请日期', dataIndex: 'created_at', hideInTable: true, search: true, exportable: false, valueType: 'dateRange' },
  { title: '月份 / 客户 / 发票类型', dataIndex: 'group_key', width: 220 },
  { title: '申请数', dataIndex: 'count', width: 90, align: 'right' },
  money('申请金额', 'applied_amount'), money('申请税额', 'applied_tax'),
  money('已开票金额', 'issued_amount'), money('已开票税额', 'issued_tax'),
  money('已作废金额', 'voided_amount'), money('已作废税额', 'voided_tax'),
];
const MONEY = ['applied_amount', 'applied_tax', 'issued_amount', 'issued_tax', 'voided_amount', 'voided_tax'];

export function InvoiceReport() {
  return <ListScreen<ReportRow> source={{ url: INV_URLS.report }} name={IQ.report} permissionKey={InvoiceKey.report} columns={columns} exportName="发票报表"
    alert="按申请日期统计（北京时间）；客户为发票的购买方。申请金额不含已驳回、已撤回的申请。"
    summaryLabels={{ count: '申请数', applied_amount: '申请金额', applied_tax: '申请税额', issued_amount: '已开票金额', issued_tax: '已开票税额', voided_amount: '已作废金额', voided_tax: '已作废税额' }}
    summaryMoney={MONEY} />;
}
