import type { Route } from "./+types/book-export";
import { requireSection } from "../../lib/dashboard.server.ts";
import { ZBookAdminQuery } from "../../../src/contracts/book.ts";
import { bookCsv } from "../../../src/domain/book/export.ts";
import { requestOf } from "../../lib/request-context.server.ts";
import { isoDayWib } from "../../../src/kernel/format.ts";

/** /Dashboard/Buku/Ekspor: one tab of the book section under its status filter, as CSV. */
export async function loader(args: Route.LoaderArgs) {
  const url = new URL(args.request.url);
  await requireSection({ ...args, url }, "dashboard-book");
  const q = ZBookAdminQuery.parse(Object.fromEntries(url.searchParams));
  const day = isoDayWib();
  return new Response(await bookCsv(requestOf(args.context).tenantCtx, q), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="buku-${q.tab}-${requestOf(args.context).tenant.layout.replace(/[^a-z0-9-]/g, "-")}-${day}.csv"`,
      "Cache-Control": "private, no-store",
    },
  });
}
