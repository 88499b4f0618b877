import type { Route } from "./+types/inbox-export";
import { requireSection } from "../../lib/dashboard.server.ts";
import { exportCsv, ZInboxQuery } from "../../../src/domain/registrations/inbox.ts";
import { requestOf } from "../../lib/request-context.server.ts";
import { isoDayWib } from "../../../src/kernel/format.ts";

/** /Dashboard/Inbox/Ekspor: the inbox list under the same filters as CSV (WIB times, Excel-safe cells). */
export async function loader(args: Route.LoaderArgs) {
  const url = new URL(args.request.url);
  await requireSection({ ...args, url }, "dashboard-inbox");
  const q = ZInboxQuery.parse(Object.fromEntries(url.searchParams));
  const day = isoDayWib();
  return new Response(await exportCsv(requestOf(args.context).tenantCtx, q), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="kotak-masuk-${requestOf(args.context).tenant.layout.replace(/[^a-z0-9-]/g, "-")}-${day}.csv"`,
      "Cache-Control": "private, no-store",
    },
  });
}
