import { Hono } from "hono";
import { z } from "zod";
import { AppError } from "../../domain/errors.ts";
import type { TTenant } from "../../domain/tenants/tenant.ts";
import { ZSiteSetting } from "../../contracts/site-setting.ts";
import type { TServices } from "../../server/context.ts";
import { requireOperator } from "../auth-operator.ts";
import { ok, parseInput } from "../envelope.ts";
import { registerOperation } from "../openapi.ts";

type Env = { Variables: { tenant: TTenant | null } };

const SETTING_KEYS = ["title", "logoDark", "logoLight", "favicon", "layout", "isMaintenance", "css", "meta"] as const;
const ZKey = z.enum(SETTING_KEYS, { message: `kunci harus salah satu dari: ${SETTING_KEYS.join(", ")}` });

async function readJson(req: Request): Promise<unknown> {
  try {
    return await req.json();
  } catch {
    throw new AppError("INVALID_INPUT", "Body harus berupa JSON yang valid.");
  }
}

/** Site setting calls of spec §7: `v0/cms/app/settings` and `{tenant}/cms/app/settings|setting/{key}`. */
export function cmsSettingsRouter(services: TServices): Hono<Env> {
  const r = new Hono<Env>();
  const { registry } = services;

  async function tenantById(id: string): Promise<TTenant> {
    const t = await registry.byLayout(id);
    if (!t) throw new AppError("NOT_FOUND", `Tenant "${id}" tidak ditemukan.`);
    return t;
  }

  r.get("/v0/cms/app/settings", (c) => {
    const t = c.get("tenant");
    if (!t) throw new AppError("NOT_FOUND", "Situs tidak ditemukan.");
    return ok(c, { id: t.id, ...t.setting, isMaintenance: t.isMaintenance });
  });

  r.get("/:tenant/cms/app/settings", async (c) => {
    const t = await tenantById(c.req.param("tenant"));
    return ok(c, { id: t.id, ...t.setting, isMaintenance: t.isMaintenance });
  });

  r.put("/:tenant/cms/app/settings", async (c) => {
    requireOperator(c, services.adminApiKey);
    const t = await tenantById(c.req.param("tenant"));
    const body = parseInput(ZSiteSetting, await readJson(c.req.raw));
    const updated = await registry.updateSetting(t.id, body);
    return ok(c, { id: updated.id, ...updated.setting }, "Pengaturan situs disimpan.");
  });

  r.get("/:tenant/cms/app/setting/:key", async (c) => {
    const key = parseInput(ZKey, c.req.param("key"));
    const t = await tenantById(c.req.param("tenant"));
    const value = key === "isMaintenance" ? t.isMaintenance : (t.setting[key] ?? null);
    return ok(c, { key, value });
  });

  r.put("/:tenant/cms/app/setting/:key", async (c) => {
    requireOperator(c, services.adminApiKey);
    const key = parseInput(ZKey, c.req.param("key"));
    const t = await tenantById(c.req.param("tenant"));
    const body = parseInput(z.object({ value: z.unknown() }), await readJson(c.req.raw));
    const next = { ...t.setting, [key]: body.value };
    const updated = await registry.updateSetting(t.id, parseInput(ZSiteSetting, next));
    return ok(c, { key, value: (updated.setting as Record<string, unknown>)[key] ?? null }, "Pengaturan situs disimpan.");
  });

  const tenantParam = { name: "tenant", in: "path" as const, required: true, schema: { type: "string" }, description: "id tenant, mis. sekolahbeta" };
  registerOperation({ method: "get", path: "/v0/cms/app/settings", summary: "Pengaturan situs untuk host permintaan", tags: ["CMS"] });
  registerOperation({ method: "get", path: "/{tenant}/cms/app/settings", summary: "Pengaturan situs sebuah tenant", tags: ["CMS"], parameters: [tenantParam] });
  registerOperation({ method: "put", path: "/{tenant}/cms/app/settings", summary: "Ganti pengaturan situs (operator)", tags: ["CMS"], parameters: [tenantParam], requestBody: { content: { "application/json": { schema: { type: "object" } } } } });
  registerOperation({ method: "get", path: "/{tenant}/cms/app/setting/{key}", summary: "Satu nilai pengaturan situs", tags: ["CMS"], parameters: [tenantParam, { name: "key", in: "path", required: true, schema: { type: "string", enum: [...SETTING_KEYS] } }] });
  registerOperation({ method: "put", path: "/{tenant}/cms/app/setting/{key}", summary: "Ubah satu nilai pengaturan situs (operator)", tags: ["CMS"], parameters: [tenantParam, { name: "key", in: "path", required: true, schema: { type: "string", enum: [...SETTING_KEYS] } }] });
  return r;
}
