import { data, Link, redirect, useActionData } from "react-router";
import type { Route } from "./+types/chapter";
import { dashboardMeta } from "../../../lib/dashboard-title.ts";
import { AdminNotice, AuditTrail, adminButton, ConflictNotice, DeleteButton, RestoreButton, StatusBadge } from "../../../components/admin/index.ts";
import { MarkdownEditor } from "../../../components/catalog-admin/MarkdownEditor.tsx";
import { Card, SavedNotice } from "../../../components/dashboard/Dashboard.tsx";
import { ChapterBody } from "../../../components/learning/ChapterBody.tsx";
import {
  AppForm,
  ErrorIcon,
  inputClass,
  invalidInputClass,
  replyErrors,
  SubmitButton,
  TextField,
  useAppForm,
  useFormReply,
} from "../../../components/form/index.ts";
import { adminError, adminFailure, adminOk, askDelete, conflictReply, intentOf } from "../../../lib/admin.server.ts";
import { catalogChanged, idParam, requireCatalog } from "../../../lib/catalog-admin.server.ts";
import { catalogEditPath } from "../../../lib/catalog-sections.ts";
import { formFailure, formSuccess, parseForm } from "../../../lib/form.server.ts";
import { ZVersion } from "../../../../src/contracts/admin-list.ts";
import { CHAPTER_BODY_MAX, ZChapterForm } from "../../../../src/contracts/catalog-admin.ts";
import { auditTrail } from "../../../../src/domain/admin/audit.ts";
import { isConflict } from "../../../../src/domain/admin/concurrency.ts";
import { getChapterForAdmin, setChapterDeleted, updateChapter } from "../../../../src/domain/catalog/admin-course-content.ts";
import { fieldErrorsOf } from "../../../../src/kernel/errors.ts";
import { sanitizeChapterMarkdown } from "../../../../src/domain/catalog/chapter-markdown.ts";
import { renderMarkdown, videoEmbed, videoFacadeHtml } from "../../../../src/domain/learning/markdown.ts";
import { requestOf } from "../../../lib/request-context.server.ts";

/** The reader's own rendering (course-reader.tsx): the video facade, then the Markdown body. */
function renderChapter(title: string, body: string, videoUrl: string | null): string {
  const video = videoUrl ? videoEmbed(videoUrl) : null;
  return (video ? videoFacadeHtml(video, title) : "") + renderMarkdown(sanitizeChapterMarkdown(body));
}

/** `/Dashboard/Katalog/Kursus/Bab/<id>`: the chapter editor — title, module, premium flag, video, Markdown body with toolbar and preview. */
export async function loader(args: Route.LoaderArgs) {
  const { actor } = await requireCatalog(args, "course");
  const ctx = requestOf(args.context).tenantCtx;
  const id = idParam(args.params);
  const c = await getChapterForAdmin(ctx, actor, id);
  if (!c) throw data("Bab tidak ditemukan.", { status: 404 });
  const trail = await auditTrail(ctx, "bab", id);
  return { c, trail, created: args.url.searchParams.get("baru") === "1", pageTitle: `Ubah bab: ${c.title}` };
}

export async function action(args: Route.ActionArgs) {
  const { actor } = await requireCatalog(args, "course");
  const ctx = requestOf(args.context).tenantCtx;
  const id = idParam(args.params);
  const form = await args.request.formData();
  const intent = intentOf(form);
  try {
    if (intent === "delete-ask") return askDelete(form, "bab ini");
    if (intent === "delete" || intent === "restore") {
      const { courseId } = await setChapterDeleted(ctx, actor, id, intent === "delete");
      await catalogChanged(args.context);
      if (intent === "delete") throw redirect(catalogEditPath("course", courseId));
      return adminOk("Bab dipulihkan.");
    }
    if (intent === "preview") {
      const title = String(form.get("title") ?? "Video");
      const body = String(form.get("body") ?? "").slice(0, CHAPTER_BODY_MAX);
      const video = String(form.get("videoUrl") ?? "").trim() || null;
      const initialValue: Record<string, string> = {};
      for (const [k, v] of form) if (typeof v === "string") initialValue[k] = v;
      return { preview: renderChapter(title, body, video), result: { status: "error" as const, initialValue, error: {} } };
    }
    const parsed = await parseForm(form, ZChapterForm);
    if (!parsed.ok) return parsed.reply;
    const version = ZVersion.safeParse(form.get("version"));
    if (!version.success) return formFailure(form, { formError: version.error.issues[0]?.message });
    await updateChapter(ctx, actor, id, version.data, parsed.value);
    await catalogChanged(args.context);
    return formSuccess("Bab disimpan. Perubahan langsung tampil di situs.");
  } catch (err) {
    if (err instanceof Response) throw err;
    const fields = fieldErrorsOf(err);
    if (fields) return formFailure(form, { fields });
    if (isConflict(err)) return conflictReply(form);
    if (err && typeof err === "object" && "code" in err && (err as { code: string }).code === "NOT_FOUND") return adminError("Bab tidak ditemukan.", 404);
    return adminFailure(err, form);
  }
}

/** The page's own title (the record's name). */
export function meta(args: Route.MetaArgs) {
  return dashboardMeta(args);
}

