import type { MiddlewareHandler } from "hono";
import { AppError } from "../../kernel/errors.ts";
import { recordClick, ZClickLog } from "../../domain/logs/click-log.ts";
import type { TServices } from "../../platform/services.ts";
import { clientIp } from "../../platform/client-address.ts";
import { WindowLimiter } from "../../domain/rate-limit.ts";
import { ok } from "../envelope.ts";
import { createApiRouter, createRoute, envelope, errors, jsonBody, z, type TApiEnv } from "../openapi.ts";
import { tenantCtx } from "../tenant.ts";

export const CLICK_LOG_MAX_BYTES = 8 * 1024;

/** `POST v1/logger/log/click` (spec §7): the browser's page-load, navigation and outbound-click events. */
export function loggerRouter(services: TServices) {
  const r = createApiRouter();
  const limiter = new WindowLimiter(services.database.db, "api.click-log", 120, 60_000);

  /** Rate limit and size are checked before the body is parsed. */
  const guard: MiddlewareHandler<TApiEnv> = async (c, next) => {
    const wait = await limiter.hit(clientIp(c, services.trustProxy));
    if (wait > 0) {
      c.header("Retry-After", String(wait));
      throw new AppError("RATE_LIMITED", `Terlalu banyak catatan dalam waktu singkat. Coba lagi dalam ${wait} detik.`);
    }
    // Read once (Hono keeps the text, so the validator parses it from memory).
    const raw = await c.req.text();
    if (raw.length > CLICK_LOG_MAX_BYTES) throw new AppError("PAYLOAD_TOO_LARGE", "Catatan klik terlalu besar (maksimal 8 KB).");
    await next();
  };

  const route = createRoute({
    method: "post",
    path: "/v1/logger/log/click",
    summary: "Catat page load, navigasi internal, atau klik ke host lain",
    tags: ["Logger"],
    middleware: [guard] as const,
    request: { body: jsonBody(ZClickLog) },
    responses: { 201: envelope(z.null(), "Tersimpan"), ...errors(400, 404, 413, 415, 429) },
  });

  r.openapi(route, async (c) => {
    await recordClick(tenantCtx(c), c.req.valid("json"));
    return ok(c, null, "Catatan klik disimpan.", 201);
  });
  return r;
}
