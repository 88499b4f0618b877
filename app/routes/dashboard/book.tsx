import { Form, Link, useNavigation } from "react-router";
import type { Route } from "./+types/book";
import { requireSection } from "../../lib/dashboard.server.ts";
import { formFailure, parseForm } from "../../lib/form.server.ts";
import { Card, SavedNotice } from "../../components/dashboard/Dashboard.tsx";
import { replyErrors, replyFor } from "../../components/form/index.ts";
import { EmptyState } from "../../components/PageHeader.tsx";
import { Stars } from "../../components/book/BookForms.tsx";
import { formatRupiah } from "../../components/catalog/format.ts";
import {
  BOOK_ADMIN_PAGE_SIZE,
  BOOK_ADMIN_TABS,
  BOOK_TAB_LABEL,
  BOOK_TAB_TABLE,
  DONATION_STATUS_LABEL,
  MODERATION_STATUS_LABEL,
  ZBookAdminQuery,
  ZModerateForm,
  type TBookAdminQuery,
} from "../../../src/contracts/book.ts";
import type { TDonationStatus, TModerationStatus } from "../../../src/contracts/external-data.ts";
import { bookPathOf } from "../../../src/domain/book/book.ts";
import { DISC_PROFILES } from "../../../src/domain/book/disc.ts";
import { donationTotal } from "../../../src/domain/external-data/donations.ts";
import { listDisc, listDonations, listForModeration, setStatus } from "../../../src/domain/external-data/moderation.ts";
import { AppError } from "../../../src/kernel/errors.ts";
import { requestOf } from "../../lib/request-context.server.ts";
import { SHORT_DATE_TIME_ID } from "../../../src/kernel/format.ts";

type TRow = {
  id: number;
  createdAt: string;
  name: string | null;
  status: string;
  text: string;
  rating?: number;
  occupation?: string | null;
  amount?: number;
  orderId?: string | null;
  profile?: string;
  scores?: { D: number; I: number; S: number; C: number };
  email?: string | null;
};

/**
 * /Dashboard/Buku: moderation of the book landing page (reviews, aspirations, testimonies wait
 * for approval), the DISC results and the donations, each with a status filter, pages and a CSV.
 */
export async function loader(args: Route.LoaderArgs) {
  await requireSection(args, "dashboard-book");
  const ctx = requestOf(args.context).tenantCtx;
  const q = ZBookAdminQuery.parse(Object.fromEntries(args.url.searchParams));
  const { tenant, services } = requestOf(args.context);
  const bookPath = bookPathOf(tenant.layout, services.product);
  const table = BOOK_TAB_TABLE[q.tab];
  const page = { page: q.halaman, perPage: BOOK_ADMIN_PAGE_SIZE };
  let rows: TRow[] = [];
  let total = 0;
  if (table === "user_disc") {
    const r = await listDisc(ctx, page);
    total = r.total;
    rows = r.items.map((x) => ({
      id: x.id,
      createdAt: x.createdAt.toISOString(),
      name: x.name,
      email: x.email,
      status: "",
      text: "",
      profile: x.profile,
      scores: { D: x.scoreD, I: x.scoreI, S: x.scoreS, C: x.scoreC },
    }));
  } else if (table === "donations") {
    const r = await listDonations(ctx, { ...page, status: (q.status ?? null) as TDonationStatus | null });
    total = r.total;
    rows = r.items.map((x) => ({
      id: x.id,
      createdAt: x.createdAt.toISOString(),
      name: x.name,
      status: x.status,
      text: x.message ?? "",
      amount: x.amount,
      orderId: x.orderId,
    }));
  } else {
    const r = await listForModeration(ctx, table, { ...page, status: (q.status ?? null) as TModerationStatus | null });
    total = r.total;
    rows = r.items.map((raw) => {
      const x = raw as {
        id: number;
        createdAt: Date;
        name: string | null;
        status: string;
        comment?: string;
        message?: string;
        rating?: number;
        occupation?: string | null;
      };
      return {
        id: x.id,
        createdAt: x.createdAt.toISOString(),
        name: x.name,
        status: x.status,
        text: x.comment ?? x.message ?? "",
        rating: x.rating,
        occupation: x.occupation,
      };
    });
  }
  const [pending, paid] = await Promise.all([
    Promise.all(
      (["book_reviews", "aspirations", "testimonies"] as const).map(
        async (t) => (await listForModeration(ctx, t, { status: "pending", page: 1, perPage: 1 })).total,
      ),
    ),
    donationTotal(ctx),
  ]);
  return {
    q,
    bookPath,
    rows,
    total,
    pages: Math.max(1, Math.ceil(total / BOOK_ADMIN_PAGE_SIZE)),
    pending: { ulasan: pending[0]!, aspirasi: pending[1]!, testimoni: pending[2]! } as Partial<Record<string, number>>,
    paid,
  };
}

