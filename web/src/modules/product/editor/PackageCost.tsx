/**
 * 成本毛利 of a price package (/product/route/price/costDetail): per fee type the sales, settlement and purchase
 * prices against the cost per person, with the estimated margin and margin rate the server computes.
 */
import { Button, Modal, Table } from 'antd';
import { useState } from 'react';
import { FeeType, enumLabel, type PackageCostDetail, type PackageCostLine } from '@ta/contract';
import { showError } from '@/platform/feedback';
import { MoneyText } from '@/platform/inputs';
import { post } from '@/platform/request';
import { PRODUCT_URLS } from '../api';

export function PackageCostButton({ packageId }: { packageId: number }) {
  const [detail, setDetail] = useState<PackageCostDetail | null>(null);
  const [loading, setLoading] = useState(false);
  const open = async () => {
    setLoading(true);
    try { setDetail((await post<PackageCostDetail>(PRODUCT_URLS.priceCostDetail, { package_id: packageId })) ?? null); } catch (e) { showError(e); } finally { setLoading(false); }
  };
  const money = (k: keyof PackageCostLine) => (_: unknown, r: PackageCostLine) => <MoneyText fen={r[k] as number | null} />;
  return (
    <>
      <Button size="small" loading={loading} onClick={() => void open()}>成本毛利</Button>
      <Modal open={Boolean(detail)} title={`成本毛利：${detail?.name ?? ''}`} footer={null} width={760} onCancel={() => setDetail(null)} destroyOnHidden>
        <Table<PackageCostLine> size="small" bordered pagination={false} rowKey="fee_type" dataSource={detail?.lines ?? []}
          columns={[
            { title: '费用类型', dataIndex: 'fee_type', render: (v: number) => enumLabel(FeeType, v) },
            { title: '销售价', align: 'right', render: money('sales') },
            { title: '结算价', align: 'right', render: money('settlement') },
            { title: '采购价', align: 'right', render: money('purchase') },
            { title: '成本', align: 'right', render: money('cost') },
            { title: '预估毛利', align: 'right', render: money('margin') },
            { title: '毛利率', align: 'right', dataIndex: 'margin_rate', render: (v: number | null) => (v === null ? '-' : `${v}%`) },
          ]} />
      </Modal>
    </>
  );
}
