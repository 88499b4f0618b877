import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROUTE_TABLE } from "../app/route-table.ts";
import { createTestApp, type TTestApp } from "./helpers/app.ts";
import { loadRender } from "./helpers/render.ts";

/**
 * Robustness: every registered API operation and every page route family gets a battery of bad
 * inputs. Nothing may answer 5xx; API errors carry the `{ status: false, message }` envelope.
 */
/** One operation of /api/openapi.json, as the cases below read it. */
interface TOperation {
  method: string;
  path: string;
  parameters?: { name: string; in: string; required?: boolean }[];
  requestBody?: unknown;
}

let t: TTestApp;
let ops: readonly TOperation[] = [];
beforeAll(async () => {
  t = await createTestApp({ render: await loadRender() });
  const doc = (await (await t.req(HOST, "/api/openapi.json")).json()) as { paths: Record<string, Record<string, Omit<TOperation, "method" | "path">>> };
  ops = Object.entries(doc.paths).flatMap(([path, item]) => Object.entries(item).map(([method, op]) => ({ method, path, ...op })));
});
afterAll(() => t?.close());

const HOST = "sekolahbeta.localhost";
const LONG = "a".repeat(10_000);

/** Query/path values that are wrong in type, size or content. */
const BAD_VALUES: string[] = [
  "",
  "abc",
  "-1",
  "0",
  "1.5",
  "1e9",
  "100000",
  "9999999999",
  "99999999999999999999",
  "NaN",
  "Infinity",
  "0x10",
  LONG,
  "%00",
  "a%00b",
  "%zz",
  "%",
  "%E0%A4%A",
  "'%20OR%201=1--",
  "1;DROP%20TABLE%20users",
  "%3Cscript%3Ealert(1)%3C%2Fscript%3E",
  "%F0%9F%98%80%E2%80%AE",
  "..%2F..%2Fetc%2Fpasswd",
  "null",
  "true",
  "%5B%5D",
  "%7B%22a%22%3A1%7D",
];

/** A path param's usual good value (so the other mutations reach the handler). */
const GOOD_PATH: Record<string, string> = { tenant: "sekolahbeta", key: "title", programId: "1", kind: "class", file: "x.svg" };
/** Query params always sent with their good value unless the param itself is under test. */
const GOOD_QUERY: Record<string, string> = { slug: "x", id: "1", classroomId: "1", programId: "1", careerId: "1", courseSlug: "x" };

function pathOf(op: TOperation, override: Record<string, string> = {}): string {
  return "/api" + op.path.replace(/\{(\w+)\}/g, (_, name: string) => override[name] ?? GOOD_PATH[name] ?? "x");
}

function queryOf(op: TOperation, override: Record<string, string | string[] | undefined>): string {
  const parts: string[] = [];
  const names = new Set([...(op.parameters ?? []).filter((p) => p.in === "query").map((p) => p.name), ...Object.keys(override)]);
  for (const name of names) {
    const v = name in override ? override[name] : (op.parameters ?? []).find((p) => p.name === name)?.required ? GOOD_QUERY[name] : undefined;
    if (v === undefined) continue;
    for (const one of Array.isArray(v) ? v : [v]) parts.push(`${encodeURIComponent(name)}=${one}`);
  }
  return parts.length ? `?${parts.join("&")}` : "";
}

interface TCase {
  label: string;
  path: string;
  init?: RequestInit;
}

