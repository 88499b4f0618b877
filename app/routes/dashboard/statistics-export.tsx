import { data } from "react-router";
import type { Route } from "./+types/statistics-export";
import { requireSection } from "../../lib/dashboard.server.ts";
import { loadStatistics, tableCsv } from "../../lib/statistics.server.ts";
import { requestOf } from "../../lib/request-context.server.ts";
import { isoDayWib } from "../../../src/kernel/format.ts";

/**
 * /Dashboard/Statistik/Ekspor?tabel=…: one table of the statistics section as CSV, under the same
 * filters and the same role scope as the page (tabel: ringkasan, grafik, program, provinsi,
 * angkatan, liga-tim, liga-provinsi).
 */
export async function loader(args: Route.LoaderArgs) {
  const url = new URL(args.request.url);
  const viewer = await requireSection({ ...args, url }, "dashboard-statistics");
  const d = await loadStatistics(requestOf(args.context).tenantCtx, viewer, url);
  const id = url.searchParams.get("tabel") ?? "";
  const table = d.tables.find((t) => t.id === id);
  if (!table) throw data(`Tabel "${id.slice(0, 40)}" tidak ada. Pilihan: ${d.tables.map((t) => t.id).join(", ")}.`, { status: 404 });
  const day = isoDayWib();
  return new Response("\ufeff" + tableCsv(table), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="statistik-${table.id}-${requestOf(args.context).tenant.layout.replace(/[^a-z0-9-]/g, "-")}-${day}.csv"`,
      "Cache-Control": "private, no-store",
    },
  });
}
