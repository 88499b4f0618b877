import { useState } from "react";
import { Link } from "react-router";
import type { Route } from "./+types/settings";
import { AuditTrail, ConflictNotice } from "../../components/admin/index.ts";
import { ContrastWarnings, ThemePreview } from "../../components/admin/ThemePreview.tsx";
import { useHydrated } from "../../components/admin/hooks.ts";
import { SavedNotice } from "../../components/dashboard/Dashboard.tsx";
import {
  AppForm,
  ErrorIcon,
  inputClass,
  invalidInputClass,
  replyErrors,
  SubmitButton,
  TextField,
  typedValue,
  useAppForm,
  useFormReply,
} from "../../components/form/index.ts";
import { adminFailure, auditActor } from "../../lib/admin.server.ts";
import { requireSection } from "../../lib/dashboard.server.ts";
import { formSuccess, parseForm } from "../../lib/form.server.ts";
import { COLOUR_KEYS, COLOUR_LABEL, ZSettingsForm } from "../../../src/contracts/settings-form.ts";
import { auditTrail } from "../../../src/domain/admin/audit.ts";
import { contrastChecks } from "../../../src/domain/tenants/contrast.ts";
import { getSiteSettings, saveSiteSettings, SETTINGS_ENTITY } from "../../../src/domain/tenants/site-settings.ts";
import { resolveTheme, type TTheme } from "../../../src/domain/tenants/theme.ts";
import { requestOf } from "../../lib/request-context.server.ts";

/** /Dashboard/Pengaturan: every field of the site setting, layout data, overview and blog settings, with a live colour preview. */
export async function loader(args: Route.LoaderArgs) {
  await requireSection(args, "dashboard-settings");
  const ctx = requestOf(args.context).tenantCtx;
  const [settings, trail] = await Promise.all([getSiteSettings(ctx), auditTrail(ctx, SETTINGS_ENTITY, ctx.tenantId, 8)]);
  return { settings, trail };
}

export async function action(args: Route.ActionArgs) {
  const viewer = await requireSection(args, "dashboard-settings");
  const ctx = requestOf(args.context).tenantCtx;
  const f = await parseForm(args.request, ZSettingsForm);
  if (!f.ok) return f.reply;
  try {
    await saveSiteSettings(ctx, requestOf(args.context).services.registry, auditActor(viewer), f.value);
  } catch (err) {
    return adminFailure(err, f.formData);
  }
  return formSuccess("Pengaturan disimpan dan langsung berlaku di situs.");
}

function Section({ id, title, description, children }: { id: string; title: string; description?: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={`bagian-${id}`} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 id={`bagian-${id}`} className="font-heading text-lg font-bold text-dark">
        {title}
      </h2>
      {description ? <p className="mt-1 text-sm text-slate-600">{description}</p> : null}
      <div className="mt-4 grid gap-4 sm:grid-cols-2">{children}</div>
    </section>
  );
}

function Checkbox({ name, label, hint, checked }: { name: string; label: string; hint?: string; checked: boolean }) {
  const id = `pengaturan-${name}`;
  return (
    <div className="flex items-start gap-3 sm:col-span-2">
      <input
        id={id}
        type="checkbox"
        name={name}
        defaultChecked={checked}
        className="mt-1 h-5 w-5 accent-primary"
        aria-describedby={hint ? `${id}-hint` : undefined}
      />
      <div>
        <label htmlFor={id} className="text-sm font-semibold text-dark">
          {label}
        </label>
        {hint ? (
          <p id={`${id}-hint`} className="text-sm text-slate-600">
            {hint}
          </p>
        ) : null}
      </div>
    </div>
  );
}

/** A colour: the hex code as text (works without JavaScript) and, once scripts run, a colour picker beside it. */
function ColourField({
  name,
  label,
  value,
  error,
  onPick,
}: {
  name: string;
  label: string;
  value: string;
  error?: string;
  onPick: (name: string, v: string) => void;
}) {
  const hydrated = useHydrated();
  const id = `pengaturan-${name}`;
  const valid = /^#[0-9a-fA-F]{6}$/.test(value);
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-dark">
        {label}
      </label>
      <div className="mt-1 flex items-center gap-2">
        {hydrated ? (
          <input
            type="color"
            aria-label={`Pilih ${label.toLowerCase()}`}
            value={valid ? value.toLowerCase() : "#000000"}
            onChange={(e) => onPick(name, e.target.value.toUpperCase())}
            className="h-11 w-12 shrink-0 cursor-pointer rounded-lg border border-slate-300 bg-white p-1"
          />
        ) : (
          <span
            aria-hidden="true"
            className="h-11 w-12 shrink-0 rounded-lg border border-slate-300"
            style={{ backgroundColor: valid ? value : "transparent" }}
          />
        )}
        <input
          id={id}
          name={name}
          value={value}
          onChange={(e) => onPick(name, e.target.value)}
          spellCheck={false}
          autoComplete="off"
          maxLength={7}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className={`${error ? invalidInputClass : inputClass} mt-0 font-mono uppercase`}
        />
      </div>
      {error ? (
        <p id={`${id}-error`} className="mt-1 flex items-start gap-1.5 text-sm font-medium text-red-700">
          <ErrorIcon />
          <span>{error}</span>
        </p>
      ) : null}
    </div>
  );
}

