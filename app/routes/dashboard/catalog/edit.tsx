import { data, Link, redirect, useActionData } from "react-router";
import type { Route } from "./+types/edit";
import { dashboardMeta } from "../../../lib/dashboard-title.ts";
import { AdminNotice, AuditTrail, adminButton, ConflictNotice, DeleteButton, RestoreButton, StatusBadge } from "../../../components/admin/index.ts";
import { CatalogField, type TFieldValues } from "../../../components/catalog-admin/CatalogField.tsx";
import { CourseOutlineEditor } from "../../../components/catalog-admin/CourseOutlineEditor.tsx";
import { Card, SavedNotice } from "../../../components/dashboard/Dashboard.tsx";
import { AppForm, replyErrors, SubmitButton, useAppForm, useFormReply } from "../../../components/form/index.ts";
import { adminError, adminFailure, adminOk, askDelete, conflictReply, intentOf } from "../../../lib/admin.server.ts";
import { CATALOG_SCHEMAS, catalogChanged, catalogEntityOf, idParam, requireCatalog } from "../../../lib/catalog-admin.server.ts";
import { CATALOG_FIELDS, CATALOG_SECTIONS, catalogEditPath, catalogListPath, chapterEditPath, type TCatalogKey } from "../../../lib/catalog-sections.ts";
import { formFailure, formSuccess, parseForm } from "../../../lib/form.server.ts";
import { ZVersion } from "../../../../src/contracts/admin-list.ts";
import { ZModuleForm, ZMoveForm, ZNewChapterForm, ZReorderForm } from "../../../../src/contracts/catalog-admin.ts";
import { auditTrail } from "../../../../src/domain/admin/audit.ts";
import { isConflict } from "../../../../src/domain/admin/concurrency.ts";
import {
  applyCatalogAction,
  catalogOptions,
  catalogScope,
  createCatalogRow,
  getCatalogRow,
  updateCatalogRow,
  type TCatalogActor,
} from "../../../../src/domain/catalog/admin.ts";
import {
  courseOutlineForAdmin,
  createChapter,
  createModule,
  moveChapter,
  moveModule,
  renameModule,
  reorderChapters,
  reorderModules,
  setChapterDeleted,
  setModuleDeleted,
} from "../../../../src/domain/catalog/admin-course-content.ts";
import { AppError, fieldErrorsOf } from "../../../../src/kernel/errors.ts";
import type { TTenantCtx } from "../../../../src/domain/scope.ts";
import { requestOf } from "../../../lib/request-context.server.ts";
import { ISO_DAY_WIB, TIME_INPUT_WIB } from "../../../../src/kernel/format.ts";

const AUDIT_ENTITY: Record<TCatalogKey, string> = {
  class: "kelas",
  program: "program",
  batch: "batch",
  syllabus: "silabus",
  mentor: "mentor",
  course: "kursus",
  school: "sekolah",
  webinar: "webinar",
  competence: "kompetensi",
};

/** A stored row as the form's strings: dates as yyyy-mm-dd (Jakarta; with THH:MM for a date-and-time field), flags as "on", lists as arrays. */
function formValues(row: Record<string, unknown>, key: TCatalogKey): TFieldValues {
  const out: TFieldValues = {};
  const withTime = new Set(CATALOG_FIELDS[key].filter((f) => f.kind === "datetime").map((f) => f.name));
  for (const [k, v] of Object.entries(row)) {
    if (v instanceof Date && withTime.has(k)) out[k] = `${ISO_DAY_WIB.format(v)}T${TIME_INPUT_WIB.format(v)}`;
    else if (v instanceof Date) out[k] = ISO_DAY_WIB.format(v);
    else if (typeof v === "boolean") out[k] = v ? "on" : "";
    else if (Array.isArray(v)) out[k] = k === "expertise" ? v.join(", ") : v.map(String);
    else out[k] = v === null || v === undefined ? "" : String(v);
  }
  return out;
}

const NEW_DEFAULTS: Record<TCatalogKey, TFieldValues> = {
  class: { level: "pemula", type: "online", onRegistration: "on", quota: "30", price: "0", position: "0" },
  program: { kind: "Umum", level: "pemula", position: "0" },
  batch: { number: "1", quota: "30", isActive: "on" },
  syllabus: { position: "1", hours: "2" },
  mentor: { position: "0" },
  course: { level: "pemula", price: "0", position: "0" },
  school: { students: "0" },
  webinar: { durationMinutes: "90" },
  competence: {},
};

