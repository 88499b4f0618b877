import { Link } from "react-router";
import type { Route } from "./+types/list";
import { AdminListToolbar, AdminNotice, AdminTable, DeleteButton, RestoreButton, StatusBadge, type TAdminColumn } from "../../../components/admin/index.ts";
import { ClassBadge } from "../../../components/catalog/ClassBadge.tsx";
import { adminError, adminFailure, adminListQuery, adminOk, askDelete, intentOf, isBulkIntent, parseBulk, rowIdOf } from "../../../lib/admin.server.ts";
import { catalogChanged, catalogEntityOf, requireCatalog } from "../../../lib/catalog-admin.server.ts";
import { CATALOG_SECTIONS, catalogEditPath, type TCatalogKey } from "../../../lib/catalog-sections.ts";
import type { TClassState } from "../../../../src/contracts/catalog-constants.ts";
import { classBadge } from "../../../../src/domain/catalog/badge.ts";
import {
  applyCatalogAction,
  catalogCanPublish,
  catalogOptions,
  catalogScope,
  listCatalogRows,
  type TCatalogListItem,
  type TRowAction,
} from "../../../../src/domain/catalog/admin.ts";
import { requestOf } from "../../../lib/request-context.server.ts";
import { DATE_ID } from "../../../../src/kernel/format.ts";

/**
 * `/Dashboard/Katalog/<Kelas|Program|Batch|Silabus|Kursus|Mentor|Sekolah|Webinar|Kompetensi>`: one admin list per catalogue
 * entity — search, filters, sort and page in the URL; bulk publish, unpublish and delete; a trash
 * with restore. Mentors see only the classes and courses they teach.
 */
export async function loader(args: Route.LoaderArgs) {
  const entity = catalogEntityOf(args.url);
  const { actor } = await requireCatalog(args, entity);
  const ctx = requestOf(args.context).tenantCtx;
  const scope = await catalogScope(ctx, actor);
  const query = adminListQuery(args);
  const program = Number(args.url.searchParams.get("program")) || undefined;
  const kelas = Number(args.url.searchParams.get("kelas")) || undefined;
  const [list, options] = await Promise.all([listCatalogRows(ctx, scope, entity, query, { programId: program, classId: kelas }), catalogOptions(ctx, scope)]);
  return {
    entity,
    query,
    items: list.items,
    page: list.page,
    canManage: scope.all,
    canPublish: catalogCanPublish(entity),
    filters: { program: program ? String(program) : "", kelas: kelas ? String(kelas) : "" },
    programs: options.programs.map((p) => ({ value: String(p.id), label: p.name })),
    classes: options.classes.map((c) => ({ value: String(c.id), label: `${c.name} (${c.code})` })),
  };
}

export async function action(args: Route.ActionArgs) {
  const entity = catalogEntityOf(args.url);
  const { actor } = await requireCatalog(args, entity);
  const ctx = requestOf(args.context).tenantCtx;
  const form = await args.request.formData();
  const intent = intentOf(form);
  const s = CATALOG_SECTIONS[entity];
  try {
    if (intent === "delete-ask" || intent === "bulk-delete-ask") {
      const n = intent === "bulk-delete-ask" ? form.getAll("ids").length : 1;
      return askDelete(form, n > 1 ? `${n} ${s.noun}` : s.noun);
    }
    if (intent === "delete" || intent === "restore") {
      const id = rowIdOf(form);
      if (!id) return adminError("Data yang dipilih tidak dikenal.");
      const n = await applyCatalogAction(ctx, actor, entity, intent, [id]);
      if (n === 0) return adminError(`Data ${s.noun} tidak ditemukan atau sudah ${intent === "delete" ? "dihapus" : "dipulihkan"}.`, 404);
      await catalogChanged(args.context);
      return intent === "delete" ? adminOk(`Data ${s.noun} dipindahkan ke Sampah.`, { id, label: s.noun }) : adminOk(`Data ${s.noun} dipulihkan.`);
    }
    if (isBulkIntent(intent)) {
      const b = parseBulk(form);
      if (!b.ok) return b.reply;
      const action = b.value.intent.replace("bulk-", "") as TRowAction;
      const n = await applyCatalogAction(
        ctx,
        actor,
        entity,
        action,
        b.value.ids.map((x) => Number(x)).filter((x) => Number.isInteger(x) && x > 0),
      );
      if (n > 0) await catalogChanged(args.context);
      const done = { publish: "diterbitkan", unpublish: "ditarik dari situs", delete: "dipindahkan ke Sampah", restore: "dipulihkan" }[action];
      return adminOk(`${n} ${s.noun} ${done}.`);
    }
    return adminError("Tindakan tidak dikenal.");
  } catch (err) {
    return adminFailure(err, form);
  }
}