function cases(op: TOperation): TCase[] {
  const out: TCase[] = [];
  const method = op.method.toUpperCase();
  const qParams = (op.parameters ?? []).filter((p) => p.in === "query").map((p) => p.name);
  const pParams = (op.parameters ?? []).filter((p) => p.in === "path").map((p) => p.name);
  const hParams = (op.parameters ?? []).filter((p) => p.in === "header").map((p) => p.name);
  const get = (label: string, path: string, headers: Record<string, string> = {}) => out.push({ label, path, init: { method, headers } });

  get("no params", pathOf(op));
  for (const name of qParams) {
    for (const v of BAD_VALUES) get(`${name}=${v.slice(0, 30)}`, pathOf(op) + queryOf(op, { [name]: v }));
    get(`${name} missing`, pathOf(op) + queryOf(op, { [name]: undefined }));
    get(`${name} repeated`, pathOf(op) + queryOf(op, { [name]: ["1", "2"] }));
    get(`${name}[]`, pathOf(op) + `?${encodeURIComponent(name)}%5B%5D=1&${encodeURIComponent(name)}%5Ba%5D=2`);
  }
  // Generic paging abuse on every operation, even those that take none.
  for (const [k, v] of [
    ["page", "abc"],
    ["page", "-1"],
    ["page", "1e9"],
    ["pageSize", "100000"],
    ["perPage", "100000"],
    ["page", "999999999"],
    ["page", "1&page=2"],
  ] as const) {
    get(`${k}=${v}`, pathOf(op) + queryOf(op, { [k]: v }));
  }
  for (const name of pParams) {
    for (const v of BAD_VALUES) {
      if (v === "") continue;
      get(`path ${name}=${v.slice(0, 30)}`, pathOf(op, { [name]: v }) + queryOf(op, {}));
    }
  }
  for (const name of hParams) {
    for (const v of ["", "x", LONG, "\u00e9\u00e8", "Bearer x", "' OR 1=1--"])
      get(`header ${name}=${v.slice(0, 20)}`, pathOf(op) + queryOf(op, {}), { [name]: v });
  }
  // Headers every endpoint reads: app token, tenant name, bearer, operator key.
  for (const [h, v] of [
    ["x-app-token", "garbage"],
    ["x-app-token", LONG],
    ["x-app-authorization", "nope"],
    ["x-app-authorization", "../../sekolahbeta"],
    ["authorization", "Bearer " + LONG],
    ["authorization", "Bearer"],
    ["authorization", "Basic Zm9vOmJhcg=="],
    ["cookie", "tunas_session=" + LONG],
    ["cookie", "tunas_session=%zz; _gt=%; _ct=\u00ff"],
  ] as const) {
    get(`header ${h}=${v.slice(0, 20)}`, pathOf(op) + queryOf(op, {}), { [h]: v });
  }

  if (method === "POST" || method === "PUT") {
    const path = pathOf(op) + queryOf(op, {});
    const send = (label: string, body: BodyInit | undefined, type?: string, extra: Record<string, string> = {}) =>
      out.push({ label, path, init: { method, body, headers: { ...(type ? { "content-type": type } : {}), authorization: "Bearer x", ...extra } } });
    const json = "application/json";
    send("no body", undefined);
    send("empty JSON body", "", json);
    for (const b of ["{", '{"a":', "nul", "[1,", "\u0000", '{"a":1}}', "undefined"]) send(`malformed ${JSON.stringify(b)}`, b, json);
    for (const b of ["null", "[]", "123", '"str"', "true", "{}", "[{}]"]) send(`wrong shape ${b}`, b, json);
    const props = Object.keys(
      (op.requestBody as { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> } | undefined)?.content?.[json]?.schema
        ?.properties ?? {},
    );
    const fields = props.length ? props : ["value", "id", "name", "email"];
    for (const [label, v] of [
      ["numbers", 123],
      ["objects", { a: { b: [1] } }],
      ["arrays", [1, "2", null]],
      ["nulls", null],
      ["10k strings", LONG],
      ["NUL bytes", "a\u0000b"],
      ["SQL-ish", "' OR 1=1; DROP TABLE users; --"],
      ["HTML-ish", "<script>alert(1)</script><img src=x onerror=alert(1)>"],
      ["emoji/RTL", "😀\u202e\ud800"],
      ["huge numbers", 1e308],
      ["negative", -1],
    ] as const) {
      send(`fields as ${label}`, JSON.stringify(Object.fromEntries(fields.map((f) => [f, v]))), json);
    }
    send("2 MB body", JSON.stringify({ value: "x".repeat(2 * 1024 * 1024) }), json);
    send("2 MB body without content-length type", "x".repeat(2 * 1024 * 1024), "text/plain");
    send("text/plain", '{"value":1}', "text/plain");
    send("form-urlencoded", "value=1&id=2", "application/x-www-form-urlencoded");
    send("multipart", '--b\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--b--\r\n', "multipart/form-data; boundary=b");
    send("xml", "<a>1</a>", "application/xml");
    send("content-type garbage", "{}", "application/json; charset=klingon");
    send("JSON with a BOM", "\ufeff{}", json);
    send("deep nesting", "[".repeat(5000) + "]".repeat(5000), json);
  }
  return out;
}

