import type { TTenant } from "../../domain/tenants/tenant.ts";
import { resolveTheme, themeContrast } from "../../domain/tenants/theme.ts";

export function esc(v: unknown): string {
  return String(v ?? "")
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}

export function hidden(fields: Record<string, string | undefined>): string {
  return Object.entries(fields)
    .filter(([, v]) => v !== undefined && v !== "")
    .map(([k, v]) => `<input type="hidden" name="${esc(k)}" value="${esc(v)}">`)
    .join("");
}

/** A form field's message as a full sentence: capital first letter, closing full stop. */
export function sentence(message: string): string {
  const m = message.trim();
  if (!m) return m;
  const first = m.charAt(0).toUpperCase() + m.slice(1);
  return /[.!?]$/.test(first) ? first : `${first}.`;
}

export interface TField {
  id: string;
  label: string;
  type: "text" | "email" | "password";
  autocomplete: string;
  value?: string;
  maxlength?: number;
  minlength?: number;
  /** Shown under the field before anything fails (the rule), and read with it (aria-describedby). */
  hint?: string;
  error?: string;
}

/**
 * A labelled, required input with its hint and error under it, both tied to it through
 * aria-describedby (the error also marks it aria-invalid).
 */
export function field(f: TField): string {
  const describedBy = [f.hint ? `${f.id}-hint` : "", f.error ? `${f.id}-error` : ""].filter(Boolean).join(" ");
  return (
    `<label for="${esc(f.id)}">${esc(f.label)}</label>` +
    `<input id="${esc(f.id)}" name="${esc(f.id)}" type="${f.type}" autocomplete="${esc(f.autocomplete)}" required` +
    (f.maxlength ? ` maxlength="${f.maxlength}"` : "") +
    (f.minlength ? ` minlength="${f.minlength}"` : "") +
    (f.type !== "password" ? ` value="${esc(f.value ?? "")}"` : "") +
    (describedBy ? ` aria-describedby="${describedBy}"` : "") +
    (f.error ? ' aria-invalid="true"' : "") +
    ">" +
    (f.hint ? `<p class="hint" id="${esc(f.id)}-hint">${esc(f.hint)}</p>` : "") +
    (f.error ? `<p class="field-error" id="${esc(f.id)}-error">${esc(f.error)}</p>` : "")
  );
}

export interface TPageOpts {
  title: string;
  tenant: TTenant | null;
  product: string;
  body: string;
}

const CSS = `
@font-face{font-family:"Inter Variable";font-style:normal;font-display:swap;font-weight:100 900;src:url(/fonts/inter-latin.woff2?v=5.3.0) format("woff2");unicode-range:U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD}
@font-face{font-family:"Inter Variable";font-style:normal;font-display:swap;font-weight:100 900;src:url(/fonts/inter-latin-ext.woff2?v=5.3.0) format("woff2");unicode-range:U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF}
@font-face{font-family:"Raleway Variable";font-style:normal;font-display:swap;font-weight:100 900;src:url(/fonts/raleway-latin.woff2?v=5.3.0) format("woff2");unicode-range:U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD}
@font-face{font-family:"Raleway Variable";font-style:normal;font-display:swap;font-weight:100 900;src:url(/fonts/raleway-latin-ext.woff2?v=5.3.0) format("woff2");unicode-range:U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF}
*{box-sizing:border-box}body{margin:0;min-height:100vh;font-family:"Inter Variable",Inter,system-ui,-apple-system,"Segoe UI",sans-serif;color:#212529;background:linear-gradient(135deg,var(--p) 0%,var(--s) 100%);display:flex;align-items:center;justify-content:center;padding:24px 16px}
main{width:100%;min-width:0;max-width:420px;background:#fff;border-radius:20px;box-shadow:0 20px 50px rgba(15,23,42,.25);padding:32px 28px}
.brand{display:flex;justify-content:center;margin-bottom:20px}.brand img{height:40px;max-width:220px}
.brand span{font-weight:800;font-size:22px;color:var(--ink)}
h1{font-family:"Raleway Variable",Raleway,"Inter Variable",system-ui,sans-serif;font-size:24px;margin:0 0 6px;text-align:center}
p.lead{margin:0 0 22px;text-align:center;color:#475569;font-size:15px;line-height:1.5}
label{display:block;font-weight:600;font-size:14px;margin:14px 0 6px}
input[type=email],input[type=password],input[type=text]{width:100%;padding:11px 13px;border:1px solid #cbd5e1;border-radius:10px;font:inherit;font-size:15px}
input:focus{outline:2px solid var(--p);outline-offset:1px;border-color:var(--p)}
.field-error{color:#b91c1c;font-size:13px;margin:6px 0 0}.hint{color:#64748b;font-size:13px;margin:6px 0 0}
input[aria-invalid=true]{border-color:#b91c1c}
.note{margin:18px 0 0;padding:12px 14px;border-radius:10px;background:#f8fafc;border:1px solid #e2e8f0;color:#334155;font-size:14px;line-height:1.45}
button{margin-top:22px;width:100%;padding:12px;border:0;border-radius:999px;background:var(--p);color:var(--on-p);font:inherit;font-weight:700;font-size:15px;cursor:pointer}
button:hover{filter:brightness(.95)}button.link{background:none;color:var(--ink);width:auto;margin:0;padding:0;font-weight:600}
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

/** A small branded page: the tenant's logo and colours, no script at all. */
export function page(o: TPageOpts): string {
  const theme = o.tenant?.theme ?? resolveTheme(undefined);
  const primary = theme.clr_primary;
  const secondary = theme.clr_secondary;
  // Readable text on the brand colour (button) and a deep brand ink for links on white.
  const contrast = themeContrast(theme);
  const brandName = o.tenant?.name ?? `Akun ${o.product.charAt(0).toUpperCase()}${o.product.slice(1)}`;
  const brand = o.tenant ? `<img src="${esc(o.tenant.logoDark)}" alt="${esc(o.tenant.name)}" width="200" height="40">` : `<span>${esc(brandName)}</span>`;
  const wide = o.body.includes("<table") ? ' class="wide"' : "";
  const body = focusFirstInvalid(o.body);
  return (
    `<!DOCTYPE html><html lang="id"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">` +
    `<meta name="robots" content="noindex, nofollow"><title>${esc(o.title)} | ${esc(brandName)}</title>` +
    (o.tenant ? `<link rel="icon" type="image/svg+xml" href="${esc(o.tenant.favicon)}">` : "") +
    `<style>:root{--p:${esc(primary)};--s:${esc(secondary)};--on-p:${esc(contrast.onPrimary)};--ink:${esc(contrast.primaryInk)}}${CSS}</style></head>` +
    `<body><main${wide}><div class="brand">${brand}</div>${body}` +
    `<p class="muted">Satu akun ${esc(o.product.charAt(0).toUpperCase() + o.product.slice(1))} untuk semua situs belajar kami.</p></main></body></html>`
  );
}

/**
 * The page has no script, so the browser's own `autofocus` puts the cursor in the first field the
 * server marked invalid (in page order), as the React forms do (app/components/form).
 */
export function focusFirstInvalid(body: string): string {
  const at = body.indexOf(' aria-invalid="true"');
  if (at < 0) return body;
  const start = body.lastIndexOf("<input ", at);
  if (start < 0) return body;
  const tag = body.slice(start, at);
  return body.slice(0, start) + tag.replace(" required", " required autofocus") + body.slice(at);
}

export function alert(kind: "error" | "ok", text: string): string {
  return `<div class="alert ${kind}" role="${kind === "error" ? "alert" : "status"}">${esc(text)}</div>`;
}
