import type { Context, MiddlewareHandler } from "hono";
import type { TViewer } from "../../domain/identity/accounts.ts";
import { viewerOf } from "../../domain/identity/viewer.ts";
import { AppError } from "../../kernel/errors.ts";
import { handleCallback } from "../../domain/payments/callbacks.ts";
import { getMyInvoice, invoiceView, repay, startCheckout } from "../../domain/payments/invoices.ts";
import { tenantOrigin } from "../../domain/tenants/public-urls.ts";
import { gatewayForTenant } from "../../platform/payments/index.ts";
import { callbackDeps, invoiceOptions } from "../../platform/payments/service.ts";
import type { TServices } from "../../platform/services.ts";
import { ok } from "../envelope.ts";
import { createApiRouter, createRoute, envelope, errors, failure, jsonBody, z, type TApiEnv } from "../openapi.ts";
import { requireTenant, tenantCtx } from "../tenant.ts";

const tags = ["Pembayaran"];
const ZSlug = z
  .string({ error: "wajib diisi" })
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "harus huruf kecil, angka dan tanda hubung")
  .max(120, "maksimal 120 karakter")
  .openapi({ example: "react-produksi" });
const ZKind = z
  .enum(["class", "course"], { error: "harus class atau course" })
  .default("class")
  .openapi({ description: "class (bawaan) atau course (kursus premium)" });
const ZOrderId = z
  .string({ error: "wajib diisi" })
  .regex(/^[A-Za-z0-9._-]{1,80}$/, "format nomor pesanan tidak valid")
  .openapi({ example: "TNS-MICK2Q0W-1A2B3C4D5E6F" });

export const ZInvoiceView = z
  .object({
    orderId: z.string(),
    itemKind: z.string(),
    itemKey: z.string(),
    itemTitle: z.string(),
    amount: z.number().int().openapi({ description: "rupiah (bilangan bulat)", example: 499000 }),
    status: z.enum(["pending", "paid", "failed", "expired", "refunded"]),
    statusLabel: z.string(),
    gateway: z.enum(["sandbox", "midtrans", "xendit"]),
    checkoutUrl: z.string().nullable().openapi({ description: "halaman pembayaran gateway (hanya selama menunggu pembayaran)" }),
    payMethod: z.string(),
    expiresAt: z.string(),
    paidAt: z.string().nullable(),
    createdAt: z.string(),
    replacesOrderId: z.string().nullable(),
  })
  .openapi("ClassPaymentInvoice");

const ZInvoiceResult = z.object({
  enrolled: z.boolean().openapi({ description: "true: kelas/kursus gratis atau sudah dimiliki — langsung terdaftar, tanpa tagihan" }),
  invoice: ZInvoiceView.nullable(),
});

/**
 * Class payment calls of the Services API (spec §7): invoice, callback (POST from the gateways,
 * GET for the payer's state), detail and repay. Every gateway posts its callbacks to
 * `/api/v1/class/payment/callback` (DECISIONS.md).
 */
