/** The arrival the 认领记录 / 退款记录 / 开票记录 pages belong to (`?arrival_id=`), with its amounts. */
import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Descriptions, Skeleton, Tag } from 'antd';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ArrivalClaimState, enumLabel } from '@ta/contract';
import { showError } from '@/platform/feedback';
import { MoneyText } from '@/platform/inputs';
import { resourceKeys } from '@/platform/query-keys';
import { post } from '@/platform/request';
import { FIN_URLS, FQ, type ArrivalRow } from '../api';
import { ARRIVAL_COLOR } from '../shared';

export function useArrivalId(): number {
  const [params] = useSearchParams();
  const id = Number(params.get('arrival_id'));
  return Number.isInteger(id) && id > 0 ? id : 0;
}

export function ArrivalHeader({ id }: { id: number }) {
  const q = useQuery({ queryKey: resourceKeys(FQ.arrival).detail(id), queryFn: () => post<ArrivalRow>(FIN_URLS.arrivalDetail, { arrival_id: id }), enabled: id > 0, retry: false });
  useEffect(() => { if (q.error) showError(q.error); }, [q.error]);
  if (!id) return <Alert type="warning" showIcon message="缺少到账记录编号，请从账单明细打开" />;
  if (q.isLoading) return <Card size="small"><Skeleton active paragraph={{ rows: 2 }} /></Card>;
  const a = q.data;
  if (!a) return null;
  return (
    <Card size="small" style={{ marginBottom: 12 }}>
      <Descriptions size="small" column={{ xs: 1, sm: 2, lg: 4 }} items={[
        { key: 'p', label: '付款人', children: a.payer_name },
        { key: 'd', label: '到账日期', children: a.arrived_on },
        { key: 'a', label: '到账金额', children: <MoneyText fen={a.amount} capitalTip /> },
        { key: 's', label: '认领状态', children: <Tag color={ARRIVAL_COLOR[a.claim_state]}>{enumLabel(ArrivalClaimState, a.claim_state)}</Tag> },
        { key: 'c', label: '已认领', children: <MoneyText fen={a.claimed} /> },
        { key: 'ci', label: '认领中', children: <MoneyText fen={a.claiming} /> },
        { key: 'r', label: '已退款', children: <MoneyText fen={a.refunded} /> },
        { key: 'rest', label: '未认领余额', children: <MoneyText fen={a.rest} /> },
        { key: 'serial', label: '银行流水号', children: a.serial ?? '-' },
        { key: 'remark', label: '摘要', children: a.remark ?? '-' },
      ]} />
    </Card>
  );
}
