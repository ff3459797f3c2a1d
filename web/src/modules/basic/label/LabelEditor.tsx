/** The editor routes of the label kinds (productLevelEditor?id= …): the form as a page with its change history. */
import type { ComponentType } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { usePermission } from '@/platform/permission';
import { routePath } from '@/platform/routes';
import { labelResource, type LabelKindCode } from './label-kinds';
import { LabelForm } from './LabelForm';

function LabelEditor({ kind }: { kind: LabelKindCode }) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const id = Number(params.get('id')) || undefined;
  const { has } = usePermission(labelResource(kind).permissionKey);
  return <LabelForm kind={kind} mode="page" id={id} readOnly={!has(id ? 'canEditor' : 'canAdd')} onSaved={() => navigate(routePath('labelList', { kind }))} />;
}

const editorOf = (kind: LabelKindCode): ComponentType => {
  const Page = () => <LabelEditor kind={kind} />;
  Page.displayName = `${kind}Editor`;
  return Page;
};

export const LABEL_EDITORS: Record<LabelKindCode, ComponentType> = {
  productLevel: editorOf('productLevel'), productLabel: editorOf('productLabel'), property: editorOf('property'),
  serviceType: editorOf('serviceType'), groupType: editorOf('groupType'),
};
