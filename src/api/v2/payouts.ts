import type { Context, MiddlewareHandler } from "hono";
import type { TViewer } from "../../domain/identity/accounts.ts";
import { can, requirePermission, type TPermission } from "../../domain/identity/permissions.ts";
import { viewerOf } from "../../domain/identity/viewer.ts";
import { AppError } from "../../kernel/errors.ts";
import { BANKS } from "../../domain/payments/banks.ts";
import {
  decidePayout,
  listPayouts,
  myBalance,
  PAYOUT_STATES,
  requestPayout,
  ZPayoutDecision,
  ZPayoutListQuery,
  ZPayoutReject,
  ZPayoutRequest,
} from "../../domain/payments/payouts.ts";
import { ok } from "../envelope.ts";
import { createApiRouter, createRoute, envelope, errors, failure, jsonBody, listPageSchema, z, type TApiEnv } from "../openapi.ts";
import { tenantCtx } from "../tenant.ts";

const tags = ["Payout"];

const ZPayout = z
  .object({
    id: z.number().int(),
    userId: z.string(),
    userName: z.string(),
    userEmail: z.string(),
    amount: z.number().int(),
    bankCode: z.string(),
    bankName: z.string(),
    accountNumber: z.string(),
    accountName: z.string(),
    status: z.enum(PAYOUT_STATES),
    statusLabel: z.string(),
    reason: z.string(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .openapi("Payout");
const ZBalance = z
  .object({
    available: z.number().int(),
    inProcess: z.number().int(),
    paidOut: z.number().int(),
    earned: z.number().int(),
    mentorId: z.number().int().nullable(),
  })
  .openapi("PayoutBalance");

/**
 * Payout calls of the Services API (spec §7, §9: 10 per page). Mentors request from their ledger
 * balance; `payout.approve` / `payout.reject` (admin) decide. `v2/payout/paid` marks an approved
 * payout as transferred (approved → paid).
 */
export function payoutsV2Router() {
  const r = createApiRouter();
  const signedIn =
    (...any: TPermission[]): MiddlewareHandler<TApiEnv> =>
    async (c, next) => {
      const v = await viewerOf(tenantCtx(c), c.req.raw);
      if (!v) throw new AppError("UNAUTHENTICATED", "Silakan masuk terlebih dahulu: sertakan Authorization: Bearer <access token>.");
      if (any.length && !any.some((p) => can(v.role, p))) requirePermission(v, any[0]!);
      c.set("viewer" as never, v as never);
      await next();
    };
  const viewer = (c: Context): TViewer => c.get("viewer" as never) as TViewer;

  r.openapi(
    createRoute({
      method: "get",
      path: "/v2/payout/list",
      summary: "Daftar payout (admin: semua; mentor: miliknya), 10 per halaman",
      tags,
      middleware: [signedIn("payout.view", "payout.approve")] as const,
      request: { query: ZPayoutListQuery },
      responses: { 200: envelope(listPageSchema(ZPayout)), ...errors(400, 401, 403, 404) },
    }),
    async (c) => {
      const v = viewer(c);
      const all = can(v.role, "payout.approve");
      c.header("Cache-Control", "no-store");
      return ok(c, await listPayouts(tenantCtx(c), c.req.valid("query"), all ? undefined : v.userId), "Berhasil", 200);
    },
  );

  r.openapi(
    createRoute({
      method: "get",
      path: "/v2/payout/banks",
      summary: "Bank dan dompet digital Indonesia dengan kodenya",
      tags,
      responses: { 200: envelope(z.array(z.object({ code: z.string(), name: z.string(), kind: z.enum(["bank", "ewallet"]) }))) },
    }),
    (c) =>
      ok(
        c,
        BANKS.map((b) => ({ ...b })),
        "Berhasil",
        200,
      ),
  );

  r.openapi(
    createRoute({
      method: "get",
      path: "/v2/payout/balance",
      summary: "Saldo mentor dari buku besar: tersedia, sedang diproses, sudah ditransfer",
      tags,
      middleware: [signedIn("payout.view")] as const,
      responses: { 200: envelope(ZBalance), ...errors(401, 403, 404) },
    }),
    async (c) => {
      c.header("Cache-Control", "no-store");
      return ok(c, await myBalance(tenantCtx(c), viewer(c).userId), "Berhasil", 200);
    },
  );

  r.openapi(
    createRoute({
      method: "post",
      path: "/v2/payout/request",
      summary: "Ajukan payout (jumlah ≤ saldo tersedia; bank, nomor dan nama rekening)",
      tags,
      middleware: [signedIn("payout.request")] as const,
      request: { body: jsonBody(ZPayoutRequest) },
      responses: { 201: envelope(ZPayout, "Diajukan"), 422: failure("Saldo tidak mencukupi"), ...errors(400, 401, 403, 404, 415) },
    }),
    async (c) => {
      const ctx = tenantCtx(c);
      const row = await requestPayout(ctx, viewer(c).userId, c.req.valid("json"));
      const [view] = (await listPayouts(ctx, { page: 1, perPage: 1 }, undefined, row.id)).items;
      return ok(c, view!, "Payout diajukan.", 201);
    },
  );

  const decide = (action: "approve" | "reject" | "pay", path: string, permission: TPermission, summary: string) =>
    r.openapi(
      createRoute({
        method: "post",
        path,
        summary,
        tags,
        middleware: [signedIn(permission)] as const,
        request: { body: jsonBody(action === "reject" ? ZPayoutReject : ZPayoutDecision) },
        responses: {
          200: envelope(z.object({ id: z.number().int(), status: z.enum(PAYOUT_STATES) })),
          409: failure("Status tidak memungkinkan"),
          ...errors(400, 401, 403, 404, 415),
        },
      }),
      async (c) => {
        const body = c.req.valid("json") as { id: number; reason?: string };
        const row = await decidePayout(tenantCtx(c), viewer(c).userId, body.id, action, body.reason ?? "");
        return ok(
          c,
          { id: row.id, status: row.status as (typeof PAYOUT_STATES)[number] },
          action === "approve" ? "Payout disetujui." : action === "reject" ? "Payout ditolak." : "Payout ditandai sudah ditransfer.",
          200,
        );
      },
    );
  decide("approve", "/v2/payout/approve", "payout.approve", "Setujui payout (diajukan → disetujui)");
  decide("reject", "/v2/payout/reject", "payout.reject", "Tolak payout dengan alasan (saldo kembali ke mentor)");
  decide("pay", "/v2/payout/paid", "payout.approve", "Tandai payout sudah ditransfer (disetujui → ditransfer)");

  return r;
}
