import { Hono } from "hono";
import { AppError } from "../../domain/errors.ts";
import { recordClick, ZClickLog } from "../../domain/logs/click-log.ts";
import type { TServices } from "../../server/context.ts";
import { clientIp } from "../../server/client-address.ts";
import { WindowLimiter } from "../../server/rate-limit.ts";
import { ok, parseInput } from "../envelope.ts";
import { registerOperation } from "../openapi.ts";
import { tenantCtx } from "../tenant.ts";

export const CLICK_LOG_MAX_BYTES = 8 * 1024;

/** `POST v1/logger/log/click` (spec §7): the browser's page-load, navigation and outbound-click events. */
export function loggerRouter(services: TServices): Hono {
  const r = new Hono();
  const limiter = new WindowLimiter(services.database.db, "api.click-log", 120, 60_000);

  r.post("/v1/logger/log/click", async (c) => {
    const wait = await limiter.hit(clientIp(c, services.trustProxy));
    if (wait > 0) {
      c.header("Retry-After", String(wait));
      throw new AppError("RATE_LIMITED", `Terlalu banyak catatan dalam waktu singkat. Coba lagi dalam ${wait} detik.`);
    }
    const raw = await c.req.text();
    if (raw.length > CLICK_LOG_MAX_BYTES) throw new AppError("PAYLOAD_TOO_LARGE", "Catatan klik terlalu besar (maksimal 8 KB).");
    let body: unknown;
    try {
      body = JSON.parse(raw);
    } catch {
      throw new AppError("INVALID_INPUT", "Body harus berupa JSON yang valid.");
    }
    const input = parseInput(ZClickLog, body);
    await recordClick(tenantCtx(c, services), input);
    return ok(c, null, "Catatan klik disimpan.", 201);
  });

  registerOperation({
    method: "post",
    path: "/v1/logger/log/click",
    summary: "Catat page load, navigasi internal, atau klik ke host lain",
    tags: ["Logger"],
    requestBody: {
      required: true,
      content: {
        "application/json": {
          schema: {
            type: "object",
            required: ["from", "to", "type", "timestamp"],
            properties: {
              from: { type: "string" },
              to: { type: "string" },
              type: { type: "string", enum: ["page_load", "internal_navigation", "external"] },
              timestamp: { type: "string", format: "date-time" },
            },
          },
        },
      },
    },
    responses: { "201": { description: "Tersimpan" }, "400": { description: "Body tidak valid" }, "429": { description: "Terlalu sering" } },
  });
  return r;
}
