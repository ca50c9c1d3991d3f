// A page of a list (spec §3, §9), as the server answers it, and how many pages a list has: plain
// code shared by the data layer and the kit's list screen.

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
