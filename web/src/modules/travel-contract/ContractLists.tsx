/**
 * 合同管理: 订单申请 (contract_order_apply — every contract application with its audit state, 申请合同) and
 * 合同 (contract_list — approved, signed and cancelled contracts: 签署, PDF, 打印, 申请作废). A row opens the
 * contract's page (合同详情).
 */
import { useRef, useState } from 'react';
import { Button } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router-dom';
import { ContractKey, TravelContractStatus } from '@ta/contract';
import { showError } from '@/platform/feedback';
import { ListScreen, type ListColumn, type ListScreenHandle, type RowAction } from '@/platform/list';
import { Auth } from '@/platform/permission';
import { routePath } from '@/platform/routes';
import { TC_URLS, TCQ, type ContractRow } from './api';
import { ApplyDialog } from './ApplyDialog';
import { ContractStatusTag, downloadContractPdf } from './shared';

export const contractColumns: ListColumn<ContractRow>[] = [
  { title: '关键字', dataIndex: 'keyword', hideInTable: true, search: true, exportable: false, fieldProps: { placeholder: '合同编号/订单号/客户' } },
  { title: '合同编号', dataIndex: 'code', width: 150 },
  { title: '版本', dataIndex: 'contract_version', width: 60, render: (_v, r) => `第${r.contract_version}版`, exportValue: (r) => `第${r.contract_version}版` },
  { title: '订单号', dataIndex: 'order_code', width: 170 },
  { title: '客户', dataIndex: 'customer_name', width: 140, ellipsis: true },
  { title: '线路', dataIndex: 'product_name', width: 200, ellipsis: true },
  { title: '出团日期', dataIndex: 'departure_date', width: 110 },
  { title: '合同模板', dataIndex: 'template_name', width: 200, ellipsis: true },
  { title: '合同金额', dataIndex: 'total', width: 120, money: true, align: 'right' },
  { title: '状态', dataIndex: 'status', width: 90, enumMap: TravelContractStatus, search: true, render: (_v, r) => <ContractStatusTag status={r.status} /> },
  { title: '申请人', dataIndex: 'created_by_name', width: 90 },
  { title: '申请时间', dataIndex: 'created_at', width: 160, valueType: 'dateTime' },
];

const open = (navigate: ReturnType<typeof useNavigate>) => (r: { id: number; code: string }) => navigate(routePath('contractDetail', { id: r.id, title: `合同：${r.code}` }));

export function ContractOrderApply() {
  const navigate = useNavigate();
  const ref = useRef<ListScreenHandle | null>(null);
  const [applying, setApplying] = useState(false);
  const actions: RowAction<ContractRow>[] = [{ key: 'detail', label: '查看', onClick: open(navigate) }];
  return (
    <>
      <ListScreen<ContractRow> source={{ url: TC_URLS.applyList }} name={TCQ.contract} permissionKey={ContractKey.apply} columns={contractColumns} rowActions={actions}
        actionRef={ref} exportName="订单合同申请" summaryLabels={{ total: '合同金额' }} summaryMoney={['total']} rowTone={(r) => (r.status >= 3 ? 'muted' : undefined)}
        toolbar={[<Auth key="apply" perm={ContractKey.apply} action="canApply"><Button type="primary" icon={<PlusOutlined />} onClick={() => setApplying(true)}>申请合同</Button></Auth>]} />
      {applying && <ApplyDialog onClose={() => setApplying(false)} onDone={(c) => { setApplying(false); ref.current?.reload(); open(navigate)(c); }} />}
    </>
  );
}

export function ContractList() {
  const navigate = useNavigate();
  const actions: RowAction<ContractRow>[] = [
    { key: 'detail', label: '查看', onClick: open(navigate) },
    { key: 'pdf', label: '下载PDF', action: 'canDownload', onClick: (r) => { downloadContractPdf(r.id, r.code).catch((e: unknown) => showError(e, '下载失败')); } },
  ];
  return (
    <ListScreen<ContractRow> source={{ url: TC_URLS.list }} name={`${TCQ.contract}List`} permissionKey={ContractKey.list} columns={contractColumns} rowActions={actions}
      exportName="合同" summaryLabels={{ total: '合同金额' }} summaryMoney={['total']} rowTone={(r) => (r.status === 3 ? 'muted' : undefined)} />
  );
}
