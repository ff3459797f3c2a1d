/**
 * Per-type content of the task-audit page below the document (the module that owns the object shows what an
 * approver needs: the claimed orders' money, the arrivals of an import, …). Lazy: each panel loads with its
 * module's chunk only when such an audit is opened.
 */
import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { Skeleton } from 'antd';

import type { AuditPanelProps } from '@/platform/audit-panel';

export type { AuditPanelProps };
type Panel = LazyExoticComponent<ComponentType<AuditPanelProps>>;

const finance = (name: 'BillImportPanel' | 'ClaimPanel' | 'RefundPanel' | 'OrderPaymentPanel' | 'CreditPanel'): Panel =>
  lazy(() => import('../../finance/audit/AuditPanels').then((m) => ({ default: m[name] })));

const credit = finance('CreditPanel');
export const AUDIT_EXTRA_PANELS: Record<string, Panel> = {
  billImport: finance('BillImportPanel'),
  claim: finance('ClaimPanel'),
  refund: finance('RefundPanel'),
  orderPayment: finance('OrderPaymentPanel'),
  creditAdd: credit,
  creditTemporary: credit,
  creditGroup: credit,
};

export function AuditExtraPanel({ type, ...props }: AuditPanelProps & { type: string }) {
  const P = AUDIT_EXTRA_PANELS[type];
  if (!P) return null;
  return <Suspense fallback={<Skeleton active />}><div className="ta-audit-extra"><P {...props} /></div></Suspense>;
}
