/**
 * The shared editor of a registry resource, as a drawer (from a list) or a page (detail route): loads the
 * record, validates each field with the contract's zod schema (create or update), saves with its version,
 * puts a 400 answer's field errors on the fields, and shows the change history (变更记录) of the record.
 */
import { DrawerForm, ProForm } from '@ant-design/pro-components';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Card, Divider, Form, Skeleton, message } from 'antd';
import type { Rule } from 'antd/es/form';
import { useEffect, type ReactNode } from 'react';
import { resourcePath, type ResourceDef } from '@ta/contract';
import { showError } from '../feedback';
import { reportFormError, zodRules, type SafeParser } from '../form';
import { ChangeHistory, HISTORY_TITLE } from '../history';
import { invalidateResource, resourceKeys } from '../query-keys';
import { post } from '../request';
import { useDraft } from './useDraft';

export type Values = Record<string, unknown>;
export interface Versioned { id: number; version: number }

export interface FieldsContext<R> {
  /** Zod rules of a field (from the create or update schema). */
  rules: (field: string) => Rule[];
  isEdit: boolean;
  row: R | undefined;
}

export interface ResourceEditorProps<R extends Versioned> {
  resource: ResourceDef;
  /** Table name for the change history. */
  /** Defaults to the resource's table. */
  historyTable?: string;
  id?: number;
  mode: 'drawer' | 'page';
  open?: boolean;
  onClose?: () => void;
  title?: string;
  width?: number;
  fields: (ctx: FieldsContext<R>) => ReactNode;
  toForm?: (row: R) => Values;
  toPayload?: (values: Values, row: R | undefined) => Values;
  onSaved?: (row: R) => void;
  readOnly?: boolean;
  /** Extra content below the form (e.g. a role's permission tree handled outside the form). */
  defaults?: Values;
}

export function useRecord<R>(resource: ResourceDef, id: number | undefined) {
  return useQuery({
    queryKey: resourceKeys(resource.name).detail(id),
    enabled: Boolean(id),
    queryFn: () => post<R>(resourcePath(resource, 'detail'), { id }),
    retry: false,
  });
}

export function ResourceEditor<R extends Versioned>(props: ResourceEditorProps<R>) {
  const { resource, id, mode, fields, toForm, toPayload } = props;
  const isEdit = Boolean(id);
  const [form] = Form.useForm<Values>();
  const client = useQueryClient();
  const rec = useRecord<R>(resource, id);
  const row = rec.data ?? undefined;
  const schema = (isEdit ? resource.update : resource.create) as unknown as SafeParser;
  const rules = zodRules(schema, () => (row ? { id: row.id, version: row.version } : {}));

  useEffect(() => { if (rec.error) showError(rec.error); }, [rec.error]);
  useEffect(() => {
    if (mode === 'drawer' && !props.open) return;
    form.resetFields();
    const initial = row ? (toForm ? toForm(row) : (row as unknown as Values)) : props.defaults;
    if (initial) form.setFieldsValue(initial as Parameters<typeof form.setFieldsValue>[0]);
  }, [row, props.open]);

  // The half-filled form (customer, supplier, …) is this tab's draft once the record loaded: a page editor's by its
  // address, a drawer's by its record (`customer:12`, `customer:new`) while it is open — reopening it restores it.
  const draft = useDraft(form, {
    enabled: !props.readOnly && (mode !== 'drawer' || Boolean(props.open)), ready: !isEdit || Boolean(row),
    scope: mode === 'drawer' ? `${resource.name}:${id ?? 'new'}` : undefined,
  });

  const submit = async (values: Values): Promise<boolean> => {
    const payload = { ...(toPayload ? toPayload(values, row) : values), ...(row ? { id: row.id, version: row.version } : {}) };
    try {
      const saved = await post<R>(resourcePath(resource, isEdit ? 'update' : 'add'), payload);
      if (saved === undefined) return false;
      draft.clear();
      void message.success(isEdit ? '保存成功' : '新增成功');
      await invalidateResource(client, resource.name);
      props.onSaved?.(saved);
      return true;
    } catch (e) {
      reportFormError(form, e);
      return false;
    }
  };

  const title = props.title ?? `${isEdit ? '编辑' : '新增'}${resource.title}`;
  const body = isEdit && rec.isLoading ? <Skeleton active /> : fields({ rules, isEdit, row });
  const history = isEdit ? (
    <>
      <Divider orientation="left">{HISTORY_TITLE}</Divider>
      <ChangeHistory table={props.historyTable ?? props.resource.table ?? ''} recordId={id} />
    </>
  ) : null;

  if (mode === 'drawer') {
    return (
      <DrawerForm<Values> form={form} title={title} open={props.open} width={props.width ?? 640} layout="vertical"
        drawerProps={{ destroyOnHidden: true, onClose: props.onClose }} onOpenChange={(o) => { if (!o) props.onClose?.(); }}
        onFinish={submit} onValuesChange={draft.onValuesChange} readonly={props.readOnly} submitter={props.readOnly ? false : undefined}>
        {draft.guard}
        {body}
        {history}
      </DrawerForm>
    );
  }
  return (
    <Card title={title}>
      {draft.guard}
      <ProForm<Values> form={form} layout="vertical" onFinish={submit} onValuesChange={draft.onValuesChange} readonly={props.readOnly} submitter={props.readOnly ? false : { searchConfig: { submitText: '保存' } }}>
        {body}
      </ProForm>
      {history}
    </Card>
  );
}
