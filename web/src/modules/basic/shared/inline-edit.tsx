/**
 * Editing a row of a list in place (number rules, dictionary items): one row at a time, its draft checked
 * live with the contract's update schema, saved with its version. The columns stay ListScreen columns:
 * `editableColumn` swaps the cell for an input on the row being edited.
 */
import { useQueryClient } from '@tanstack/react-query';
import { Typography, message } from 'antd';
import { useMemo, useState, type ReactNode } from 'react';
import { enumLabel, resourcePath, type ResourceDef } from '@ta/contract';
import { showError } from '@/platform/feedback';
import { fieldIssues, type SafeParser } from '@/platform/form';
import { isApiError } from '@/platform/http/api-error';
import type { ListColumn, RowAction } from '@/platform/list';
import { fieldOf, readPath } from '@/platform/list/columns';
import { invalidateResource } from '@/platform/query-keys';
import { post } from '@/platform/request';

export interface Versioned { id: number; version: number }
export type Draft = Record<string, unknown>;

/** The editable fields of a row. */
export function draftOf<T extends object>(row: T, fields: readonly string[]): Draft {
  const r = row as Record<string, unknown>;
  return Object.fromEntries(fields.map((f) => [f, r[f] ?? null]));
}

/** The update payload: the row's editable fields overwritten by the draft, with id and version. */
export function inlinePayload<T extends Versioned>(row: T, draft: Draft, fields: readonly string[]): Draft {
  return { ...draftOf(row, fields), ...draft, id: row.id, version: row.version };
}

export interface InlineEdit<T> {
  editing: T | undefined;
  draft: Draft;
  errors: Record<string, string>;
  saving: boolean;
  isEditing: (row: T) => boolean;
  start: (row: T) => void;
  cancel: () => void;
  set: (field: string, value: unknown) => void;
  save: () => Promise<boolean>;
}

export interface InlineEditOptions<T> {
  resource: ResourceDef;
  /** Fields the row editor changes; the row's other fields are sent as they are. */
  fields: readonly string[];
  /** The row's other fields the update needs (e.g. a dictionary item's type_id). */
  keep?: readonly string[];
  onSaved?: (row: T) => void | Promise<void>;
}

export function useInlineEdit<T extends Versioned>({ resource, fields, keep = [], onSaved }: InlineEditOptions<T>): InlineEdit<T> {
  const client = useQueryClient();
  const [editing, setEditing] = useState<T | undefined>();
  const [draft, setDraft] = useState<Draft>({});
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const all = [...keep, ...fields];
  const payload = editing ? inlinePayload(editing, draft, all) : undefined;
  const errors = useMemo(() => (payload ? { ...fieldIssues(resource.update as unknown as SafeParser, payload), ...serverErrors } : {}),
    [JSON.stringify(payload), serverErrors]);

  const cancel = () => { setEditing(undefined); setDraft({}); setServerErrors({}); };
  return {
    editing, draft, errors, saving,
    isEditing: (row) => editing?.id === row.id,
    start: (row) => { setEditing(row); setDraft(draftOf(row, fields)); setServerErrors({}); },
    cancel,
    set: (field, value) => { setDraft((d) => ({ ...d, [field]: value })); setServerErrors((e) => { const n = { ...e }; delete n[field]; return n; }); },
    save: async () => {
      if (!payload) return false;
      const first = Object.values(errors)[0];
      if (first) { void message.error(first); return false; }
      setSaving(true);
      try {
        const saved = await post<T>(resourcePath(resource, 'update'), payload);
        if (saved === undefined) return false;
        void message.success('保存成功');
        cancel();
        await invalidateResource(client, resource.name);
        await onSaved?.(saved);
        return true;
      } catch (e) {
        if (isApiError(e) && e.fieldErrors.length) setServerErrors(Object.fromEntries(e.fieldErrors.map((x) => [x.field, x.message])));
        showError(e);
        return false;
      } finally {
        setSaving(false);
      }
    },
  };
}

export type CellInput = (value: unknown, set: (v: unknown) => void, error: string | undefined) => ReactNode;

/** A list column whose cell becomes `input` on the row being edited. */
export function editableColumn<T extends Versioned>(col: ListColumn<T>, edit: InlineEdit<T>, input: CellInput): ListColumn<T> {
  const field = fieldOf(col) ?? '';
  const show = col.render;
  return {
    ...col,
    render: (dom, row, index, action, schema) => {
      if (edit.isEditing(row)) {
        const error = edit.errors[field];
        return (
          <div className="ta-inline-cell" onClick={(e) => e.stopPropagation()}>
            {input(edit.draft[field], (v) => edit.set(field, v), error)}
            {error && <Typography.Text type="danger" style={{ display: 'block', fontSize: 12, maxWidth: 260, whiteSpace: 'normal' }}>{error}</Typography.Text>}
          </div>
        );
      }
      if (show) return show(dom, row, index, action, schema);
      const v = readPath(row, field);
      if (col.enumMap) return enumLabel(col.enumMap, v as string | number | null) || '-';
      return v === null || v === undefined || v === '' ? '-' : String(v);
    },
  };
}

/** 编辑 / 保存 / 取消 row actions of the in-place editor. */
export function inlineActions<T extends Versioned>(edit: InlineEdit<T>): RowAction<T>[] {
  return [
    { key: 'inline-edit', label: '编辑', action: 'canEditor', visible: (r) => !edit.isEditing(r), onClick: (r) => edit.start(r) },
    { key: 'inline-save', label: '保存', action: 'canEditor', visible: (r) => edit.isEditing(r), onClick: () => edit.save() },
    { key: 'inline-cancel', label: '取消', visible: (r) => edit.isEditing(r), onClick: () => edit.cancel() },
  ];
}
