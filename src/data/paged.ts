// Lists are paged (spec §3, §9): the query key carries the page, the answer holds `data`.
export { PAGE_SIZE } from '../../engine/model/user-settings-defaults';

export interface Paged<T> {
  data: T[];
  page: number;
  per_page: number;
  total: number;
}

/** How many pages a list has; at least one so an empty list still shows "page 1 of 1". */
export function pageCount(list: Pick<Paged<unknown>, 'per_page' | 'total'>): number {
  return Math.max(1, Math.ceil(list.total / Math.max(1, list.per_page)));
}
