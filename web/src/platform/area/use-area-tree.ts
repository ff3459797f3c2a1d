/** The area tree for pickers: one load per page life, from the 7-day local cache or the server. */
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { post } from '../request';
import { clearAreaCache, loadAreaTree, type AreaTreeAnswer } from './area-cache';
import type { AreaTreeNode } from './area-fields';

export const AREA_TREE_URL = '/api/area/query';
export const AREA_TREE_KEY = ['area-tree'] as const;

const fetchTree = (version: string | undefined) => post<AreaTreeAnswer | undefined>(AREA_TREE_URL, { area_type: 3, ...(version ? { version } : {}) });

export function useAreaTree(): { tree: AreaTreeNode[]; loading: boolean } {
  const q = useQuery({
    queryKey: AREA_TREE_KEY,
    queryFn: () => loadAreaTree(fetchTree, window.localStorage),
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });
  return { tree: q.data ?? [], loading: q.isLoading };
}

/** After an edit of the areas: drop this browser's cached tree and load it again. */
export async function refreshAreaTree(client: QueryClient): Promise<void> {
  clearAreaCache(window.localStorage);
  await client.invalidateQueries({ queryKey: AREA_TREE_KEY });
}
