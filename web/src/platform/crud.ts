/** Writes on a registry resource with the shared feedback: success message, error message, invalidation. */
import { useQueryClient } from '@tanstack/react-query';
import { message } from 'antd';
import { resourcePath, type ResourceDef } from '@ta/contract';
import { showError } from './feedback';
import { invalidateResource } from './query-keys';
import { post } from './request';

export interface CallSpec { url: string; body: unknown; success?: string; smartToken?: boolean }

export function useResourceActions(resource: ResourceDef) {
  const client = useQueryClient();
  const invalidate = () => invalidateResource(client, resource.name);

  /** Runs a write; resolves its data, or undefined after showing the error. */
  async function call<T>(spec: CallSpec): Promise<T | undefined> {
    try {
      const data = await post<T>(spec.url, spec.body, { smartToken: spec.smartToken });
      if (spec.success) void message.success(spec.success);
      await invalidate();
      return data;
    } catch (e) {
      showError(e);
      return undefined;
    }
  }

  return {
    call,
    invalidate,
    /** Deletes a record (irreversible: sent with a one-time smartToken). */
    remove: (id: number) => call<null>({ url: resourcePath(resource, 'delete'), body: { id }, success: '删除成功', smartToken: true }),
    detail: <T>(id: number) => post<T>(resourcePath(resource, 'detail'), { id }),
  };
}
