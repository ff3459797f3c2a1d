/**
 * Query keys from one factory per resource (STYLE.md): every list and detail query of a resource sits
 * under `[resource]`, so a mutation invalidates all of them with `invalidateResource`.
 */
import { useQueryClient, type QueryClient } from '@tanstack/react-query';

export const resourceKeys = (resource: string) => ({
  all: [resource] as const,
  lists: () => [resource, 'list'] as const,
  list: (query: unknown) => [resource, 'list', query] as const,
  detail: (id: unknown) => [resource, 'detail', id] as const,
  options: (extra?: unknown) => [resource, 'options', extra ?? null] as const,
});

/** Resources whose names feed the organisation pickers (`/api/v1/system/options`). */
const ORG_RESOURCES = new Set(['department', 'role', 'position', 'dataPermission']);
export const ORG_OPTIONS_KEY = ['org-options'] as const;

export async function invalidateResource(client: QueryClient, resource: string): Promise<void> {
  await client.invalidateQueries({ queryKey: resourceKeys(resource).all });
  if (ORG_RESOURCES.has(resource)) await client.invalidateQueries({ queryKey: ORG_OPTIONS_KEY });
}

/** A function that invalidates every query of the resource. */
export function useInvalidate(resource: string): () => Promise<void> {
  const client = useQueryClient();
  return () => invalidateResource(client, resource);
}