export async function action(args: Route.ActionArgs) {
  await requireSection(args, "dashboard-book");
  const f = await parseForm(args.request, ZModerateForm);
  if (!f.ok) return f.reply;
  const ctx = requestOf(args.context).tenantCtx;
  try {
    const row = await setStatus(ctx, BOOK_TAB_TABLE[f.value.tab], f.value.id, f.value.status);
    if (!row) throw new AppError("NOT_FOUND", "Data tidak ditemukan.");
    // Approved rows show on the public page, which is served from the per-tenant cache.
    await requestOf(args.context).services.registry.bumpVersion(ctx.tenantId);
    return { ok: `${BOOK_TAB_LABEL[f.value.tab]} #${f.value.id} kini berstatus “${MODERATION_STATUS_LABEL[f.value.status]}”.` };
  } catch (err) {
    if (err instanceof AppError) return formFailure(f.formData, { formError: err.message, status: err.status });
    throw err;
  }
}

const when = (iso: string) => `${SHORT_DATE_TIME_ID.format(new Date(iso))} WIB`;

const BADGE: Record<string, string> = {
  pending: "bg-amber-100 text-amber-900",
  approved: "bg-green-100 text-green-900",
  hidden: "bg-slate-200 text-slate-800",
  paid: "bg-green-100 text-green-900",
  failed: "bg-red-100 text-red-900",
  expired: "bg-slate-200 text-slate-800",
};

function link(q: TBookAdminQuery, extra: Partial<Record<"tab" | "status" | "halaman", string | number | undefined>>) {
  const p = new URLSearchParams();
  const all = { tab: q.tab, status: q.status, halaman: q.halaman, ...extra };
  for (const [k, v] of Object.entries(all))
    if (v !== undefined && v !== "" && !(k === "halaman" && Number(v) === 1) && !(k === "tab" && v === "ulasan")) p.set(k, String(v));
  const s = p.toString();
  return s ? `?${s}` : "?";
}

