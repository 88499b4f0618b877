/** Spec §8 "Error page failure": shown when the error screen itself cannot be shown. */
export const ERROR_PAGE_FAILURE = {
  title: "Terjadi kesalahan",
  heading: "Opps.. Maaf terjadi kesalahan pada website",
  line: "An error occurred while showing the error page",
  backHome: "Kembali ke halaman utama",
} as const;

/**
 * The last-resort document (status 500): no scripts, no tenant data, no error detail — whatever
 * broke the error screen might break anything that reads the tenant or the error again.
 * Used by the server's onError and by entry.server when rendering the error document throws.
 */
export function errorPageFailureHtml(): string {
  const t = ERROR_PAGE_FAILURE;
  return plainPageHtml({ title: t.title, heading: t.heading, lines: [{ text: t.line, lang: "en" }], homeLink: t.backHome });
}

const HTML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (ch) => HTML_ESCAPES[ch]!);

/**
 * A page the server answers without React (unknown site, refused form, failed error screen): one
 * markup for all of them, no scripts and no styles sheet, texts escaped. `homeLink` adds a link
 * back to "/" with that text.
 */
export function plainPageHtml(page: { title: string; heading: string; lines: ({ text: string; lang?: string } | string)[]; homeLink?: string }): string {
  const lines = page.lines
    .map((l) => (typeof l === "string" ? { text: l } : l))
    .map((l) => `<p${l.lang ? ` lang="${l.lang}"` : ""}>${escapeHtml(l.text)}</p>`)
    .join("");
  const home = page.homeLink ? `<p><a href="/">${escapeHtml(page.homeLink)}</a></p>` : "";
  return (
    `<!DOCTYPE html><html lang="id"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(page.title)}</title></head>` +
    `<body style="font-family:system-ui,sans-serif;text-align:center;padding:4rem 1rem"><h1>${escapeHtml(page.heading)}</h1>` +
    `${lines}${home}</body></html>`
  );
}
