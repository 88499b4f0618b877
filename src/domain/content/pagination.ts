import type { TPaged } from "../../contracts/content.ts";

/** Spec §3 list pagination: page, perPage, totalItems, totalPages (items beside them). */
export function paged<T>(items: T[], page: number, perPage: number, totalItems: number): TPaged<T> {
  return { page, perPage, totalItems, totalPages: Math.max(1, Math.ceil(totalItems / perPage)), items };
}

export function offsetOf(page: number, perPage: number): number {
  return (page - 1) * perPage;
}
