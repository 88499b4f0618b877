import { Form, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/payment-status";
import { PageHeader } from "../../components/PageHeader.tsx";
import { Sections } from "../../components/content/Sections.tsx";
import { SmartLink } from "../../components/SmartLink.tsx";
import { formatDateTime, formatRupiah } from "../../components/catalog/format.ts";
import { ErrorSummary, useFormReply } from "../../components/form/index.ts";
import { read } from "../../lib/cached-read.server.ts";
import { getPage } from "../../lib/content.server.ts";
import { formFailure } from "../../lib/form.server.ts";
import { asRouteError, getViewer, requireViewer } from "../../lib/identity.server.ts";
import { requireEntry } from "../../lib/page-route.ts";
import { AppError } from "../../../src/kernel/errors.ts";
import { getMyInvoice, invoiceView, repay } from "../../../src/domain/payments/invoices.ts";
import { NO_STORE, nextStepOf, payerOf, paymentContext, toGateway } from "./payments.server.ts";

const ORDER = /^[A-Za-z0-9._-]{1,80}$/;

/**
 * /Payment-Status/Success and /Payment-Status/Error: the page text staff edit (content pages
 * payment-success / payment-error) plus, for the signed-in payer's `order_id`, the invoice and
 * what to do next — start learning, or pay again (repay issues a new invoice).
 */
export async function loader({ request, context, url, params, pattern }: Route.LoaderArgs) {
  const { entry } = requireEntry({ pattern, params });
  const success = entry.id === "payment-success";
  const page = await read(context, getPage, entry.id, url.host);
  const orderId = url.searchParams.get("order_id") ?? "";
  let inv: ReturnType<typeof invoiceView> | null = null;
  let next: { to: string; label: string } | null = null;
  if (ORDER.test(orderId)) {
    const viewer = await getViewer(request, context);
    if (viewer) {
      const { ctx } = paymentContext(context);
      const row = await getMyInvoice(ctx, viewer.userId, orderId).catch(() => null);
      if (row) {
        inv = invoiceView(row);
        next = await nextStepOf(ctx, viewer.userId, row.itemKind, row.itemKey);
        // The payer landed on the wrong one of the two pages (e.g. an old link): send them to the right one.
        if (success && inv.status !== "paid" && inv.status !== "pending")
          throw redirect(`/Payment-Status/Error?order_id=${encodeURIComponent(orderId)}`, { headers: NO_STORE });
        if (!success && inv.status === "paid") throw redirect(`/Payment-Status/Success?order_id=${encodeURIComponent(orderId)}`, { headers: NO_STORE });
      }
    }
  }
  return { success, title: page?.title ?? entry.title, lead: page?.lead || entry.lead, sections: page?.sections ?? [], inv, next };
}

export function meta({ data }: Route.MetaArgs) {
  return [{ title: data?.title ?? "Status Pembayaran" }, { name: "robots", content: "noindex, follow" }];
}

/** "Bayar Ulang": a new invoice for the failed or expired one, then off to the gateway. */
export async function action({ request, context, url }: Route.ActionArgs) {
  const viewer = await requireViewer(request, context, url);
  const form = await request.formData().catch(() => new FormData());
  const orderId = String(form.get("orderId") ?? "");
  if (!ORDER.test(orderId)) return formFailure(form, { formError: "Nomor pesanan tidak valid." });
  const { ctx, gateway, opts } = paymentContext(context);
  try {
    const old = await getMyInvoice(ctx, viewer.userId, orderId);
    const res = await repay(ctx, gateway, payerOf(viewer), old.itemKey, opts);
    return toGateway(res.invoice.checkoutUrl);
  } catch (err) {
    if (err instanceof AppError && err.status < 500 && err.code !== "UNAUTHENTICATED") return formFailure(form, { formError: err.message, status: err.status });
    if (err instanceof AppError && err.code === "UNAVAILABLE") return formFailure(form, { formError: err.message, status: 503 });
    throw asRouteError(err, request);
  }
}

export default function PaymentStatus({ loaderData: d }: Route.ComponentProps) {
  const reply = useFormReply();
  const nav = useNavigation();
  const busy = nav.state !== "idle" && nav.formMethod === "POST";
  const inv = d.inv;
  return (
    <>
      <PageHeader title={d.title} lead={d.lead} />
      {inv ? (
        <div className="mx-auto max-w-3xl px-4 pt-10 sm:px-6">
          <section
            aria-labelledby="status-tagihan"
            data-testid="payment-status"
            className={`rounded-2xl border p-6 shadow-sm ${inv.status === "paid" ? "border-green-200 bg-green-50" : inv.status === "pending" ? "border-amber-200 bg-amber-50" : "border-red-200 bg-red-50"}`}
          >
            <h2 id="status-tagihan" className="text-xl font-bold text-dark">
              {inv.status === "paid"
                ? `Pembayaran ${inv.itemTitle} berhasil`
                : inv.status === "pending"
                  ? "Pembayaran masih menunggu konfirmasi"
                  : inv.status === "expired"
                    ? "Tagihan sudah kedaluwarsa"
                    : inv.status === "refunded"
                      ? "Pembayaran sudah dikembalikan"
                      : "Pembayaran gagal"}
            </h2>
            <dl className="mt-4 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
              <Item k="Nomor pesanan" v={inv.orderId} />
              <Item k="Untuk" v={inv.itemTitle} />
              <Item k="Jumlah" v={formatRupiah(inv.amount)} />
              <Item k="Status" v={inv.statusLabel} />
              {inv.paidAt ? (
                <Item k="Dibayar" v={formatDateTime(inv.paidAt)} />
              ) : inv.status === "pending" ? (
                <Item k="Batas bayar" v={formatDateTime(inv.expiresAt)} />
              ) : null}
              {inv.payMethod ? <Item k="Metode" v={inv.payMethod} /> : null}
            </dl>
            {inv.status === "paid" ? (
              <div className="mt-6 flex flex-wrap gap-3">
                {d.next ? (
                  <SmartLink
                    to={d.next.to}
                    className="inline-flex h-12 items-center rounded-xl bg-primary px-6 font-semibold text-on-primary shadow hover:opacity-90"
                  >
                    {d.next.label}
                  </SmartLink>
                ) : null}
                <SmartLink
                  to={`/Dashboard/Pembayaran?order=${encodeURIComponent(inv.orderId)}`}
                  className="inline-flex h-12 items-center rounded-xl border border-primary px-6 font-semibold text-primary-ink"
                >
                  Lihat kuitansi
                </SmartLink>
              </div>
            ) : inv.status === "pending" ? (
              <a
                href={`/CallbackPayment?order_id=${encodeURIComponent(inv.orderId)}`}
                className="mt-6 inline-flex h-12 items-center rounded-xl bg-primary px-6 font-semibold text-on-primary"
              >
                Periksa status
              </a>
            ) : inv.status !== "refunded" ? (
              <Form method="post" className="mt-6">
                <ErrorSummary result={reply?.result} formId="bayar-ulang" />
                <input type="hidden" name="orderId" value={inv.orderId} />
                <p className="mb-3 text-sm text-slate-700">
                  Belum ada uang yang kami terima untuk tagihan ini. Buat tagihan baru dan coba metode pembayaran lain.
                </p>
                <button
                  type="submit"
                  disabled={busy}
                  className="inline-flex h-12 items-center rounded-xl bg-primary px-6 font-semibold text-on-primary shadow hover:opacity-90 disabled:opacity-60"
                >
                  {busy ? "Membuat tagihan baru…" : "Bayar Ulang"}
                </button>
              </Form>
            ) : null}
          </section>
        </div>
      ) : null}
      {d.sections.length ? <Sections sections={d.sections} /> : null}
    </>
  );
}

function Item({ k, v }: { k: string; v: string }) {
  return (
    <div className="flex justify-between gap-3 border-b border-black/5 pb-1.5 sm:block sm:border-0">
      <dt className="text-slate-600">{k}</dt>
      <dd className="font-semibold text-dark">{v}</dd>
    </div>
  );
}
