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
  return (
    `<!DOCTYPE html><html lang="id"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${t.title}</title></head>` +
    `<body style="font-family:system-ui,sans-serif;text-align:center;padding:4rem 1rem"><h1>${t.heading}</h1>` +
    `<p lang="en">${t.line}</p><p><a href="/">${t.backHome}</a></p></body></html>`
  );
}
