import type { MiddlewareHandler } from "hono";
import { ZSiteSetting } from "../../contracts/site-setting.ts";
import { API_OPERATOR, recordAudit } from "../../domain/admin/audit.ts";
import { SETTINGS_ENTITY } from "../../domain/tenants/site-settings.ts";
import { fullSiteSetting } from "../../domain/tenants/full-setting.ts";
import { tenantOrigin } from "../../domain/tenants/public-urls.ts";
import { AppError } from "../../kernel/errors.ts";
import type { TTenant } from "../../domain/tenants/tenant.ts";
import type { TServices } from "../../platform/services.ts";
import { requireOperator } from "../auth-operator.ts";
import { ok, parseInput } from "../envelope.ts";
import { createApiRouter, createRoute, envelope, errors, jsonBody, z, type TApiEnv } from "../openapi.ts";

const SETTING_KEYS = ["title", "logoDark", "logoLight", "favicon", "layout", "isMaintenance", "css", "meta", "analyticsId", "layoutData", "overview"] as const;
const ZTenantParam = z.object({
  tenant: z.string().max(60, "maksimal 60 karakter").openapi({ description: "id tenant, mis. sekolahbeta", example: "sekolahbeta" }),
});
const ZKeyParams = ZTenantParam.extend({ key: z.enum(SETTING_KEYS, { message: `kunci harus salah satu dari: ${SETTING_KEYS.join(", ")}` }) });
const hexOut = z.string().openapi({ example: "#2096C4" });
/** Every field of spec §3's site setting, as applied (stored value, else the default in effect). */
const ZSettingOut = z
  .object({
    id: z.string(),
    title: z.string(),
    logoDark: z.string(),
    logoLight: z.string(),
    favicon: z.string(),
    layout: z.string(),
    isMaintenance: z.boolean(),
    analyticsId: z.string().nullable(),
    css: z.object({
      ft_primary: z.string(),
      ft_secondary: z.string(),
      clr_primary: hexOut,
      clr_secondary: hexOut,
      clr_success: hexOut,
      clr_info: hexOut,
      clr_warning: hexOut,
      clr_danger: hexOut,
      clr_light: hexOut,
      clr_dark: hexOut,
    }),
    meta: z.object({
      name: z.string(),
      description: z.string(),
      keywords: z.string(),
      type: z.string(),
      image: z.string(),
      card: z.enum(["summary", "summary_large_image"]),
      site_name: z.string(),
      url: z.string(),
      twitter_site: z.string().nullable(),
      robot_index: z.boolean(),
      robot_follow: z.boolean(),
    }),
    layoutData: z.object({ layout: z.string(), logo_dark: z.string(), imageDefault: z.string() }),
    overview: z.object({ name: z.string(), description: z.string(), logo: z.string() }),
    paymentGateway: z.enum(["sandbox", "midtrans", "xendit"]),
  })
  .openapi("SiteSetting");
const ZSettingValue = z.object({ key: z.enum(SETTING_KEYS), value: z.unknown() }).openapi("SiteSettingValue");
const tags = ["CMS"];
const bearer = z.object({ authorization: z.string().optional().openapi({ description: "Bearer <ADMIN_API_KEY>", example: "Bearer kunci-operator" }) });

/** Site setting calls of spec §7: `v0/cms/app/settings` and `{tenant}/cms/app/settings|setting/{key}`. */
export function cmsSettingsRouter(services: TServices) {
  const r = createApiRouter();
  const { registry } = services;

  const full = (t: TTenant) => fullSiteSetting(t, tenantOrigin(t, services.urls));
  /** An operator-key change is audited like a staff change (actor "Operator API"). */
  const audited = (tenantId: string) => async (tx: Parameters<typeof recordAudit>[0], before: { setting: object }, after: { setting: object }) => {
    await recordAudit(
      tx,
      { tenantId },
      { actor: API_OPERATOR, entity: SETTINGS_ENTITY, entityId: tenantId, action: "settings", before: before.setting, after: after.setting },
    );
  };

  async function tenantById(id: string): Promise<TTenant> {
    const t = await registry.byLayout(id);
    if (!t) throw new AppError("NOT_FOUND", `Tenant "${id}" tidak ditemukan.`);
    return t;
  }
  /** The operator key is checked before the body is validated (401/403 before 400). */
  const operator: MiddlewareHandler<TApiEnv> = async (c, next) => {
    requireOperator(c, services.adminApiKey);
    await next();
  };

  r.openapi(
    createRoute({
      method: "get",
      path: "/v0/cms/app/settings",
      summary: "Pengaturan situs untuk host permintaan",
      tags,
      responses: { 200: envelope(ZSettingOut), ...errors(404) },
    }),
    (c) => {
      const t = c.get("tenant");
      if (!t) throw new AppError("NOT_FOUND", "Situs tidak ditemukan.");
      return ok(c, full(t));
    },
  );

  r.openapi(
    createRoute({
      method: "get",
      path: "/{tenant}/cms/app/settings",
      summary: "Pengaturan situs sebuah tenant",
      tags,
      request: { params: ZTenantParam },
      responses: { 200: envelope(ZSettingOut), ...errors(400, 404) },
    }),
    async (c) => {
      const t = await tenantById(c.req.valid("param").tenant);
      return ok(c, full(t));
    },
  );

  r.openapi(
    createRoute({
      method: "put",
      path: "/{tenant}/cms/app/settings",
      summary: "Ganti pengaturan situs (operator)",
      tags,
      middleware: [operator] as const,
      request: { params: ZTenantParam, headers: bearer, body: jsonBody(ZSiteSetting) },
      responses: { 200: envelope(ZSettingOut, "Pengaturan situs disimpan."), ...errors(400, 401, 403, 404, 415) },
    }),
    async (c) => {
      const t = await tenantById(c.req.valid("param").tenant);
      const updated = await registry.updateSetting(t.id, c.req.valid("json"), audited(t.id));
      return ok(c, full(updated), "Pengaturan situs disimpan.");
    },
  );

  r.openapi(
    createRoute({
      method: "get",
      path: "/{tenant}/cms/app/setting/{key}",
      summary: "Satu nilai pengaturan situs",
      tags,
      request: { params: ZKeyParams },
      responses: { 200: envelope(ZSettingValue), ...errors(400, 404) },
    }),
    async (c) => {
      const { tenant, key } = c.req.valid("param");
      const t = await tenantById(tenant);
      return ok(c, { key, value: full(t)[key] ?? null });
    },
  );

  r.openapi(
    createRoute({
      method: "put",
      path: "/{tenant}/cms/app/setting/{key}",
      summary: "Ubah satu nilai pengaturan situs (operator)",
      tags,
      middleware: [operator] as const,
      request: {
        params: ZKeyParams,
        headers: bearer,
        body: jsonBody(z.object({ value: z.unknown().openapi({ description: "nilai baru; diperiksa bersama seluruh pengaturan" }) })),
      },
      responses: { 200: envelope(ZSettingValue, "Pengaturan situs disimpan."), ...errors(400, 401, 403, 404, 415) },
    }),
    async (c) => {
      const { tenant, key } = c.req.valid("param");
      const t = await tenantById(tenant);
      const next = { ...t.setting, [key]: c.req.valid("json").value };
      const updated = await registry.updateSetting(t.id, parseInput(ZSiteSetting, next), audited(t.id));
      return ok(c, { key, value: full(updated)[key] ?? null }, "Pengaturan situs disimpan.");
    },
  );
  return r;
}
