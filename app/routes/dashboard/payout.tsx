import { Form, Link, useNavigation } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/payout";
import { Card, SavedNotice } from "../../components/dashboard/Dashboard.tsx";
import { formatDateTime, formatRupiah } from "../../components/catalog/format.ts";
import {
  AppForm,
  ErrorIcon,
  ErrorSummary,
  SubmitButton,
  TextField,
  inputClass,
  invalidInputClass,
  replyFor,
  typedValue,
  useAppForm,
  type TFormReply,
} from "../../components/form/index.ts";
import { requireSection } from "../../lib/dashboard.server.ts";
import { formFailure, formSuccess, parseForm } from "../../lib/form.server.ts";
import { asRouteError } from "../../lib/identity.server.ts";
import { AppError } from "../../../src/kernel/errors.ts";
import { can, requirePermission } from "../../../src/domain/identity/permissions.ts";
import { BANKS } from "../../../src/domain/payments/banks.ts";
import {
  decidePayout,
  listPayouts,
  myBalance,
  requestPayout,
  ZPayoutListQuery,
  ZPayoutReject,
  ZPayoutRequestForm,
} from "../../../src/domain/payments/payouts.ts";
import { MIN_PAYOUT, PAYOUT_LABEL, PAYOUT_STATES } from "../../../src/domain/payments/constants.ts";
import { requestOf } from "../../lib/request-context.server.ts";

const ZDecision = z.object({ id: z.coerce.number().int().positive("ID payout tidak valid.") });

/**
 * /Dashboard/Payout. Mentors: the balance from the ledger, a request form (amount ≤ available,
 * bank or e-wallet, account number and name) and their history. Admin/finance (payout.approve):
 * the queue filtered by status, bank and search, approve, mark transferred, reject with a
 * reason, and the CSV of the filtered queue.
 */
export async function loader(args: Route.LoaderArgs) {
  const viewer = await requireSection(args, "dashboard-payout");
  const ctx = requestOf(args.context).tenantCtx;
  const p = args.url.searchParams;
  const canRequest = can(viewer.role, "payout.request");
  const canDecide = can(viewer.role, "payout.approve");
  const parsed = ZPayoutListQuery.safeParse({
    page: p.get("halaman") || 1,
    perPage: 10,
    status: p.get("status") || undefined,
    bank: p.get("bank") || undefined,
    search: p.get("q") || undefined,
  });
  const filters = parsed.success ? parsed.data : ZPayoutListQuery.parse({});
  const [balance, mine, queue] = await Promise.all([
    canRequest ? myBalance(ctx, viewer.userId) : null,
    canRequest ? listPayouts(ctx, { page: canDecide ? 1 : filters.page, perPage: 10 }, viewer.userId) : null,
    canDecide ? listPayouts(ctx, filters) : null,
  ]);
  return {
    balance,
    mine,
    queue,
    filters: { status: filters.status ?? "", bank: filters.bank ?? "", q: filters.search ?? "" },
    banks: BANKS.map((b) => ({ code: b.code, name: b.name, kind: b.kind })),
    defaultName: viewer.name,
  };
}

export async function action(args: Route.ActionArgs) {
  const viewer = await requireSection(args, "dashboard-payout");
  const ctx = requestOf(args.context).tenantCtx;
  const formData = await args.request.formData().catch(() => new FormData());
  const intent = String(formData.get("intent") ?? "");
  try {
    if (intent === "request") {
      requirePermission(viewer, "payout.request");
      const f = await parseForm(formData, ZPayoutRequestForm);
      if (!f.ok) return f.reply;
      try {
        const row = await requestPayout(ctx, viewer.userId, f.value);
        return formSuccess(`Payout ${formatRupiah(row.amount)} diajukan. Admin akan memeriksanya.`, "request");
      } catch (err) {
        if (err instanceof AppError && err.code === "UNPROCESSABLE") return formFailure(formData, { fields: { amount: err.message } });
        if (err instanceof AppError && err.code === "FORBIDDEN") return formFailure(formData, { formError: err.message, status: 403 });
        throw err;
      }
    }
    if (intent === "approve" || intent === "pay" || intent === "reject") {
      requirePermission(viewer, intent === "reject" ? "payout.reject" : "payout.approve");
      const f = await parseForm(formData, intent === "reject" ? ZPayoutReject : ZDecision);
      if (!f.ok) return f.reply;
      const v = f.value as { id: number; reason?: string };
      try {
        const row = await decidePayout(ctx, viewer.userId, v.id, intent, v.reason ?? "");
        return formSuccess(`Payout #${row.id} ${intent === "approve" ? "disetujui" : intent === "pay" ? "ditandai sudah ditransfer" : "ditolak"}.`, "decide");
      } catch (err) {
        if (err instanceof AppError && (err.code === "CONFLICT" || err.code === "NOT_FOUND"))
          return formFailure(formData, { formError: err.message, status: err.status });
        throw err;
      }
    }
    return formFailure(formData, { formError: "Tindakan tidak dikenal. Muat ulang halaman, lalu coba lagi." });
  } catch (err) {
    throw asRouteError(err, args.request);
  }
}

