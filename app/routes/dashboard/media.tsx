import { Link } from "react-router";
import type { Route } from "./+types/media";
import {
  AdminListToolbar,
  AdminNotice,
  AdminTable,
  ConflictNotice,
  DeleteButton,
  RestoreButton,
  adminButton,
  type TAdminColumn,
  type TAdminReply,
} from "../../components/admin/index.ts";
import { Card, SavedNotice } from "../../components/dashboard/Dashboard.tsx";
import { AppForm, SubmitButton, TextField, useAppForm } from "../../components/form/index.ts";
import { MediaUploadFields } from "../../components/media/MediaPicker.tsx";
import { adminError, adminFailure, adminListQuery, adminOk, askDelete, auditActor, conflictReply, intentOf, rowIdOf } from "../../lib/admin.server.ts";
import { DASHBOARD_DATE, requireSection } from "../../lib/dashboard.server.ts";
import { formFailure, formSuccess, parseForm } from "../../lib/form.server.ts";
import { asRouteError } from "../../lib/identity.server.ts";
import {
  ALT_REQUIRED_MESSAGE,
  MEDIA_KIND_LABEL,
  MEDIA_KINDS,
  MEDIA_TYPES_TEXT,
  ZMediaEditForm,
  ZMediaUploadForm,
  type TMediaKind,
} from "../../../src/contracts/media.ts";
import { requirePermission } from "../../../src/domain/identity/permissions.ts";
import { createMediaItem, getMediaItem, listMedia, mediaKindOf, setMediaDeleted, updateMediaItem } from "../../../src/domain/media/library.ts";
import { AppError } from "../../../src/kernel/errors.ts";
import { fileStore } from "../../../src/platform/storage/index.ts";
import {
  MEDIA_AUDIO_MAX_BYTES,
  MEDIA_AUDIO_TYPES,
  MEDIA_IMAGE_TYPES,
  sniffType,
  storeUpload,
  UPLOAD_MAX_BYTES,
} from "../../../src/platform/storage/uploads.ts";
import { requestOf } from "../../lib/request-context.server.ts";

/**
 * /Dashboard/Media: the site's media library. Uploads go through the upload path (type read from
 * the bytes, size limits, images re-encoded without metadata); an image needs alt text before it
 * is stored. List with search, kind filter, paging and trash (soft delete, restore); an item's
 * title and alt text are edited under optimistic concurrency. The MediaPicker of other sections
 * loads this page's data (`?status=image&q=…`) and uploads through this action.
 */
export async function loader(args: Route.LoaderArgs) {
  await requireSection(args, "dashboard-media");
  const ctx = requestOf(args.context).tenantCtx;
  const query = adminListQuery(args);
  const kind = (MEDIA_KINDS as readonly string[]).includes(query.status) ? (query.status as TMediaKind) : undefined;
  const list = await listMedia(ctx, { q: query.q, page: query.page, kind, trash: query.trash });
  const ubah = args.url.searchParams.get("ubah") ?? "";
  const editId = /^[1-9]\d{0,9}$/.test(ubah) && Number(ubah) <= 2_147_483_647 ? Number(ubah) : null;
  const editing = editId ? await getMediaItem(ctx, editId) : null;
  return {
    query: { ...query, status: kind ?? "" },
    page: list.page,
    items: list.items.map((i) => ({
      id: i.id,
      url: i.url,
      kind: i.kind,
      title: i.title,
      altText: i.altText,
      fileName: i.fileName,
      size: i.size,
      width: i.width,
      height: i.height,
      createdAt: DASHBOARD_DATE.format(i.createdAt),
      deleted: !!i.deletedAt,
    })),
    editing:
      editing && !editing.deletedAt
        ? { id: editing.id, url: editing.url, kind: editing.kind, title: editing.title, altText: editing.altText, version: editing.version }
        : null,
  };
}

/** Media uploads may be audio of up to 30 MB; anything larger is refused before it is read. */
const MAX_REQUEST_BYTES = MEDIA_AUDIO_MAX_BYTES + 256 * 1024;

