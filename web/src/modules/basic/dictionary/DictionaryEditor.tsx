/** dictionaryEditor?id=: one dictionary type with its change history, and its items below. */
import { useNavigate, useSearchParams } from 'react-router-dom';
import { RESOURCES } from '@ta/contract';
import { useRecord } from '@/platform/editor/ResourceEditor';
import { usePermission } from '@/platform/permission';
import { routePath } from '@/platform/routes';
import { DictItemTable } from './DictItemTable';
import { DictTypeForm } from './DictTypeForm';
import type { DictTypeRow } from './types';

export function DictionaryEditor() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const id = Number(params.get('id')) || undefined;
  const { has } = usePermission(RESOURCES.dictType.permissionKey);
  const type = useRecord<DictTypeRow>(RESOURCES.dictType, id).data;
  return (
    <>
      <DictTypeForm mode="page" id={id} readOnly={!has(id ? 'canEditor' : 'canAdd')}
        onSaved={(row) => { if (!id) navigate(routePath('dictionaryEditor', { id: row.id }), { replace: true }); }} />
      {type && <div style={{ marginTop: 16 }}><DictItemTable type={type} /></div>}
    </>
  );
}