function publicPath(key: TCatalogKey, row: Record<string, unknown>): string | null {
  if (row.deletedAt || row.isActive === false) return null;
  if (key === "class") return `/Class/${row.slug}`;
  if (key === "program") return `/Program/${row.slug}`;
  if (key === "course") return row.isPremium ? `/Courses/@Premium/${row.slug}` : `/Courses/${row.slug}`;
  if (key === "mentor") return "/Mentor";
  if (key === "competence") return `/Class/Competence/${row.slug}`;
  if (key === "webinar") return "/api/v1/class/webinar";
  return null;
}

/** `/Dashboard/Katalog/<Bagian>/baru` and `/Dashboard/Katalog/<Bagian>/<id>`: the edit form of one row (works without JavaScript). */
export async function loader(args: Route.LoaderArgs) {
  const entity = catalogEntityOf(args.url);
  const { actor } = await requireCatalog(args, entity);
  const ctx = requestOf(args.context).tenantCtx;
  const scope = await catalogScope(ctx, actor);
  const isNew = !args.params.id;
  if (isNew && !scope.all && entity !== "batch" && entity !== "syllabus")
    throw data("Hanya admin dan lead program yang dapat menambah data ini.", { status: 403 });
  const options = await catalogOptions(ctx, scope);
  const opts = {
    programs: options.programs.map((p) => ({ value: String(p.id), label: p.name })),
    classes: options.classes.map((c) => ({ value: String(c.id), label: `${c.name} (${c.code})` })),
    mentors: options.mentors.map((m) => ({ value: String(m.id), label: m.name })),
  };
  const base = { entity, options: opts, canManage: scope.all, saved: args.url.searchParams.get("disimpan") === "1" };
  if (isNew) {
    const presetClass = Number(args.url.searchParams.get("kelas")) || null;
    return {
      ...base,
      id: null,
      version: 1,
      title: "",
      deleted: false,
      published: null,
      publicUrl: null,
      values: { ...NEW_DEFAULTS[entity], ...(presetClass ? { classId: String(presetClass) } : {}) },
      trail: [],
      outline: null,
      pageTitle: CATALOG_SECTIONS[entity].newLabel,
    };
  }
  const id = idParam(args.params);
  const row = await getCatalogRow(ctx, scope, entity, id);
  if (!row) throw data(`Data ${CATALOG_SECTIONS[entity].noun} tidak ditemukan.`, { status: 404 });
  const [trail, outline] = await Promise.all([auditTrail(ctx, AUDIT_ENTITY[entity], id), entity === "course" ? courseOutlineForAdmin(ctx, actor, id) : null]);
  return {
    ...base,
    id,
    version: row.version,
    title: String(row.name ?? row.title ?? ""),
    deleted: !!row.deletedAt,
    published: typeof row.isActive === "boolean" ? row.isActive : null,
    publicUrl: publicPath(entity, row),
    values: formValues(row, entity),
    trail,
    outline,
    pageTitle: `Ubah ${CATALOG_SECTIONS[entity].noun}: ${String(row.name ?? row.title ?? "")}`,
  };
}

/** The page's own title: "Tambah kelas", "Ubah kelas: <nama>". */
export function meta(args: Route.MetaArgs) {
  return dashboardMeta(args);
}

export async function action(args: Route.ActionArgs) {
  const entity = catalogEntityOf(args.url);
  const { actor } = await requireCatalog(args, entity);
  const ctx = requestOf(args.context).tenantCtx;
  const form = await args.request.formData();
  const intent = intentOf(form);
  const s = CATALOG_SECTIONS[entity];
  const id = args.params.id ? idParam(args.params) : null;
  try {
    if (id && (intent === "delete-ask" || intent === "delete" || intent === "restore")) {
      if (intent === "delete-ask") return askDelete(form, `${s.noun} ini`);
      const n = await applyCatalogAction(ctx, actor, entity, intent, [id]);
      if (n === 0) return adminError("Tidak ada data yang berubah.", 404);
      await catalogChanged(args.context);
      if (intent === "delete") throw redirect(`${catalogListPath(entity)}?trash=1`);
      return adminOk(`Data ${s.noun} dipulihkan.`);
    }
    if (intent.startsWith("module-") || intent.startsWith("chapter-")) {
      if (!id || entity !== "course") return adminError("Tindakan tidak dikenal.");
      const reply = await outlineAction(ctx, actor, id, intent, form);
      if (reply.changed) await catalogChanged(args.context);
      if (reply.redirect) throw redirect(reply.redirect);
      return reply.body;
    }
    const parsed = await parseForm(form, CATALOG_SCHEMAS[entity]);
    if (!parsed.ok) return parsed.reply;
    if (!id) {
      const created = await createCatalogRow(ctx, actor, entity, parsed.value as never);
      await catalogChanged(args.context);
      throw redirect(`${catalogEditPath(entity, created)}?disimpan=1`);
    }
    const version = ZVersion.safeParse(form.get("version"));
    if (!version.success) return formFailure(form, { formError: version.error.issues[0]?.message });
    await updateCatalogRow(ctx, actor, entity, id, version.data, parsed.value as never);
    await catalogChanged(args.context);
    return formSuccess(`Data ${s.noun} disimpan. Perubahan langsung tampil di situs.`);
  } catch (err) {
    if (err instanceof Response) throw err;
    const fields = fieldErrorsOf(err);
    if (fields) return formFailure(form, { fields });
    if (isConflict(err)) return conflictReply(form);
    return adminFailure(err, form);
  }
}

