import { Form, Link, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/payments";
import { EmptyState } from "../../components/PageHeader.tsx";
import { Card } from "../../components/dashboard/Dashboard.tsx";
import { formatDateTime, formatRupiah } from "../../components/catalog/format.ts";
import { ErrorSummary, useFormReply } from "../../components/form/index.ts";
import { requireSection } from "../../lib/dashboard.server.ts";
import { formFailure } from "../../lib/form.server.ts";
import { asRouteError } from "../../lib/identity.server.ts";
import { AppError } from "../../../src/kernel/errors.ts";
import { getMyInvoice, invoiceView, listMyInvoices, repay } from "../../../src/domain/payments/invoices.ts";
import { payerOf, paymentContext } from "../payments/payments.server.ts";
import { requestOf } from "../../lib/request-context.server.ts";

const PER_PAGE = 10;
const ORDER = /^[A-Za-z0-9._-]{1,80}$/;

/** /Dashboard/Pembayaran: the learner's invoices (status, pay, pay again) and the receipt of a paid one. */
export async function loader(args: Route.LoaderArgs) {
  const viewer = await requireSection(args, "dashboard-payments");
  const { ctx } = paymentContext(args.context);
  const page = Math.max(1, Math.min(1000, Number.parseInt(args.url.searchParams.get("halaman") ?? "1", 10) || 1));
  const list = await listMyInvoices(ctx, viewer.userId, page, PER_PAGE);
  const order = args.url.searchParams.get("order") ?? "";
  const receipt = ORDER.test(order) ? await getMyInvoice(ctx, viewer.userId, order).then(invoiceView, () => null) : null;
  return { ...list, receipt, payer: { name: viewer.name, email: viewer.email }, site: requestOf(args.context).tenant.name };
}

/** "Bayar Ulang" on an expired or failed invoice: a new invoice, then off to the gateway. */
export async function action(args: Route.ActionArgs) {
  const viewer = await requireSection(args, "dashboard-payments");
  const form = await args.request.formData().catch(() => new FormData());
  const orderId = String(form.get("orderId") ?? "");
  if (!ORDER.test(orderId)) return formFailure(form, { formError: "Nomor pesanan tidak valid." });
  const { ctx, gateway, opts } = paymentContext(args.context);
  try {
    const old = await getMyInvoice(ctx, viewer.userId, orderId);
    const res = await repay(ctx, gateway, payerOf(viewer), old.itemKey, opts);
    return redirect(res.invoice.checkoutUrl, { headers: { "Cache-Control": "no-store" } });
  } catch (err) {
    if (err instanceof AppError && err.code !== "UNAUTHENTICATED" && err.code !== "INTERNAL")
      return formFailure(form, { formError: err.message, status: err.status });
    throw asRouteError(err, args.request);
  }
}

const BADGE: Record<string, string> = {
  paid: "bg-green-100 text-green-800",
  pending: "bg-amber-100 text-amber-900",
  failed: "bg-red-100 text-red-800",
  expired: "bg-slate-200 text-slate-700",
  refunded: "bg-sky-100 text-sky-800",
};

export default function DashboardPayments({ loaderData: d }: Route.ComponentProps) {
  const reply = useFormReply();
  const nav = useNavigation();
  if (d.totalItems === 0)
    return (
      <EmptyState title="Belum ada pembayaran" action={{ to: "/Class", label: "Lihat kelas" }}>
        <p>Riwayat tagihan dan pembayaran kelas Anda akan tampil di sini setelah Anda mendaftar kelas atau kursus berbayar.</p>
      </EmptyState>
    );
  return (
    <>
      {d.receipt && d.receipt.status === "paid" ? <Receipt r={d.receipt} payer={d.payer} site={d.site} /> : null}
      <ErrorSummary result={reply?.result} formId="bayar-ulang" />
      <Card title="Tagihan dan pembayaran">
        <ul className="divide-y divide-slate-100" data-testid="invoices">
          {d.items.map((i) => {
            const busy = nav.state !== "idle" && nav.formData?.get("orderId") === i.orderId;
            return (
              <li key={i.orderId} className="flex flex-col gap-3 py-4 sm:flex-row sm:items-center sm:justify-between">
                <div className="min-w-0">
                  <p className="font-semibold text-dark">{i.itemTitle}</p>
                  <p className="mt-0.5 text-sm text-slate-500">
                    {formatDateTime(i.createdAt)} · <span className="font-mono text-xs">{i.orderId}</span>
                  </p>
                  <p className="mt-1 flex flex-wrap items-center gap-2 text-sm">
                    <span className="font-bold text-dark">{formatRupiah(i.amount)}</span>
                    <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${BADGE[i.status] ?? BADGE.expired}`}>{i.statusLabel}</span>
                    {i.status === "pending" ? <span className="text-xs text-slate-500">bayar sebelum {formatDateTime(i.expiresAt)}</span> : null}
                  </p>
                </div>
                <div className="flex shrink-0 gap-2">
                  {i.status === "pending" && i.checkoutUrl ? (
                    <a href={i.checkoutUrl} className="inline-flex h-10 items-center rounded-full bg-primary px-5 text-sm font-semibold text-on-primary">
                      Bayar
                    </a>
                  ) : null}
                  {i.status === "failed" || i.status === "expired" ? (
                    <Form method="post">
                      <input type="hidden" name="orderId" value={i.orderId} />
                      <button
                        type="submit"
                        disabled={busy}
                        className="inline-flex h-10 items-center rounded-full bg-primary px-5 text-sm font-semibold text-on-primary disabled:opacity-60"
                        aria-label={`Bayar ulang ${i.itemTitle}`}
                      >
                        {busy ? "Membuat tagihan…" : "Bayar Ulang"}
                      </button>
                    </Form>
                  ) : null}
                  {i.status === "paid" ? (
                    <Link
                      to={`?order=${encodeURIComponent(i.orderId)}${d.page > 1 ? `&halaman=${d.page}` : ""}`}
                      className="inline-flex h-10 items-center rounded-full border border-primary px-5 text-sm font-semibold text-primary-ink"
                      aria-label={`Kuitansi ${i.itemTitle}`}
                    >
                      Kuitansi
                    </Link>
                  ) : null}
                </div>
              </li>
            );
          })}
        </ul>
        {d.totalPages > 1 ? (
          <nav aria-label="Halaman tagihan" className="mt-4 flex items-center justify-between text-sm">
            {d.page > 1 ? (
              <Link to={`?halaman=${d.page - 1}`} className="font-semibold text-primary-ink">
                ‹ Sebelumnya
              </Link>
            ) : (
              <span />
            )}
            <span className="text-slate-500">
              Halaman {d.page} dari {d.totalPages}
            </span>
            {d.page < d.totalPages ? (
              <Link to={`?halaman=${d.page + 1}`} className="font-semibold text-primary-ink">
                Berikutnya ›
              </Link>
            ) : (
              <span />
            )}
          </nav>
        ) : null}
      </Card>
    </>
  );
}

function Receipt({
  r,
  payer,
  site,
}: {
  r: { orderId: string; itemTitle: string; amount: number; paidAt: string | null; payMethod: string; gateway: string };
  payer: { name: string; email: string };
  site: string;
}) {
  return (
    <section aria-labelledby="kuitansi" className="rounded-2xl border border-green-200 bg-white p-6 shadow-sm" data-testid="receipt">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id="kuitansi" className="font-heading text-lg font-bold text-dark">
            Kuitansi Pembayaran
          </h2>
          <p className="text-sm text-slate-500">{site}</p>
        </div>
        <span className="rounded-full bg-green-100 px-3 py-1 text-xs font-bold text-green-800">LUNAS</span>
      </div>
      <dl className="mt-4 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
        {[
          ["Nomor pesanan", r.orderId],
          ["Diterima dari", `${payer.name} (${payer.email})`],
          ["Untuk pembayaran", r.itemTitle],
          ["Jumlah", formatRupiah(r.amount)],
          ["Tanggal bayar", r.paidAt ? formatDateTime(r.paidAt) : "-"],
          ["Metode", r.payMethod || r.gateway],
        ].map(([k, v]) => (
          <div key={k}>
            <dt className="text-slate-500">{k}</dt>
            <dd className="font-semibold text-dark">{v}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-4 text-xs text-slate-500">Kuitansi ini juga dikirim ke email Anda.</p>
    </section>
  );
}
