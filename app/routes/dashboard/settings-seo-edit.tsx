import { useRef, useState } from "react";
import { data, Form, Link, useActionData } from "react-router";
import type { Route } from "./+types/settings-seo-edit";
import { AdminNotice, AuditTrail, adminButton, ConfirmDialog, ConflictNotice, useHydrated } from "../../components/admin/index.ts";
import { Card } from "../../components/dashboard/Dashboard.tsx";
import { AppForm, inputClass, replyErrors, SubmitButton, TextField, typedValue, useAppForm, useFormReply } from "../../components/form/index.ts";
import { adminError, adminFailure, adminOk, auditActor, intentOf } from "../../lib/admin.server.ts";
import { requireSection } from "../../lib/dashboard.server.ts";
import { dashboardMeta } from "../../lib/dashboard-title.ts";
import { formSuccess, parseForm } from "../../lib/form.server.ts";
import { SEO_ROUTE_IDS, seoRoute } from "../../lib/seo-routes.ts";
import { truncateWords, withSiteName } from "../../seo/meta.ts";
import { ZVersion } from "../../../src/contracts/admin-list.ts";
import {
  SEO_DESCRIPTION_MAX,
  SEO_DESCRIPTION_RECOMMENDED,
  SEO_TITLE_PLACEHOLDER,
  SEO_TITLE_RECOMMENDED,
  seoTitle,
  ZSeoForm,
} from "../../../src/contracts/seo-config.ts";
import { auditTrail } from "../../../src/domain/admin/audit.ts";
import { getRouteSeo, resetRouteSeo, SEO_ENTITY, saveRouteSeo, type TSeoFields } from "../../../src/domain/tenants/route-seo.ts";
import { requestOf } from "../../lib/request-context.server.ts";

const NOT_FOUND = "Halaman situs ini tidak dapat diatur SEO-nya.";

function routeOf(params: { slug?: string }) {
  const route = params.slug ? seoRoute(params.slug) : undefined;
  if (!route) throw data(NOT_FOUND, { status: 404 });
  return route;
}

/** /Dashboard/Pengaturan/SEO/:route: the SEO override of one route, with a search-result preview and reset to the defaults. */
export async function loader(args: Route.LoaderArgs) {
  await requireSection(args, "dashboard-settings-seo");
  const route = routeOf(args.params);
  const { tenantCtx: ctx, tenant: t, origin } = requestOf(args.context);
  const [current, trail] = await Promise.all([getRouteSeo(ctx, route.id), auditTrail(ctx, SEO_ENTITY, route.id, 8)]);
  return {
    route,
    current,
    site: { title: t.title, origin, description: t.meta.description ?? t.tagline },
    trail,
    pageTitle: `SEO halaman ${route.title}`,
  };
}

export function meta(args: Route.MetaArgs) {
  return dashboardMeta(args);
}

const RESET_MESSAGE = "Semua isian SEO halaman ini dihapus dan halaman kembali memakai judul, deskripsi dan gambar bawaannya.";

export async function action(args: Route.ActionArgs) {
  const viewer = await requireSection(args, "dashboard-settings-seo");
  const route = routeOf(args.params);
  const { tenantCtx: ctx, services } = requestOf(args.context);
  const { registry } = services;
  const form = await args.request.formData();
  const intent = intentOf(form);
  if (intent === "reset-ask") return { resetAsk: true };
  if (intent === "reset") {
    const version = ZVersion.safeParse(form.get("version"));
    if (!version.success) return adminError(version.error.issues[0]?.message ?? "Versi data tidak terbaca.");
    try {
      await resetRouteSeo(ctx, registry, auditActor(viewer), SEO_ROUTE_IDS, route.id, version.data);
    } catch (err) {
      return adminFailure(err, form);
    }
    return adminOk(`SEO halaman ${route.title} kembali ke bawaan.`);
  }
  const f = await parseForm(form, ZSeoForm);
  if (!f.ok) return f.reply;
  try {
    await saveRouteSeo(ctx, registry, auditActor(viewer), SEO_ROUTE_IDS, route.id, f.value);
  } catch (err) {
    return adminFailure(err, f.formData);
  }
  return formSuccess("SEO halaman disimpan dan langsung berlaku di situs.");
}

function Section({ id, title, description, children }: { id: string; title: string; description?: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={`seo-${id}`} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 id={`seo-${id}`} className="font-heading text-lg font-bold text-dark">
        {title}
      </h2>
      {description ? <p className="mt-1 text-sm text-slate-600">{description}</p> : null}
      <div className="mt-4 grid gap-4 sm:grid-cols-2">{children}</div>
    </section>
  );
}

