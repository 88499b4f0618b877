import { Hono } from "hono";
import type { TServices } from "../server/context.ts";
import { openApiDocument, listOperations } from "./openapi.ts";
import { docsPage } from "./docs-page.ts";

/** Mounted at /api: each spec service group adds its router here. */
export function apiRouter(services: TServices): Hono {
  const api = new Hono();
  api.get("/openapi.json", (c) => c.json(openApiDocument(services.product)));
  api.get("/docs", (c) => {
    c.header("Content-Security-Policy", "default-src 'self'; style-src 'self' 'unsafe-inline'; script-src 'none'");
    return c.html(docsPage(services.product, listOperations()));
  });
  api.all("*", (c) => c.json({ status: false, message: `Endpoint ${c.req.method} ${c.req.path} tidak ditemukan.`, data: null }, 404));
  return api;
}