const STATUS_FILTER = [
  { value: "terbit", label: "Terbit" },
  { value: "draf", label: "Draf" },
];

export default function CatalogList({ loaderData: d }: Route.ComponentProps) {
  const key = d.entity as TCatalogKey;
  const s = CATALOG_SECTIONS[key];
  const canCreate = d.canManage || key === "batch" || key === "syllabus";
  const filters = [
    ...(d.canPublish ? [{ name: "status", label: "Status", options: STATUS_FILTER }] : []),
    ...(key === "class" || key === "school" || key === "webinar" ? [{ name: "program", label: "Program", options: d.programs, value: d.filters.program }] : []),
    ...(key === "batch" || key === "syllabus" ? [{ name: "kelas", label: "Kelas", options: d.classes, value: d.filters.kelas }] : []),
  ];
  const columns: TAdminColumn<TCatalogListItem>[] = [
    {
      key: key === "syllabus" || key === "course" || key === "webinar" ? "title" : "name",
      label: key === "syllabus" ? "Materi" : key === "course" || key === "webinar" ? "Judul" : "Nama",
      sortable: true,
      render: (r) => (
        <span>
          {r.deleted ? (
            <span className="font-semibold text-dark">{r.title}</span>
          ) : (
            <Link to={catalogEditPath(key, r.id)} className="font-semibold text-primary-ink hover:underline">
              {r.title}
            </Link>
          )}
          <span className="block text-xs text-slate-500">{r.detail}</span>
        </span>
      ),
    },
  ];
  if (key === "class")
    columns.push({
      key: "state",
      label: "Status kelas",
      render: (r) => <ClassBadge badge={classBadge(stateFlags(String(r.extra.state) as TClassState))} />,
      hideOnPhone: true,
    });
  if (d.canPublish)
    columns.push({
      key: "published",
      label: "Tampil",
      render: (r) =>
        r.deleted ? (
          <StatusBadge tone="red">Dihapus</StatusBadge>
        ) : r.published ? (
          <StatusBadge tone="green">Terbit</StatusBadge>
        ) : (
          <StatusBadge tone="slate">Draf</StatusBadge>
        ),
    });
  columns.push({ key: "updatedAt", label: "Diubah", sortable: true, render: (r) => DATE_ID.format(new Date(r.updatedAt)), hideOnPhone: true });
  const bulkActions = d.query.trash
    ? (["bulk-restore"] as const)
    : d.canPublish
      ? (["bulk-publish", "bulk-unpublish", "bulk-delete"] as const)
      : (["bulk-delete"] as const);
  return (
    <div className="space-y-4" data-testid={`catalog-list-${key}`}>
      <AdminListToolbar
        query={d.query}
        searchLabel={`Cari ${s.noun}`}
        filters={filters}
        newHref={canCreate ? catalogEditPath(key, "baru") : undefined}
        newLabel={s.newLabel}
        trash={d.canManage || key === "batch" || key === "syllabus"}
      />
      <AdminNotice />
      <AdminTable
        caption={`Daftar ${s.noun}`}
        rows={d.items}
        rowKey={(r) => r.id}
        rowLabel={(r) => `${s.noun} ${r.title}`}
        columns={columns}
        query={d.query}
        page={d.page}
        bulk={canCreate ? { actions: [...bulkActions], noun: s.noun } : undefined}
        actions={(r) =>
          r.deleted ? (
            <RestoreButton id={r.id} label={`${s.noun} ${r.title}`} compact />
          ) : (
            <>
              <Link to={catalogEditPath(key, r.id)} className="text-sm font-semibold text-primary-ink hover:underline" aria-label={`Ubah ${s.noun} ${r.title}`}>
                Ubah
              </Link>
              {canCreate ? <DeleteButton id={r.id} label={`${s.noun} “${r.title}”`} compact /> : null}
            </>
          )
        }
      />
    </div>
  );
}

function stateFlags(state: TClassState) {
  return { comingSoon: state === "comingSoon", onRegistration: state === "onRegistration", started: state === "started", ended: state === "ended" };
}