export async function action(args: Route.ActionArgs) {
  const viewer = await requireSection(args, "dashboard-media");
  const ctx = requestOf(args.context).tenantCtx;
  requirePermission(viewer, "media.manage");
  const actor = auditActor(viewer);
  if (Number(args.request.headers.get("content-length") ?? 0) > MAX_REQUEST_BYTES)
    return formFailure(new FormData(), { fields: { file: "Ukuran file maksimal 30 MB untuk audio dan 5 MB untuk gambar." }, status: 413 });
  let form: FormData;
  try {
    form = await args.request.formData();
  } catch {
    return adminError("Formulir tidak terbaca. Muat ulang halaman lalu ulangi.");
  }
  const intent = intentOf(form);
  try {
    if (intent === "upload") return await upload(args, form, actor);
    if (intent === "edit") {
      const f = await parseForm(form, ZMediaEditForm);
      if (!f.ok) return f.reply;
      try {
        const item = await updateMediaItem(ctx, actor, f.value);
        return { ...formSuccess(`Media “${item.title}” disimpan.`, "edit") };
      } catch (err) {
        if (err instanceof AppError && err.code === "CONFLICT") return conflictReply(form, "edit");
        if (err instanceof AppError && err.code === "INVALID_INPUT") return formFailure(form, { fields: { altText: err.message } });
        throw err;
      }
    }
    if (intent === "delete-ask") {
      const id = rowIdOf(form);
      const item = id ? await getMediaItem(ctx, id) : null;
      if (!item) return adminError("Media tidak ditemukan.", 404);
      return askDelete(form, `media “${item.title}”`);
    }
    if (intent === "delete" || intent === "restore") {
      const id = rowIdOf(form);
      if (!id) return adminError("Media tidak ditemukan.", 404);
      const item = await setMediaDeleted(ctx, actor, id, intent === "delete");
      return intent === "delete"
        ? adminOk(`Media “${item.title}” dipindahkan ke Sampah.`, { id, label: `media ${item.title}` })
        : adminOk(`Media “${item.title}” dipulihkan.`);
    }
    return adminError("Tindakan tidak dikenal.");
  } catch (err) {
    try {
      return adminFailure(err, form);
    } catch (e) {
      throw asRouteError(e, args.request);
    }
  }
}

async function upload(args: Route.ActionArgs, form: FormData, actor: ReturnType<typeof auditActor>) {
  const ctx = requestOf(args.context).tenantCtx;
  const f = await parseForm(form, ZMediaUploadForm);
  if (!f.ok) return f.reply;
  const file = form.get("file");
  if (!file || typeof file === "string" || file.size === 0) return formFailure(form, { fields: { file: "Pilih file gambar atau audio yang akan diunggah." } });
  const bytes = new Uint8Array(await file.arrayBuffer());
  const sniffed = sniffType(bytes);
  // Alt text is checked before anything is stored: an image without it is refused whole.
  if (sniffed && mediaKindOf(sniffed) === "image" && !f.value.altText) return formFailure(form, { fields: { altText: ALT_REQUIRED_MESSAGE } });
  try {
    const stored = await storeUpload(requestOf(args.context).services.database.db, fileStore(), ctx.tenantId, { name: file.name, bytes }, actor.id, {
      types: [...MEDIA_IMAGE_TYPES, ...MEDIA_AUDIO_TYPES],
      typesText: MEDIA_TYPES_TEXT,
      maxBytes: (t) => (t.startsWith("audio/") ? MEDIA_AUDIO_MAX_BYTES : UPLOAD_MAX_BYTES),
    });
    const item = await createMediaItem(ctx, actor, { upload: stored, title: f.value.title, altText: f.value.altText });
    return {
      ...formSuccess(`${item.kind === "image" ? "Gambar" : "Audio"} “${item.title}” diunggah.`, "upload"),
      uploaded: { id: item.id, url: item.url, kind: item.kind, title: item.title, altText: item.altText },
    };
  } catch (err) {
    if (err instanceof AppError && ["PAYLOAD_TOO_LARGE", "UNPROCESSABLE", "INVALID_INPUT"].includes(err.code))
      return formFailure(form, { fields: { file: err.message }, status: err.status });
    throw err;
  }
}

type TItem = Route.ComponentProps["loaderData"]["items"][number];

const sizeText = (n: number) =>
  n >= 1024 * 1024 ? `${(n / (1024 * 1024)).toLocaleString("id-ID", { maximumFractionDigits: 1 })} MB` : `${Math.ceil(n / 1024)} KB`;

function Preview({ item }: { item: Pick<TItem, "url" | "kind" | "altText" | "title"> }) {
  if (item.kind === "image")
    return <img src={item.url} alt={item.altText} loading="lazy" className="h-16 w-24 rounded-lg border border-slate-200 bg-slate-50 object-cover" />;
  return (
    // biome-ignore lint/a11y/useMediaCaption: a podcast recording has no caption track; the title names it
    <audio controls preload="none" src={item.url} className="w-48 max-w-full" aria-label={`Putar ${item.title}`} />
  );
}

function UploadCard({ reply }: { reply: TAdminReply & { uploaded?: unknown } }) {
  const mine = reply.intent === "upload" || (reply.result?.initialValue as Record<string, unknown> | null | undefined)?.intent === "upload";
  const result = mine ? reply.result : undefined;
  const { form, fields } = useAppForm<{ intent: string; title: string; altText: string; file: string }>({ id: "unggah", result });
  const typed = (result?.status === "error" ? (result.initialValue ?? {}) : {}) as { title?: string; altText?: string };
  return (
    <Card title="Unggah media">
      <p className="mb-4 text-sm text-slate-600">
        Unggah {MEDIA_TYPES_TEXT}. Jenis file dibaca dari isinya; gambar disimpan ulang tanpa metadata (lokasi GPS, data kamera).
      </p>
      {mine && reply.ok ? <SavedNotice>{reply.ok}</SavedNotice> : null}
      <AppForm form={form} result={result} encType="multipart/form-data" className="grid gap-4">
        <input type="hidden" name="intent" value="upload" />
        <MediaUploadFields
          key={reply.ok ?? "form"}
          formId={form.id}
          errors={{ file: fields.file.errors?.[0], altText: fields.altText.errors?.[0], title: fields.title.errors?.[0] }}
          values={{ title: typed.title, altText: typed.altText }}
        />
        <div>
          <SubmitButton pendingLabel="Mengunggah…">Unggah</SubmitButton>
        </div>
      </AppForm>
    </Card>
  );
}

