import { Link } from "react-router";
import type { Route } from "./+types/content-list";
import {
  AdminListToolbar,
  AdminNotice,
  AdminTable,
  adminButton,
  DeleteButton,
  RestoreButton,
  StatusBadge,
  type TAdminColumn,
} from "../../components/admin/index.ts";
import { Card } from "../../components/dashboard/Dashboard.tsx";
import {
  adminError,
  adminFailure,
  adminListQuery,
  adminOk,
  askDelete,
  auditActor,
  intentOf,
  isBulkIntent,
  parseBulk,
  rowIdOf,
} from "../../lib/admin.server.ts";
import { requireContentKind } from "../../lib/content-editor.server.ts";
import { DASHBOARD_DATE } from "../../lib/dashboard.server.ts";
import type { TBulkIntent } from "../../../src/contracts/admin-list.ts";
import { CONTENT_KIND_DEFS, contentListPath, STATUS_LABEL, type TPostStatus } from "../../../src/contracts/content-editor.ts";
import { applyToEntries, entryCounts, listEntries, type TEntryListItem } from "../../../src/domain/content/editor.ts";
import { requestOf } from "../../lib/request-context.server.ts";

/** /Dashboard/Konten/<Jenis>: the list of one content kind (paging, sort, search, status and trash in the URL; bulk actions). */
export async function loader(args: Route.LoaderArgs) {
  const { def } = await requireContentKind(args);
  const ctx = requestOf(args.context).tenantCtx;
  const query = adminListQuery(args);
  const [list, counts] = await Promise.all([listEntries(ctx, def.kind, query), entryCounts(ctx, def.kind)]);
  const fmt = (iso: string | null) => (iso ? DASHBOARD_DATE.format(new Date(iso)) : "—");
  return {
    kind: def.kind,
    query,
    counts,
    page: list.page,
    items: list.items.map((i) => ({ ...i, dateText: fmt(i.date), updatedText: fmt(i.updatedAt) })),
  };
}

export async function action(args: Route.ActionArgs) {
  const { viewer, def } = await requireContentKind(args);
  const ctx = requestOf(args.context).tenantCtx;
  const form = await args.request.formData();
  const intent = intentOf(form);
  try {
    if (intent === "delete-ask" || intent === "bulk-delete-ask") {
      const n = intent === "bulk-delete-ask" ? form.getAll("ids").length : 1;
      return askDelete(form, n > 1 ? `${n} ${def.noun}` : def.noun);
    }
    let bulk: TBulkIntent;
    let ids: number[];
    if (intent === "delete" || intent === "restore") {
      const id = rowIdOf(form);
      if (!id) return adminError("Data yang dipilih tidak dikenal.");
      bulk = intent === "delete" ? "bulk-delete" : "bulk-restore";
      ids = [id];
    } else if (isBulkIntent(intent)) {
      const parsed = parseBulk(form);
      if (!parsed.ok) return parsed.reply;
      bulk = parsed.value.intent;
      ids = parsed.value.ids.map(Number).filter((n) => Number.isInteger(n) && n > 0 && n <= 2_147_483_647);
    } else return adminError("Tindakan tidak dikenal.");
    const n = await applyToEntries(ctx, def.kind, auditActor(viewer), bulk, ids);
    if (n === 0) return adminError("Tidak ada data yang berubah: data sudah dalam keadaan itu, atau tidak ditemukan.", 404);
    await requestOf(args.context).services.registry.bumpVersion(ctx.tenantId);
    const what = `${n} ${def.noun}`;
    if (bulk === "bulk-delete") return adminOk(`${what} dipindahkan ke Sampah.`, ids.length === 1 ? { id: ids[0]!, label: def.noun } : undefined);
    if (bulk === "bulk-restore") return adminOk(`${what} dipulihkan.`);
    return adminOk(bulk === "bulk-publish" ? `${what} diterbitkan dan langsung tampil di situs.` : `${what} ditarik dari situs (menjadi draf).`);
  } catch (err) {
    return adminFailure(err, form);
  }
}

const STATUS_TONE: Record<TPostStatus, "green" | "slate" | "blue"> = { published: "green", draft: "slate", scheduled: "blue" };

