import type { MiddlewareHandler } from "hono";
import { ZMarketingPage } from "../../contracts/content.ts";
import { getPage, MARKETING_PAGE_KEYS, savePage } from "../../domain/content/pages.ts";
import { AppError } from "../../kernel/errors.ts";
import { requirePermission } from "../../domain/identity/permissions.ts";
import { viewerOf } from "../../domain/identity/viewer.ts";
import type { TServices } from "../../platform/services.ts";
import { ok } from "../envelope.ts";
import { createApiRouter, createRoute, envelope, errors, jsonBody, z, type TApiEnv } from "../openapi.ts";
import { ZMarketingPageBrief, ZMarketingPageContent } from "../schemas.ts";
import { tenantCtx } from "../tenant.ts";

const ZKeyParam = z.object({
  key: z.enum(MARKETING_PAGE_KEYS, { message: `halaman harus salah satu dari: ${MARKETING_PAGE_KEYS.join(", ")}` }),
});
const tags = ["CMS"];

const listPages = createRoute({
  method: "get",
  path: "/v1/cms/pages",
  summary: "Daftar halaman pemasaran yang sudah diisi",
  tags,
  responses: { 200: envelope(z.array(ZMarketingPageBrief)), ...errors(404) },
});

const getPageRoute = createRoute({
  method: "get",
  path: "/v1/cms/pages/{key}",
  summary: "Isi satu halaman pemasaran (bagian-bagian berurutan)",
  tags,
  request: { params: ZKeyParam },
  responses: { 200: envelope(ZMarketingPageContent), ...errors(400, 404) },
});

/**
 * Marketing pages (About, Pricing, …) as ordered sections, edited by staff without a deploy:
 * `GET v1/cms/pages`, `GET|PUT v1/cms/pages/{key}`. Writing needs the `content.write` permission.
 */
export function cmsPagesRouter(services: TServices) {
  const r = createApiRouter();

  /** Sign-in and permission are checked before the body is validated (401/403 before 400). */
  const canWrite: MiddlewareHandler<TApiEnv> = async (c, next) => {
    requirePermission(await viewerOf(tenantCtx(c), c.req.raw), "content.write");
    await next();
  };

  const putPage = createRoute({
    method: "put",
    path: "/v1/cms/pages/{key}",
    summary: "Simpan halaman pemasaran (izin content.write)",
    tags,
    middleware: [canWrite] as const,
    request: { params: ZKeyParam, body: jsonBody(ZMarketingPage) },
    responses: { 200: envelope(ZMarketingPageContent, "Tersimpan"), ...errors(400, 401, 403, 404, 415) },
  });

  r.openapi(listPages, async (c) => {
    const ctx = tenantCtx(c);
    const pages = await Promise.all(MARKETING_PAGE_KEYS.map((k) => getPage(ctx, k)));
    return ok(
      c,
      pages.filter((p) => p !== null).map((p) => ({ key: p.key, title: p.title, updatedAt: p.updatedAt })),
    );
  });

  r.openapi(getPageRoute, async (c) => {
    const { key } = c.req.valid("param");
    const page = await getPage(tenantCtx(c), key);
    if (!page) throw new AppError("NOT_FOUND", `Halaman "${key}" belum diisi untuk situs ini.`);
    return ok(c, page);
  });

  r.openapi(putPage, async (c) => {
    const ctx = tenantCtx(c);
    const { key } = c.req.valid("param");
    const page = await savePage(ctx, key, c.req.valid("json"));
    await services.registry.bumpVersion(ctx.tenantId);
    return ok(c, page, "Halaman disimpan.");
  });
  return r;
}
