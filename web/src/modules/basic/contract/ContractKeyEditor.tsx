/** contractKeyEditor?id=: one contract key as a page, with its change history. */
import { useNavigate, useSearchParams } from 'react-router-dom';
import { RESOURCES } from '@ta/contract';
import { usePermission } from '@/platform/permission';
import { routePath } from '@/platform/routes';
import { ContractKeyForm } from './ContractKeyForm';

export function ContractKeyEditor() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const id = Number(params.get('id')) || undefined;
  const { has } = usePermission(RESOURCES.contractKey.permissionKey);
  return <ContractKeyForm mode="page" id={id} readOnly={!has(id ? 'canEditor' : 'canAdd')} onSaved={() => navigate(routePath('contractKeyList'))} />;
}
