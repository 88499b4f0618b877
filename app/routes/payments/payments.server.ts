import { redirect } from "react-router";
import { getCourse } from "../../../src/domain/catalog/courses.ts";
import { gatewayForTenant } from "../../../src/platform/payments/index.ts";
import { invoiceOptions } from "../../../src/platform/payments/service.ts";
import type { TViewer } from "../../../src/domain/identity/accounts.ts";
import type { TTenantCtx } from "../../../src/domain/scope.ts";
import { publicOrigin } from "../../lib/identity.server.ts";
import { chapterPath } from "../catalog/course-paths.ts";
import { requestOf, type TRouterContext } from "../../lib/request-context.server.ts";

/** What the payment pages need from the request context: tenant scope, gateway, invoice options. */
export function paymentContext(context: TRouterContext) {
  const origin = publicOrigin(context);
  const { tenantCtx, tenant } = requestOf(context);
  return { ctx: tenantCtx, gateway: gatewayForTenant(tenant), opts: invoiceOptions(origin), origin };
}

export const payerOf = (v: TViewer) => ({ userId: v.userId, email: v.email, name: v.name });

/** Where a learner continues after getting an item: a course's first chapter, a class's page in Kelas Saya. */
export async function nextStepOf(ctx: TTenantCtx, userId: string, kind: string, key: string): Promise<{ to: string; label: string }> {
  if (kind === "course") {
    const c = await getCourse(ctx, key, { userId }).catch(() => null);
    const mod = c?.modules[0];
    const ch = mod?.chapters[0];
    if (c && mod && ch) return { to: chapterPath(c.isPremium, c.slug, mod.slug, ch.slug), label: "Mulai Belajar" };
    return { to: "/Dashboard/Kelas", label: "Buka Kelas Saya" };
  }
  return { to: "/Dashboard/Kelas", label: "Lihat di Kelas Saya" };
}

/** A gateway checkout URL we send the browser to: the sandbox page on this site, or the gateway's https page. */
export function toGateway(url: string): Response {
  return redirect(url, { headers: { "Cache-Control": "no-store" } });
}

export const NO_STORE = { "Cache-Control": "private, no-store" } as const;