const BADGE: Record<string, string> = {
  requested: "bg-amber-100 text-amber-900",
  approved: "bg-sky-100 text-sky-800",
  paid: "bg-green-100 text-green-800",
  rejected: "bg-red-100 text-red-800",
};

export default function DashboardPayout({ loaderData: d, actionData }: Route.ComponentProps) {
  const reply = replyFor(actionData);
  const sentIntent = reply.intent;
  return (
    <>
      {d.balance ? <MentorPanel d={d} reply={sentIntent === "request" ? reply : {}} /> : null}
      {d.queue ? <AdminQueue d={d} reply={sentIntent && sentIntent !== "request" ? reply : {}} /> : null}
    </>
  );
}

type TData = Route.ComponentProps["loaderData"];
type TReply = TFormReply<Route.ComponentProps["actionData"]>;

function MentorPanel({ d, reply }: { d: TData; reply: TReply }) {
  const b = d.balance!;
  const { form, fields } = useAppForm<{ amount: string; bankCode: string; accountNumber: string; accountName: string }>({
    id: "payout",
    result: reply?.result,
    defaultValue: { accountName: d.defaultName },
  });
  const bankError = fields.bankCode.errors?.[0];
  return (
    <>
      <section aria-label="Saldo" className="grid gap-4 sm:grid-cols-3">
        {[
          ["Saldo tersedia", b.available, "text-primary-ink", "balance-available"],
          ["Sedang diproses", b.inProcess, "text-amber-700", "balance-process"],
          ["Sudah ditransfer", b.paidOut, "text-green-700", "balance-paid"],
        ].map(([label, value, color, id]) => (
          <div key={id as string} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
            <p className="text-sm text-slate-500">{label}</p>
            <p className={`mt-1 text-2xl font-extrabold ${color}`} data-testid={id as string}>
              {formatRupiah(value as number)}
            </p>
          </div>
        ))}
      </section>
      <Card title="Ajukan payout">
        {b.mentorId === null ? (
          <p className="text-sm text-slate-600">
            Akun Anda belum terhubung dengan profil mentor di situs ini, jadi belum ada bagian penjualan yang masuk ke saldo. Hubungi admin situs.
          </p>
        ) : (
          <>
            {reply?.ok ? <SavedNotice>{reply.ok}</SavedNotice> : null}
            <AppForm form={form} result={reply?.result} className="grid gap-4 sm:grid-cols-2">
              <input type="hidden" name="intent" value="request" />
              <TextField
                field={fields.amount}
                label="Jumlah (Rp)"
                inputMode="numeric"
                autoComplete="off"
                placeholder="50.000"
                required
                hint={`Minimal ${formatRupiah(MIN_PAYOUT)}, maksimal saldo tersedia ${formatRupiah(b.available)}.`}
              />
              <div>
                <label htmlFor="payout-bankCode" className="block text-sm font-semibold text-dark">
                  Bank atau dompet digital
                </label>
                <select
                  id="payout-bankCode"
                  name="bankCode"
                  required
                  defaultValue={typedValue(reply.result, "bankCode")}
                  aria-invalid={bankError ? true : undefined}
                  aria-describedby={bankError ? "payout-bankCode-error" : undefined}
                  className={bankError ? invalidInputClass : inputClass}
                >
                  <option value="">Pilih…</option>
                  <optgroup label="Bank">
                    {d.banks
                      .filter((x) => x.kind === "bank")
                      .map((x) => (
                        <option key={x.code} value={x.code}>
                          {x.name} ({x.code})
                        </option>
                      ))}
                  </optgroup>
                  <optgroup label="Dompet digital">
                    {d.banks
                      .filter((x) => x.kind === "ewallet")
                      .map((x) => (
                        <option key={x.code} value={x.code}>
                          {x.name}
                        </option>
                      ))}
                  </optgroup>
                </select>
                {bankError ? (
                  <p id="payout-bankCode-error" className="mt-1 flex items-start gap-1.5 text-sm font-medium text-red-700">
                    <ErrorIcon />
                    <span>{bankError}</span>
                  </p>
                ) : null}
              </div>
              <TextField field={fields.accountNumber} label="Nomor rekening / nomor HP dompet" inputMode="numeric" autoComplete="off" required />
              <TextField field={fields.accountName} label="Nama pemilik rekening" autoComplete="name" required />
              <div className="sm:col-span-2">
                <SubmitButton pendingLabel="Mengajukan…">Ajukan Payout</SubmitButton>
              </div>
            </AppForm>
          </>
        )}
      </Card>
      <Card title="Riwayat payout">
        {d.mine?.items.length ? <PayoutList items={d.mine.items} /> : <p className="text-sm text-slate-600">Belum ada pengajuan payout.</p>}
      </Card>
    </>
  );
}