export default function DashboardSettings({ loaderData: d }: Route.ComponentProps) {
  const s = d.settings;
  const { result, ok } = useFormReply();
  const { form } = useAppForm({ id: "pengaturan", schema: ZSettingsForm, result });
  const errors = replyErrors(result).fields;
  const err = (name: string) => errors[name];
  const v = (path: string, saved: string | undefined) => typedValue(result, path) ?? saved ?? "";
  const savedColours = Object.fromEntries([...COLOUR_KEYS, "ft_primary", "ft_secondary"].map((k) => [`css.${k}`, v(`css.${k}`, s.css[k as keyof TTheme])]));
  const [colours, setColours] = useState<Record<string, string>>(savedColours);
  const pick = (name: string, value: string) => setColours((c) => ({ ...c, [name]: value }));
  const theme = resolveTheme(Object.fromEntries(Object.entries(colours).map(([k, val]) => [k.slice(4), val])));
  const checks = contrastChecks(theme);
  const meta = s.meta;
  return (
    <>
      <p className="text-sm text-slate-600">
        Perubahan berlaku di seluruh situs segera setelah disimpan.{" "}
        <Link to="/Dashboard/Log?entitas=pengaturan" className="font-semibold text-primary-ink underline">
          Lihat log perubahan
        </Link>
      </p>
      {ok ? <SavedNotice>{ok}</SavedNotice> : null}
      <AppForm form={form} result={result} key={s.settingVersion} className="space-y-6" data-testid="settings-form">
        <ConflictNotice />
        <input type="hidden" name="version" value={String(typedValue(result, "version") ?? s.settingVersion)} />
        <Section id="identitas" title="Identitas situs" description="Judul dan logo tampil di kepala halaman, tab peramban dan hasil pencarian.">
          <TextField name="title" label="Judul situs" defaultValue={v("title", s.title)} />
          <TextField name="favicon" label="Favicon" defaultValue={v("favicon", s.favicon)} hint="Path (/brand/…, /files/…) atau https://" />
          <TextField name="logoDark" label="Logo gelap (untuk latar terang)" defaultValue={v("logoDark", s.logoDark)} />
          <TextField name="logoLight" label="Logo terang (untuk latar gelap)" defaultValue={v("logoLight", s.logoLight)} />
          <Checkbox
            name="isMaintenance"
            label="Mode pemeliharaan"
            hint="Pengunjung melihat halaman pemeliharaan sebagai ganti isi situs. Dasbor tetap bisa dibuka."
            checked={result?.status === "error" ? typedValue(result, "isMaintenance") === "on" : s.isMaintenance}
          />
        </Section>

        <section aria-labelledby="bagian-warna" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
          <h2 id="bagian-warna" className="font-heading text-lg font-bold text-dark">
            Warna dan font
          </h2>
          <p className="mt-1 text-sm text-slate-600">
            Pratinjau di samping berubah saat Anda mengetik; tanpa JavaScript pratinjau menampilkan warna yang tersimpan.
          </p>
          <div className="mt-4 grid gap-6 lg:grid-cols-[1fr_minmax(0,20rem)]">
            <div className="grid content-start gap-4 sm:grid-cols-2">
              {COLOUR_KEYS.map((k) => (
                <ColourField key={k} name={`css.${k}`} label={COLOUR_LABEL[k]} value={colours[`css.${k}`] ?? ""} error={err(`css.${k}`)} onPick={pick} />
              ))}
              <TextField
                name="css.ft_primary"
                label="Font judul"
                defaultValue={colours["css.ft_primary"]}
                onChange={(e) => pick("css.ft_primary", e.currentTarget.value)}
                hint="Nama keluarga font, contoh Raleway"
              />
              <TextField
                name="css.ft_secondary"
                label="Font isi"
                defaultValue={colours["css.ft_secondary"]}
                onChange={(e) => pick("css.ft_secondary", e.currentTarget.value)}
                hint="Contoh Inter"
              />
            </div>
            <div className="space-y-3 lg:sticky lg:top-24 lg:self-start">
              <ThemePreview theme={theme} title={v("title", s.title)} logo={s.logoDark} />
              <ContrastWarnings checks={checks} />
            </div>
          </div>
        </section>

        <Section id="meta" title="Meta dan SEO" description="Dipakai mesin pencari dan pratinjau tautan di media sosial.">
          <TextField name="meta.name" label="Nama" defaultValue={v("meta.name", meta.name)} />
          <TextField name="meta.site_name" label="Nama situs (Open Graph)" defaultValue={v("meta.site_name", meta.site_name)} />
          <div className="sm:col-span-2">
            <TextField name="meta.description" label="Deskripsi" defaultValue={v("meta.description", meta.description)} multiline rows={3} />
          </div>
          <div className="sm:col-span-2">
            <TextField name="meta.keywords" label="Kata kunci" defaultValue={v("meta.keywords", meta.keywords)} hint="Pisahkan dengan koma." />
          </div>
          <TextField name="meta.url" label="Alamat situs" defaultValue={v("meta.url", meta.url)} hint="Contoh https://sekolahbeta.id" inputMode="url" />
          <TextField name="meta.image" label="Gambar bagikan" defaultValue={v("meta.image", meta.image)} hint="Path atau https://, 1200×630 px" />
          <TextField name="meta.type" label="Jenis Open Graph" defaultValue={v("meta.type", meta.type)} hint="Biasanya website" />
          <TextField name="meta.twitter_site" label="Akun Twitter/X" defaultValue={v("meta.twitter_site", meta.twitter_site)} hint="Contoh @sekolahbeta" />
          <div>
            <label htmlFor="pengaturan-meta.card" className="block text-sm font-semibold text-dark">
              Kartu Twitter/X
            </label>
            <select id="pengaturan-meta.card" name="meta.card" defaultValue={v("meta.card", meta.card ?? "summary_large_image")} className={inputClass}>
              <option value="summary_large_image">Gambar besar (summary_large_image)</option>
              <option value="summary">Ringkas (summary)</option>
            </select>
          </div>
          <div className="grid gap-2 sm:col-span-2">
            <Checkbox
              name="meta.robot_index"
              label="Izinkan mesin pencari mengindeks situs"
              checked={result?.status === "error" ? typedValue(result, "meta.robot_index") === "on" : meta.robot_index !== false}
            />
            <Checkbox
              name="meta.robot_follow"
              label="Izinkan mesin pencari mengikuti tautan"
              checked={result?.status === "error" ? typedValue(result, "meta.robot_follow") === "on" : meta.robot_follow !== false}
            />
          </div>
        </Section>

        <Section
          id="analitik"
          title="Analitik"
          description="Tanpa ID sendiri, situs memakai ID bawaan dari konfigurasi (bila ada). Skrip hanya dimuat setelah pengunjung setuju."
        >
          <TextField
            name="analyticsId"
            label="ID pengukuran Google Analytics"
            defaultValue={v("analyticsId", s.analyticsId)}
            hint="Contoh G-ABC123XYZ9; kosongkan untuk memakai bawaan."
          />
        </Section>

        <Section id="tata-letak" title="Tata letak dan ringkasan" description="Data tata letak dan pengaturan ringkasan (overview) situs.">
          <TextField
            name="layoutData.logo_dark"
            label="Logo gelap tata letak"
            defaultValue={v("layoutData.logo_dark", s.layoutData.logo_dark)}
            hint="Kosong: memakai logo gelap situs."
          />
          <TextField
            name="layoutData.imageDefault"
            label="Gambar bawaan"
            defaultValue={v("layoutData.imageDefault", s.layoutData.imageDefault)}
            hint="Untuk data tanpa gambar."
          />
          <TextField name="overview.name" label="Nama ringkasan" defaultValue={v("overview.name", s.overview.name)} />
          <TextField name="overview.logo" label="Logo ringkasan" defaultValue={v("overview.logo", s.overview.logo)} />
          <div className="sm:col-span-2">
            <TextField
              name="overview.description"
              label="Deskripsi ringkasan"
              defaultValue={v("overview.description", s.overview.description)}
              multiline
              rows={2}
            />
          </div>
        </Section>

        <Section id="blog" title="Blog" description="Judul, ringkasan dan sampul halaman /Blog.">
          <TextField name="blog.title" label="Judul blog" defaultValue={v("blog.title", s.blog.title)} />
          <TextField name="blog.cover" label="Sampul" defaultValue={v("blog.cover", s.blog.cover)} />
          <div className="sm:col-span-2">
            <TextField name="blog.summary" label="Ringkasan" defaultValue={v("blog.summary", s.blog.summary)} multiline rows={2} />
          </div>
        </Section>

        <div className="sticky bottom-0 z-10 -mx-4 flex flex-wrap items-center gap-3 border-t border-slate-200 bg-white/95 px-4 py-3 backdrop-blur sm:static sm:mx-0 sm:rounded-2xl sm:border sm:px-6">
          <SubmitButton pendingLabel="Menyimpan…">Simpan pengaturan</SubmitButton>
          <p className="text-sm text-slate-600">Versi pengaturan {s.settingVersion}</p>
        </div>
      </AppForm>
      <AuditTrail entries={d.trail} />
    </>
  );
}
