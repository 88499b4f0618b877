import { redirect } from "react-router";
import type { Route } from "./+types/callback-payment";
import { PageHeader } from "../../components/PageHeader.tsx";
import { formatDateTime, formatRupiah } from "../../components/catalog/format.ts";
import { requireViewer } from "../../lib/identity.server.ts";
import { notFound, orNotFound } from "../../lib/page-route.ts";
import { findInvoice, getMyInvoice, invoiceView } from "../../../src/domain/payments/invoices.ts";
import { bookPathOf } from "../../../src/domain/book/book.ts";
import { DONATION_ITEM_KIND } from "../../../src/domain/book/donation-state.ts";
import { NO_STORE, paymentContext } from "./payments.server.ts";
import { requestOf } from "../../lib/request-context.server.ts";

/**
 * /CallbackPayment?order_id=…: where every gateway sends the payer back. Paid → the success page,
 * failed or expired → the error page; still pending (the gateway's callback has not arrived
 * yet) → this page, which checks again every few seconds.
 */
export async function loader({ request, context, url }: Route.LoaderArgs) {
  const orderId = url.searchParams.get("order_id") ?? "";
  if (!/^[A-Za-z0-9._-]{1,80}$/.test(orderId)) notFound("Nomor pesanan tidak valid.");
  const { ctx } = paymentContext(context);
  // A donation needs no account: its payer goes back to the book page, which shows its state.
  const donation = await findInvoice(ctx, orderId);
  if (donation?.itemKind === DONATION_ITEM_KIND) {
    const { tenant, services } = requestOf(context);
    const book = bookPathOf(tenant.layout, services.product) ?? "/";
    throw redirect(`${book}?donasi=${encodeURIComponent(orderId)}#donasi`, { headers: NO_STORE });
  }
  const viewer = await requireViewer(request, context, url);
  const inv = invoiceView(await orNotFound(getMyInvoice(ctx, viewer.userId, orderId)));
  const q = `?order_id=${encodeURIComponent(orderId)}`;
  if (inv.status === "paid") throw redirect(`/Payment-Status/Success${q}`, { headers: NO_STORE });
  if (inv.status !== "pending") throw redirect(`/Payment-Status/Error${q}`, { headers: NO_STORE });
  return { inv };
}

export function meta() {
  return [{ title: "Memproses Pembayaran" }, { name: "robots", content: "noindex, nofollow" }, { httpEquiv: "refresh", content: "4" }];
}

export default function CallbackPayment({ loaderData: { inv } }: Route.ComponentProps) {
  return (
    <>
      <PageHeader title="Memproses Pembayaran" lead="Kami sedang memeriksa status pembayaran Anda." />
      <div className="mx-auto max-w-2xl px-4 py-10 sm:px-6">
        <section role="status" aria-live="polite" className="rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-sm">
          <span className="mx-auto block h-10 w-10 animate-spin rounded-full border-4 border-primary/30 border-t-primary" aria-hidden="true" />
          <h2 className="mt-4 text-xl font-bold text-dark">Menunggu konfirmasi dari gateway pembayaran</h2>
          <p className="mt-2 text-slate-600">
            {inv.itemTitle} · {formatRupiah(inv.amount)} · pesanan {inv.orderId}
          </p>
          <p className="mt-2 text-sm text-slate-500">Halaman ini diperbarui otomatis. Batas pembayaran {formatDateTime(inv.expiresAt)}.</p>
          <div className="mt-6 flex flex-wrap justify-center gap-3">
            <a
              href={`/CallbackPayment?order_id=${encodeURIComponent(inv.orderId)}`}
              className="inline-flex h-11 items-center rounded-xl border border-primary px-5 font-semibold text-primary-ink"
            >
              Periksa lagi
            </a>
            {inv.checkoutUrl ? (
              <a href={inv.checkoutUrl} className="inline-flex h-11 items-center rounded-xl bg-primary px-5 font-semibold text-on-primary">
                Lanjutkan pembayaran
              </a>
            ) : null}
          </div>
        </section>
      </div>
    </>
  );
}