export default function ChapterEdit({ loaderData: d }: Route.ComponentProps) {
  const c = d.c;
  const reply = useFormReply();
  const extra = (useActionData() ?? {}) as { preview?: string };
  const { form } = useAppForm({ id: "bab", schema: ZChapterForm, result: reply.result });
  const typed = reply.result?.status === "error" ? ((reply.result.initialValue ?? null) as Record<string, string> | null) : null;
  const errors = replyErrors(reply.result).fields;
  const val = (name: string, fallback: string) => (typed && typeof typed[name] === "string" ? typed[name] : fallback);
  const moduleError = errors.moduleId;
  const premiumChecked = typed ? typed.isPremium === "on" : c.isPremium;
  return (
    <div className="grid gap-6">
      <Card title="Isian bab">
        <p className="-mt-2 mb-4 flex flex-wrap items-center gap-3 text-sm text-slate-600">
          <Link to={catalogEditPath("course", c.courseId)} className={adminButton.link}>
            ← Kembali ke kursus {c.courseTitle}
          </Link>
          <span>Bab {c.position}</span>
          {c.isPremium ? <StatusBadge tone="amber">Premium</StatusBadge> : <StatusBadge tone="green">Gratis</StatusBadge>}
          {c.deleted ? <StatusBadge tone="red">Di Sampah</StatusBadge> : null}
        </p>
        <AdminNotice />
        {/* A save's line comes through AdminNotice; the notice after a create is the page's own. */}
        {d.created && !reply.result && !reply.ok ? <SavedNotice>Bab dibuat. Tulis isinya lalu simpan.</SavedNotice> : null}
        <ConflictNotice />
        {c.deleted ? (
          <div className="mb-4 flex flex-wrap items-center gap-3 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-900">
            <span className="mr-auto">Bab ini ada di Sampah dan tidak tampil di situs.</span>
            <RestoreButton id={c.id} label={`bab ${c.title}`} />
          </div>
        ) : null}
        <AppForm form={form} result={reply.result} key={`${c.id}-${c.version}`} className="grid gap-5 sm:grid-cols-2">
          <input type="hidden" name="version" value={c.version} />
          <div className="sm:col-span-2">
            <TextField name="title" label="Judul bab" defaultValue={c.title} />
          </div>
          <TextField name="slug" label="Slug (alamat)" defaultValue={c.slug} hint="Huruf kecil dan tanda hubung." />
          <div>
            <label htmlFor="bab-moduleId" className="block text-sm font-semibold text-dark">
              Modul
            </label>
            <select
              id="bab-moduleId"
              name="moduleId"
              defaultValue={val("moduleId", String(c.moduleId))}
              className={moduleError ? invalidInputClass : inputClass}
              aria-invalid={moduleError ? true : undefined}
              aria-describedby={moduleError ? "bab-moduleId-error" : undefined}
            >
              {c.modules.map((m) => (
                <option key={m.id} value={m.id}>
                  {m.title}
                </option>
              ))}
            </select>
            {moduleError ? (
              <p id="bab-moduleId-error" className="mt-1 flex items-start gap-1.5 text-sm font-medium text-red-700">
                <ErrorIcon />
                <span>{moduleError}</span>
              </p>
            ) : null}
          </div>
          <TextField name="durationMinutes" label="Durasi (menit)" type="number" inputMode="numeric" defaultValue={String(c.durationMinutes)} />
          <div>
            <label htmlFor="bab-isPremium" className="mt-6 inline-flex min-h-10 items-center gap-2 text-sm font-semibold text-dark">
              <input
                id="bab-isPremium"
                type="checkbox"
                name="isPremium"
                defaultChecked={premiumChecked}
                aria-describedby="bab-isPremium-hint"
                className="h-5 w-5 accent-primary"
              />
              Bab premium
            </label>
            <p id="bab-isPremium-hint" className="mt-1 text-sm text-slate-600">
              {c.courseIsPremium
                ? "Terkunci bagi pembaca yang belum terdaftar. Hapus centang untuk menjadikannya pratinjau gratis."
                : "Kursus ini gratis: semua bab terbuka bagi semua orang."}
            </p>
          </div>
          <div className="sm:col-span-2">
            <TextField
              name="videoUrl"
              label="Video bab (opsional)"
              defaultValue={c.videoUrl ?? ""}
              hint="Tautan YouTube atau Vimeo, atau berkas .mp4/.webm di situs ini. Tampil di atas isi bab."
              inputMode="url"
            />
          </div>
          <div className="sm:col-span-2">
            <MarkdownEditor name="body" label="Isi bab" defaultValue={c.body} error={errors.body} maxLength={CHAPTER_BODY_MAX} typed={typed?.body} />
          </div>
          <div className="flex flex-wrap items-center gap-3 sm:col-span-2">
            {c.deleted ? null : <SubmitButton pendingLabel="Menyimpan…">Simpan bab</SubmitButton>}
            <button type="submit" name="intent" value="preview" className={adminButton.secondary}>
              Pratinjau
            </button>
          </div>
        </AppForm>
        {extra.preview !== undefined ? (
          <section aria-labelledby="pratinjau-heading" className="mt-6 rounded-xl border border-slate-200 p-4" data-testid="chapter-preview">
            <h3 id="pratinjau-heading" className="mb-3 text-sm font-bold uppercase tracking-wide text-slate-500">
              Pratinjau (seperti yang dilihat pembaca)
            </h3>
            <ChapterBody html={extra.preview} />
          </section>
        ) : null}
        {!c.deleted ? (
          <div className="mt-6 border-t border-slate-200 pt-4">
            <DeleteButton id={c.id} label={`bab “${c.title}”`} />
          </div>
        ) : null}
      </Card>
      <AuditTrail entries={d.trail} />
    </div>
  );
}
