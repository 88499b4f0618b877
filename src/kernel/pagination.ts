/** Spec §9: lists show 6 items unless a call asks for another size. */
export const DEFAULT_PAGE_SIZE = 6;
/** The largest page a call may ask for; larger sizes are capped. */
export const MAX_PAGE_SIZE = 50;

export interface TPageRequest {
  page: number;
  pageSize: number;
}

/** Clamps a requested page size to 1..MAX_PAGE_SIZE (spec §9 default 6). */
export function normalisePage(page: number | undefined, pageSize: number | undefined, fallbackSize = DEFAULT_PAGE_SIZE): TPageRequest & { offset: number } {
  const p = page && page > 0 ? Math.floor(page) : 1;
  const size = Math.min(MAX_PAGE_SIZE, Math.max(1, Math.floor(pageSize ?? fallbackSize)));
  return { page: p, pageSize: size, offset: (p - 1) * size };
}

export function lastPage(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** Spec §3 active-batches shape: page.current_page, page.last_page, data_count.per_page, data_count.total_data. */
export interface TActivePage<T> {
  items: T[];
  page: { current_page: number; last_page: number };
  data_count: { per_page: number; total_data: number };
}

export function activePage<T>(items: T[], req: TPageRequest, total: number): TActivePage<T> {
  return {
    items,
    page: { current_page: req.page, last_page: lastPage(total, req.pageSize) },
    data_count: { per_page: req.pageSize, total_data: total },
  };
}

/** Spec §3 list pagination: page, perPage, totalItems, totalPages; items in data.items. */
export interface TListPage<T> {
  items: T[];
  page: number;
  perPage: number;
  totalItems: number;
  totalPages: number;
}

export function listPage<T>(items: T[], req: TPageRequest, total: number): TListPage<T> {
  return { items, page: req.page, perPage: req.pageSize, totalItems: total, totalPages: lastPage(total, req.pageSize) };
}

/** The same list shape from a page number and size (content lists). */
export function paged<T>(items: T[], page: number, perPage: number, totalItems: number): TListPage<T> {
  return { items, page, perPage, totalItems, totalPages: lastPage(totalItems, perPage) };
}

/** Rows to skip for a 1-based page. */
export function offsetOf(page: number, perPage: number): number {
  return (page - 1) * perPage;
}

/** Spec §3 list pagination without the items. */
export type TPagination = Omit<TListPage<never>, "items">;
