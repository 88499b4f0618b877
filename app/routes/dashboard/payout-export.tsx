import type { Route } from "./+types/payout-export";
import { data } from "react-router";
import { FORBIDDEN_SECTION, requireSection } from "../../lib/dashboard.server.ts";
import { can } from "../../../src/domain/identity/permissions.ts";
import { listPayouts, payoutsCsv, ZPayoutListQuery } from "../../../src/domain/payments/payouts.ts";
import { requestOf } from "../../lib/request-context.server.ts";
import { isoDayWib } from "../../../src/kernel/format.ts";

/** /Dashboard/Payout/Ekspor: the payout queue under the same filters as CSV (admin/finance only). */
export async function loader(args: Route.LoaderArgs) {
  const url = new URL(args.request.url);
  const viewer = await requireSection({ ...args, url }, "dashboard-payout");
  if (!can(viewer.role, "payout.approve")) throw data(FORBIDDEN_SECTION, { status: 403 });
  const p = url.searchParams;
  const q = ZPayoutListQuery.safeParse({
    status: p.get("status") || undefined,
    bank: p.get("bank") || undefined,
    search: p.get("q") || undefined,
    page: 1,
    perPage: 100,
  });
  const filters = q.success ? q.data : ZPayoutListQuery.parse({});
  const ctx = requestOf(args.context).tenantCtx;
  const items = [];
  for (let page = 1; page <= 50; page++) {
    const res = await listPayouts(ctx, { ...filters, page, perPage: 100 });
    items.push(...res.items);
    if (page >= res.totalPages) break;
  }
  const day = isoDayWib();
  return new Response("\ufeff" + payoutsCsv(items), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="payout-${requestOf(args.context).tenant.layout.replace(/[^a-z0-9-]/g, "-")}-${day}.csv"`,
      "Cache-Control": "private, no-store",
    },
  });
}
