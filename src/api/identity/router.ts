import { Hono, type Context } from "hono";
import { z } from "zod";
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
import { AppError } from "../../domain/errors.ts";
import type { TTenantCtx } from "../../domain/scope.ts";
import type { TTenant } from "../../domain/tenants/tenant.ts";
import { SESSION_COOKIE, type TServices } from "../../server/context.ts";
import { clientIp, parseTrustProxy } from "../../server/client-address.ts";
import { APP_TOKEN_LIMIT, SIGNUP_LIMIT, limiterOf, type WindowLimiter } from "../../server/rate-limit.ts";
import { ok, parseInput } from "../envelope.ts";
import { registerOperation } from "../openapi.ts";
import { requireTenant, tenantCtx } from "../tenant.ts";
import { APP_CODE_HEADER, APP_TOKEN_HEADER } from "./app-token-guard.ts";

type Env = { Variables: { tenant: TTenant | null } };

async function readJson(req: Request): Promise<unknown> {
  try {
    return await req.json();
  } catch {
    throw new AppError("INVALID_INPUT", "Body harus berupa JSON yang valid.");
  }
}

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

/** Identity endpoints: Services API (authorizer, auth, user, admin) and the Auth host (`/auth/...`). */
export function identityRouter(services: TServices): Hono<Env> {
  const r = new Hono<Env>();
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

  /** Auth host calls name their tenant in `X-App-Authorization` (spec §7). */
  async function authHostCtx(c: Context): Promise<TTenantCtx & { tenant: TTenant }> {
    const id = c.req.header("x-app-authorization")?.trim();
    if (!id) throw new AppError("INVALID_INPUT", "Header X-App-Authorization (id tenant) wajib diisi.");
    const tenant = await services.registry.byLayout(id);
    if (!tenant) throw new AppError("NOT_FOUND", `Tenant "${id}" tidak ditemukan.`);
    return { db: services.database.db, tenantId: tenant.id, tenant };
  }

  // ---- Authorizer (app tokens, version) ----------------------------------------------------------

  r.post("/v1/authorizer/token/generate", async (c) => {
    const ctx = tenantCtx(c, services);
    const body = parseInput(ZGenerate, await readJson(c.req.raw));
    await throttle(c, tokenLimiter, "permintaan token");
    const issued = await generateAppToken(ctx, body);
    return ok(c, { token: issued.token, code: issued.code, expires_in: APP_TOKEN_TTL_MS / 1000 }, "Token aplikasi dibuat.");
  });

  /** The site's own pages: the server issues the token into cookies; the secret stays here. */
  r.post("/v1/authorizer/token/issue", async (c) => {
    const ctx = tenantCtx(c, services);
    const issued = await issueAppTokenForTenant(ctx);
    c.header("Set-Cookie", serializeCookie(APP_TOKEN_COOKIE, issued.token, { maxAge: APP_TOKEN_COOKIE_SECONDS, httpOnly: false, secure }), { append: true });
    c.header("Set-Cookie", serializeCookie(APP_CODE_COOKIE, issued.code, { maxAge: APP_TOKEN_COOKIE_SECONDS, httpOnly: false, secure }), { append: true });
    c.header("Cache-Control", "no-store");
    return ok(c, { token: issued.token, code: issued.code, expires_in: APP_TOKEN_COOKIE_SECONDS }, "Token aplikasi dibuat.");
  });

  r.get("/v1/authorizer/validate", async (c) => {
    const ctx = tenantCtx(c, services);
    const token = c.req.header(APP_TOKEN_HEADER)?.trim() || c.req.query("token");
    if (!token) throw new AppError("INVALID_INPUT", `Sertakan token aplikasi di header ${APP_TOKEN_HEADER}.`);
    const res = await checkAppToken(ctx, token, c.req.header(APP_CODE_HEADER)?.trim() || c.req.query("code") || undefined);
    if (!res.ok) return c.json({ status: false, message: `Token aplikasi tidak berlaku: ${APP_TOKEN_REASON[res.reason]}`, data: { valid: false, reason: res.reason } }, 401);
    c.header("Cache-Control", "no-store");
    return ok(c, { valid: true, appId: res.appId, scopes: res.scopes, expiresAt: new Date(res.issuedAt + APP_TOKEN_TTL_MS).toISOString() }, "Token aplikasi berlaku.");
  });

  r.get("/v1/authorizer/version", (c) => {
    c.header("Cache-Control", "no-cache");
    return ok(c, { version: appVersion() });
  });

  r.get("/:tenant/cms/app/id", async (c) => {
    const tenant = await services.registry.byLayout(c.req.param("tenant"));
    if (!tenant) throw new AppError("NOT_FOUND", `Tenant "${c.req.param("tenant")}" tidak ditemukan.`);
    return ok(c, { id: tenant.id, appId: await getAppId({ db: services.database.db, tenantId: tenant.id }) });
  });

  // ---- Accounts and the signed-in user -------------------------------------------------------------

  r.post("/v1/auth/signup/coder", async (c) => {
    const ctx = tenantCtx(c, services);
    const body = parseInput(ZCoderSignup, await readJson(c.req.raw));
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
  });

  r.get("/v1/user/me", async (c) => {
    const ctx = tenantCtx(c, services);
    const v = await requireViewer(c, ctx);
    c.header("Cache-Control", "private, no-store");
    return ok(c, publicUser(v));
  });

  r.post("/v1/auth/logout", async (c) => {
    const ctx = tenantCtx(c, services);
    const v = await requireViewer(c, ctx);
    await revokeSession(ctx, accessTokenOf(c.req.raw)?.token);
    c.header("Set-Cookie", serializeCookie(SESSION_COOKIE, "", { maxAge: 0, secure }));
    return ok(c, { id: v.userId }, "Anda telah keluar.");
  });

  r.get("/v1/user/progress", async (c) => {
    const ctx = tenantCtx(c, services);
    const v = await requireViewer(c, ctx);
    requirePermission(v, "learning.view");
    const { courseSlug } = parseInput(z.object({ courseSlug: ZChapterProgress.shape.courseSlug }), { courseSlug: c.req.query("courseSlug") });
    c.header("Cache-Control", "private, no-store");
    return ok(c, { courseSlug, chapters: await listDoneChapters(ctx, v.userId, courseSlug) });
  });

  r.post("/v1/user/progress", async (c) => {
    const ctx = tenantCtx(c, services);
    const v = await requireViewer(c, ctx);
    requirePermission(v, "learning.progress");
    const body = parseInput(ZChapterProgress, await readJson(c.req.raw));
    await setChapterDone(ctx, v.userId, body);
    return ok(c, { ...body, chapters: await listDoneChapters(ctx, v.userId, body.courseSlug) }, body.done ? "Bab ditandai selesai." : "Tanda selesai dihapus.");
  });

  r.post("/v1/admin/enrolments", async (c) => {
    const ctx = tenantCtx(c, services);
    const v = await requireViewer(c, ctx);
    requirePermission(v, "enrolment.manage");
    const body = parseInput(ZEnrolment, await readJson(c.req.raw));
    const res = await enrolByEmail(ctx, body, v.userId);
    await services.registry.bumpVersion(ctx.tenantId);
    return ok(c, res, res.created ? "Peserta berhasil didaftarkan ke kursus." : "Peserta sudah terdaftar di kursus ini.", res.created ? 201 : 200);
  });

  // ---- Auth host (spec §7: POST generate/token, GET user/detail) --------------------------------

  r.post("/auth/generate/token", async (c) => {
    const ctx = await authHostCtx(c);
    const token = c.req.header(APP_TOKEN_HEADER);
    if (!token) throw new AppError("UNAUTHENTICATED", `Panggilan ini butuh token aplikasi tenant di header ${APP_TOKEN_HEADER}.`);
    const body = parseInput(ZExchange, await readJson(c.req.raw));
    const issued = await exchangeAuthCode(ctx, body.code, token);
    c.header("Cache-Control", "no-store");
    return ok(c, { access_token: issued.accessToken, token_type: "Bearer", expires_in: issued.expiresIn, user: publicUser(issued.viewer) }, "Berhasil masuk.");
  });

  r.get("/auth/user/detail", async (c) => {
    const ctx = await authHostCtx(c);
    const v = await viewerOf(ctx, c.req.raw);
    c.header("Cache-Control", "private, no-store");
    if (!v) return c.json({ status: false, message: "Silakan masuk terlebih dahulu.", detail_auth: null }, 401);
    return c.json({ status: true, message: "Berhasil", detail_auth: publicUser(v) });
  });

  const tags = ["Identitas"];
  const appTokenParam = { name: APP_TOKEN_HEADER, in: "header" as const, schema: { type: "string" }, description: "token aplikasi tenant (opsional; bila dikirim harus berlaku)" };
  const tenantHeader = { name: "X-App-Authorization", in: "header" as const, required: true, schema: { type: "string" }, description: "id tenant, mis. sekolahbeta" };
  const json = (props: Record<string, unknown>, required: string[]) => ({ content: { "application/json": { schema: { type: "object", properties: props, required } } } });
  registerOperation({ method: "post", path: "/v1/authorizer/token/generate", summary: "Buat token aplikasi dari id + secret aplikasi", tags, requestBody: json({ id: { type: "string" }, secret: { type: "string" }, scopes: { type: "array", items: { type: "string" } } }, ["id", "secret"]) });
  registerOperation({ method: "post", path: "/v1/authorizer/token/issue", summary: "Token aplikasi untuk situs sendiri (ke cookie _gt/_ct, 23 jam)", tags });
  registerOperation({ method: "get", path: "/v1/authorizer/validate", summary: "Periksa token aplikasi", tags, parameters: [{ ...appTokenParam, required: true }, { name: APP_CODE_HEADER, in: "header", schema: { type: "string" } }] });
  registerOperation({ method: "get", path: "/v1/authorizer/version", summary: "Versi aplikasi", tags });
  registerOperation({ method: "get", path: "/{tenant}/cms/app/id", summary: "Id aplikasi sebuah tenant", tags, parameters: [{ name: "tenant", in: "path", required: true, schema: { type: "string" } }] });
  registerOperation({ method: "post", path: "/v1/auth/signup/coder", summary: "Daftar akun coder (202: tautan aktivasi dikirim ke email; jawaban sama bila email sudah terdaftar)", tags, parameters: [appTokenParam], requestBody: json({ name: { type: "string" }, email: { type: "string" }, password: { type: "string" }, phone: { type: "string" }, institution: { type: "string" }, github: { type: "string" }, level: { type: "string", enum: ["pemula", "menengah", "mahir"] } }, ["name", "email", "password"]) });
  registerOperation({ method: "get", path: "/v1/user/me", summary: "Pengguna yang sedang masuk (Bearer)", tags, parameters: [appTokenParam] });
  registerOperation({ method: "post", path: "/v1/auth/logout", summary: "Keluar: cabut sesi", tags });
  registerOperation({ method: "get", path: "/v1/user/progress", summary: "Bab yang sudah selesai di sebuah kursus", tags, parameters: [{ name: "courseSlug", in: "query", required: true, schema: { type: "string" } }] });
  registerOperation({ method: "post", path: "/v1/user/progress", summary: "Tandai bab selesai / belum", tags, requestBody: json({ courseSlug: { type: "string" }, chapterSlug: { type: "string" }, done: { type: "boolean" } }, ["courseSlug", "chapterSlug"]) });
  registerOperation({ method: "post", path: "/v1/admin/enrolments", summary: "Daftarkan peserta ke kursus (admin)", tags, requestBody: json({ email: { type: "string" }, courseSlug: { type: "string" } }, ["email", "courseSlug"]) });
  registerOperation({ method: "post", path: "/auth/generate/token", summary: "Tukar kode otorisasi dengan access token (Auth host)", tags, parameters: [tenantHeader, { ...appTokenParam, required: true }], requestBody: json({ code: { type: "string" } }, ["code"]) });
  registerOperation({ method: "get", path: "/auth/user/detail", summary: "Detail pengguna yang masuk (Auth host)", tags, parameters: [tenantHeader] });
  return r;
}
