import { Form, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/sandbox-checkout";
import { formatDateTime, formatRupiah } from "../../components/catalog/format.ts";
import { asRouteError } from "../../lib/identity.server.ts";
import { notFound } from "../../lib/page-route.ts";
import { parseForm } from "../../lib/form.server.ts";
import { z } from "zod";
import { handleCallback } from "../../../src/domain/payments/callbacks.ts";
import { finishUrl, findInvoice } from "../../../src/domain/payments/invoices.ts";
import { effectiveState, STATE_LABEL } from "../../../src/domain/payments/status.ts";
import { callbackDeps } from "../../../src/platform/payments/service.ts";
import { sandboxNotification } from "../../../src/platform/payments/sandbox.ts";
import { loadServerKey } from "../../../src/domain/identity/server-key.ts";
import { SANDBOX_METHODS } from "../../../src/domain/payments/constants.ts";
import { NO_STORE, paymentContext } from "./payments.server.ts";
import { requestOf } from "../../lib/request-context.server.ts";

const ZOrder = z.string().regex(/^TNS-[A-Z0-9]+-[A-F0-9]{12}$/);
const ZPay = z.object({
  method: z.enum(SANDBOX_METHODS.map((m) => m.id) as [string, ...string[]], { error: "Pilih metode pembayaran." }),
  outcome: z.enum(["success", "failure", "expire"], { error: "Pilih hasil pembayaran." }),
});

async function sandboxInvoice(context: Route.LoaderArgs["context"], params: { orderId?: string }) {
  // The sandbox takes no real money: never on production.
  if (requestOf(context).services.appEnv === "production") notFound();
  const id = ZOrder.safeParse(params.orderId);
  if (!id.success) notFound();
  const pc = paymentContext(context);
  const inv = await findInvoice(pc.ctx, id.data);
  if (inv?.gateway !== "sandbox") notFound("Tagihan tidak ditemukan.");
  return { inv, pc };
}

/**
 * The sandbox gateway's hosted checkout page (/Checkout/Sandbox/{orderId}): what Midtrans Snap or
 * a Xendit invoice page is for the real gateways. The payer picks virtual account, QRIS or card
 * and makes the payment succeed, fail or expire; the page then sends the signed notification
 * through the same callback handler every gateway uses and returns the payer to /CallbackPayment.
 */
export async function loader({ context, params }: Route.LoaderArgs) {
  const { inv } = await sandboxInvoice(context, params);
  const state = effectiveState(inv.status, inv.expiresAt);
  const digits = inv.orderId
    .replace(/[^0-9]/g, "")
    .padEnd(10, "7")
    .slice(-10);
  return {
    orderId: inv.orderId,
    title: inv.itemTitle,
    amount: inv.amount,
    payer: inv.payerName,
    email: inv.payerEmail,
    expiresAt: inv.expiresAt.toISOString(),
    state,
    stateLabel: STATE_LABEL[state],
    va: `8808${digits}`,
    back: `/CallbackPayment?order_id=${encodeURIComponent(inv.orderId)}`,
  };
}

export function meta() {
  return [{ title: "Pembayaran Sandbox" }, { name: "robots", content: "noindex, nofollow" }];
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const { inv, pc } = await sandboxInvoice(context, params);
  const f = await parseForm(request, ZPay);
  if (!f.ok) return f.reply;
  try {
    await loadServerKey(pc.ctx.db);
    const note = sandboxNotification(inv.orderId, inv.amount, f.value.outcome, f.value.method);
    const r = await handleCallback(pc.ctx, callbackDeps(requestOf(context).tenant, pc.origin), new Headers({ "content-type": "application/json" }), note);
    if (r.outcome === "applied" && r.itemKind === "donation") await requestOf(context).services.registry.bumpVersion(pc.ctx.tenantId);
  } catch (err) {
    throw asRouteError(err, request);
  }
  const back = new URL(finishUrl(pc.origin, inv.orderId));
  throw redirect(back.pathname + back.search, { headers: NO_STORE });
}

export default function SandboxCheckout({ loaderData: d }: Route.ComponentProps) {
  const nav = useNavigation();
  const busy = nav.state !== "idle";
  const payable = d.state === "pending";
  return (
    <div className="min-h-[70vh] bg-slate-100 px-4 py-8 sm:py-12">
      <div className="mx-auto max-w-lg overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-lg">
        <div className="flex items-center justify-between gap-3 bg-slate-900 px-5 py-4 text-white">
          <p className="font-bold tracking-wide">Sandbox Pay</p>
          <p className="rounded-full bg-amber-400 px-2.5 py-0.5 text-xs font-bold text-slate-900">MODE UJI COBA</p>
        </div>
        <div className="border-b border-slate-100 px-5 py-5">
          <p className="text-sm text-slate-500">Total tagihan</p>
          <p className="mt-1 text-3xl font-extrabold text-dark" data-testid="sandbox-amount">
            {formatRupiah(d.amount)}
          </p>
          <p className="mt-2 text-sm text-slate-700">{d.title}</p>
          <p className="mt-1 text-xs text-slate-500">
            No. pesanan {d.orderId} · {d.payer || d.email}
          </p>
          <p className="mt-1 text-xs text-slate-500">Bayar sebelum {formatDateTime(d.expiresAt)}</p>
        </div>
        {payable ? (
          <Form method="post" className="px-5 py-5">
            <fieldset>
              <legend className="text-sm font-bold text-dark">Metode pembayaran</legend>
              <div className="mt-3 grid gap-2">
                {SANDBOX_METHODS.map((m, i) => (
                  <label
                    key={m.id}
                    className="flex cursor-pointer items-center gap-3 rounded-xl border border-slate-200 px-4 py-3 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary/5"
                  >
                    <input type="radio" name="method" value={m.id} defaultChecked={i === 0} className="h-4 w-4 accent-[var(--clr-primary)]" />
                    <span className="font-medium text-dark">{m.label}</span>
                  </label>
                ))}
              </div>
            </fieldset>
            <details className="mt-4 rounded-xl bg-slate-50 px-4 py-3 text-sm text-slate-700">
              <summary className="cursor-pointer font-semibold">Petunjuk pembayaran</summary>
              <p className="mt-2">
                Virtual account: transfer tepat {formatRupiah(d.amount)} ke nomor <strong className="font-mono">{d.va}</strong>. QRIS: pindai kode dari aplikasi
                dompet digital. Kartu: gunakan kartu uji 4811 1111 1111 1114, masa berlaku bebas, CVV 123.
              </p>
            </details>
            <p className="mt-5 text-sm font-bold text-dark">Simulasikan hasil</p>
            <div className="mt-2 grid gap-2 sm:grid-cols-3">
              <button
                type="submit"
                name="outcome"
                value="success"
                disabled={busy}
                className="h-12 rounded-xl bg-green-600 px-4 font-semibold text-white hover:bg-green-700 disabled:opacity-60"
              >
                Bayar
              </button>
              <button
                type="submit"
                name="outcome"
                value="failure"
                disabled={busy}
                className="h-12 rounded-xl border border-red-300 px-4 font-semibold text-red-700 hover:bg-red-50 disabled:opacity-60"
              >
                Gagalkan
              </button>
              <button
                type="submit"
                name="outcome"
                value="expire"
                disabled={busy}
                className="h-12 rounded-xl border border-slate-300 px-4 font-semibold text-slate-700 hover:bg-slate-50 disabled:opacity-60"
              >
                Kedaluwarsa
              </button>
            </div>
            <p className="mt-4 text-xs text-slate-500">
              Tidak ada uang sungguhan yang berpindah. Halaman ini mengirim notifikasi bertanda tangan seperti gateway sungguhan.
            </p>
          </Form>
        ) : (
          <div className="px-5 py-6" role="status">
            <p className="font-semibold text-dark">Status tagihan: {d.stateLabel}</p>
            <a href={d.back} className="mt-4 inline-flex h-11 items-center rounded-xl bg-primary px-5 font-semibold text-on-primary">
              Kembali ke situs
            </a>
          </div>
        )}
      </div>
    </div>
  );
}