type TOutlineReply = { changed: boolean; redirect?: string; body: ReturnType<typeof adminOk> | ReturnType<typeof adminError> | ReturnType<typeof formFailure> };

/** The course page's module and chapter forms: add, rename, move (buttons or drag and drop), delete with confirmation, restore. */
async function outlineAction(ctx: TTenantCtx, actor: TCatalogActor, courseId: number, intent: string, form: FormData): Promise<TOutlineReply> {
  const num = (name: string) => {
    const v = Number(form.get(name));
    return Number.isInteger(v) && v > 0 && v <= 2_147_483_647 ? v : null;
  };
  const ok = (message: string): TOutlineReply => ({ changed: true, body: { ...adminOk(message), intent } });
  switch (intent) {
    case "module-add": {
      const f = await parseForm(form, ZModuleForm);
      if (!f.ok) return { changed: false, body: f.reply };
      await createModule(ctx, actor, courseId, f.value);
      return ok(`Modul “${f.value.title}” ditambahkan.`);
    }
    case "module-rename": {
      const f = await parseForm(form, ZModuleForm);
      const mid = num("id");
      const version = ZVersion.safeParse(form.get("version"));
      if (!f.ok) return { changed: false, body: f.reply };
      if (!mid || !version.success) return { changed: false, body: adminError("Modul tidak dikenal.") };
      await renameModule(ctx, actor, mid, version.data, f.value);
      return ok("Nama modul disimpan.");
    }
    case "module-move":
    case "chapter-move": {
      const f = ZMoveForm.safeParse({ id: form.get("id"), direction: form.get("direction") });
      if (!f.success) return { changed: false, body: adminError(f.error.issues[0]?.message ?? "Permintaan tidak valid.") };
      const moved =
        intent === "module-move" ? await moveModule(ctx, actor, f.data.id, f.data.direction) : await moveChapter(ctx, actor, f.data.id, f.data.direction);
      const what = intent === "module-move" ? "Modul" : "Bab";
      if (!moved) return { changed: false, body: { ...adminOk(`${what} sudah di ujung; tidak dipindah.`), intent } };
      return ok(`${what} dipindah ${f.data.direction === "up" ? "naik" : "turun"}.`);
    }
    case "module-reorder":
    case "chapter-reorder": {
      const f = ZReorderForm.safeParse({ ids: form.get("ids") });
      const parent = num("parent");
      if (!f.success) return { changed: false, body: adminError(f.error.issues[0]?.message ?? "Urutan tidak valid.") };
      if (intent === "module-reorder") await reorderModules(ctx, actor, courseId, f.data.ids);
      else if (parent) await reorderChapters(ctx, actor, parent, f.data.ids);
      else return { changed: false, body: adminError("Modul tidak dikenal.") };
      return ok("Urutan disimpan.");
    }
    case "module-delete-ask":
    case "chapter-delete-ask": {
      const kind = intent === "module-delete-ask" ? "module" : "chapter";
      const rid = num("id");
      if (!rid) return { changed: false, body: adminError("Data tidak dikenal.") };
      const title = String(form.get("title") ?? "").slice(0, 200);
      return { changed: false, body: { outlineConfirm: { intent: `${kind}-delete`, id: rid, title } } as never };
    }
    case "module-delete":
    case "module-restore": {
      const rid = num("id");
      if (!rid) return { changed: false, body: adminError("Modul tidak dikenal.") };
      await setModuleDeleted(ctx, actor, rid, intent === "module-delete");
      return ok(intent === "module-delete" ? "Modul dipindahkan ke Sampah." : "Modul dipulihkan.");
    }
    case "chapter-delete":
    case "chapter-restore": {
      const rid = num("id");
      if (!rid) return { changed: false, body: adminError("Bab tidak dikenal.") };
      await setChapterDeleted(ctx, actor, rid, intent === "chapter-delete");
      return ok(intent === "chapter-delete" ? "Bab dipindahkan ke Sampah." : "Bab dipulihkan.");
    }
    case "chapter-add": {
      const f = await parseForm(form, ZNewChapterForm);
      if (!f.ok) return { changed: false, body: f.reply };
      const cid = await createChapter(ctx, actor, courseId, f.value);
      return { changed: true, redirect: `${chapterEditPath(cid)}?baru=1`, body: adminOk("") };
    }
  }
  throw new AppError("INVALID_INPUT", "Tindakan tidak dikenal.");
}

