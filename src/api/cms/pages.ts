import { Hono } from "hono";
import { z } from "zod";
import { AppError } from "../../domain/errors.ts";
import { getPage, MARKETING_PAGE_KEYS, savePage } from "../../domain/content/pages.ts";
import { requirePermission } from "../../domain/identity/permissions.ts";
import { viewerOf } from "../../domain/identity/viewer.ts";
import type { TTenant } from "../../domain/tenants/tenant.ts";
import type { TServices } from "../../server/context.ts";
import { ok, parseInput } from "../envelope.ts";
import { registerOperation } from "../openapi.ts";
import { tenantCtx } from "../tenant.ts";

type Env = { Variables: { tenant: TTenant | null } };

const ZKey = z.enum(MARKETING_PAGE_KEYS, { message: `halaman harus salah satu dari: ${MARKETING_PAGE_KEYS.join(", ")}` });

/**
 * Marketing pages (About, Pricing, …) as ordered sections, edited by staff without a deploy:
 * `GET v1/cms/pages`, `GET|PUT v1/cms/pages/{key}`. Writing needs the `content.write` permission.
 */
export function cmsPagesRouter(services: TServices): Hono<Env> {
  const r = new Hono<Env>();

  r.get("/v1/cms/pages", async (c) => {
    const ctx = tenantCtx(c, services);
    const pages = await Promise.all(MARKETING_PAGE_KEYS.map((k) => getPage(ctx, k)));
    return ok(
      c,
      pages.filter((p) => p !== null).map((p) => ({ key: p.key, title: p.title, updatedAt: p.updatedAt })),
    );
  });

  r.get("/v1/cms/pages/:key", async (c) => {
    const key = parseInput(ZKey, c.req.param("key"));
    const page = await getPage(tenantCtx(c, services), key);
    if (!page) throw new AppError("NOT_FOUND", `Halaman "${key}" belum diisi untuk situs ini.`);
    return ok(c, page);
  });

  r.put("/v1/cms/pages/:key", async (c) => {
    const ctx = tenantCtx(c, services);
    requirePermission(await viewerOf(ctx, c.req.raw), "content.write");
    const key = parseInput(ZKey, c.req.param("key"));
    let body: unknown;
    try {
      body = await c.req.json();
    } catch {
      throw new AppError("INVALID_INPUT", "Body harus berupa JSON yang valid.");
    }
    const page = await savePage(ctx, key, body);
    await services.registry.bumpVersion(ctx.tenantId);
    return ok(c, page, "Halaman disimpan.");
  });

  const keyParam = { name: "key", in: "path" as const, required: true, schema: { type: "string", enum: [...MARKETING_PAGE_KEYS] } };
  registerOperation({ method: "get", path: "/v1/cms/pages", summary: "Daftar halaman pemasaran yang sudah diisi", tags: ["CMS"] });
  registerOperation({ method: "get", path: "/v1/cms/pages/{key}", summary: "Isi satu halaman pemasaran (bagian-bagian berurutan)", tags: ["CMS"], parameters: [keyParam] });
  registerOperation({
    method: "put",
    path: "/v1/cms/pages/{key}",
    summary: "Simpan halaman pemasaran (izin content.write)",
    tags: ["CMS"],
    parameters: [keyParam],
    requestBody: { required: true, content: { "application/json": { schema: { type: "object", required: ["title", "sections"] } } } },
    responses: { "200": { description: "Tersimpan" }, "400": { description: "Isi tidak valid" }, "401": { description: "Belum masuk" }, "403": { description: "Tidak berizin" } },
  });
  return r;
}
