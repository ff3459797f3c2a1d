/** The department editor route (departmentEditor?id=): the same form as a page, with its change history. */
import { useNavigate, useSearchParams } from 'react-router-dom';
import { DepartmentForm } from './DepartmentForm';
import { routePath } from '@/platform/routes';

export function DepartmentEditor() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const id = Number(params.get('id')) || undefined;
  const parentId = Number(params.get('parent_id')) || undefined;
  return <DepartmentForm mode="page" id={id} parentId={parentId} onSaved={() => navigate(routePath('departmentList'))} />;
}