/** Why an API answer is unsafe (5xx, or an error without the envelope), or null when it is fine. */
async function problemOf(res: Response): Promise<string | null> {
  if (res.status >= 500) return `status ${res.status}`;
  if (res.status < 400) {
    await res.arrayBuffer();
    return null;
  }
  const type = res.headers.get("content-type") ?? "";
  if (!type.includes("application/json")) return `status ${res.status} with ${type}`;
  const body = (await res.json()) as { status?: unknown; message?: unknown };
  if (body.status !== false || typeof body.message !== "string" || !body.message) return `status ${res.status} without the error envelope`;
  if (/at \w+ \(|\bnode_modules\b|syntax error|violates|relation "/i.test(body.message)) return `internal detail in message: ${body.message.slice(0, 80)}`;
  return null;
}

async function expectSafe(res: Response, label: string): Promise<void> {
  expect(await problemOf(res), label).toBeNull();
}

describe(`API robustness on ${process.env.TEST_DB}`, () => {
  it("has the operations of every API module registered", () => {
    const paths = ops.map((o) => o.path);
    for (const p of [
      "/v1/class/active",
      "/v1/post/list",
      "/v1/logger/log/click",
      "/v1/auth/signup/coder",
      "/{tenant}/cms/app/settings",
      "/main/batch/active",
      "/v2/post/category",
    ]) {
      expect(paths).toContain(p);
    }
    expect(ops.length).toBeGreaterThanOrEqual(35);
  });

  it("answers every operation's bad input with a 4xx envelope or a 2xx, never a 5xx", { timeout: 600_000 }, async () => {
    let total = 0;
    const problems: string[] = [];
    for (const op of ops) {
      for (const c of cases(op)) {
        const problem = await problemOf(await t.req(HOST, c.path, c.init));
        if (problem) problems.push(`${op.method.toUpperCase()} ${op.path} [${c.label}] ${c.path.slice(0, 100)}: ${problem}`);
        total++;
      }
    }
    expect(problems.join("\n")).toBe("");
    expect(total).toBeGreaterThan(ops.length * 40);
  });

  it("refuses a NUL character anywhere in a valid-looking input with a 400 naming the field (PostgreSQL cannot store it)", async () => {
    const json = (body: unknown) => ({ method: "POST", body: JSON.stringify(body), headers: { "content-type": "application/json" } });
    const signup = await t.req(HOST, "/api/v1/auth/signup/coder", json({ name: "Nama\u0000Aneh", email: "nul.byte@contoh.test", password: "kata-sandi-aman" }));
    expect(signup.status).toBe(400);
    expect((await signup.json()).data.fields).toEqual({ name: "tidak boleh berisi karakter NUL" });
    const click = await t.req(
      HOST,
      "/api/v1/logger/log/click",
      json({ from: "/a\u0000", to: "/b", type: "internal_navigation", timestamp: new Date().toISOString() }),
    );
    expect(click.status).toBe(400);
    expect((await click.json()).message).toContain('"from"');
    const category = await t.req(HOST, "/api/v2/post/category?search=a%00b");
    expect(category.status).toBe(400);
    expect((await category.json()).message).toContain('"search"');
  });

  it("answers unknown API paths and methods with a 404/405 envelope", async () => {
    for (const [m, p] of [
      ["GET", "/api/%zz"],
      ["GET", "/api/v1/%00"],
      ["DELETE", "/api/v1/class/active"],
      ["PATCH", "/api/sekolahbeta/cms/app/settings"],
      ["GET", "/api/" + LONG],
      ["GET", "/api/..%2f..%2fetc%2fpasswd"],
    ] as const) {
      await expectSafe(await t.req(HOST, p, { method: m }), `${m} ${p.slice(0, 60)}`);
    }
  });

  it("never 5xxs for the account host's forms given garbage", async () => {
    const problems: string[] = [];
    for (const path of ["/masuk", "/daftar", "/lupa-sandi", "/atur-ulang-sandi", "/keluar"]) {
      for (const [type, body] of [
        ["application/x-www-form-urlencoded", "email=%zz&password=" + LONG],
        ["application/x-www-form-urlencoded", "%%%%"],
        ["application/json", "{"],
        ["text/plain", "\u0000"],
        ["multipart/form-data; boundary=b", "--b\r\nbroken"],
      ] as const) {
        const res = await t.req("akun.localhost", path + "?tenant=%zz&return=" + encodeURIComponent("https://evil.example/%"), {
          method: "POST",
          body,
          headers: { "content-type": type },
        });
        if (res.status >= 500) problems.push(`POST ${path} ${type}: ${res.status}`);
      }
      for (const q of ["?tenant=" + LONG, "?tenant=sekolahbeta&return=%zz", "?token=%00", "?tenant[]=1&tenant=2"]) {
        const res = await t.req("akun.localhost", path + q);
        if (res.status >= 500) problems.push(`GET ${path}${q.slice(0, 40)}: ${res.status}`);
      }
    }
    expect(problems.join("\n")).toBe("");
  });
});

/** A sample path for a route entry: each parameter filled with a plausible value. */
function samplePath(path: string, fill = "x"): string {
  return path.replace(/\/:(\w+)\?/g, `/${fill}`).replace(/:(\w+)/g, fill);
}

const FORM_BODIES: [string, string][] = [
  ["application/x-www-form-urlencoded", "intent=profile&name=%zz&photoUrl=" + "x".repeat(5000)],
  ["application/x-www-form-urlencoded", "%%%%&&=="],
  ["multipart/form-data; boundary=b", "--b\r\nbroken"],
  ["multipart/form-data", "no boundary"],
  ["application/json", "{"],
  ["text/plain", "\u0000"],
];
const ODD_SEGMENTS = [
  "%",
  "%zz",
  "%00",
  "a".repeat(5000),
  "..%2f..%2fetc%2fpasswd",
  "..",
  "%2e%2e",
  "%C0%AE",
  "%F0%9F%98%80",
  "<script>",
  "'OR'1'='1",
  "1e9",
  "-1",
  "99999999999999999999",
];
const ODD_QUERIES = [
  "?%zz=%zz",
  "?page=%",
  "?page=abc&page=2",
  "?page=1e9&pageSize=100000",
  "?search=" + "%00".repeat(50),
  "?q=" + "a".repeat(8000),
  "?redirect=https://evil.example",
  "?__proto__[x]=1",
];

describe(`page routes robustness on ${process.env.TEST_DB}`, () => {
  const families = [...new Map(ROUTE_TABLE.map((e) => [e.path, e])).values()];

  it.each(families.map((e) => [e.path, e] as const))("%s never answers 5xx to odd URLs", { timeout: 120_000 }, async (_p, e) => {
    const base = samplePath(e.path);
    const urls = new Set<string>([base, base + "/", base + "//", base + "/%", base + "/%zz", base + "/" + "b".repeat(3000)]);
    if (e.path.includes(":")) for (const s of ODD_SEGMENTS) urls.add(samplePath(e.path, s));
    for (const q of ODD_QUERIES) urls.add(base + q);
    const problems: string[] = [];
    for (const url of urls) {
      const res = await t.req(HOST, url);
      if (res.status >= 500) problems.push(`GET ${url.slice(0, 120)} → ${res.status}`);
      await res.arrayBuffer();
    }
    // Form posts with broken bodies (React Router actions, or 405 where a route has none).
    for (const [type, body] of FORM_BODIES) {
      const res = await t.req(HOST, base, { method: "POST", body, headers: { "content-type": type, origin: `http://${HOST}` } });
      if (res.status >= 500) problems.push(`POST ${base} ${type} → ${res.status}`);
      await res.arrayBuffer();
    }
    expect(problems.join("\n")).toBe("");
  });

  it("never answers 5xx to odd top-level URLs, on tenant and account hosts", async () => {
    for (const host of [HOST, "akun.localhost", "smkcoding.localhost", "unknown.example"]) {
      for (const url of [
        "/%",
        "/%zz",
        "/%00",
        "/..%2f..%2fetc%2fpasswd",
        "/assets/..%2f..%2fpackage.json",
        "/brand/%zz/%zz",
        "/brand/sekolahbeta/..%2f..%2fpackage.json",
        "/" + "c".repeat(8000),
        "/?%",
        "//evil.example",
        "/sitemap.xml?x=%zz",
        "/robots.txt/%zz",
        "/rss.xml?%",
      ]) {
        const res = await t.req(host, url);
        expect(res.status, `${host}${url.slice(0, 80)} → ${res.status}`).toBeLessThan(500);
        await res.arrayBuffer();
      }
    }
  });
});
