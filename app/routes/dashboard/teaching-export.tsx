import type { Route } from "./+types/teaching-export";
import { requireSection } from "../../lib/dashboard.server.ts";
import { getTeachingReport, teachingCsv } from "../../../src/domain/learning/teaching.ts";
import { requestOf } from "../../lib/request-context.server.ts";
import { isoDayWib } from "../../../src/kernel/format.ts";

/** /Dashboard/Mengajar/Ekspor: the teaching report as CSV (same scope as the page: a mentor gets only their learners). */
export async function loader(args: Route.LoaderArgs) {
  const viewer = await requireSection({ ...args, url: new URL(args.request.url) }, "dashboard-teaching");
  const report = await getTeachingReport(requestOf(args.context).tenantCtx, viewer);
  const day = isoDayWib();
  return new Response(teachingCsv(report), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="peserta-${requestOf(args.context).tenant.layout.replace(/[^a-z0-9-]/g, "-")}-${day}.csv"`,
      "Cache-Control": "private, no-store",
    },
  });
}