function Select({
  name,
  label,
  value,
  options,
  error,
  hint,
  onChange,
}: {
  name: string;
  label: string;
  value: string;
  options: { value: string; label: string }[];
  error?: string;
  hint?: string;
  onChange?: (v: string) => void;
}) {
  const id = `seo-form-${name}`;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-dark">
        {label}
      </label>
      <select
        id={id}
        name={name}
        defaultValue={value}
        onChange={onChange ? (e) => onChange(e.currentTarget.value) : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : hint ? `${id}-hint` : undefined}
        className={inputClass}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** How a search engine might show the page: title, address, description. */
function SearchPreview({ title, url, description, warnings }: { title: string; url: string; description: string; warnings: string[] }) {
  return (
    <div className="space-y-3" data-testid="seo-preview">
      <div className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
        <p className="text-xs font-semibold uppercase tracking-wide text-slate-500">Pratinjau hasil pencarian</p>
        <p className="mt-2 truncate text-sm text-slate-700">{url}</p>
        <p className="mt-0.5 break-words text-lg leading-snug text-[#1a0dab]" data-testid="seo-preview-title">
          {title}
        </p>
        <p className="mt-1 line-clamp-3 break-words text-sm text-slate-600">{description}</p>
      </div>
      {warnings.length > 0 ? (
        <ul className="space-y-1 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900" data-testid="seo-warnings">
          {warnings.map((w) => (
            <li key={w}>{w}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

function ResetPanel({ version, label, asked }: { version: number; label: string; asked: boolean }) {
  const ref = useRef<HTMLDialogElement>(null);
  const hydrated = useHydrated();
  if (asked)
    return (
      <div
        role="alertdialog"
        aria-labelledby="seo-reset-title"
        className="rounded-xl border border-red-300 bg-red-50 p-4 sm:p-5"
        data-testid="seo-reset-confirm"
      >
        <h2 id="seo-reset-title" className="font-heading text-base font-bold text-red-900">
          Kembalikan SEO halaman {label} ke bawaan?
        </h2>
        <p className="mt-1 text-sm text-red-900">{RESET_MESSAGE}</p>
        <Form method="post" className="mt-4 flex flex-wrap gap-3">
          <input type="hidden" name="version" value={String(version)} />
          <button type="submit" name="intent" value="reset" className={adminButton.dangerSolid} autoFocus>
            Ya, kembalikan
          </button>
          <Link to="." className={adminButton.secondary}>
            Batal
          </Link>
        </Form>
      </div>
    );
  return (
    <>
      <Form method="post" className="inline">
        <input type="hidden" name="version" value={String(version)} />
        <button
          type="submit"
          name="intent"
          value="reset-ask"
          className={adminButton.danger}
          onClick={(e) => {
            if (!hydrated || !ref.current) return;
            e.preventDefault();
            ref.current.showModal();
          }}
        >
          Kembalikan ke bawaan
        </button>
      </Form>
      {hydrated ? (
        <ConfirmDialog
          dialogRef={ref}
          title={`Kembalikan SEO halaman ${label} ke bawaan?`}
          message={RESET_MESSAGE}
          intent="reset"
          fields={{ version: String(version) }}
          confirmLabel="Ya, kembalikan"
        />
      ) : null}
    </>
  );
}

export default function DashboardSettingsSeoEdit({ loaderData: d }: Route.ComponentProps) {
  const { route, current, site } = d;
  const action = useActionData() as { resetAsk?: boolean } | undefined;
  // The saved line, a reset or a refused reset are shown by <AdminNotice />.
  const { result } = useFormReply();
  const { form } = useAppForm({ id: "seo-form", schema: ZSeoForm, result });
  const errors = replyErrors(result).fields;
  const err = (name: string) => errors[name];
  const saved: Partial<TSeoFields> = current?.fields ?? { titleMode: route.detail ? "dynamic" : "static", siteNameSuffix: route.defaultSuffix };
  const failed = result?.status === "error";
  const v = (name: keyof TSeoFields) => typedValue(result, name) ?? (saved[name] as string | undefined) ?? "";
  const [mode, setMode] = useState<string>(v("titleMode") || "static");
  const [title, setTitle] = useState(v("title"));
  const [suffix, setSuffix] = useState(failed ? typedValue(result, "siteNameSuffix") === "on" : saved.siteNameSuffix !== false);
  const [description, setDescription] = useState(v("description"));
  const [url, setUrl] = useState(v("url"));

  const sample = route.detail ? `Judul ${route.title.replace(/^Detail /, "").toLowerCase()}` : route.title;
  const shownTitle = withSiteName(seoTitle(sample, { title, titleMode: mode === "dynamic" ? "dynamic" : "static" }), site.title, suffix);
  const shownUrl = url ? (/^https?:\/\//.test(url) ? url : site.origin + url) : site.origin + route.path;
  const shownDescription = description || truncateWords(route.lead || site.description);
  const warnings = [
    shownTitle.length > SEO_TITLE_RECOMMENDED
      ? `Judul ${shownTitle.length} karakter; mesin pencari biasanya hanya menampilkan sekitar ${SEO_TITLE_RECOMMENDED} karakter.`
      : null,
    description.length > SEO_DESCRIPTION_RECOMMENDED
      ? `Deskripsi ${description.length} karakter; mesin pencari biasanya hanya menampilkan sekitar ${SEO_DESCRIPTION_RECOMMENDED} karakter.`
      : null,
    mode === "dynamic" && title && !title.includes(SEO_TITLE_PLACEHOLDER) ? `Templat judul dari data halaman harus memuat ${SEO_TITLE_PLACEHOLDER}.` : null,
  ].filter((w): w is string => !!w);
  const version = current?.version ?? 0;

  return (
    <div className="space-y-6">
      <div>
        <p className="text-sm text-slate-600">
          <Link to="/Dashboard/Pengaturan/SEO" className="font-semibold text-primary-ink underline">
            ← Semua halaman
          </Link>
        </p>
        <p className="mt-1 text-sm text-slate-600">
          <span className="break-all font-mono text-xs">{route.path}</span>
          {!route.detail ? (
            <>
              <span className="mx-2 text-slate-400">·</span>
              <a href={route.path} className="font-semibold text-primary-ink underline" target="_blank" rel="noreferrer">
                Buka halaman
              </a>
            </>
          ) : null}
        </p>
      </div>
      <AdminNotice />
      <div className="grid gap-6 lg:grid-cols-[1fr_minmax(0,22rem)]">
        <AppForm form={form} result={result} key={version} className="min-w-0 space-y-6" data-testid="seo-form">
          <ConflictNotice />
          <input type="hidden" name="version" value={typedValue(result, "version") ?? String(version)} />
          <Section
            id="judul"
            title="Judul dan deskripsi"
            description={
              route.detail
                ? `Halaman ini menampilkan data (misalnya nama kelas atau judul artikel). Pilih "Dari data halaman" untuk memakai judul data itu, bisa dengan templat seperti "${SEO_TITLE_PLACEHOLDER} — Kelas".`
                : "Kosongkan judul untuk memakai judul bawaan halaman."
            }
          >
            <Select
              name="titleMode"
              label="Jenis judul"
              value={mode}
              onChange={setMode}
              error={err("titleMode")}
              options={[
                { value: "static", label: "Judul tetap" },
                { value: "dynamic", label: "Dari data halaman (templat)" },
              ]}
            />
            <TextField
              name="title"
              label={mode === "dynamic" ? "Templat judul" : "Judul"}
              defaultValue={v("title")}
              onChange={(e) => setTitle(e.currentTarget.value)}
              hint={mode === "dynamic" ? `Contoh: ${SEO_TITLE_PLACEHOLDER} — Kelas` : `Disarankan paling banyak ${SEO_TITLE_RECOMMENDED} karakter.`}
            />
            <div className="flex items-start gap-3 sm:col-span-2">
              <input
                id="seo-form-siteNameSuffix"
                type="checkbox"
                name="siteNameSuffix"
                defaultChecked={suffix}
                onChange={(e) => setSuffix(e.currentTarget.checked)}
                className="mt-1 h-5 w-5 accent-primary"
              />
              <label htmlFor="seo-form-siteNameSuffix" className="text-sm font-semibold text-dark">
                Tambahkan nama situs di akhir judul (“… | {site.title}”)
              </label>
            </div>
            <div className="sm:col-span-2">
              <TextField
                name="description"
                label="Deskripsi"
                defaultValue={v("description")}
                onChange={(e) => setDescription(e.currentTarget.value)}
                multiline
                rows={3}
                hint={`Kosong: ringkasan halaman (20 kata pertama). Maksimal ${SEO_DESCRIPTION_MAX} karakter.`}
              />
            </div>
          </Section>

          <Section
            id="og"
            title="Open Graph"
            description="Dipakai Facebook, WhatsApp, LinkedIn dan lainnya saat tautan dibagikan. Kosong: sama dengan judul dan deskripsi."
          >
            <TextField name="ogTitle" label="Judul Open Graph" defaultValue={v("ogTitle")} />
            <TextField name="ogImage" label="Gambar Open Graph" defaultValue={v("ogImage")} hint="Path berkas (/files/…) atau https://, 1200×630 px" />
            <div className="sm:col-span-2">
              <TextField name="ogDescription" label="Deskripsi Open Graph" defaultValue={v("ogDescription")} multiline rows={2} />
            </div>
          </Section>

          <Section id="twitter" title="Twitter/X" description="Kosong: sama dengan Open Graph.">
            <Select
              name="twitterCard"
              label="Kartu Twitter/X"
              value={v("twitterCard")}
              error={err("twitterCard")}
              options={[
                { value: "", label: "Ikuti pengaturan situs" },
                { value: "summary_large_image", label: "Gambar besar (summary_large_image)" },
                { value: "summary", label: "Ringkas (summary)" },
              ]}
            />
            <TextField name="twitterTitle" label="Judul Twitter/X" defaultValue={v("twitterTitle")} />
            <TextField name="twitterImage" label="Gambar Twitter/X" defaultValue={v("twitterImage")} hint="Path berkas (/files/…) atau https://" />
            <div className="sm:col-span-2">
              <TextField name="twitterDescription" label="Deskripsi Twitter/X" defaultValue={v("twitterDescription")} multiline rows={2} />
            </div>
          </Section>

          <Section
            id="itemprop"
            title="Itemprop (schema.org)"
            description="Dipakai Google untuk data terstruktur. Kosong: sama dengan judul, deskripsi dan gambar halaman."
          >
            <TextField name="itempropName" label="Nama" defaultValue={v("itempropName")} />
            <TextField name="itempropImage" label="Gambar" defaultValue={v("itempropImage")} hint="Path berkas (/files/…) atau https://" />
            <div className="sm:col-span-2">
              <TextField name="itempropDescription" label="Deskripsi" defaultValue={v("itempropDescription")} multiline rows={2} />
            </div>
          </Section>

          <Section id="meta" title="Meta dan indeks" description="Kosong atau “Ikuti pengaturan situs”: memakai pengaturan Meta dan SEO situs.">
            <div className="sm:col-span-2">
              <TextField name="keywords" label="Kata kunci" defaultValue={v("keywords")} hint="Pisahkan dengan koma." />
            </div>
            <div className="sm:col-span-2">
              <TextField
                name="url"
                label="Alamat kanonis"
                defaultValue={v("url")}
                onChange={(e) => setUrl(e.currentTarget.value)}
                inputMode="url"
                hint={
                  route.detail
                    ? "Hati-hati: halaman ini punya banyak alamat (satu per data); alamat kanonis di sini berlaku untuk semuanya."
                    : "Kosong: alamat halaman ini. Path (/Class) atau URL lengkap."
                }
              />
            </div>
            <Select
              name="robotIndex"
              label="Indeks mesin pencari"
              value={v("robotIndex")}
              error={err("robotIndex")}
              options={[
                { value: "", label: "Ikuti pengaturan situs" },
                { value: "index", label: "Boleh diindeks (index)" },
                { value: "noindex", label: "Jangan diindeks (noindex)" },
              ]}
            />
            <Select
              name="robotFollow"
              label="Ikuti tautan"
              value={v("robotFollow")}
              error={err("robotFollow")}
              options={[
                { value: "", label: "Ikuti pengaturan situs" },
                { value: "follow", label: "Ikuti tautan (follow)" },
                { value: "nofollow", label: "Jangan ikuti (nofollow)" },
              ]}
            />
          </Section>

          <div className="sticky bottom-0 z-10 -mx-4 flex flex-wrap items-center gap-3 border-t border-slate-200 bg-white/95 px-4 py-3 backdrop-blur sm:static sm:mx-0 sm:rounded-2xl sm:border sm:px-6">
            <SubmitButton pendingLabel="Menyimpan…">Simpan SEO halaman</SubmitButton>
            <p className="text-sm text-slate-600">{current ? `Versi ${current.version}` : "Belum diatur: halaman memakai nilai bawaan."}</p>
          </div>
        </AppForm>
        <aside className="order-first min-w-0 space-y-4 lg:sticky lg:top-24 lg:order-none lg:self-start">
          <SearchPreview title={shownTitle} url={shownUrl} description={shownDescription} warnings={warnings} />
          {current ? (
            <Card title="Kembalikan ke bawaan">
              <p className="mb-3 text-sm text-slate-600">Hapus semua isian SEO halaman ini.</p>
              <ResetPanel version={current.version} label={route.title} asked={!!action?.resetAsk} />
            </Card>
          ) : null}
        </aside>
      </div>
      <AuditTrail entries={d.trail} title="Riwayat SEO halaman ini" />
    </div>
  );
}
