/** The data-permission editor route (dataPermissionEditor?id=). */
import { useNavigate, useSearchParams } from 'react-router-dom';
import { DataPermissionForm } from './DataPermissionForm';
import { routePath } from '@/platform/routes';

export function DataPermissionEditor() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  return <DataPermissionForm mode="page" id={Number(params.get('id')) || undefined} onSaved={() => navigate(routePath('dataPermissionList'))} />;
}
