import { Form, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/checkout";
import { PageHeader } from "../../components/PageHeader.tsx";
import { SmartLink } from "../../components/SmartLink.tsx";
import { formatDate, formatPrice, formatRupiah } from "../../components/catalog/format.ts";
import { ErrorSummary, useFormReply } from "../../components/form/index.ts";
import { formFailure } from "../../lib/form.server.ts";
import { asRouteError, requireViewer } from "../../lib/identity.server.ts";
import { orNotFound, requireEntry } from "../../lib/page-route.ts";
import { AppError } from "../../../src/kernel/errors.ts";
import { latestInvoiceFor, myClass } from "../../../src/domain/payments/enrolments.ts";
import { alreadyHas, startCheckout } from "../../../src/domain/payments/invoices.ts";
import { classItem, courseItem, openBatch, type TItem } from "../../../src/domain/payments/items.ts";
import { NO_STORE, nextStepOf, payerOf, paymentContext, toGateway } from "./payments.server.ts";

const GATEWAY_LABEL = { sandbox: "Sandbox (uji coba, tanpa uang sungguhan)", midtrans: "Midtrans", xendit: "Xendit" } as const;

function kindOf({ pattern, params, url }: { pattern: string; params: Readonly<Record<string, string | undefined>>; url: URL }): {
  kind: "class" | "course";
  slug: string;
  path: string;
} {
  const { entry } = requireEntry({ pattern, params });
  const kind = entry.id === "checkout-course" ? "course" : "class";
  return { kind, slug: params.slug!, path: url.pathname };
}

/**
 * /Checkout/Kelas/{slug} and /Checkout/Kursus/{slug}: the step between "Daftar Sekarang" and the
 * gateway. Signed out → sign in first (the address is remembered, so the visitor comes back here).
 * Shows the price the server decides; a free class enrols at once; a paid one opens the gateway.
 */
export async function loader({ request, context, url, pattern, params }: Route.LoaderArgs) {
  const { kind, slug } = kindOf({ pattern, params, url });
  const viewer = await requireViewer(request, context, url);
  const { ctx, gateway } = paymentContext(context);
  const item: TItem & { onRegistration?: boolean } = await orNotFound<TItem>(kind === "class" ? classItem(ctx, slug) : courseItem(ctx, slug));
  const batch = item.classId ? await openBatch(ctx, item.classId) : null;
  const has = await alreadyHas(ctx, viewer.userId, item);
  const mine = has && item.classId ? await myClass(ctx, viewer.userId, item.classId) : null;
  const last = await latestInvoiceFor(ctx, viewer.userId, kind, slug);
  const next = has ? await nextStepOf(ctx, viewer.userId, kind, slug) : null;
  // A course can always be bought; a class only while its registration is open.
  const open = kind === "course" || item.onRegistration === true;
  return {
    kind,
    slug,
    title: item.title,
    price: item.price,
    itemPath: item.path,
    open,
    gateway: gateway.name,
    batch: batch
      ? {
          name: batch.name,
          startsAt: batch.startsAt.toISOString(),
          registrationEndsAt: batch.registrationEndsAt.toISOString(),
          seatsLeft: Math.max(0, batch.quota - batch.enrolled),
        }
      : null,
    enrolled: has,
    justJoined: has && url.searchParams.get("status") === "terdaftar",
    mine: mine ? { batchName: mine.batchName, startsAt: mine.startsAt?.toISOString() ?? null, schedule: mine.schedule, location: mine.location } : null,
    next,
    pending: last && last.state === "pending" && last.checkoutUrl ? { orderId: last.orderId, expiresAt: last.expiresAt.toISOString() } : null,
    email: viewer.email,
  };
}

export function meta({ data }: Route.MetaArgs) {
  return [
    { title: data ? `${data.kind === "class" ? "Daftar Kelas" : "Daftar Kursus"}: ${data.title}` : "Daftar" },
    { name: "robots", content: "noindex, nofollow" },
  ];
}

export async function action({ request, context, url, pattern, params }: Route.ActionArgs) {
  const { kind, slug, path } = kindOf({ pattern, params, url });
  const viewer = await requireViewer(request, context, url);
  const { ctx, gateway, opts } = paymentContext(context);
  try {
    const res = await startCheckout(ctx, gateway, payerOf(viewer), kind, slug, opts);
    if (res.kind === "enrolled") throw redirect(`${path}?status=terdaftar`, { headers: NO_STORE });
    return toGateway(res.invoice.checkoutUrl);
  } catch (err) {
    if (err instanceof AppError && (err.code === "CONFLICT" || err.code === "UNAVAILABLE"))
      return formFailure(new FormData(), { formError: err.message, status: err.status });
    throw asRouteError(err, request);
  }
}

export default function Checkout({ loaderData: d }: Route.ComponentProps) {
  const reply = useFormReply();
  const nav = useNavigation();
  const busy = nav.state !== "idle" && nav.formMethod === "POST";
  const noun = d.kind === "class" ? "kelas" : "kursus";
  const free = d.price === 0;
  const cta = free ? "Daftar Sekarang" : `Bayar ${formatRupiah(d.price)}`;
  return (
    <>
      <PageHeader title={d.kind === "class" ? "Daftar Kelas" : "Daftar Kursus"} lead={d.title} crumbs={[{ to: d.itemPath, label: d.title }]} />
      <div className="mx-auto grid max-w-5xl gap-6 px-4 py-10 pb-32 sm:px-6 lg:grid-cols-[1fr_340px] lg:pb-10">
        <section aria-labelledby="ringkasan" className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
          {d.enrolled ? (
            <div role="status" data-testid="enrolled" className="rounded-xl border border-green-200 bg-green-50 p-5 text-green-900">
              <h2 id="ringkasan" className="text-xl font-bold">
                {d.justJoined ? `Pendaftaran berhasil! Anda terdaftar di ${noun} ini.` : `Anda sudah terdaftar di ${noun} ini.`}
              </h2>
              {d.mine ? (
                <p className="mt-2 text-sm">
                  {d.mine.batchName ? `${d.mine.batchName}` : "Angkatan berikutnya"}
                  {d.mine.startsAt ? `, mulai ${formatDate(d.mine.startsAt)}` : ""} · {d.mine.schedule} · {d.mine.location}
                </p>
              ) : null}
              <p className="mt-2 text-sm">Konfirmasi juga tampil di Kelas Saya beserta langkah berikutnya.</p>
              {d.next ? (
                <SmartLink
                  to={d.next.to}
                  className="mt-4 inline-flex h-11 items-center rounded-xl bg-primary px-5 font-semibold text-on-primary hover:opacity-90"
                >
                  {d.next.label}
                </SmartLink>
              ) : null}
            </div>
          ) : (
            <>
              <h2 id="ringkasan" className="text-xl font-bold text-dark">
                Ringkasan pendaftaran
              </h2>
              <dl className="mt-4 divide-y divide-slate-100 text-sm">
                <Row k={d.kind === "class" ? "Kelas" : "Kursus"} v={d.title} />
                {d.batch ? <Row k="Angkatan" v={`${d.batch.name}, mulai ${formatDate(d.batch.startsAt)}`} /> : null}
                {d.batch ? <Row k="Pendaftaran ditutup" v={formatDate(d.batch.registrationEndsAt)} /> : null}
                {d.batch ? <Row k="Sisa kursi" v={String(d.batch.seatsLeft)} /> : null}
                <Row k="Atas nama" v={d.email} />
                {!free ? <Row k="Pembayaran melalui" v={GATEWAY_LABEL[d.gateway]} /> : null}
              </dl>
              {!d.open ? (
                <p className="mt-5 rounded-xl bg-slate-100 px-4 py-3 text-sm text-slate-700">Pendaftaran {noun} ini sedang tidak dibuka.</p>
              ) : free ? (
                <p className="mt-5 text-sm text-slate-600">Kelas ini gratis: Anda langsung terdaftar di angkatan yang sedang dibuka.</p>
              ) : (
                <p className="mt-5 text-sm text-slate-600">
                  Setelah menekan tombol bayar, Anda diarahkan ke halaman pembayaran (virtual account, QRIS atau kartu). Tagihan berlaku 24 jam; bila
                  kedaluwarsa Anda dapat membayar ulang dari dasbor Pembayaran.
                </p>
              )}
              {d.pending ? (
                <p className="mt-4 rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">
                  Anda punya tagihan yang belum dibayar ({d.pending.orderId}). Menekan tombol bayar melanjutkan tagihan itu.
                </p>
              ) : null}
              <ErrorSummary result={reply?.result} formId="checkout" />
            </>
          )}
        </section>

        {!d.enrolled && d.open ? (
          <aside
            aria-label="Harga"
            className="fixed inset-x-0 bottom-0 z-30 border-t border-slate-200 bg-white/95 p-4 shadow-[0_-4px_16px_rgba(0,0,0,0.08)] backdrop-blur lg:static lg:self-start lg:rounded-2xl lg:border lg:p-6 lg:shadow-sm"
          >
            <Form method="post" id="checkout" className="mx-auto flex max-w-5xl items-center justify-between gap-4 lg:block">
              <div>
                <p className="text-xs text-slate-500 lg:text-sm">{free ? "Biaya" : "Total pembayaran"}</p>
                <p className="text-2xl font-extrabold text-primary-ink lg:mt-1 lg:text-3xl" data-testid="checkout-price">
                  {formatPrice(d.price)}
                </p>
              </div>
              <button
                type="submit"
                disabled={busy}
                className="h-12 shrink-0 rounded-xl bg-primary px-6 font-semibold text-on-primary shadow hover:opacity-90 disabled:opacity-60 lg:mt-5 lg:w-full"
              >
                {busy ? (free ? "Mendaftarkan…" : "Membuka pembayaran…") : cta}
              </button>
            </Form>
          </aside>
        ) : null}
      </div>
    </>
  );
}

function Row({ k, v }: { k: string; v: string }) {
  return (
    <div className="flex justify-between gap-4 py-2.5">
      <dt className="text-slate-500">{k}</dt>
      <dd className="text-right font-semibold text-dark">{v}</dd>
    </div>
  );
}
