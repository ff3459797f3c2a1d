/** 账单导入 (bill_import_list): the imported statements with their audit state; 导入对账单 opens the import dialog. */
import { UploadOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Tag } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { BankImportStatus, BankKey, enumLabel } from '@ta/contract';
import { ListScreen, type ListColumn, type RowAction } from '@/platform/list';
import { Auth } from '@/platform/permission';
import { invalidateResource } from '@/platform/query-keys';
import { routePath } from '@/platform/routes';
import { FIN_URLS, FQ, type ImportRow } from '../api';
import { PayAccountSelect } from '../shared';
import { ImportDialog } from './ImportDialog';

const STATUS_COLOR: Record<number, string> = { 0: 'orange', 1: 'red', 2: 'green' };

const columns: ListColumn<ImportRow>[] = [
  { title: '关键字', dataIndex: 'keyword', hideInTable: true, search: true, exportable: false, fieldProps: { placeholder: '批次号/文件名' } },
  { title: '导入批次', dataIndex: 'code', width: 150 },
  { title: '收款账户', dataIndex: 'account_name', width: 160 },
  { title: '收款账户', dataIndex: 'pay_account_id', hideInTable: true, search: true, exportable: false, searchRender: () => <PayAccountSelect />, chipText: (v) => `账户#${String(v)}` },
  { title: '文件名', dataIndex: 'file_name', width: 220, ellipsis: true },
  { title: '格式', dataIndex: 'layout_name', width: 180, ellipsis: true },
  { title: '到账笔数', dataIndex: 'line_count', width: 90, align: 'right' },
  { title: '到账金额', dataIndex: 'total_amount', width: 130, money: true, align: 'right' },
  { title: '重复未添加', dataIndex: 'duplicate_count', width: 100, align: 'right' },
  { title: '跳过行', dataIndex: 'skipped_count', width: 80, align: 'right' },
  {
    title: '审核状态', dataIndex: 'audit_status', width: 90, enumMap: BankImportStatus, search: true,
    render: (_v, r) => <Tag color={STATUS_COLOR[r.audit_status]}>{enumLabel(BankImportStatus, r.audit_status)}</Tag>,
  },
  { title: '导入人', dataIndex: 'created_by_name', width: 90 },
  { title: '导入时间', dataIndex: 'created_at', width: 160, valueType: 'dateTime' },
  { title: '导入时间', dataIndex: 'created_at', key: 'created_range', valueType: 'dateRange', hideInTable: true, search: true, exportable: false },
  { title: '备注', dataIndex: 'remark', width: 160, ellipsis: true },
];

export function BillImportList() {
  const [open, setOpen] = useState(false);
  const client = useQueryClient();
  const navigate = useNavigate();
  const rowActions: RowAction<ImportRow>[] = [
    { key: 'lines', label: '到账明细', onClick: (r) => navigate(routePath('billDetailList', { import_id: r.id })) },
  ];
  return (
    <>
      <ListScreen<ImportRow> source={{ url: FIN_URLS.importList }} name={FQ.imports} permissionKey={BankKey.import} columns={columns} rowActions={rowActions}
        exportName="账单导入" summaryLabels={{ line_count: '到账笔数', total_amount: '到账金额', duplicate_count: '重复未添加' }} summaryMoney={['total_amount']}
        rowTone={false}
        toolbar={[<Auth key="import" perm={BankKey.import} action="canUpload"><Button type="primary" icon={<UploadOutlined />} onClick={() => setOpen(true)}>导入对账单</Button></Auth>]} />
      {open && <ImportDialog onClose={() => setOpen(false)} onDone={() => void Promise.all([invalidateResource(client, FQ.imports), invalidateResource(client, FQ.arrival)])} />}
    </>
  );
}
