/** A list function's arguments (`page_size`, `page_index`, filters) → the registry's paged list body. */
export function pagedBody(args: { page_size: number; page_index: number } & Record<string, unknown>): Record<string, unknown> {
  const { page_size, page_index, ...filters } = args;
  return { pageNo: page_index, pageSize: page_size, ...filters };
}
