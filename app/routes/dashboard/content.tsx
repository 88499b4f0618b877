import { Link } from "react-router";
import { asSentence } from "../../../src/kernel/format.ts";
import type { Route } from "./+types/content";
import { EmptyState } from "../../components/PageHeader.tsx";
import { Card, SavedNotice } from "../../components/dashboard/Dashboard.tsx";
import { AppForm, SubmitButton, TextField, useAppForm, useFormReply } from "../../components/form/index.ts";
import { DASHBOARD_DATE, requireSection } from "../../lib/dashboard.server.ts";
import { formFailure, formSuccess } from "../../lib/form.server.ts";
import { asRouteError } from "../../lib/identity.server.ts";
import { ROUTE_TABLE } from "../../route-table.ts";
import { ZMarketingPage } from "../../../src/contracts/content.ts";
import { getPage, MARKETING_PAGE_KEYS, savePage } from "../../../src/domain/content/pages.ts";
import { applyTextFields, pageTextFields } from "../../../src/domain/content/page-fields.ts";
import { requirePermission } from "../../../src/domain/identity/permissions.ts";
import { CONTENT_KIND_DEFS, CONTENT_KINDS, contentListPath } from "../../../src/contracts/content-editor.ts";
import { entryCounts } from "../../../src/domain/content/editor.ts";
import { requestOf } from "../../lib/request-context.server.ts";

/**
 * /Dashboard/Konten: the content hub (a card per content kind with its counts) and the tenant's
 * marketing pages; /Dashboard/Konten/Halaman: the marketing pages alone. Both edit the texts of
 * the page chosen (`?halaman=`).
 */
export async function loader(args: Route.LoaderArgs) {
  await requireSection(args, "dashboard-content");
  const ctx = requestOf(args.context).tenantCtx;
  const hub =
    args.url.pathname === "/Dashboard/Konten"
      ? await Promise.all(
          CONTENT_KINDS.map(async (kind) => {
            const def = CONTENT_KIND_DEFS[kind];
            return { kind, label: def.label, hint: def.hint, path: contentListPath(def), counts: await entryCounts(ctx, kind) };
          }),
        )
      : null;
  const stored = (await Promise.all(MARKETING_PAGE_KEYS.map((k) => getPage(ctx, k)))).filter((p) => p !== null);
  const pages = stored.map((p) => ({ key: p.key, title: p.title, path: pagePath(p.key), updatedAt: DASHBOARD_DATE.format(new Date(p.updatedAt)) }));
  const chosen = stored.find((p) => p.key === args.url.searchParams.get("halaman"));
  const editing = chosen
    ? { key: chosen.key, title: chosen.title, path: pagePath(chosen.key), version: chosen.updatedAt, fields: pageTextFields(chosen) }
    : null;
  return { pages, editing, hub };
}

export async function action(args: Route.ActionArgs) {
  const viewer = await requireSection(args, "dashboard-content");
  const ctx = requestOf(args.context).tenantCtx;
  try {
    requirePermission(viewer, "content.write");
    const form = await args.request.formData();
    const key = String(form.get("key") ?? "");
    const current = (MARKETING_PAGE_KEYS as readonly string[]).includes(key) ? await getPage(ctx, key) : null;
    if (!current) return formFailure(form, { formError: "Halaman ini tidak ada di situs ini.", status: 404 });
    const next = applyTextFields(current, (name) => {
      const v = form.get(name);
      return typeof v === "string" ? v : null;
    });
    const parsed = ZMarketingPage.safeParse(next);
    if (!parsed.success) return formFailure(form, { fields: pathErrors(parsed.error.issues) });
    await savePage(ctx, key, parsed.data);
    await requestOf(args.context).services.registry.bumpVersion(ctx.tenantId);
    return formSuccess("Halaman disimpan dan langsung tampil di situs.");
  } catch (err) {
    throw asRouteError(err, args.request);
  }
}

/** Zod issues keyed by their whole path (`sections.1.items.0.desc`), the editor's field names, as sentences. */
function pathErrors(issues: { path: PropertyKey[]; message: string; code?: string; minimum?: unknown; maximum?: unknown }[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const i of issues) {
    const plain =
      i.code === "too_small" && Number(i.minimum) === 1
        ? "Teks ini wajib diisi."
        : i.code === "too_big" && typeof i.maximum === "number"
          ? `Teks ini maksimal ${i.maximum} karakter.`
          : asSentence(i.message) || "Isian tidak valid.";
    out[i.path.map(String).join(".") || ""] ??= plain;
  }
  return out;
}

