import { Link } from "react-router";
import type { Route } from "./+types/settings-seo";
import { AdminListToolbar, AdminTable, StatusBadge, type TAdminColumn } from "../../components/admin/index.ts";
import { adminListQuery } from "../../lib/admin.server.ts";
import { requireSection } from "../../lib/dashboard.server.ts";
import { SEO_ROUTES } from "../../lib/seo-routes.ts";
import { adminPage } from "../../../src/contracts/admin-list.ts";
import { listRouteSeoForAdmin } from "../../../src/domain/tenants/route-seo.ts";
import { requestOf } from "../../lib/request-context.server.ts";
import { SHORT_DATE_ID } from "../../../src/kernel/format.ts";

interface TSeoListRow {
  id: string;
  path: string;
  title: string;
  detail: boolean;
  /** The override's title (or template) when the route has one. */
  override: { title: string; mode: "static" | "dynamic"; noindex: boolean; updatedAt: string } | null;
}

const STATUS_FILTER = [
  { value: "diubah", label: "Sudah diatur" },
  { value: "bawaan", label: "Bawaan" },
];

/** /Dashboard/Pengaturan/SEO: the site's public routes with their SEO override, searchable and paged (the list is the route table, not a query). */
export async function loader(args: Route.LoaderArgs) {
  await requireSection(args, "dashboard-settings-seo");
  const ctx = requestOf(args.context).tenantCtx;
  const query = adminListQuery(args);
  const overrides = new Map((await listRouteSeoForAdmin(ctx)).map((o) => [o.route, o]));
  const q = query.q.toLowerCase();
  const rows: TSeoListRow[] = SEO_ROUTES.map((r) => {
    const o = overrides.get(r.id);
    return {
      id: r.id,
      path: r.path,
      title: r.title,
      detail: r.detail,
      override: o ? { title: o.fields.title ?? "", mode: o.fields.titleMode, noindex: o.fields.robotIndex === "noindex", updatedAt: o.updatedAt } : null,
    };
  }).filter(
    (r) =>
      (!q || r.path.toLowerCase().includes(q) || r.title.toLowerCase().includes(q) || r.id.includes(q)) &&
      (query.status !== "diubah" || r.override) &&
      (query.status !== "bawaan" || !r.override),
  );
  const page = adminPage(rows.length, query.page);
  return { query, page, items: rows.slice(page.offset, page.offset + page.size), configured: overrides.size };
}

export default function DashboardSettingsSeo({ loaderData: d }: Route.ComponentProps) {
  const columns: TAdminColumn<TSeoListRow>[] = [
    {
      key: "path",
      label: "Halaman",
      render: (r) => (
        <span>
          <Link to={`/Dashboard/Pengaturan/SEO/${r.id}`} className="font-semibold text-primary-ink hover:underline">
            {r.title}
          </Link>
          <span className="block break-all font-mono text-xs text-slate-500">{r.path}</span>
        </span>
      ),
    },
    {
      key: "override",
      label: "Judul SEO",
      render: (r) =>
        r.override?.title ? (
          <span className="break-words text-sm text-dark">
            {r.override.title}
            <span className="block text-xs text-slate-500">{r.override.mode === "dynamic" ? "Dari data halaman" : "Judul tetap"}</span>
          </span>
        ) : (
          <span className="text-sm text-slate-500">{r.detail ? "Judul dari data halaman" : "Judul bawaan"}</span>
        ),
    },
    {
      key: "status",
      label: "Status",
      render: (r) => (
        <span className="flex flex-wrap gap-1.5">
          {r.override ? <StatusBadge tone="blue">Diatur</StatusBadge> : <StatusBadge tone="slate">Bawaan</StatusBadge>}
          {r.override?.noindex ? <StatusBadge tone="amber">noindex</StatusBadge> : null}
        </span>
      ),
    },
    {
      key: "updatedAt",
      label: "Diubah",
      render: (r) => (r.override ? SHORT_DATE_ID.format(new Date(r.override.updatedAt)) : "—"),
      hideOnPhone: true,
    },
  ];
  return (
    <div className="space-y-4" data-testid="seo-list">
      <p className="text-sm text-slate-600">
        Atur judul, deskripsi, gambar bagikan dan indeks mesin pencari setiap halaman. Isian yang dikosongkan memakai nilai bawaan halaman dan{" "}
        <Link to="/Dashboard/Pengaturan" className="font-semibold text-primary-ink underline">
          pengaturan situs
        </Link>
        . {d.configured > 0 ? `${d.configured} halaman sudah diatur.` : "Belum ada halaman yang diatur."}
      </p>
      <AdminListToolbar
        query={d.query}
        searchLabel="Cari halaman"
        searchPlaceholder="Judul atau path, contoh /Class"
        filters={[{ name: "status", label: "Status", options: STATUS_FILTER }]}
        trash={false}
      />
      <AdminTable
        caption="Daftar halaman situs"
        rows={d.items}
        rowKey={(r) => r.id}
        rowLabel={(r) => `halaman ${r.title}`}
        columns={columns}
        query={d.query}
        page={d.page}
        empty="Tidak ada halaman yang cocok dengan pencarian."
        actions={(r) => (
          <Link
            to={`/Dashboard/Pengaturan/SEO/${r.id}`}
            className="text-sm font-semibold text-primary-ink hover:underline"
            aria-label={`Atur SEO halaman ${r.title} (${r.path})`}
          >
            Atur
          </Link>
        )}
      />
    </div>
  );
}
