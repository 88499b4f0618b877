import { Link, redirect } from "react-router";
import type { Route } from "./+types/content-edit";
import { dashboardMeta } from "../../lib/dashboard-title.ts";
import { AdminNotice, AuditTrail, adminButton, ConflictNotice, DeleteButton, RestoreButton, StatusBadge } from "../../components/admin/index.ts";
import { Card, SavedNotice } from "../../components/dashboard/Dashboard.tsx";
import { MediaPickButton } from "../../components/media/MediaPicker.tsx";
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
} from "../../components/form/index.ts";
import { adminError, adminFailure, adminOk, askDelete, auditActor, conflictReply, intentOf } from "../../lib/admin.server.ts";
import { editTarget, requireContentKind } from "../../lib/content-editor.server.ts";
import { formFailure, formSuccess, parseForm } from "../../lib/form.server.ts";
import { ZVersion } from "../../../src/contracts/admin-list.ts";
import {
  CONTENT_KIND_DEFS,
  contentFormSchema,
  contentListPath,
  flattenValues,
  formFields,
  STATUS_LABEL,
  type TContentKind,
  type TFieldDef,
} from "../../../src/contracts/content-editor.ts";
import { auditTrail } from "../../../src/domain/admin/audit.ts";
import { isConflict } from "../../../src/domain/admin/concurrency.ts";
import { applyToEntries, checkEntry, createEntry, editorOptions, getEntry, SlugTakenError, updateEntry } from "../../../src/domain/content/editor.ts";
import { AppError } from "../../../src/kernel/errors.ts";
import { requestOf } from "../../lib/request-context.server.ts";

const cap = (s: string) => `${s.charAt(0).toUpperCase()}${s.slice(1)}`;

/** New values of a kind's form: a draft, with the usual choice of each select. */
const NEW_DEFAULTS: Partial<Record<TContentKind, Record<string, string>>> = {
  artikel: { kind: "article" },
  podcast: { episode: "1" },
  acara: { kind: "event", mode: "offline" },
  fitur: { product: "lms" },
  lowongan: { employment: "Penuh waktu" },
};

/** The line after a save: whether the row is now on the site depends on its status (kinds without one are always live). */
function savedMessage(noun: string, status: unknown): string {
  const saved = `${noun[0]!.toUpperCase()}${noun.slice(1)} disimpan`;
  if (status === "draft") return `${saved} sebagai draf: belum tampil di situs.`;
  if (status === "scheduled") return `${saved}. Tampil di situs pada waktu terbitnya.`;
  return `${saved}. Perubahan langsung tampil di situs.`;
}

/** /Dashboard/Konten/<Jenis>/baru and /Dashboard/Konten/<Jenis>/<id>: the edit form of one row (works without JavaScript). */
export async function loader(args: Route.LoaderArgs) {
  const { def, rest } = await requireContentKind(args);
  const target = editTarget(rest);
  const ctx = requestOf(args.context).tenantCtx;
  const options = await editorOptions(ctx);
  const saved = args.url.searchParams.get("disimpan") === "1";
  if (target === "new") {
    const values: Record<string, unknown> = { status: "draft", ...NEW_DEFAULTS[def.kind] };
    return {
      kind: def.kind,
      mode: "create" as const,
      id: null,
      version: 1,
      title: "",
      status: null,
      deleted: false,
      publicUrl: null,
      values,
      options,
      trail: [],
      saved,
      pageTitle: `${cap(def.noun)} baru`,
    };
  }
  let entry: Awaited<ReturnType<typeof getEntry>>;
  try {
    entry = await getEntry(ctx, def.kind, target);
  } catch (err) {
    if (err instanceof AppError && err.code === "NOT_FOUND") throw new Response(err.message, { status: 404 });
    throw err;
  }
  const trail = await auditTrail(ctx, def.kind, entry.id);
  return { kind: def.kind, mode: "update" as const, ...entry, options, trail, saved, pageTitle: `Ubah ${def.noun}: ${entry.title}` };
}

/** The page's own title: "Artikel baru", "Ubah artikel: <judul>". */
export function meta(args: Route.MetaArgs) {
  return dashboardMeta(args);
}

