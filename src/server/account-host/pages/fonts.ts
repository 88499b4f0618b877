import type { Hono } from "hono";
import { BASE_SECURITY_HEADERS } from "../../security.ts";
import { accountFont } from "../fonts.ts";

/** The self-hosted fonts of the sites (the same @fontsource files), for the account pages. */
export function registerFonts(r: Hono): void {
  r.get("/fonts/:file", (c) => {
    const font = accountFont(c.req.param("file"));
    if (!font) return c.text("Berkas tidak ditemukan.", 404);
    const headers = new Headers({ "Content-Type": "font/woff2", "Cache-Control": "public, max-age=31536000, immutable" });
    for (const [k, v] of Object.entries(BASE_SECURITY_HEADERS)) headers.set(k, v);
    headers.set("X-Frame-Options", "DENY");
    return new Response(font, { headers });
  });
}
