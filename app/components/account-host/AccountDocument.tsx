import type { CSSProperties, ReactNode } from "react";
import { SUBSET_UNICODE_RANGE } from "../../fonts/ranges.ts";

/**
 * The account host's page frame (akun.<main domain>): a card on the tenant's brand gradient, its
 * logo on top, no script at all. Rendered on the server only (src/server/account-host/render.tsx);
 * the forms inside are the shared form components (app/components/form), styled here because the
 * account host serves no stylesheet of its own (its CSP allows inline styles only).
 */
export type TAccountBrand = {
  /** The tenant's name, or "Akun <Product>" when no tenant sent the visitor. */
  name: string;
  /** The tenant's dark logo; null draws the name as text. */
  logo: string | null;
  favicon: string | null;
  /** Brand colours: primary, secondary, readable text on primary, deep brand ink on white. */
  colors: { primary: string; secondary: string; onPrimary: string; ink: string };
  /** The product name as shown ("Tunas"). */
  product: string;
};

// The sites' fonts: Inter's subsetted latin file (app/fonts; it keeps weights 400–900, and all
// faces of a family declare the same weights, or Chromium does not combine them), Raleway's
// unmodified @fontsource latin file with its own range, and the @fontsource latin-ext files for
// the characters outside them.
const FONTS = `
@font-face{font-family:"Inter Variable";font-style:normal;font-display:swap;font-weight:100 900;src:url(/fonts/inter-latin.woff2?v=5.3.0) format("woff2");unicode-range:${SUBSET_UNICODE_RANGE}}
@font-face{font-family:"Inter Variable";font-style:normal;font-display:swap;font-weight:100 900;src:url(/fonts/inter-latin-ext.woff2?v=5.3.0) format("woff2");unicode-range:U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF}
@font-face{font-family:"Raleway Variable";font-style:normal;font-display:swap;font-weight:100 900;src:url(/fonts/raleway-latin.woff2?v=5.3.0) format("woff2");unicode-range:U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD}
@font-face{font-family:"Raleway Variable";font-style:normal;font-display:swap;font-weight:100 900;src:url(/fonts/raleway-latin-ext.woff2?v=5.3.0) format("woff2");unicode-range:U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF}
`;

