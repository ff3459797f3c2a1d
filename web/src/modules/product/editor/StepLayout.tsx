/**
 * The frame of every step page of the product editor: a header with the product (name, code, audit
 * status), the step bar (基本信息 → 行程信息 → 预售设置 → 价格信息 → 自有价格; a step opens its own route with
 * ?id=), and the guard that asks before leaving a step with unsaved changes (in-app navigation, the step
 * bar and closing the browser tab).
 */
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Result, Skeleton, Space, Steps, Tag, Typography, message } from 'antd';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useLeaveGuard } from '@/platform/editor/useLeaveGuard';
import { closeTabsOf, getTabs } from '@/platform/navigation/tab-store';
import type { ProductDetail } from '@ta/contract';
import { showError } from '@/platform/feedback';
import { usePermission } from '@/platform/permission';
import { post } from '@/platform/request';
import { routePath } from '@/platform/routes';
import { SUBMIT_AUDIT_URL } from '../../merchant/shared/submit-audit';
import { AuditTag } from '../../merchant/shared/tags';
import { invalidateProducts, LINE_PRODUCT_AUDIT, productRes, useProductDetail } from '../api';
import { PRODUCT_STEPS, reachedIndex, stepIndex, type StepKey } from '../product-model';
import '../product.css';

/** Route keys of the editor (the steps and the create / edit entries). */
const EDITOR_ROUTES = new Set<string>(['createRouteTravel', 'editRouteTravel', ...PRODUCT_STEPS.map((s) => s.key)]);
/** The route key of the current path (create / edit render the 基本信息 step under their own key). */
function currentRouteKey(): string | undefined {
  const path = window.location.pathname;
  return [...EDITOR_ROUTES].find((k) => routePath(k) === path);
}

export const UNSAVED_TEXT = '当前步骤有未保存的修改，离开后将丢失，确定离开吗？';

/** Unsaved-changes flag of a step: a ref for the navigation guard, state for the page. */
export function useDirty() {
  const ref = useRef(false);
  const [dirty, setDirtyState] = useState(false);
  const setDirty = (v: boolean) => { ref.current = v; setDirtyState(v); };
  return { dirty, ref, setDirty };
}

export interface StepContext {
  id: number | undefined;
  product: ProductDetail | undefined;
  /** The role may change the product (canEditor, or canAdd for a new one) and no audit is pending. */
  editable: boolean;
  /** Opens another step of this product (the guard asks first when there are unsaved changes). */
  go: (key: StepKey, id?: number) => void;
  /** The `step` to send with a save of this step: the furthest step reached. */
  nextStep: number;
}

export interface StepLayoutProps {
  step: StepKey;
  dirtyRef: React.RefObject<boolean>;
  children: (ctx: StepContext) => ReactNode;
}

export function StepLayout({ step, dirtyRef, children }: StepLayoutProps) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const client = useQueryClient();
  const id = Number(params.get('id')) || undefined;
  const q = useProductDetail(id);
  const product = q.data ?? undefined;
  const { has } = usePermission(productRes.permissionKey);
  const index = stepIndex(step);

  useLeaveGuard(dirtyRef, UNSAVED_TEXT, '离开当前步骤');
  useEffect(() => { if (q.error) showError(q.error); }, [q.error]);
  // One tab for the editor: a step opened from another step replaces that step's tab.
  useEffect(() => {
    const t = setTimeout(() => {
      for (const tab of getTabs()) if (EDITOR_ROUTES.has(tab.name) && tab.name !== step && tab.name !== currentRouteKey()) closeTabsOf(tab.name, 'current');
    }, 0);
    return () => clearTimeout(t);
  }, [step]);

  const submitAudit = async () => {
    if (!product) return;
    if (dirtyRef.current) { void message.warning('请先保存当前步骤的修改'); return; }
    try {
      if (await post(SUBMIT_AUDIT_URL, { type: LINE_PRODUCT_AUDIT, object_id: product.id })) void message.success(`已提交审核：${product.name}`);
      await invalidateProducts(client);
    } catch (e) { showError(e); }
  };

  if (id && q.isError) return <Result status="404" title="线路不存在或无权查看" />;
  const go = (key: StepKey, toId = id) => navigate(routePath(key, { id: toId }));
  const editable = has(id ? 'canEditor' : 'canAdd') && !product?.auditing;
  const ctx: StepContext = { id, product, editable, go, nextStep: Math.min(PRODUCT_STEPS.length, Math.max(product?.step ?? 1, index + 2)) };
  const reached = id ? Math.max(reachedIndex(product?.step), index) : 0;

  return (
    <div className="ta-product-editor">
      <Card className="ta-product-head" size="small">
        <Space size="middle" wrap>
          <Typography.Title level={5} style={{ margin: 0 }}>{product ? product.name : '新建线路'}</Typography.Title>
          {product && <Typography.Text type="secondary">{product.code}</Typography.Text>}
          {product && <AuditTag status={product.audit_status} />}
          {product?.auditing && <Tag color="blue">审核中</Tag>}
          {product && <a href={`/tripExportPdf?id=${product.id}`} target="_blank" rel="noreferrer">行程单</a>}
          {product && has('canEditor') && product.audit_status !== 1 && !product.auditing && (
            <Button size="small" type="primary" ghost onClick={() => void submitAudit()}>提交审核</Button>
          )}
        </Space>
        <Steps className="ta-product-steps" size="small" current={index} style={{ marginTop: 12 }}
          onChange={(i) => { if (id && i !== index) go(PRODUCT_STEPS[i].key); }}
          items={PRODUCT_STEPS.map((s, i) => ({
            title: s.title,
            disabled: !id || i === index,
            status: i === index ? 'process' : i <= reached ? 'finish' : 'wait',
          }))} />
      </Card>
      {product?.auditing && <Alert type="info" showIcon style={{ marginTop: 12 }} message="线路正在审核中，审核结束前不能修改。" />}
      {product && product.audit_status === 1 && !product.auditing && (step === 'RouteTravelBasicInfo' || step === 'ItineraryInformation') && ctx.editable && (
        <Alert type="warning" showIcon style={{ marginTop: 12 }} message="线路已审核通过：修改基本信息或行程后需重新提交审核，审核通过前不能新开团期。" />
      )}
      <div style={{ marginTop: 12 }}>
        {id && q.isLoading ? <Card><Skeleton active /></Card> : children(ctx)}
      </div>
    </div>
  );
}

/** The footer of a step: 上一步, 保存, 保存并下一步 (the last step: 完成). */
export function StepFooter({ step, ctx, saving, onSave }: { step: StepKey; ctx: StepContext; saving: boolean; onSave: (next: boolean) => void }) {
  const index = stepIndex(step);
  const last = index === PRODUCT_STEPS.length - 1;
  return (
    <div className="ta-product-footer">
      <Space>
        {index > 0 && ctx.id && <Button onClick={() => ctx.go(PRODUCT_STEPS[index - 1].key)}>上一步</Button>}
        {ctx.editable && <Button loading={saving} onClick={() => onSave(false)}>保存</Button>}
        {ctx.editable && <Button type="primary" loading={saving} onClick={() => onSave(true)}>{last ? '保存并完成' : '保存并下一步'}</Button>}
        {!ctx.editable && !last && ctx.id && <Button onClick={() => ctx.go(PRODUCT_STEPS[index + 1].key)}>下一步</Button>}
      </Space>
    </div>
  );
}
