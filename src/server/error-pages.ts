import { errorPageFailureHtml, plainPageHtml } from "../../app/lib/error-page-failure.ts";
import { contentSecurityPolicy } from "./security.ts";

/**
 * The pages the server answers itself, before or around React Router: all drawn by
 * `plainPageHtml` (no scripts, texts escaped), sent with the strict CSP.
 */

/** The last-resort page when even the error screen fails (spec §8); entry.server answers it too. */
export { errorPageFailureHtml };

/** A tenant of the "empty" family: a blank page. */
export const EMPTY_PAGE = '<!DOCTYPE html><html lang="id"><head><meta charset="utf-8"><title></title></head><body></body></html>';

/** A Host no tenant is registered for (404): nothing of any tenant, no link to follow. */
export const UNKNOWN_SITE_PAGE = plainPageHtml({
  title: "Situs tidak ditemukan",
  heading: "Situs tidak ditemukan",
  lines: ["Alamat situs ini tidak terdaftar pada layanan kami."],
});

/** A page form refused before its action runs (400), with the Indonesian reason. */
export function invalidFormPage(reason: string): string {
  return plainPageHtml({ title: "Permintaan tidak valid", heading: "Permintaan tidak valid", lines: [reason], homeLink: "Kembali ke halaman utama" });
}

/** An HTML answer of one of these pages: UTF-8, the strict CSP (no inline script), extra headers. */
export function htmlResponse(html: string, status: number, extra: Record<string, string>): Response {
  const headers = new Headers({ "Content-Type": "text/html; charset=utf-8", ...extra });
  headers.set("Content-Security-Policy", contentSecurityPolicy([]));
  return new Response(html, { status, headers });
}