// The shared form components' markup is styled by its structure and ARIA state (the same marks
// as the dashboard: red border and tint, an icon and the sentence under the field, a summary).
const CSS = `
*{box-sizing:border-box}body{margin:0;min-height:100vh;font-family:"Inter Variable",Inter,system-ui,-apple-system,"Segoe UI",sans-serif;color:#212529;background:linear-gradient(135deg,var(--p) 0%,var(--s) 100%);display:flex;align-items:center;justify-content:center;padding:24px 16px}
main{width:100%;min-width:0;max-width:420px;background:#fff;border-radius:20px;box-shadow:0 20px 50px rgba(15,23,42,.25);padding:32px 28px}
.brand{display:flex;justify-content:center;margin-bottom:20px}.brand img{height:40px;max-width:220px}
.brand span{font-weight:800;font-size:22px;color:var(--ink)}
h1{font-family:"Raleway Variable",Raleway,"Inter Variable",system-ui,sans-serif;font-size:24px;margin:0 0 6px;text-align:center}
p.lead{margin:0 0 22px;text-align:center;color:#475569;font-size:15px;line-height:1.5}
form label{display:block;font-weight:600;font-size:14px;margin:14px 0 6px}
input[type=email],input[type=password],input[type=text]{width:100%;padding:11px 13px;border:1px solid #cbd5e1;border-radius:10px;font:inherit;font-size:15px;color:inherit;background:#fff}
input:focus{outline:2px solid var(--p);outline-offset:1px;border-color:var(--p)}
input[aria-invalid=true]{border-color:#dc2626;background:#fef2f2}input[aria-invalid=true]:focus{outline-color:#dc2626;border-color:#dc2626}
form svg{width:16px;height:16px;flex-shrink:0;margin-top:1px}
form p[id$="-error"]{display:flex;align-items:flex-start;gap:6px;color:#b91c1c;font-size:13px;font-weight:500;margin:6px 0 0}
form p[id$="-description"]{color:#64748b;font-size:13px;margin:6px 0 0}
form [id$="-summary"]{border-radius:10px;padding:12px 14px;font-size:14px;line-height:1.45;margin-bottom:8px;background:#fef2f2;color:#991b1b;border:1px solid #fecaca}
form [id$="-summary"]:focus{outline:none}
form [id$="-summary"] p{display:flex;align-items:flex-start;gap:8px;margin:0;font-weight:600}
form [id$="-summary"] ul{margin:8px 0 0;padding-left:38px}form [id$="-summary"] a{color:inherit;font-weight:500;text-decoration:underline}
.note{margin:18px 0 0;padding:12px 14px;border-radius:10px;background:#f8fafc;border:1px solid #e2e8f0;color:#334155;font-size:14px;line-height:1.45}
button{margin-top:22px;width:100%;padding:12px;border:0;border-radius:999px;background:var(--p);color:var(--on-p);font:inherit;font-weight:700;font-size:15px;cursor:pointer}
button:hover{filter:brightness(.95)}
.alert{border-radius:10px;padding:12px 14px;font-size:14px;line-height:1.45;margin-bottom:8px}
.alert.error{background:#fef2f2;color:#991b1b;border:1px solid #fecaca}.alert.ok{background:#f0fdf4;color:#166534;border:1px solid #bbf7d0}
.links{margin-top:20px;text-align:center;font-size:14px;color:#475569;line-height:1.9}
a{color:var(--ink);font-weight:600;text-decoration:none}a:hover{text-decoration:underline}
.muted{color:#64748b;font-size:13px;text-align:center;margin-top:22px}
.table-wrap{max-width:100%;overflow-x:auto}
table{width:100%;border-collapse:collapse;font-size:14px}td,th{border-bottom:1px solid #e2e8f0;padding:8px;text-align:left;vertical-align:top}
td{overflow-wrap:anywhere}
pre{white-space:pre-wrap;overflow-wrap:anywhere;font:inherit;margin:6px 0 0;color:#334155}
main.wide{max-width:860px}
@media (max-width:480px){body{padding:16px 10px}main{padding:24px 16px}td,th{padding:6px 4px}}
@media (max-width:600px){main.wide thead{display:none}main.wide tr,main.wide td{display:block}main.wide tr{border-bottom:1px solid #e2e8f0;padding:6px 0}main.wide td{border:0;padding:2px 0}}
`;

/** The whole document of an account-host page. */
export function AccountDocument({ title, brand, wide = false, children }: { title: string; brand: TAccountBrand; wide?: boolean; children: ReactNode }) {
  // The brand colours are CSS custom properties on the root element: React escapes the attribute.
  const vars = { "--p": brand.colors.primary, "--s": brand.colors.secondary, "--on-p": brand.colors.onPrimary, "--ink": brand.colors.ink } as CSSProperties;
  return (
    <html lang="id" style={vars}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width,initial-scale=1" />
        <meta name="robots" content="noindex, nofollow" />
        <title>{`${title} | ${brand.name}`}</title>
        {brand.favicon ? <link rel="icon" type="image/svg+xml" href={brand.favicon} /> : null}
        {/* Static text only (no visitor or tenant data), so it may go in unescaped. */}
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the style sheet is a constant of this module; as a text child React would escape the `>` of its child selectors */}
        <style dangerouslySetInnerHTML={{ __html: FONTS + CSS }} />
      </head>
      <body>
        <main className={wide ? "wide" : undefined}>
          <div className="brand">{brand.logo ? <img src={brand.logo} alt={brand.name} width={200} height={40} /> : <span>{brand.name}</span>}</div>
          {children}
          <p className="muted">{`Satu akun ${brand.product} untuk semua situs belajar kami.`}</p>
        </main>
      </body>
    </html>
  );
}

/** A sentence in a green (status) or red (alert) box. */
export function Notice({ kind, children }: { kind: "ok" | "error"; children: ReactNode }) {
  return (
    <div className={`alert ${kind}`} role={kind === "error" ? "alert" : "status"}>
      {children}
    </div>
  );
}

/** The flow's fields that travel with every form post (sign-in flow, reset token, CSRF token). */
export function HiddenFields({ fields }: { fields: Record<string, string | null | undefined> }) {
  return (
    <>
      {Object.entries(fields)
        .filter((e): e is [string, string] => typeof e[1] === "string" && e[1] !== "")
        .map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
    </>
  );
}