export function paymentsV1Router(services: TServices) {
  const r = createApiRouter();

  const signedIn: MiddlewareHandler<TApiEnv> = async (c, next) => {
    const v = await viewerOf(tenantCtx(c), c.req.raw);
    if (!v) throw new AppError("UNAUTHENTICATED", "Silakan masuk terlebih dahulu: sertakan Authorization: Bearer <access token>.");
    c.set("viewer" as never, v as never);
    await next();
  };
  const viewer = (c: Context): TViewer => c.get("viewer" as never) as TViewer;
  const origin = (c: Context) => tenantOrigin(requireTenant(c), services.urls);
  const payer = (v: TViewer) => ({ userId: v.userId, email: v.email, name: v.name });

  r.openapi(
    createRoute({
      method: "post",
      path: "/v1/class/payment/invoice",
      summary: "Daftar kelas/kursus: gratis langsung terdaftar, berbayar mendapat tagihan (harga dari server)",
      description: "Harga selalu diambil dari katalog; jumlah yang dikirim klien diabaikan. Tagihan yang masih berlaku untuk item yang sama dipakai lagi.",
      tags,
      middleware: [signedIn] as const,
      request: { query: z.object({ slug: ZSlug, kind: ZKind }) },
      responses: {
        200: envelope(ZInvoiceResult, "Terdaftar atau tagihan dibuat"),
        409: failure("Pendaftaran ditutup atau kuota penuh"),
        503: failure("Gateway tidak dapat dihubungi"),
        ...errors(400, 401, 404),
      },
    }),
    async (c) => {
      const q = c.req.valid("query");
      const tenant = requireTenant(c);
      const res = await startCheckout(tenantCtx(c), gatewayForTenant(tenant), payer(viewer(c)), q.kind, q.slug, invoiceOptions(origin(c)));
      c.header("Cache-Control", "no-store");
      if (res.kind === "enrolled") return ok(c, { enrolled: true, invoice: null }, res.already ? "Anda sudah terdaftar." : "Pendaftaran berhasil.", 200);
      return ok(c, { enrolled: false, invoice: invoiceView(res.invoice) }, res.reused ? "Tagihan yang masih berlaku." : "Tagihan dibuat.", 200);
    },
  );

  r.openapi(
    createRoute({
      method: "post",
      path: "/v1/class/payment/callback",
      summary: "Callback gateway (Midtrans, Xendit, sandbox): terverifikasi, idempoten, tidak bergantung urutan",
      description:
        "Midtrans: signature_key = SHA-512(order_id + status_code + gross_amount + server key). Xendit: header x-callback-token. Tanda tangan palsu → 401 tanpa perubahan; pesanan situs lain → 404.",
      tags,
      request: {
        body: jsonBody(
          z
            .record(z.string(), z.unknown())
            .openapi({ example: { order_id: "TNS-…", status_code: "200", gross_amount: "499000.00", transaction_status: "settlement", signature_key: "…" } }),
        ),
      },
      responses: {
        200: envelope(
          z.object({ orderId: z.string(), status: z.string(), outcome: z.enum(["applied", "duplicate", "ignored"]), enrolled: z.boolean() }),
          "Diterima",
        ),
        422: failure("Jumlah tidak sesuai tagihan"),
        ...errors(400, 401, 404, 415),
      },
    }),
    async (c) => {
      const tenant = requireTenant(c);
      const { itemKind, ...res } = await handleCallback(tenantCtx(c), callbackDeps(tenant, origin(c)), c.req.raw.headers, c.req.valid("json"));
      // A donation's state shows on the book page (its public total): cached pages must go.
      if (res.outcome === "applied" && itemKind === "donation") await services.registry.bumpVersion(tenant.id);
      return ok(c, res, res.outcome === "applied" ? "Status pembayaran diperbarui." : "Callback diterima; status tidak berubah.", 200);
    },
  );

  r.openapi(
    createRoute({
      method: "get",
      path: "/v1/class/payment/callback",
      summary: "Status tagihan setelah kembali dari gateway (order_id dari alamat kembali)",
      tags,
      middleware: [signedIn] as const,
      request: { query: z.object({ order_id: ZOrderId }).passthrough() },
      responses: { 200: envelope(ZInvoiceView), ...errors(400, 401, 404) },
    }),
    async (c) => {
      const inv = await getMyInvoice(tenantCtx(c), viewer(c).userId, c.req.valid("query").order_id);
      c.header("Cache-Control", "no-store");
      return ok(c, invoiceView(inv), "Berhasil", 200);
    },
  );

  r.openapi(
    createRoute({
      method: "post",
      path: "/v1/class/payment/detail",
      summary: "Rincian tagihan milik pengguna",
      tags,
      middleware: [signedIn] as const,
      request: { body: jsonBody(z.object({ orderId: ZOrderId })) },
      responses: { 200: envelope(ZInvoiceView), ...errors(400, 401, 404, 415) },
    }),
    async (c) => {
      const inv = await getMyInvoice(tenantCtx(c), viewer(c).userId, c.req.valid("json").orderId);
      c.header("Cache-Control", "no-store");
      return ok(c, invoiceView(inv), "Berhasil", 200);
    },
  );

  r.openapi(
    createRoute({
      method: "get",
      path: "/v1/class/repay",
      summary: "Tagihan baru untuk tagihan yang kedaluwarsa atau gagal (tagihan yang masih berlaku dikembalikan apa adanya)",
      tags,
      middleware: [signedIn] as const,
      request: { query: z.object({ slug: ZSlug }) },
      responses: {
        200: envelope(ZInvoiceView),
        409: failure("Sudah lunas atau sudah terdaftar"),
        503: failure("Gateway tidak dapat dihubungi"),
        ...errors(400, 401, 404),
      },
    }),
    async (c) => {
      const tenant = requireTenant(c);
      const res = await repay(tenantCtx(c), gatewayForTenant(tenant), payer(viewer(c)), c.req.valid("query").slug, invoiceOptions(origin(c)));
      c.header("Cache-Control", "no-store");
      return ok(c, invoiceView(res.invoice), res.reused ? "Tagihan sebelumnya masih berlaku." : "Tagihan baru dibuat.", 200);
    },
  );

  return r;
}
