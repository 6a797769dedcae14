import { type PageInfo, pageInfo } from '@squash/core';

/** A list query's page: zero-based `page` of `page_size` rows (the spec's query parameters). */
export interface PageQuery {
  page: number;
  page_size: number;
}

/** The LIMIT and OFFSET of `query`'s page. */
export function pageWindow(query: PageQuery): { limit: number; offset: number } {
  return { limit: query.page_size, offset: query.page * query.page_size };
}

/** One page of a list, as every list answers. */
export interface Paged<T> {
  data: T[];
  pageInfo: PageInfo;
}

/**
 * One page of a list and its `pageInfo`: the rows and the count run side by side (the count as a
 * number, or as the rows of a `select count(*)::int as count`).
 */
export async function paged<T>(
  query: PageQuery,
  rows: Promise<T[]>,
  count: Promise<number | Array<{ count: number }>>,
): Promise<Paged<T>> {
  const [data, counted] = await Promise.all([rows, count]);
  const totalRecords = typeof counted === 'number' ? counted : (counted[0]?.count ?? 0);
  return { data, pageInfo: pageInfo({ page: query.page, pageSize: query.page_size, totalRecords }) };
}