export default function DashboardBook({ loaderData, actionData }: Route.ComponentProps) {
  const { q, rows, total, pages, pending, paid, bookPath } = loaderData;
  const nav = useNavigation();
  const reply = replyFor(actionData);
  const refused = replyErrors(reply.result);
  const failed = refused.formError ?? Object.values(refused.fields)[0];
  const moderated = q.tab === "ulasan" || q.tab === "aspirasi" || q.tab === "testimoni";
  const statuses: [string, string][] = q.tab === "donasi" ? Object.entries(DONATION_STATUS_LABEL) : moderated ? Object.entries(MODERATION_STATUS_LABEL) : [];
  const exportHref = `/Dashboard/Buku/Ekspor${link(q, { halaman: undefined }).replace(/^\?$/, "")}`;
  if (!bookPath)
    return (
      <EmptyState title="Situs ini tidak memiliki halaman buku">
        Halaman buku ada di situs utama (/Buku) dan situs keluarga Puja Pramudya. Ulasan, aspirasi, tes DISC, testimoni dan donasi dikelola dari dasbor situs
        tersebut.
      </EmptyState>
    );
  return (
    <div className="grid gap-6">
      {reply.ok ? <SavedNotice>{reply.ok}</SavedNotice> : null}
      {failed ? (
        <p role="alert" className="rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-sm font-semibold text-red-800">
          {failed}
        </p>
      ) : null}
      <div className="grid gap-3 sm:grid-cols-4">
        <div className="rounded-2xl border border-slate-200 bg-white p-4">
          <p className="text-2xl font-extrabold text-dark">{formatRupiah(paid.total)}</p>
          <p className="text-sm text-slate-600">Donasi lunas ({paid.count})</p>
        </div>
        {(["ulasan", "aspirasi", "testimoni"] as const).map((t) => (
          <Link
            key={t}
            to={link(q, { tab: t, status: "pending", halaman: 1 })}
            className="rounded-2xl border border-slate-200 bg-white p-4 hover:border-primary"
          >
            <p className="text-2xl font-extrabold text-dark">{pending[t] ?? 0}</p>
            <p className="text-sm text-slate-600">{BOOK_TAB_LABEL[t]} menunggu</p>
          </Link>
        ))}
      </div>

      <nav aria-label="Bagian halaman buku" className="flex flex-wrap gap-2">
        {BOOK_ADMIN_TABS.map((t) => (
          <Link
            key={t}
            to={link(q, { tab: t, status: undefined, halaman: 1 })}
            aria-current={q.tab === t ? "page" : undefined}
            className={`inline-flex min-h-10 items-center rounded-full px-4 text-sm font-semibold ${q.tab === t ? "bg-primary text-on-primary" : "border border-slate-300 bg-white text-slate-700 hover:border-primary"}`}
          >
            {BOOK_TAB_LABEL[t]}
          </Link>
        ))}
        <a href={bookPath} className="ml-auto inline-flex min-h-10 items-center text-sm font-semibold text-primary-ink hover:underline">
          Lihat halaman buku →
        </a>
      </nav>

      <Card title={`${BOOK_TAB_LABEL[q.tab]} (${total})`}>
        <div className="flex flex-wrap items-end justify-between gap-3">
          {statuses.length ? (
            <Form method="get" className="flex flex-wrap items-end gap-2" aria-label="Saring status">
              <input type="hidden" name="tab" value={q.tab} />
              <div>
                <label htmlFor="book-status" className="block text-sm font-semibold text-dark">
                  Status
                </label>
                <select id="book-status" name="status" defaultValue={q.status ?? ""} className="mt-1 rounded-lg border border-slate-300 px-3 py-2">
                  <option value="">Semua status</option>
                  {statuses.map(([v, l]) => (
                    <option key={v} value={v}>
                      {l}
                    </option>
                  ))}
                </select>
              </div>
              <button type="submit" className="min-h-10 rounded-lg border border-primary px-4 font-semibold text-primary-ink">
                Saring
              </button>
            </Form>
          ) : (
            <span />
          )}
          <a href={exportHref} className="inline-flex min-h-10 items-center rounded-lg bg-slate-900 px-4 text-sm font-semibold text-white" download>
            Unduh CSV
          </a>
        </div>

        {rows.length ? (
          <ul className="mt-4 divide-y divide-slate-100" data-testid="book-admin-rows">
            {rows.map((r) => (
              <li key={r.id} className="grid gap-2 py-4 sm:grid-cols-[1fr_auto] sm:items-start">
                <div>
                  <p className="flex flex-wrap items-center gap-2">
                    <span className="font-bold text-dark">{r.name || "Anonim"}</span>
                    {r.occupation ? <span className="text-sm text-slate-600">· {r.occupation}</span> : null}
                    {r.rating ? <Stars value={r.rating} /> : null}
                    {r.status ? (
                      <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${BADGE[r.status] ?? "bg-slate-100"}`}>
                        {moderated ? MODERATION_STATUS_LABEL[r.status as TModerationStatus] : (DONATION_STATUS_LABEL[r.status] ?? r.status)}
                      </span>
                    ) : null}
                    <span className="text-xs text-slate-500">
                      #{r.id} · {when(r.createdAt)}
                    </span>
                  </p>
                  {r.amount !== undefined ? (
                    <p className="mt-1 text-sm text-slate-700">
                      <strong className="text-dark">{formatRupiah(r.amount)}</strong>
                      {r.orderId ? ` · pesanan ${r.orderId}` : ""}
                    </p>
                  ) : null}
                  {r.profile && r.scores ? (
                    <p className="mt-1 text-sm text-slate-700">
                      Profil <strong className="text-dark">{r.profile}</strong> ({DISC_PROFILES[r.profile[0] as "D"]?.name}) · D {r.scores.D} · I {r.scores.I} ·
                      S {r.scores.S} · C {r.scores.C}
                      {r.email ? ` · ${r.email}` : ""}
                    </p>
                  ) : null}
                  {r.text ? <p className="mt-1 whitespace-pre-line text-sm text-slate-700">{r.text}</p> : null}
                </div>
                {moderated ? (
                  <div className="flex gap-2">
                    {r.status !== "approved" ? (
                      <Form method="post">
                        <input type="hidden" name="tab" value={q.tab} />
                        <input type="hidden" name="id" value={r.id} />
                        <input type="hidden" name="status" value="approved" />
                        <button
                          type="submit"
                          disabled={nav.state !== "idle"}
                          className="min-h-10 rounded-lg bg-green-700 px-3 text-sm font-semibold text-white hover:bg-green-800 disabled:opacity-60"
                          aria-label={`Tampilkan ${BOOK_TAB_LABEL[q.tab].toLowerCase()} #${r.id} dari ${r.name || "Anonim"}`}
                        >
                          Tampilkan
                        </button>
                      </Form>
                    ) : null}
                    {r.status !== "hidden" ? (
                      <Form method="post">
                        <input type="hidden" name="tab" value={q.tab} />
                        <input type="hidden" name="id" value={r.id} />
                        <input type="hidden" name="status" value="hidden" />
                        <button
                          type="submit"
                          disabled={nav.state !== "idle"}
                          className="min-h-10 rounded-lg border border-slate-300 px-3 text-sm font-semibold text-slate-800 hover:border-red-600 hover:text-red-700 disabled:opacity-60"
                          aria-label={`Sembunyikan ${BOOK_TAB_LABEL[q.tab].toLowerCase()} #${r.id} dari ${r.name || "Anonim"}`}
                        >
                          Sembunyikan
                        </button>
                      </Form>
                    ) : null}
                  </div>
                ) : null}
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-4 rounded-xl border border-dashed border-slate-300 p-6 text-center text-slate-600">Belum ada data untuk saringan ini.</p>
        )}

        {pages > 1 ? (
          <nav aria-label="Halaman" className="mt-4 flex items-center justify-between text-sm">
            {q.halaman > 1 ? (
              <Link to={link(q, { halaman: q.halaman - 1 })} className="font-semibold text-primary-ink" rel="prev">
                ‹ Sebelumnya
              </Link>
            ) : (
              <span />
            )}
            <span className="text-slate-600">
              Halaman {q.halaman} dari {pages}
            </span>
            {q.halaman < pages ? (
              <Link to={link(q, { halaman: q.halaman + 1 })} className="font-semibold text-primary-ink" rel="next">
                Berikutnya ›
              </Link>
            ) : (
              <span />
            )}
          </nav>
        ) : null}
      </Card>
    </div>
  );
}
