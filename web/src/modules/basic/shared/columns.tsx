/** Columns and row actions the basic-settings lists share. */
import { useQueryClient } from '@tanstack/react-query';
import { Tag, message } from 'antd';
import { resourcePath, type ResourceDef } from '@ta/contract';
import { showError } from '@/platform/feedback';
import type { ListColumn, RowAction } from '@/platform/list';
import { invalidateResource } from '@/platform/query-keys';
import { post } from '@/platform/request';

export const ENABLED_TEXT = { true: '启用', false: '停用' } as const;

/** 状态 column (启用 / 停用), searchable. */
export function enabledColumn<T extends { enabled?: boolean }>(title = '状态'): ListColumn<T> {
  return {
    title, dataIndex: 'enabled', width: 90, enumMap: ENABLED_TEXT, search: { transform: (v: unknown) => ({ enabled: v === 'true' || v === true }) },
    render: (_, r) => (r.enabled ? <Tag color="green">启用</Tag> : <Tag>停用</Tag>),
  };
}

export function sortColumn<T>(): ListColumn<T> {
  return { title: '排序', dataIndex: 'sort', width: 80, sorter: true };
}

/** The update payload with `enabled` flipped (the update schema drops the row's other fields). */
export function toggledPayload<T extends { enabled?: boolean }>(row: T): T & { enabled: boolean } {
  return { ...row, enabled: !row.enabled };
}

/** 启用 / 停用 as a row action: saves the row with `enabled` flipped (canEditor). */
export function useEnableAction<T extends { id: number; version: number; enabled?: boolean }>(resource: ResourceDef, name: (r: T) => string, onDone?: () => void): RowAction<T> {
  const client = useQueryClient();
  return {
    key: 'toggle-enabled',
    label: (r) => (r.enabled ? '停用' : '启用'),
    action: 'canEditor',
    confirm: (r) => `确定${r.enabled ? '停用' : '启用'}“${name(r)}”吗？`,
    onClick: async (r) => {
      try {
        const saved = await post<T>(resourcePath(resource, 'update'), toggledPayload(r));
        if (saved === undefined) return;
        void message.success(r.enabled ? '已停用' : '已启用');
        await invalidateResource(client, resource.name);
        onDone?.();
      } catch (e) { showError(e); }
    },
  };
}
