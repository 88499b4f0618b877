import type { TOpenApiDocument } from "./openapi.ts";

const esc = (s: string) => s.replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c]!);
const METHODS = ["get", "post", "put", "patch", "delete"] as const;

interface TDocParameter {
  name: string;
  in: string;
  required?: boolean;
}

/**
 * A readable API reference rendered on the server from the OpenAPI document (no third-party
 * script). Each GET operation without path parameters has a small form that submits its query
 * straight to the endpoint, so it can be tried here.
 */
export function docsPage(product: string, doc: TOpenApiDocument): string {
  const rows = Object.entries(doc.paths ?? {})
    .flatMap(([path, item]) =>
      METHODS.filter((m) => item?.[m]).map((method) => {
        const op = item![method]!;
        const params = ((op.parameters ?? []) as TDocParameter[])
          .filter((p) => p.in === "query")
          .map((p) => `<label>${esc(p.name)}${p.required ? " *" : ""} <input name="${esc(p.name)}" ${p.required ? "required" : ""}></label>`)
          .join(" ");
        const tryIt =
          method === "get" && !path.includes("{") ? `<form method="get" action="/api${esc(path)}" target="_blank">${params} <button>Coba</button></form>` : "";
        return `<section><h3><span class="m ${method}">${method.toUpperCase()}</span> <code>/api${esc(path)}</code></h3><p>${esc(op.summary ?? "")}</p>${tryIt}</section>`;
      }),
    )
    .join("");
  return `<!DOCTYPE html><html lang="id"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Referensi API ${esc(product)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:960px;margin:0 auto;padding:1.5rem;color:#212529}section{border:1px solid #dee2e6;border-radius:8px;padding:.75rem 1rem;margin:.75rem 0}.m{display:inline-block;padding:.1rem .5rem;border-radius:4px;color:#fff;font-size:.8rem}.get{background:#2096C4}.post{background:#2dce89}.put{background:#fb6340}.patch{background:#8965e0}.delete{background:#f5365c}input{margin:.2rem;padding:.25rem}label{font-size:.85rem}</style></head>
<body><h1>Referensi API ${esc(product)}</h1><p>Dokumen mesin: <a href="/api/openapi.json">/api/openapi.json</a>. Semua respons memakai envelope <code>{ status, message, data }</code>.</p>${rows || "<p>Belum ada endpoint yang terdaftar.</p>"}</body></html>`;
}