/** The public address of a marketing page (its route in the table), if it has a fixed one. */
function pagePath(key: string): string | null {
  const entry = ROUTE_TABLE.find((e) => e.id === key);
  return entry && !entry.path.includes(":") ? entry.path : null;
}

export default function DashboardContent({ loaderData: d }: Route.ComponentProps) {
  const reply = useFormReply();
  const { form } = useAppForm({ id: "halaman", result: reply?.result });
  if (d.editing) {
    const e = d.editing;
    return (
      <Card title={`Ubah halaman: ${e.title}`}>
        <p className="mb-4 text-sm text-slate-600">
          Ubah teks halaman ini; susunan bagian, ikon dan tautan tetap. Perubahan langsung tampil di situs setelah disimpan.
          {e.path ? (
            <>
              {" "}
              <Link to={e.path} className="font-semibold text-primary-ink underline">
                Lihat halaman
              </Link>
            </>
          ) : null}
        </p>
        {reply?.ok ? <SavedNotice>{reply.ok}</SavedNotice> : null}
        <AppForm form={form} result={reply?.result} action={`?halaman=${e.key}`} key={e.version} className="grid gap-4">
          <input type="hidden" name="key" value={e.key} />
          {e.fields.map((f) => (
            <TextField key={f.name} name={f.name} label={f.label} defaultValue={f.value} multiline={f.multiline} rows={f.name.endsWith(".html") ? 8 : 3} />
          ))}
          <div className="flex flex-wrap items-center gap-4">
            <SubmitButton pendingLabel="Menyimpan…">Simpan halaman</SubmitButton>
            <Link to="/Dashboard/Konten" className="text-sm font-semibold text-primary-ink hover:underline">
              Kembali ke daftar halaman
            </Link>
          </div>
        </AppForm>
      </Card>
    );
  }
  const hub = d.hub ? (
    <Card title="Konten situs">
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" data-testid="content-hub">
        {d.hub.map((h) => (
          <li key={h.kind}>
            <Link to={h.path} className="block h-full rounded-xl border border-slate-200 p-4 hover:border-primary hover:shadow-sm">
              <span className="font-heading font-bold text-dark">{h.label}</span>
              <span className="mt-1 block text-sm text-slate-600">{h.hint}</span>
              <span className="mt-2 block text-xs text-slate-500">
                {h.counts.all} data
                {h.counts.draft ? ` · ${h.counts.draft} draf` : ""}
                {h.counts.scheduled ? ` · ${h.counts.scheduled} terjadwal` : ""}
                {h.counts.trash ? ` · ${h.counts.trash} di Sampah` : ""}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </Card>
  ) : null;
  if (!d.pages.length)
    return (
      hub ?? (
        <EmptyState title="Belum ada halaman" action={{ to: "/Blog", label: "Lihat blog" }}>
          <p>Halaman situs (Tentang Kami, Harga, dan lainnya) yang sudah diisi akan tampil di sini untuk diubah.</p>
        </EmptyState>
      )
    );
  return (
    <div className="grid gap-6">
      {hub}
      <Card title="Halaman situs">
        <p className="mb-4 text-sm text-slate-600">Pilih halaman untuk mengubah teksnya.</p>
        <ul className="divide-y divide-slate-200" data-testid="content-pages">
          {d.pages.map((p) => (
            <li key={p.key} className="flex flex-wrap items-center justify-between gap-2 py-3">
              <div className="min-w-0">
                <p className="font-semibold text-dark">{p.title}</p>
                <p className="text-xs text-slate-500">Diperbarui {p.updatedAt}</p>
              </div>
              <div className="flex gap-4 text-sm font-semibold">
                {p.path ? (
                  <Link to={p.path} className="text-slate-600 hover:text-primary-ink">
                    Lihat
                  </Link>
                ) : null}
                <Link to={`/Dashboard/Konten?halaman=${p.key}`} className="text-primary-ink hover:underline" aria-label={`Ubah ${p.title}`}>
                  Ubah
                </Link>
              </div>
            </li>
          ))}
        </ul>
      </Card>
    </div>
  );
}
