import { LANDING_COUNTERS, type TCounterName } from "../../contracts/statistics.ts";
import { bookPathOf } from "../book/book.ts";

/**
 * The counters a tenant publishes: the "Dalam angka" band of its home page (students, alumni,
 * mentors, schools, cities, programmes; app/routes/home.tsx), whole-tenant figures anyone sees
 * there. A site whose home is the book landing page (the puja family) shows no band, so it
 * publishes none. Every other figure is for staff only (docs/decisions/053-statistics.md).
 */
export function publishedCounterNames(tenant: { layout: string }, product: string): readonly TCounterName[] {
  return bookPathOf(tenant.layout, product) === "/" ? [] : LANDING_COUNTERS;
}