export async function action(args: Route.ActionArgs) {
  const { viewer, def, rest } = await requireContentKind(args);
  const target = editTarget(rest);
  const ctx = requestOf(args.context).tenantCtx;
  const form = await args.request.formData();
  const intent = intentOf(form);
  const actor = auditActor(viewer);
  const base = contentListPath(def);
  try {
    if (target !== "new" && (intent === "delete-ask" || intent === "delete" || intent === "restore")) {
      if (intent === "delete-ask") return askDelete(form, def.noun);
      const n = await applyToEntries(ctx, def.kind, actor, intent === "delete" ? "bulk-delete" : "bulk-restore", [target]);
      if (n === 0) return adminError("Tidak ada data yang berubah.", 404);
      await requestOf(args.context).services.registry.bumpVersion(ctx.tenantId);
      if (intent === "delete") throw redirect(`${base}?trash=1`);
      return adminOk(`${def.noun[0]!.toUpperCase()}${def.noun.slice(1)} dipulihkan.`);
    }
    const mode = target === "new" ? "create" : "update";
    const parsed = await parseForm(form, contentFormSchema(def, mode));
    if (!parsed.ok) return parsed.reply;
    const fieldErrors = await checkEntry(ctx, def.kind, parsed.value);
    if (Object.keys(fieldErrors).length) return formFailure(form, { fields: fieldErrors });
    if (target === "new") {
      const created = await createEntry(ctx, def.kind, actor, parsed.value);
      await requestOf(args.context).services.registry.bumpVersion(ctx.tenantId);
      throw redirect(`${base}/${created.id}?disimpan=1`);
    }
    const version = ZVersion.safeParse(form.get("version"));
    if (!version.success) return formFailure(form, { formError: version.error.issues[0]?.message });
    await updateEntry(ctx, def.kind, actor, target, version.data, parsed.value);
    await requestOf(args.context).services.registry.bumpVersion(ctx.tenantId);
    return formSuccess(savedMessage(def.noun, (parsed.value as Record<string, unknown>).status));
  } catch (err) {
    if (err instanceof SlugTakenError) return formFailure(form, { fields: { slug: err.message } });
    if (isConflict(err)) return conflictReply(form);
    if (err instanceof Response) throw err;
    return adminFailure(err, form);
  }
}

export default function ContentEdit({ loaderData: d }: Route.ComponentProps) {
  const def = CONTENT_KIND_DEFS[d.kind];
  const base = contentListPath(def);
  const reply = useFormReply();
  const { form } = useAppForm({ id: `konten-${d.kind}`, result: reply.result });
  const typed = reply.result?.status === "error" && reply.result.initialValue ? flattenValues(reply.result.initialValue) : null;
  const values = typed ?? flattenValues(d.values);
  const errors = replyErrors(reply.result).fields;
  const fields = formFields(def);
  const heading = d.mode === "create" ? `Isian ${def.noun} baru` : `Isian ${def.noun}`;
  return (
    <div className="grid gap-6">
      <Card title={heading}>
        <p className="-mt-2 mb-4 flex flex-wrap items-center gap-3 text-sm text-slate-600">
          <Link to={base} className={adminButton.link}>
            ← Kembali ke daftar {def.label.toLowerCase()}
          </Link>
          {d.status ? (
            <StatusBadge tone={d.status === "published" ? "green" : d.status === "scheduled" ? "blue" : "slate"}>{STATUS_LABEL[d.status]}</StatusBadge>
          ) : null}
          {d.deleted ? <StatusBadge tone="red">Di Sampah</StatusBadge> : null}
          {d.publicUrl && d.status === "published" && !d.deleted ? (
            <a href={d.publicUrl} className={adminButton.link}>
              Lihat di situs
            </a>
          ) : null}
          {d.kind === "artikel" && d.id && !d.deleted ? (
            <Link to={`${base}/${d.id}/Pratinjau`} className={adminButton.link}>
              Pratinjau
            </Link>
          ) : null}
        </p>
        {/* The action's own line (a save, a restore) shows here once; after creating, the redirect's ?disimpan=1 does. */}
        <div className="mb-4 empty:hidden">
          <AdminNotice />
        </div>
        {d.saved && !reply.result && !reply.ok ? <SavedNotice>{savedMessage(def.noun, d.status)}</SavedNotice> : null}
        <ConflictNotice />
        {d.deleted ? (
          <div className="mb-4 flex flex-wrap items-center gap-3 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-900">
            <span className="mr-auto">Data ini ada di Sampah dan tidak tampil di situs.</span>
            <RestoreButton id={d.id!} label={`${def.noun} ${d.title}`} />
          </div>
        ) : null}
        <AppForm form={form} result={reply.result} key={`${d.id}-${d.version}`} className="grid gap-5">
          <input type="hidden" name="version" value={d.version} />
          {fields.map((f) =>
            f.createOnly && d.mode === "update" ? (
              <ReadOnlyField key={f.name} field={f} value={values[f.name] ?? ""} />
            ) : (
              <Field key={f.name} field={f} values={values} errors={errors} options={f.optionsFrom ? d.options[f.optionsFrom] : f.options} />
            ),
          )}
          <div className="flex flex-wrap items-center gap-4">
            <SubmitButton pendingLabel="Menyimpan…">{d.mode === "create" ? `Simpan ${def.noun}` : "Simpan perubahan"}</SubmitButton>
            <Link to={base} className="text-sm font-semibold text-primary-ink hover:underline">
              Batal
            </Link>
          </div>
        </AppForm>
        {d.mode === "update" && !d.deleted ? (
          <div className="mt-6 border-t border-slate-200 pt-4">
            <DeleteButton id={d.id!} label={`${def.noun} “${d.title}”`} />
          </div>
        ) : null}
      </Card>
      {d.mode === "update" ? <AuditTrail entries={d.trail} /> : null}
    </div>
  );
}

