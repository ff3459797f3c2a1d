/**
 * Step 4 价格信息 (RouteTravelPriceInfo?id=): per itinerary plan its price packages (at most 6), each a card
 * with its seats and sizes, the prices grid (fee types × price kinds, shown in yuan) and the departure
 * calendar of its groups. Packages are saved one by one (add with first dates, edit, delete). Packages and
 * prices may be set before the product's audit (the approver sees them); only opening groups waits for the
 * approval (the server refuses; the page says so first).
 */
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Descriptions, Empty, Popconfirm, Space, Table, Tabs, Tag, message } from 'antd';
import { useState } from 'react';
import { MAX_PACKAGES_PER_PLAN, type PackageRow, type PlanRow, type ProductDetail } from '@ta/contract';
import { showError } from '@/platform/feedback';
import { MoneyText } from '@/platform/inputs';
import { usePermission } from '@/platform/permission';
import { post } from '@/platform/request';
import { invalidateProducts, productRes, PRODUCT_APPROVED, PRODUCT_URLS } from '../api';
import { FEE_ROWS, KIND_COLS, PackageDrawer } from './PackageDrawer';
import { PackageCalendar } from './PackageCalendar';
import { PackageCostButton } from './PackageCost';
import { StepFooter, StepLayout, useDirty, type StepContext } from './StepLayout';


function PriceTable({ pkg }: { pkg: PackageRow }) {
  const price = (fee: number, kind: number) => pkg.prices.find((p) => p.fee_type === fee && p.price_kind === kind)?.price;
  return (
    <Table size="small" bordered pagination={false} rowKey="key" dataSource={FEE_ROWS.filter((r) => pkg.prices.some((p) => p.fee_type === r.key))}
      columns={[
        { title: '费用类型', dataIndex: 'label', width: 110 },
        ...KIND_COLS.map((c) => ({ title: c.label, key: String(c.key), align: 'right' as const, render: (_: unknown, r: { key: number }) => <MoneyText fen={price(r.key, c.key)} /> })),
      ]} />
  );
}

function PackageCard({ product, plan, pkg, ctx, onEdit, onChanged }: { product: ProductDetail; plan: PlanRow; pkg: PackageRow; ctx: StepContext; onEdit: () => void; onChanged: () => void }) {
  const { has } = usePermission(productRes.permissionKey);
  const remove = async () => {
    try {
      const r = await post<{ removed_groups: number }>(PRODUCT_URLS.priceDelete, { package_id: pkg.id }, { smartToken: true });
      if (r === undefined) return;
      void message.success(`套餐“${pkg.name}”已删除`);
      onChanged();
    } catch (e) { showError(e); }
  };
  return (
    <Card size="small" style={{ marginBottom: 16 }} title={<Space><span>{pkg.name}</span><Tag color="blue">库存 {pkg.seats} 人/团</Tag><Tag>{pkg.groups.length} 个团期</Tag></Space>}
      extra={(
        <Space>
          <PackageCostButton packageId={pkg.id} />
          {ctx.editable && <Button size="small" icon={<EditOutlined />} onClick={onEdit}>编辑套餐</Button>}
          {ctx.editable && has('canDelete') && (
            <Popconfirm title={`删除套餐“${pkg.name}”及其没有订单的团期？`} onConfirm={() => void remove()}>
              <Button size="small" danger icon={<DeleteOutlined />}>删除</Button>
            </Popconfirm>
          )}
        </Space>
      )}>
      <Descriptions size="small" column={4} style={{ marginBottom: 8 }}
        items={[
          { key: 'min', label: '最少成团', children: `${pkg.min_group_size} 人` },
          { key: 'soon', label: '即将成团', children: `${pkg.soon_group_size} 人` },
          { key: 'cost', label: '预估成本', children: <MoneyText fen={pkg.cost_price} /> },
          { key: 'remark', label: '备注', children: pkg.remark || '-' },
        ]} />
      <PriceTable pkg={pkg} />
      <div style={{ marginTop: 12 }}>
        <PackageCalendar productId={product.id} planId={plan.id} pkg={pkg} canOpen={product.audit_status === PRODUCT_APPROVED} editable={ctx.editable} onChanged={onChanged} />
      </div>
    </Card>
  );
}

function PlanPackages({ product, plan, ctx, onChanged }: { product: ProductDetail; plan: PlanRow; ctx: StepContext; onChanged: () => void }) {
  const [drawer, setDrawer] = useState<{ open: boolean; pkg?: PackageRow }>({ open: false });
  const packages = product.packages.filter((p) => p.plan_id === plan.id);
  return (
    <>
      <Space style={{ marginBottom: 12 }}>
        {ctx.editable && (
          <Button type="primary" icon={<PlusOutlined />} disabled={packages.length >= MAX_PACKAGES_PER_PLAN} onClick={() => setDrawer({ open: true })}>新增套餐</Button>
        )}
        <span style={{ color: '#8c8c8c' }}>{plan.days}天{plan.nights}晚，每个方案最多{MAX_PACKAGES_PER_PLAN}个套餐</span>
      </Space>
      {packages.length === 0 ? <Empty description="还没有价格套餐" /> : packages.map((p) => (
        <PackageCard key={p.id} product={product} plan={plan} pkg={p} ctx={ctx} onEdit={() => setDrawer({ open: true, pkg: p })} onChanged={onChanged} />
      ))}
      <PackageDrawer open={drawer.open} product={product} planId={plan.id} pkg={drawer.pkg} onClose={() => setDrawer({ open: false })}
        onSaved={() => { setDrawer({ open: false }); onChanged(); }} />
    </>
  );
}

function PricePanel({ ctx }: { ctx: StepContext }) {
  const client = useQueryClient();
  const product = ctx.product as ProductDetail;
  const changed = () => void invalidateProducts(client);
  const approved = product.audit_status === PRODUCT_APPROVED;
  const plans = product.plans;
  return (
    <>
      {!approved && (
        <Alert type="warning" showIcon style={{ marginBottom: 12 }}
          message="产品审核通过后才能开团"
          description="审核前可以先添加价格套餐、填写价格（审批人审核时能看到）；提交“线路产品审核”，审核通过后在套餐的出团日历上按日期开团。" />
      )}
      <Card size="small" title="价格套餐">
        {plans.length === 0 ? <Empty description="请先在行程信息中添加行程方案" /> : plans.length === 1
          ? <PlanPackages product={product} plan={plans[0]} ctx={ctx} onChanged={changed} />
          : <Tabs items={plans.map((pl) => ({ key: String(pl.id), label: `${pl.name}${pl.is_default ? '（默认）' : ''}`, children: <PlanPackages product={product} plan={pl} ctx={ctx} onChanged={changed} /> }))} />}
      </Card>
      <StepFooter step="RouteTravelPriceInfo" ctx={{ ...ctx, editable: false }} saving={false} onSave={() => undefined} />
    </>
  );
}

export function PriceStep() {
  const { ref } = useDirty();
  return <StepLayout step="RouteTravelPriceInfo" dirtyRef={ref}>{(ctx) => (ctx.product ? <PricePanel ctx={ctx} /> : null)}</StepLayout>;
}
