import { ROUTE_TABLE, type TRouteEntry } from "../route-table.ts";

/**
 * The routes whose meta tags staff may override (/Dashboard/Pengaturan/SEO): every public page of
 * the route table. Left out: the dashboard (private, noindex), and routes that only hand over to
 * another page or show one visitor's own transaction (sign-in and payment callbacks, checkout,
 * payment status, the chat history), and files that are not pages (captions).
 */
const NOT_CONFIGURABLE = new Set([
  "callback-auth",
  "callback-payment",
  "checkout-class",
  "checkout-course",
  "checkout-sandbox",
  "payment-success",
  "payment-error",
  "chat-history",
  "podcast-captions",
  "video-captions",
]);

export interface TSeoRoute {
  id: string;
  path: string;
  title: string;
  lead: string;
  /** The path has parameters: a detail page whose title comes from its stored record. */
  detail: boolean;
  /** Whether the page puts " | Site name" after its title by default (the home page does not). */
  defaultSuffix: boolean;
}

export const SEO_ROUTES: readonly TSeoRoute[] = (ROUTE_TABLE as readonly TRouteEntry[])
  .filter((e) => !e.layout && !e.id.startsWith("dashboard") && !NOT_CONFIGURABLE.has(e.id))
  .map((e) => ({ id: e.id, path: e.path, title: e.title, lead: e.lead, detail: e.path.includes(":"), defaultSuffix: e.id !== "home" }));

export const SEO_ROUTE_IDS: ReadonlySet<string> = new Set(SEO_ROUTES.map((r) => r.id));

export function seoRoute(id: string): TSeoRoute | undefined {
  return SEO_ROUTES.find((r) => r.id === id);
}