function EditCard({ item, reply }: { item: NonNullable<Route.ComponentProps["loaderData"]["editing"]>; reply: TAdminReply }) {
  const mine = reply.intent === "edit" || (reply.result?.initialValue as Record<string, unknown> | null | undefined)?.intent === "edit";
  const result = mine ? reply.result : undefined;
  const { form, fields } = useAppForm({
    id: "ubah-media",
    schema: ZMediaEditForm,
    result,
    defaultValue: { title: item.title, altText: item.altText },
  });
  return (
    <Card title={`Ubah media: ${item.title}`}>
      {mine && reply.ok ? <SavedNotice>{reply.ok}</SavedNotice> : null}
      {mine ? <ConflictNotice reply={reply} /> : null}
      <div className="grid gap-4 sm:grid-cols-[12rem_1fr]">
        <Preview item={item} />
        <AppForm form={form} result={result} className="grid gap-4">
          <input type="hidden" name="intent" value="edit" />
          <input type="hidden" name="id" value={item.id} />
          <input type="hidden" name="version" value={item.version} />
          <TextField field={fields.title} label="Judul" />
          {item.kind === "image" ? (
            <TextField
              field={fields.altText}
              label="Teks alternatif"
              required
              multiline
              rows={2}
              hint="Jelaskan isi gambar untuk pembaca layar, misalnya “Peserta kelas belajar bersama di laboratorium komputer”."
            />
          ) : (
            <input type="hidden" name="altText" value="" />
          )}
          <div className="flex flex-wrap gap-3">
            <SubmitButton>Simpan</SubmitButton>
            <Link to="/Dashboard/Media" className={adminButton.secondary}>
              Tutup
            </Link>
          </div>
        </AppForm>
      </div>
    </Card>
  );
}

export default function DashboardMedia({ loaderData: d, actionData }: Route.ComponentProps) {
  const reply = (actionData ?? {}) as TAdminReply & { uploaded?: unknown };
  const listReply = reply.intent === "upload" || reply.intent === "edit" || reply.result ? {} : reply;
  const columns: TAdminColumn<TItem>[] = [
    { key: "preview", label: "Pratinjau", render: (i) => <Preview item={i} /> },
    {
      key: "title",
      label: "Judul",
      render: (i) => (
        <div className="min-w-0">
          <p className="font-semibold text-dark">{i.title}</p>
          <p className="break-all text-xs text-slate-500">{i.fileName}</p>
          {i.kind === "image" ? <p className="mt-1 text-xs text-slate-600">Alt: {i.altText}</p> : null}
        </div>
      ),
    },
    {
      key: "kind",
      label: "Jenis",
      hideOnPhone: true,
      render: (i) => (
        <div className="text-slate-600">
          <p>{MEDIA_KIND_LABEL[i.kind]}</p>
          <p className="text-xs">
            {sizeText(i.size)}
            {i.width && i.height ? ` · ${i.width}×${i.height}` : ""}
          </p>
        </div>
      ),
    },
    { key: "created", label: "Diunggah", hideOnPhone: true, render: (i) => <span className="text-slate-600">{i.createdAt}</span> },
  ];
  return (
    <div className="space-y-6">
      {d.editing ? <EditCard key={d.editing.id} item={d.editing} reply={reply} /> : <UploadCard reply={reply} />}
      <Card title="Pustaka media">
        <div className="space-y-4">
          <AdminListToolbar
            query={d.query}
            searchLabel="Cari judul, teks alternatif atau nama file"
            filters={[{ name: "status", label: "Jenis", value: d.query.status, options: MEDIA_KINDS.map((k) => ({ value: k, label: MEDIA_KIND_LABEL[k] })) }]}
          />
          <AdminNotice reply={listReply} />
          <AdminTable
            caption="Pustaka media"
            rows={d.items}
            rowKey={(i) => i.id}
            rowLabel={(i) => i.title}
            query={d.query}
            page={d.page}
            columns={columns}
            actions={(i) =>
              i.deleted ? (
                <RestoreButton id={i.id} label={`media ${i.title}`} compact />
              ) : (
                <div className="flex flex-wrap items-center justify-end gap-3">
                  <Link to={`?ubah=${i.id}`} className={adminButton.link} aria-label={`Ubah ${i.title}`}>
                    Ubah
                  </Link>
                  <DeleteButton id={i.id} label={`media ${i.title}`} compact />
                </div>
              )
            }
            empty={
              d.query.trash ? (
                <p>Sampah kosong.</p>
              ) : d.query.q ? (
                <p>Tidak ada media yang cocok dengan “{d.query.q}”.</p>
              ) : (
                <p>Belum ada media. Unggah gambar atau audio pertama di atas.</p>
              )
            }
          />
        </div>
      </Card>
    </div>
  );
}