function PayoutList({ items }: { items: NonNullable<TData["mine"]>["items"] }) {
  return (
    <ul className="divide-y divide-slate-100" data-testid="payout-history">
      {items.map((p) => (
        <li key={p.id} className="flex flex-wrap items-center justify-between gap-2 py-3 text-sm">
          <span>
            <span className="font-semibold text-dark">{formatRupiah(p.amount)}</span> · {p.bankName} {p.accountNumber}
            <span className="block text-xs text-slate-500">
              {formatDateTime(p.createdAt)}
              {p.reason ? ` · Alasan: ${p.reason}` : ""}
            </span>
          </span>
          <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${BADGE[p.status]}`}>{p.statusLabel}</span>
        </li>
      ))}
    </ul>
  );
}

function AdminQueue({ d, reply }: { d: TData; reply: TReply }) {
  const q = d.queue!;
  const nav = useNavigation();
  const f = d.filters;
  const qs = (extra: Record<string, string | number>) => {
    const u = new URLSearchParams();
    if (f.status) u.set("status", f.status);
    if (f.bank) u.set("bank", f.bank);
    if (f.q) u.set("q", f.q);
    for (const [k, v] of Object.entries(extra)) u.set(k, String(v));
    const s = u.toString();
    return s ? `?${s}` : "";
  };
  return (
    <Card title="Antrean payout">
      {reply?.ok ? <SavedNotice>{reply.ok}</SavedNotice> : null}
      <ErrorSummary result={reply?.result} formId="keputusan" />
      <Form method="get" className="grid gap-3 sm:grid-cols-[1fr_1fr_2fr_auto] sm:items-end" aria-label="Saring payout">
        <label className="text-sm font-semibold text-dark">
          Status
          <select name="status" defaultValue={f.status} className={inputClass}>
            <option value="">Semua</option>
            {PAYOUT_STATES.map((s) => (
              <option key={s} value={s}>
                {PAYOUT_LABEL[s]}
              </option>
            ))}
          </select>
        </label>
        <label className="text-sm font-semibold text-dark">
          Bank
          <select name="bank" defaultValue={f.bank} className={inputClass}>
            <option value="">Semua</option>
            {d.banks.map((b) => (
              <option key={b.code} value={b.code}>
                {b.name}
              </option>
            ))}
          </select>
        </label>
        <label className="text-sm font-semibold text-dark">
          Cari
          <input type="search" name="q" defaultValue={f.q} placeholder="Nama, email, atau nomor rekening" className={inputClass} />
        </label>
        <button type="submit" className="h-11 rounded-full bg-primary px-5 font-semibold text-on-primary">
          Terapkan
        </button>
      </Form>
      <div className="mt-4 flex flex-wrap items-center justify-between gap-2 text-sm text-slate-600">
        <p>
          {q.totalItems} payout{f.status || f.bank || f.q ? " sesuai saringan" : ""}
        </p>
        <a href={`/Dashboard/Payout/Ekspor${qs({})}`} className="font-semibold text-primary-ink hover:underline" download>
          Unduh CSV
        </a>
      </div>
      {q.items.length === 0 ? (
        <p className="mt-4 rounded-lg bg-slate-50 px-4 py-6 text-center text-sm text-slate-600">
          Tidak ada payout{f.status || f.bank || f.q ? " yang sesuai saringan" : ""}.
        </p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-100" data-testid="payout-queue">
          {q.items.map((p) => {
            const busy = nav.state !== "idle" && nav.formData?.get("id") === String(p.id);
            return (
              <li key={p.id} className="py-4">
                <div className="flex flex-wrap items-start justify-between gap-3">
                  <div className="min-w-0 text-sm">
                    <p className="font-semibold text-dark">
                      #{p.id} · {formatRupiah(p.amount)} · {p.userName}
                    </p>
                    <p className="text-slate-600">
                      {p.bankName} ({p.bankCode}) · {p.accountNumber} a.n. {p.accountName}
                    </p>
                    <p className="text-xs text-slate-500">
                      {formatDateTime(p.createdAt)} · {p.userEmail}
                      {p.reason ? ` · Alasan: ${p.reason}` : ""}
                    </p>
                  </div>
                  <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${BADGE[p.status]}`}>{p.statusLabel}</span>
                </div>
                {p.status === "requested" || p.status === "approved" ? (
                  <div className="mt-3 flex flex-wrap items-start gap-2">
                    <Form method="post">
                      <input type="hidden" name="id" value={p.id} />
                      <button
                        type="submit"
                        name="intent"
                        value={p.status === "requested" ? "approve" : "pay"}
                        disabled={busy}
                        className="h-10 rounded-full bg-primary px-4 text-sm font-semibold text-on-primary disabled:opacity-60"
                        aria-label={`${p.status === "requested" ? "Setujui" : "Tandai sudah ditransfer"} payout #${p.id}`}
                      >
                        {p.status === "requested" ? "Setujui" : "Tandai sudah ditransfer"}
                      </button>
                    </Form>
                    <details className="group rounded-xl border border-red-200 open:w-full open:p-3 sm:open:w-auto">
                      <summary className="flex h-10 cursor-pointer list-none items-center rounded-full px-4 text-sm font-semibold text-red-700 group-open:px-0">
                        Tolak…
                      </summary>
                      <Form method="post" className="mt-2 grid gap-2 sm:w-96">
                        <input type="hidden" name="id" value={p.id} />
                        <label htmlFor={`alasan-${p.id}`} className="text-sm font-semibold text-dark">
                          Alasan menolak payout #{p.id}
                        </label>
                        <textarea id={`alasan-${p.id}`} name="reason" rows={2} required minLength={5} maxLength={500} className={inputClass} />
                        <button
                          type="submit"
                          name="intent"
                          value="reject"
                          disabled={busy}
                          className="h-10 rounded-full bg-red-600 px-4 text-sm font-semibold text-white disabled:opacity-60"
                        >
                          Ya, tolak payout ini
                        </button>
                      </Form>
                    </details>
                  </div>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
      {q.totalPages > 1 ? (
        <nav aria-label="Halaman antrean payout" className="mt-4 flex items-center justify-between text-sm">
          {q.page > 1 ? (
            <Link to={qs({ halaman: q.page - 1 })} className="font-semibold text-primary-ink">
              ‹ Sebelumnya
            </Link>
          ) : (
            <span />
          )}
          <span className="text-slate-500">
            Halaman {q.page} dari {q.totalPages}
          </span>
          {q.page < q.totalPages ? (
            <Link to={qs({ halaman: q.page + 1 })} className="font-semibold text-primary-ink">
              Berikutnya ›
            </Link>
          ) : (
            <span />
          )}
        </nav>
      ) : null}
    </Card>
  );
}