function ReadOnlyField({ field, value }: { field: TFieldDef; value: string }) {
  const label = field.options?.find((o) => o.value === value)?.label ?? value;
  return (
    <div>
      <p className="block text-sm font-semibold text-dark">{field.label}</p>
      <p className="mt-1 rounded-lg bg-slate-50 px-3 py-2.5 text-slate-700">{label || "—"}</p>
      {field.hint ? <p className="mt-1 text-sm text-slate-600">{field.hint}</p> : null}
    </div>
  );
}

type TErrors = Record<string, string>;

function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-1 flex items-start gap-1.5 text-sm font-medium text-red-700">
      <ErrorIcon />
      <span>{message}</span>
    </p>
  );
}

/** One field of the form by its kind; `name` is the form name (`speakers[0].name` inside rows). */
function Field({
  field: f,
  name = f.name,
  values,
  errors,
  options,
}: {
  field: TFieldDef;
  name?: string;
  values: Record<string, string>;
  errors: TErrors;
  options?: readonly { value: string; label: string }[];
}) {
  const value = values[name] ?? "";
  const error = errors[name];
  const label = f.required ? (
    <>
      {f.label} <span className="text-red-700">*</span>
    </>
  ) : (
    f.label
  );
  if (f.kind === "select" || f.kind === "checkbox") {
    const id = `f-${name}`;
    if (f.kind === "checkbox")
      return (
        <label className="flex items-center gap-2 text-sm font-semibold text-dark sm:mt-6">
          <input type="checkbox" name={name} defaultChecked={value === "on" || value === "true"} className="h-4 w-4 accent-primary" />
          {f.label}
        </label>
      );
    return (
      <div>
        <label htmlFor={id} className="block text-sm font-semibold text-dark">
          {label}
        </label>
        <select
          id={id}
          name={name}
          defaultValue={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className={error ? invalidInputClass : inputClass}
        >
          <option value="">Pilih…</option>
          {(options ?? []).map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
        {f.hint ? <p className="mt-1 text-sm text-slate-600">{f.hint}</p> : null}
        <FieldError id={`${id}-error`} message={error} />
      </div>
    );
  }
  if (f.kind === "rows") return <RowsField field={f} values={values} errors={errors} />;
  const multiline = f.kind === "textarea" || f.kind === "html" || f.kind === "lines";
  const text = (
    <TextField
      name={name}
      label={label}
      hint={f.hint}
      defaultValue={value}
      multiline={multiline}
      rows={f.kind === "html" ? 14 : 4}
      type={f.kind === "number" ? "number" : f.kind === "datetime" ? "datetime-local" : f.kind === "date" ? "date" : "text"}
      inputMode={f.kind === "url" ? "url" : undefined}
      inputClassName={f.kind === "html" ? "font-mono text-sm" : undefined}
    />
  );
  if (!f.media) return text;
  // An image or audio URL: the field works on its own; with JavaScript the library's picker fills it.
  const altName = f.altField ? name.replace(new RegExp(`${f.name}$`), f.altField) : undefined;
  return (
    <div>
      {text}
      <MediaPickButton name={name} altName={altName} kind={f.media} label={f.label} />
    </div>
  );
}

/** Repeated rows (speakers, sponsor tiers, images…): the stored rows plus two blank ones to add more; a blank row is ignored. */
function RowsField({ field: f, values, errors }: { field: TFieldDef; values: Record<string, string>; errors: TErrors }) {
  let count = 0;
  const re = new RegExp(`^${f.name}\\[(\\d+)\\]`);
  for (const k of Object.keys(values)) {
    const m = re.exec(k);
    if (m) count = Math.max(count, Number(m[1]) + 1);
  }
  const rows = Array.from({ length: count + 2 }, (_, i) => i);
  const error = errors[f.name];
  return (
    <fieldset className="rounded-xl border border-slate-200 p-4">
      <legend className="px-1 text-sm font-semibold text-dark">{f.label}</legend>
      <p className="mb-3 text-sm text-slate-600">Kosongkan semua isian sebuah baris untuk menghapusnya. Simpan untuk mendapat baris kosong baru.</p>
      <FieldError id={`f-${f.name}-error`} message={error} />
      <ol className="grid gap-4">
        {rows.map((i) => (
          <li key={i} className="rounded-lg bg-slate-50 p-3">
            <p className="mb-2 text-xs font-semibold uppercase tracking-wide text-slate-500">
              {f.label} {i + 1}
              {i >= count ? " (baru)" : ""}
            </p>
            <div className="grid gap-3 sm:grid-cols-2">
              {(f.columns ?? []).map((c) => (
                <Field key={c.name} field={c} name={`${f.name}[${i}].${c.name}`} values={values} errors={errors} options={c.options} />
              ))}
            </div>
          </li>
        ))}
      </ol>
    </fieldset>
  );
}
