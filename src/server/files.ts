import { Hono } from "hono";
import type { TTenant } from "../domain/tenants/tenant.ts";
import type { TServices } from "../platform/services.ts";
import { fileStore } from "../platform/storage/index.ts";
import { readUpload } from "../platform/storage/uploads.ts";

type Env = { Variables: { tenant: TTenant | null } };

/**
 * `/files/{id}/{name}`: an uploaded file of the tenant the host resolved to. Another tenant's id
 * is a 404, exactly like an unknown one. Images and audio are shown inline; documents download. The bytes
 * were checked and re-encoded on upload; nosniff and a sandboxing CSP keep the browser from
 * treating them as anything else.
 */
export function filesRouter(services: TServices): Hono<Env> {
  const r = new Hono<Env>();
  r.get("/files/:id/:name", async (c) => {
    const tenant = c.get("tenant");
    const notFound = () => c.text("Berkas tidak ditemukan.", 404, { "Cache-Control": "no-store" });
    if (!tenant) return notFound();
    const found = await readUpload(services.database.db, fileStore(), tenant.id, c.req.param("id"));
    if (!found) return notFound();
    const { row, bytes } = found;
    // Images and the media library's audio play in the page; documents download.
    const inline = row.mimeType.startsWith("image/") || row.mimeType.startsWith("audio/");
    return c.body(bytes as Uint8Array<ArrayBuffer>, 200, {
      "Content-Type": row.mimeType,
      "Content-Length": String(bytes.byteLength),
      "Content-Disposition": `${inline ? "inline" : "attachment"}; filename="${row.name}"`,
      "X-Content-Type-Options": "nosniff",
      "Content-Security-Policy": "default-src 'none'; img-src 'self'; media-src 'self'; style-src 'unsafe-inline'; sandbox",
      // Uploads never change under one id; CVs and proofs stay out of shared caches.
      "Cache-Control": inline ? "public, max-age=31536000, immutable" : "private, max-age=3600",
    });
  });
  return r;
}
