/** The page (from 1) and page size a list call takes, as the contracts' list queries parse them. */
export interface PageQuery {
  page: number;
  size: number;
}

/** The rows of that page, as the repos take them. */
export function rowWindow({ page, size }: PageQuery): { limit: number; offset: number } {
  return { limit: size, offset: (page - 1) * size };
}

/** A list call's answer (contracts pageOf): these items as that page of a list of totalCount. */
export function pageAnswer<Item>(items: Item[], { page, size }: PageQuery, totalCount: number) {
  return { items, page, pageCount: Math.ceil(totalCount / size), totalCount };
}
