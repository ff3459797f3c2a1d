/**
 * The under-minimum groups' table of home (HomePage's UnderMinimum card), a chunk of its own: antd's Table and what it
 * brings (pagination, select, input, checkbox…, a dozen chunks) load only when the card comes near the window, not
 * with home's first screen (docs/decisions.md "Home: antd's styles from a file").
 */
import { Table, Tooltip, Typography } from 'antd';
import { fenToYuan, type UnderMinimumGroup } from '@ta/contract';
import { GoLink } from '@/platform/navigation/navigation';
import { routePath } from '@/platform/routes';

export default function UnderMinimumTable({ list }: { list: UnderMinimumGroup[] }) {
  return (
    <Table<UnderMinimumGroup> className="ta-home-under" size="small" rowKey="group_id" pagination={false} dataSource={list} locale={{ emptyText: '暂无未达成团人数的团期' }}
      columns={[
        { title: '团期', dataIndex: 'code', render: (v: string, r) => <Tooltip title={r.product_name}><GoLink to={routePath('LineOperationHallDetail', { id: r.group_id, title: `团期详情：${r.code}` })}>{v}</GoLink></Tooltip> },
        { title: '出发', dataIndex: 'departure_date', render: (v: string) => v.slice(5) },
        { title: '人数', render: (_: unknown, r) => `${r.persons}/${r.minimum}` },
        { title: '成本', dataIndex: 'cost', align: 'right', render: (v: number) => fenToYuan(v) },
        { title: '敞口', dataIndex: 'exposure', align: 'right', render: (v: number) => <Typography.Text type={v > 0 ? 'danger' : undefined}>{fenToYuan(v)}</Typography.Text> },
      ]} />
  );
}
