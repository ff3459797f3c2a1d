import { RESOURCES } from '@ta/contract';
import { ResourceEditor } from '@/platform/editor/ResourceEditor';
import { UserFields, userPayload, userToForm, type UserRow } from './UserFields';

export interface UserFormProps { id?: number; mode?: 'drawer' | 'page'; open?: boolean; onClose?: () => void; onSaved?: (row: UserRow) => void; readOnly?: boolean; title?: string }

export function UserForm({ id, mode = 'drawer', open, onClose, onSaved, readOnly, title }: UserFormProps) {
  return (
    <ResourceEditor<UserRow>
      resource={RESOURCES.user} id={id} mode={mode} open={open} onClose={onClose} onSaved={onSaved}
      width={880} title={title} readOnly={readOnly} defaults={{ relations: [{}] }}
      toForm={userToForm} toPayload={userPayload}
      fields={({ rules, isEdit }) => <UserFields rules={rules} isEdit={isEdit} readOnly={readOnly} />}
    />
  );
}