type TItem = TEntryListItem & { dateText: string; updatedText: string };

export default function ContentList({ loaderData: d }: Route.ComponentProps) {
  const def = CONTENT_KIND_DEFS[d.kind];
  const base = contentListPath(def);
  const children = Object.values(CONTENT_KIND_DEFS).filter((c) => c.path.startsWith(`${def.path}/`));
  const parent = Object.values(CONTENT_KIND_DEFS).find((p) => def.path.startsWith(`${p.path}/`));
  const statuses = def.publishable ? (def.schedulable ? (["published", "draft", "scheduled"] as const) : (["published", "draft"] as const)) : [];
  const columns: TAdminColumn<TItem>[] = [
    {
      key: "title",
      label: def.kind === "kategori" || def.kind === "karier" ? "Nama" : "Judul",
      sortable: true,
      render: (r) => (
        <Link to={`${base}/${r.id}`} className="font-semibold text-dark hover:text-primary-ink hover:underline">
          {r.title}
        </Link>
      ),
    },
    ...(def.publishable
      ? [
          {
            key: "status",
            label: "Status",
            render: (r: TItem) => (r.status ? <StatusBadge tone={STATUS_TONE[r.status]}>{STATUS_LABEL[r.status]}</StatusBadge> : null),
          },
        ]
      : []),
    {
      key: "date",
      label: def.kind === "acara" ? "Mulai" : def.schedulable ? "Waktu terbit" : "Tanggal",
      sortable: true,
      render: (r) => r.dateText,
      hideOnPhone: true,
    },
    { key: "updated", label: "Diperbarui", sortable: true, render: (r) => r.updatedText, hideOnPhone: true },
  ];
  return (
    <div className="grid gap-6">
      <Card title={def.label}>
        <p className="-mt-2 mb-4 text-sm text-slate-600">
          {def.hint}{" "}
          {parent ? (
            <Link to={contentListPath(parent)} className={adminButton.link}>
              Kembali ke {parent.label.toLowerCase()}
            </Link>
          ) : null}
          {children.map((c) => (
            <Link key={c.kind} to={contentListPath(c)} className={`${adminButton.link} ml-2`}>
              Kelola {c.label.toLowerCase()}
            </Link>
          ))}
        </p>
        <div className="grid gap-4">
          <AdminListToolbar
            query={d.query}
            searchPlaceholder={`Cari ${def.noun}…`}
            filters={
              statuses.length
                ? [{ name: "status", label: "Status", options: statuses.map((s) => ({ value: s, label: `${STATUS_LABEL[s]} (${d.counts[s] ?? 0})` })) }]
                : []
            }
            newHref={`${base}/baru`}
            newLabel={`Tambah ${def.noun}`}
          />
          <AdminNotice />
          <AdminTable
            caption={`Daftar ${def.label.toLowerCase()}`}
            rows={d.items as TItem[]}
            rowKey={(r) => r.id}
            rowLabel={(r) => r.title}
            query={d.query}
            page={d.page}
            columns={columns}
            bulk={{
              noun: def.noun,
              actions: d.query.trash ? ["bulk-restore"] : def.publishable ? ["bulk-publish", "bulk-unpublish", "bulk-delete"] : ["bulk-delete"],
            }}
            actions={(r) =>
              r.deleted ? (
                <RestoreButton id={r.id} label={`${def.noun} ${r.title}`} compact />
              ) : (
                <>
                  <Link to={`${base}/${r.id}`} className={adminButton.link} aria-label={`Ubah ${def.noun} ${r.title}`}>
                    Ubah
                  </Link>
                  {r.publicUrl && r.status === "published" ? (
                    <a href={r.publicUrl} className={adminButton.link} aria-label={`Lihat ${def.noun} ${r.title} di situs`}>
                      Lihat
                    </a>
                  ) : def.kind === "artikel" ? (
                    <Link to={`${base}/${r.id}/Pratinjau`} className={adminButton.link} aria-label={`Pratinjau ${def.noun} ${r.title}`}>
                      Pratinjau
                    </Link>
                  ) : null}
                  <DeleteButton id={r.id} label={`${def.noun} “${r.title}”`} compact />
                </>
              )
            }
          />
        </div>
      </Card>
    </div>
  );
}
