import type { Context, MiddlewareHandler } from "hono";
import { ZCoderSignup, type TViewer } from "../../domain/identity/accounts.ts";
import { SIGNUP_ACCEPTED_MESSAGE, requestSignup } from "../../domain/identity/signup.ts";
import { tenantOrigin } from "../../domain/tenants/public-urls.ts";
import { checkAppToken, APP_TOKEN_REASON, generateAppToken, getAppId, issueAppTokenForTenant } from "../../domain/identity/app-credentials.ts";
import { APP_TOKEN_TTL_MS } from "../../domain/identity/app-token.ts";
import { APP_CODE_COOKIE, APP_TOKEN_COOKIE, APP_TOKEN_COOKIE_SECONDS, secureCookies, serializeCookie } from "../../domain/identity/cookies.ts";
import { ZChapterProgress, ZEnrolment, enrolByEmail, listDoneChapters, setChapterDone } from "../../domain/identity/learning.ts";
import { requirePermission } from "../../domain/identity/permissions.ts";
import { appVersion } from "../../domain/identity/server-key.ts";
import { exchangeAuthCode, revokeSession } from "../../domain/identity/sessions.ts";
import { accessTokenOf, viewerOf } from "../../domain/identity/viewer.ts";
import { AppError } from "../../kernel/errors.ts";
import type { TTenantCtx } from "../../domain/scope.ts";
import type { TTenant } from "../../domain/tenants/tenant.ts";
import { SESSION_COOKIE, type TServices } from "../../platform/services.ts";
import { clientIp, parseTrustProxy } from "../../platform/client-address.ts";
import { APP_TOKEN_LIMIT, SIGNUP_LIMIT, limiterOf, type WindowLimiter } from "../../domain/rate-limit.ts";
import { ok } from "../envelope.ts";
import { createApiRouter, createRoute, envelope, errors, failure, jsonBody, z, type TApiEnv } from "../openapi.ts";
import { ZFailure } from "../openapi.ts";
import { ZPublicUser, ZTokenInvalid } from "../schemas.ts";
import { namedTenantCtx, requireTenant, tenantCtx } from "../tenant.ts";
import { APP_CODE_HEADER, APP_TOKEN_HEADER } from "./app-token-guard.ts";

/** What the API shows of a user (never hashes, never tokens). */
export function publicUser(v: TViewer) {
  return { id: v.userId, email: v.email, name: v.name, photoUrl: v.photoUrl, user_kind: v.kind, role: v.role, roleLabel: v.roleLabel, tenantId: v.tenantId };
}

const ZScopes = z
  .union([z.array(z.string().max(40)).max(10), z.string().max(200)])
  .optional()
  .transform((v) => (typeof v === "string" ? v.split(/[\s,]+/).filter(Boolean) : v));
const ZGenerate = z.object({
  id: z.string({ message: "id aplikasi wajib diisi" }).min(1, "id aplikasi wajib diisi").max(64),
  secret: z.string({ message: "secret wajib diisi" }).min(1, "secret wajib diisi").max(200),
  scopes: ZScopes,
});
const ZExchange = z.object({ code: z.string({ message: "code wajib diisi" }).min(1, "code wajib diisi").max(200) });

const tags = ["Identitas"];
const ZAppTokenHeader = z.object({
  [APP_TOKEN_HEADER.toLowerCase()]: z.string().optional().openapi({ description: "token aplikasi tenant (opsional; bila dikirim harus berlaku)" }),
});
const ZTenantHeader = z.object({
  "x-app-authorization": z
    .string({ message: "wajib diisi" })
    .max(60, "maksimal 60 karakter")
    .optional()
    .openapi({ description: "id tenant, mis. sekolahbeta" }),
});
const ZAppToken = z.object({ token: z.string(), code: z.string(), expires_in: z.number().int().openapi({ description: "detik" }) }).openapi("AppToken");
const ZProgress = z.object({ courseSlug: z.string(), chapters: z.array(z.string()).openapi({ description: "slug bab yang sudah selesai" }) });
const tokenInvalid = { description: "Token aplikasi tidak berlaku", content: { "application/json": { schema: ZFailure.extend({ data: ZTokenInvalid }) } } };

