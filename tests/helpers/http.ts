import { request } from "node:http";

/**
 * `fetch` for a real server with a tenant's Host header. Node's fetch (undici) drops a `host`
 * header and sends the URL's own (`127.0.0.1:<port>`), so a spec that meant smkcoding got the
 * default site. This goes through node:http instead and answers a standard `Response`, with the
 * body as sent (not decompressed).
 */
export function hostFetch(url: string, host: string, init: { method?: string; headers?: Record<string, string>; body?: string } = {}): Promise<Response> {
  return new Promise((ok, fail) => {
    const req = request(url, { method: init.method ?? "GET", headers: { ...init.headers, host } }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("error", fail);
      res.on("end", () => {
        const headers = new Headers();
        for (const [k, v] of Object.entries(res.headers)) {
          if (v === undefined) continue;
          for (const one of Array.isArray(v) ? v : [v]) headers.append(k, one);
        }
        const status = res.statusCode ?? 0;
        const empty = status === 204 || status === 304 || init.method === "HEAD";
        ok(new Response(empty ? null : Buffer.concat(chunks), { status, headers }));
      });
    });
    req.on("error", fail);
    req.end(init.body);
  });
}