export default function CatalogEdit({ loaderData: d }: Route.ComponentProps) {
  const key = d.entity as TCatalogKey;
  const s = CATALOG_SECTIONS[key];
  const reply = useFormReply();
  const formId = `katalog-${key}`;
  const { form } = useAppForm({ id: formId, result: reply.result });
  const raw = (useActionData() ?? {}) as { intent?: string; outlineConfirm?: unknown; result?: { initialValue?: Record<string, unknown> | null } };
  const replyIntent = String(raw.intent ?? raw.result?.initialValue?.intent ?? "");
  const mine = !/^(module|chapter)-/.test(replyIntent) && !raw.outlineConfirm;
  const typed = mine && reply.result?.status === "error" && reply.result.initialValue ? (reply.result.initialValue as TFieldValues) : null;
  const errors = mine ? replyErrors(reply.result).fields : {};
  const heading = d.id ? `Isian ${s.noun}` : `Isian ${s.noun} baru`;
  const fields = CATALOG_FIELDS[key];
  return (
    <div className="grid gap-6">
      <Card title={heading}>
        <p className="-mt-2 mb-4 flex flex-wrap items-center gap-3 text-sm text-slate-600">
          <Link to={catalogListPath(key)} className={adminButton.link}>
            ← Kembali ke daftar {s.title.toLowerCase()}
          </Link>
          {d.published === true && !d.deleted ? <StatusBadge tone="green">Terbit</StatusBadge> : null}
          {d.published === false && !d.deleted ? <StatusBadge tone="slate">Draf</StatusBadge> : null}
          {d.deleted ? <StatusBadge tone="red">Di Sampah</StatusBadge> : null}
          {d.publicUrl ? (
            <a href={d.publicUrl} className={adminButton.link}>
              Lihat di situs
            </a>
          ) : null}
        </p>
        {mine ? <AdminNotice /> : null}
        {/* A save's line comes through AdminNotice; the notice after a create's redirect is the page's own. */}
        {d.saved && !reply.result && !reply.ok ? <SavedNotice>Tersimpan. Perubahan langsung tampil di situs.</SavedNotice> : null}
        {mine ? <ConflictNotice /> : null}
        {d.deleted && d.id ? (
          <div className="mb-4 flex flex-wrap items-center gap-3 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-900">
            <span className="mr-auto">Data ini ada di Sampah dan tidak tampil di situs.</span>
            {d.canManage || key === "batch" || key === "syllabus" ? <RestoreButton id={d.id} label={`${s.noun} ${d.title}`} /> : null}
          </div>
        ) : null}
        <AppForm form={form} result={mine ? reply.result : undefined} key={`${d.id}-${d.version}`} className="grid gap-5 sm:grid-cols-2">
          <input type="hidden" name="version" value={d.version} />
          {fields.map((f) => (
            <div key={f.name} className={f.kind === "textarea" || f.kind === "checkboxes" ? "sm:col-span-2" : undefined}>
              <CatalogField
                formId={formId}
                field={f}
                values={d.values as TFieldValues}
                typed={typed}
                errors={errors}
                options={typeof f.options === "string" ? d.options[f.options] : (f.options ?? [])}
                disabled={(f.managerOnly && !d.canManage) || d.deleted}
              />
            </div>
          ))}
          <div className="flex flex-wrap items-center gap-4 sm:col-span-2">
            {d.deleted ? null : <SubmitButton pendingLabel="Menyimpan…">{d.id ? "Simpan perubahan" : `Simpan ${s.noun}`}</SubmitButton>}
            <Link to={catalogListPath(key)} className="text-sm font-semibold text-primary-ink hover:underline">
              Batal
            </Link>
          </div>
        </AppForm>
        {d.id && !d.deleted && (d.canManage || key === "batch" || key === "syllabus") ? (
          <div className="mt-6 border-t border-slate-200 pt-4">
            <DeleteButton id={d.id} label={`${s.noun} “${d.title}”`} />
          </div>
        ) : null}
      </Card>
      {key === "course" && d.id && d.outline && !d.deleted ? <CourseOutlineEditor modules={d.outline} /> : null}
      {d.id ? <AuditTrail entries={d.trail} /> : null}
    </div>
  );
}