/** Identity endpoints: Services API (authorizer, auth, user, admin) and the Auth host (`/auth/...`). */
export function identityRouter(services: TServices) {
  const r = createApiRouter();
  const secure = secureCookies(services.appEnv);
  const signupLimiter = limiterOf(services.database.db, "api.signup", SIGNUP_LIMIT);
  const tokenLimiter = limiterOf(services.database.db, "api.app-token", APP_TOKEN_LIMIT);
  // A bad TRUST_PROXY stops start-up here rather than failing on the first request.
  parseTrustProxy(services.trustProxy);

  async function throttle(c: Context, limiter: WindowLimiter, what: string): Promise<void> {
    const wait = await limiter.hit(clientIp(c, services.trustProxy));
    if (wait > 0) {
      c.header("Retry-After", String(wait));
      throw new AppError("RATE_LIMITED", `Terlalu banyak ${what} dari alamat ini. Coba lagi dalam ${Math.ceil(wait / 60)} menit.`, { retryAfterSeconds: wait });
    }
  }

  async function requireViewer(c: Context, ctx: TTenantCtx): Promise<TViewer> {
    const v = await viewerOf(ctx, c.req.raw);
    if (!v) throw new AppError("UNAUTHENTICATED", "Silakan masuk terlebih dahulu: sertakan Authorization: Bearer <access token>.");
    return v;
  }

  /** Route middleware: a signed-in viewer with `permission`, checked before the input (401/403 before 400). */
  const signedIn =
    (permission?: Parameters<typeof requirePermission>[1]): MiddlewareHandler<TApiEnv & { Variables: { viewer: TViewer } }> =>
    async (c, next) => {
      const v = await requireViewer(c, tenantCtx(c));
      if (permission) requirePermission(v, permission);
      c.set("viewer", v);
      await next();
    };
  const viewer = (c: Context): TViewer => c.get("viewer" as never) as TViewer;

  /** Auth host calls name their tenant in `X-App-Authorization` (spec §7). */
  async function authHostCtx(c: Context): Promise<TTenantCtx & { tenant: TTenant }> {
    const id = c.req.header("x-app-authorization")?.trim();
    if (!id) throw new AppError("INVALID_INPUT", "Header X-App-Authorization (id tenant) wajib diisi.");
    return requireNamed(id);
  }
  async function requireNamed(id: string): Promise<TTenantCtx & { tenant: TTenant }> {
    const ctx = await namedTenantCtx(services, id);
    if (!ctx) throw new AppError("NOT_FOUND", `Tenant "${id}" tidak ditemukan.`);
    return ctx;
  }

  // ---- Authorizer (app tokens, version) ----------------------------------------------------------

  r.openapi(
    createRoute({
      method: "post",
      path: "/v1/authorizer/token/generate",
      summary: "Buat token aplikasi dari id + secret aplikasi",
      tags,
      request: { body: jsonBody(ZGenerate) },
      responses: { 200: envelope(ZAppToken, "Token aplikasi dibuat"), ...errors(400, 401, 404, 415, 429) },
    }),
    async (c) => {
      const ctx = tenantCtx(c);
      const body = c.req.valid("json");
      await throttle(c, tokenLimiter, "permintaan token");
      const issued = await generateAppToken(ctx, body);
      return ok(c, { token: issued.token, code: issued.code, expires_in: APP_TOKEN_TTL_MS / 1000 }, "Token aplikasi dibuat.");
    },
  );

  /** The site's own pages: the server issues the token into cookies; the secret stays here. */
  r.openapi(
    createRoute({
      method: "post",
      path: "/v1/authorizer/token/issue",
      summary: "Token aplikasi untuk situs sendiri (ke cookie _gt/_ct, 23 jam)",
      tags,
      responses: { 200: envelope(ZAppToken, "Token aplikasi dibuat; juga di cookie _gt dan _ct"), ...errors(404) },
    }),
    async (c) => {
      const ctx = tenantCtx(c);
      const issued = await issueAppTokenForTenant(ctx);
      c.header("Set-Cookie", serializeCookie(APP_TOKEN_COOKIE, issued.token, { maxAge: APP_TOKEN_COOKIE_SECONDS, httpOnly: false, secure }), { append: true });
      c.header("Set-Cookie", serializeCookie(APP_CODE_COOKIE, issued.code, { maxAge: APP_TOKEN_COOKIE_SECONDS, httpOnly: false, secure }), { append: true });
      c.header("Cache-Control", "no-store");
      return ok(c, { token: issued.token, code: issued.code, expires_in: APP_TOKEN_COOKIE_SECONDS }, "Token aplikasi dibuat.");
    },
  );

  r.openapi(
    createRoute({
      method: "get",
      path: "/v1/authorizer/validate",
      summary: "Periksa token aplikasi",
      tags,
      request: {
        headers: z.object({
          [APP_TOKEN_HEADER.toLowerCase()]: z.string().optional().openapi({ description: "token aplikasi" }),
          [APP_CODE_HEADER.toLowerCase()]: z.string().optional().openapi({ description: "kode aplikasi" }),
        }),
        query: z.object({
          token: z.string().max(2000, "terlalu panjang").optional().openapi({ description: "token aplikasi bila tidak dikirim di header" }),
          code: z.string().max(200, "terlalu panjang").optional(),
        }),
      },
      responses: {
        200: envelope(
          z.object({ valid: z.literal(true), appId: z.string(), scopes: z.array(z.string()), expiresAt: z.string().openapi({ format: "date-time" }) }),
          "Token berlaku",
        ),
        400: failure("Token tidak dikirim"),
        401: tokenInvalid,
        ...errors(404),
      },
    }),
    async (c) => {
      const ctx = tenantCtx(c);
      const q = c.req.valid("query");
      const token = c.req.header(APP_TOKEN_HEADER)?.trim() || q.token;
      if (!token) throw new AppError("INVALID_INPUT", `Sertakan token aplikasi di header ${APP_TOKEN_HEADER}.`);
      const res = await checkAppToken(ctx, token, c.req.header(APP_CODE_HEADER)?.trim() || q.code || undefined);
      if (!res.ok)
        return c.json(
          {
            status: false as const,
            message: `Token aplikasi tidak berlaku: ${APP_TOKEN_REASON[res.reason]}`,
            data: { valid: false as const, reason: res.reason },
          },
          401,
        );
      c.header("Cache-Control", "no-store");
      return ok(
        c,
        { valid: true as const, appId: res.appId, scopes: res.scopes, expiresAt: new Date(res.issuedAt + APP_TOKEN_TTL_MS).toISOString() },
        "Token aplikasi berlaku.",
      );
    },
  );

  r.openapi(
    createRoute({
      method: "get",
      path: "/v1/authorizer/version",
      summary: "Versi aplikasi",
      tags,
      responses: { 200: envelope(z.object({ version: z.string() })) },
    }),
    (c) => {
      c.header("Cache-Control", "no-cache");
      return ok(c, { version: appVersion() });
    },
  );

  r.openapi(
    createRoute({
      method: "get",
      path: "/{tenant}/cms/app/id",
      summary: "Id aplikasi sebuah tenant",
      tags,
      request: { params: z.object({ tenant: z.string().max(60, "maksimal 60 karakter").openapi({ example: "sekolahbeta" }) }) },
      responses: { 200: envelope(z.object({ id: z.string(), appId: z.string() })), ...errors(400, 404) },
    }),
    async (c) => {
      const ctx = await requireNamed(c.req.valid("param").tenant);
      return ok(c, { id: ctx.tenantId, appId: await getAppId(ctx) });
    },
  );

  // ---- Accounts and the signed-in user -------------------------------------------------------------

  r.openapi(
    createRoute({
      method: "post",
      path: "/v1/auth/signup/coder",
      summary: "Daftar akun coder (202: tautan aktivasi dikirim ke email; jawaban sama bila email sudah terdaftar)",
      tags,
      request: { headers: ZAppTokenHeader, body: jsonBody(ZCoderSignup) },
      responses: { 202: envelope(z.object({ email: z.string() }), SIGNUP_ACCEPTED_MESSAGE), ...errors(400, 401, 404, 415, 429) },
    }),
    async (c) => {
      const ctx = tenantCtx(c);
      const body = c.req.valid("json");
      await throttle(c, signupLimiter, "pendaftaran");
      const tenant = requireTenant(c);
      // The same answer whether or not the address has an account (no enumeration): a new account is
      // created from the mailed link, an existing owner is told someone tried (signup.ts).
      await requestSignup(ctx, {
        registration: { name: body.name, email: body.email, password: body.password },
        tenant,
        redirectOrigin: tenantOrigin(tenant, services.urls),
        urls: services.urls,
        coderProfile: { phone: body.phone ?? "", institution: body.institution ?? "", github: body.github ?? "", level: body.level ?? "pemula" },
      });
      c.header("Cache-Control", "no-store");
      return ok(c, { email: body.email }, SIGNUP_ACCEPTED_MESSAGE, 202);
    },
  );

  r.openapi(
    createRoute({
      method: "get",
      path: "/v1/user/me",
      summary: "Pengguna yang sedang masuk (Bearer)",
      tags,
      middleware: [signedIn()] as const,
      request: { headers: ZAppTokenHeader },
      responses: { 200: envelope(ZPublicUser), ...errors(401, 404) },
    }),
    (c) => {
      c.header("Cache-Control", "private, no-store");
      return ok(c, publicUser(viewer(c)));
    },
  );

  r.openapi(
    createRoute({
      method: "post",
      path: "/v1/auth/logout",
      summary: "Keluar: cabut sesi",
      tags,
      middleware: [signedIn()] as const,
      responses: { 200: envelope(z.object({ id: z.string() }), "Anda telah keluar."), ...errors(401, 404) },
    }),
    async (c) => {
      const ctx = tenantCtx(c);
      const v = viewer(c);
      await revokeSession(ctx, accessTokenOf(c.req.raw)?.token);
      c.header("Set-Cookie", serializeCookie(SESSION_COOKIE, "", { maxAge: 0, secure }));
      return ok(c, { id: v.userId }, "Anda telah keluar.");
    },
  );

  r.openapi(
    createRoute({
      method: "get",
      path: "/v1/user/progress",
      summary: "Bab yang sudah selesai di sebuah kursus",
      tags,
      middleware: [signedIn("learning.view")] as const,
      request: { query: z.object({ courseSlug: ZChapterProgress.shape.courseSlug }) },
      responses: { 200: envelope(ZProgress), ...errors(400, 401, 403, 404) },
    }),
    async (c) => {
      const ctx = tenantCtx(c);
      const { courseSlug } = c.req.valid("query");
      c.header("Cache-Control", "private, no-store");
      return ok(c, { courseSlug, chapters: await listDoneChapters(ctx, viewer(c).userId, courseSlug) });
    },
  );

  r.openapi(
    createRoute({
      method: "post",
      path: "/v1/user/progress",
      summary: "Tandai bab selesai / belum",
      tags,
      middleware: [signedIn("learning.progress")] as const,
      request: { body: jsonBody(ZChapterProgress) },
      responses: { 200: envelope(ZProgress.extend({ chapterSlug: z.string(), done: z.boolean() })), ...errors(400, 401, 403, 404, 415) },
    }),
    async (c) => {
      const ctx = tenantCtx(c);
      const body = c.req.valid("json");
      await setChapterDone(ctx, viewer(c).userId, body);
      return ok(
        c,
        { ...body, chapters: await listDoneChapters(ctx, viewer(c).userId, body.courseSlug) },
        body.done ? "Bab ditandai selesai." : "Tanda selesai dihapus.",
      );
    },
  );

  const ZEnrolled = z.object({ userId: z.string(), email: z.string(), courseSlug: z.string(), created: z.boolean() }).openapi("Enrolment");
  r.openapi(
    createRoute({
      method: "post",
      path: "/v1/admin/enrolments",
      summary: "Daftarkan peserta ke kursus (admin)",
      tags,
      middleware: [signedIn("enrolment.manage")] as const,
      request: { body: jsonBody(ZEnrolment) },
      responses: { 201: envelope(ZEnrolled, "Peserta didaftarkan"), 200: envelope(ZEnrolled, "Peserta sudah terdaftar"), ...errors(400, 401, 403, 404, 415) },
    }),
    async (c) => {
      const ctx = tenantCtx(c);
      const res = await enrolByEmail(ctx, c.req.valid("json"), viewer(c).userId);
      await services.registry.bumpVersion(ctx.tenantId);
      return res.created ? ok(c, res, "Peserta berhasil didaftarkan ke kursus.", 201) : ok(c, res, "Peserta sudah terdaftar di kursus ini.");
    },
  );

  // ---- Auth host (spec §7: POST generate/token, GET user/detail) --------------------------------

  r.openapi(
    createRoute({
      method: "post",
      path: "/auth/generate/token",
      summary: "Tukar kode otorisasi dengan access token (Auth host)",
      tags,
      request: { headers: ZTenantHeader.extend(ZAppTokenHeader.shape), body: jsonBody(ZExchange) },
      responses: {
        200: envelope(
          z.object({ access_token: z.string(), token_type: z.literal("Bearer"), expires_in: z.number().int(), user: ZPublicUser }),
          "Berhasil masuk.",
        ),
        ...errors(400, 401, 404, 415),
      },
    }),
    async (c) => {
      const ctx = await authHostCtx(c);
      const token = c.req.header(APP_TOKEN_HEADER);
      if (!token) throw new AppError("UNAUTHENTICATED", `Panggilan ini butuh token aplikasi tenant di header ${APP_TOKEN_HEADER}.`);
      const body = c.req.valid("json");
      const issued = await exchangeAuthCode(ctx, body.code, token);
      c.header("Cache-Control", "no-store");
      return ok(
        c,
        { access_token: issued.accessToken, token_type: "Bearer" as const, expires_in: issued.expiresIn, user: publicUser(issued.viewer) },
        "Berhasil masuk.",
      );
    },
  );

  r.openapi(
    createRoute({
      method: "get",
      path: "/auth/user/detail",
      summary: "Detail pengguna yang masuk (Auth host); jawaban memakai detail_auth, bukan data",
      tags,
      request: { headers: ZTenantHeader },
      responses: {
        200: {
          description: "Pengguna yang masuk",
          content: { "application/json": { schema: z.object({ status: z.literal(true), message: z.string(), detail_auth: ZPublicUser }) } },
        },
        401: {
          description: "Belum masuk",
          content: { "application/json": { schema: z.object({ status: z.literal(false), message: z.string(), detail_auth: z.null() }) } },
        },
        ...errors(400, 404),
      },
    }),
    async (c) => {
      const ctx = await authHostCtx(c);
      const v = await viewerOf(ctx, c.req.raw);
      c.header("Cache-Control", "private, no-store");
      if (!v) return c.json({ status: false as const, message: "Silakan masuk terlebih dahulu.", detail_auth: null }, 401);
      return c.json({ status: true as const, message: "Berhasil", detail_auth: publicUser(v) }, 200);
    },
  );
  return r;
}
