import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TTestApp } from "../helpers/app.ts";
import { makeTenant, makeUser, signInCookie, type TTenantMade } from "../factories/index.ts";
import { REST_TABLE_NAMES } from "../../src/contracts/external-data.ts";
import { anonKeyOf, issueServiceKey } from "../../src/domain/external-data/keys.ts";

/**
 * Property-based fuzzing of every API operation in `/api/openapi.json`: generated requests with
 * wrong types, huge and unicode strings, invalid JSON, wrong content types, path traversal, SQL and
 * HTML metacharacters, duplicated and unknown parameters; anonymous and as a signed-in admin of
 * another tenant. Properties: never a 5xx, always an answer, and every 4xx in the spec's envelope
 * `{ status: false, message, data }`.
 *
 * CI runs a fixed seed with FUZZ_RUNS (default 25) per operation; `npm run bench:fuzz` runs 1,000.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 25);
const SEED = Number(process.env.FUZZ_SEED ?? 20261123);
const HOST = "sekolahbeta.localhost";

type TParam = { name: string; in: "path" | "query" | "header" | "cookie"; required?: boolean; schema?: { type?: string; enum?: unknown[] } };
type TOp = { method: string; path: string; params: TParam[]; body: boolean; family: string };

let t: TTestApp;
const ops: TOp[] = [];
let other: TTenantMade;
let adminCookie = "";
let restKeys: string[] = [];
const counts = new Map<string, { cases: number; s4xx: number; s2xx: number }>();

beforeAll(async () => {
  t = await createTestApp();
  const doc = (await (await t.req(HOST, "/api/openapi.json")).json()) as {
    paths: Record<string, Record<string, { parameters?: TParam[]; requestBody?: unknown }>>;
  };
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      if (!["get", "post", "put", "delete", "patch"].includes(method)) continue;
      const family = path
        .split("/")
        .filter(Boolean)
        .slice(0, 2)
        .join("/")
        .replace(/\{[^}]+\}/g, "{…}");
      ops.push({ method: method.toUpperCase(), path, params: op.parameters ?? [], body: !!op.requestBody, family });
    }
  }
  // A signed-in admin of another tenant: a valid session that must not open anything here.
  other = await makeTenant(t);
  const admin = await makeUser(t, other, { role: "admin" });
  adminCookie = await signInCookie(t, other, admin);
  const tenantId = (await t.services.registry.resolve(HOST, "/"))!.id;
  restKeys = [await anonKeyOf({ db: t.db.db, tenantId }), await issueServiceKey({ db: t.db.db, tenantId }), "tunas_anon_bukan-kunci-situs-ini"];
}, 120_000);
afterAll(() => t?.close());

const nasty = fc.constantFrom(
  "",
  " ",
  "0",
  "-1",
  "1e309",
  "NaN",
  "null",
  "undefined",
  "true",
  "[]",
  "{}",
  "../../etc/passwd",
  "..%2F..%2Fetc%2Fpasswd",
  "%00",
  "%",
  "%zz",
  "' OR 1=1 --",
  "1; DROP TABLE tenants; --",
  "<script>alert(1)</script>",
  '"><img src=x onerror=alert(1)>',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe, meant as literal text
  "${7*7}{{7*7}}",
  "\u202e\u0000\ud83d\ude00",
  "sekolahbeta",
  "smkcoding",
  "x".repeat(5_000),
);
const text = fc.oneof(nasty, fc.string({ maxLength: 40 }), fc.string({ unit: "grapheme", maxLength: 20 }), fc.integer().map(String), fc.double().map(String));
const jsonValue = fc.oneof(
  text,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(text, { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 8 }), text, { maxKeys: 3 }),
);
const body = fc.oneof(
  fc.record({
    kind: fc.constant("json" as const),
    value: fc.dictionary(
      fc.oneof(
        fc.constantFrom(
          "email",
          "name",
          "password",
          "slug",
          "id",
          "amount",
          "price",
          "tenant",
          "page",
          "perPage",
          "query",
          "status",
          "__proto__",
          "constructor",
        ),
        fc.string({ maxLength: 10 }),
      ),
      jsonValue,
      { maxKeys: 6 },
    ),
  }),
  fc.record({ kind: fc.constant("raw-json" as const), value: fc.constantFrom("{", "[1,2", '{"a":', "null", "1", '"x"', "\u0000", "{}".repeat(2000)) }),
  fc.record({ kind: fc.constant("form" as const), value: fc.dictionary(fc.string({ maxLength: 8 }), text, { maxKeys: 4 }) }),
  fc.record({ kind: fc.constant("text" as const), value: text }),
  fc.record({ kind: fc.constant("none" as const), value: fc.constant(null) }),
);
const request = fc.record({
  path: fc.array(text, { minLength: 4, maxLength: 4 }),
  query: fc.array(
    fc.tuple(
      fc.oneof(
        fc.constantFrom("page", "perPage", "pageSize", "slug", "id", "status", "search", "email", "programId", "provinceId"),
        fc.string({ maxLength: 8 }),
      ),
      text,
    ),
    { maxLength: 5 },
  ),
  body,
  signedIn: fc.boolean(),
  host: fc.constantFrom(HOST, HOST, "smkcoding.localhost", "unknown.localhost", "SEKOLAHBETA.LOCALHOST"),
});

function tally(family: string, status: number) {
  const c = counts.get(family) ?? { cases: 0, s4xx: 0, s2xx: 0 };
  c.cases++;
  if (status >= 400 && status < 500) c.s4xx++;
  if (status < 300) c.s2xx++;
  counts.set(family, c);
}

describe.skipIf(process.env.TEST_DB !== "pglite")("API fuzzing from the OpenAPI document", () => {
  it(
    "the external data service (/rest/v1) never answers 5xx; every error is PostgREST's shape",
    async () => {
      const columns = fc.constantFrom(
        "id",
        "name",
        "comment",
        "rating",
        "status",
        "message",
        "amount",
        "created_at",
        "answers",
        "score_d",
        "profile",
        "tenant_id",
        "select",
        "order",
        "limit",
        "offset",
        "or",
        "columns",
      );
      const filterOps = fc.constantFrom(
        "eq.",
        "neq.",
        "gt.",
        "gte.",
        "lt.",
        "lte.",
        "like.",
        "ilike.",
        "in.(",
        "is.",
        "not.eq.",
        "not.in.(",
        "cs.",
        "",
        "asc",
        "desc.nullsfirst",
        "*,(",
      );
      const restRequest = fc.record({
        table: fc.oneof(fc.constantFrom(...REST_TABLE_NAMES), text),
        method: fc.constantFrom("GET", "HEAD", "POST", "PATCH", "DELETE", "PUT"),
        query: fc.array(
          fc.tuple(
            fc.oneof(columns, fc.string({ maxLength: 8 })),
            fc.tuple(filterOps, text).map(([o, v]) => o + v),
          ),
          { maxLength: 5 },
        ),
        prefer: fc.constantFrom(
          undefined,
          "return=representation",
          "count=exact",
          "return=minimal, count=exact",
          "missing=default",
          "handling=strict, x=y",
          "count=exact, return=representation",
        ),
        range: fc.constantFrom(undefined, "0-9", "5-", "9-2", "a-b", "0-999999999"),
        accept: fc.constantFrom(undefined, "application/json", "application/vnd.pgrst.object+json", "text/csv", "*/*"),
        key: fc.constantFrom(0, 1, 2, 3),
        body,
        bulk: fc.array(fc.dictionary(columns, jsonValue, { maxKeys: 4 }), { maxLength: 3 }),
        useBulk: fc.boolean(),
      });
      let cases = 0;
      await fc.assert(
        fc.asyncProperty(restRequest, async (r) => {
          const qs = new URLSearchParams();
          for (const [k, v] of r.query) qs.append(k, v);
          const headers: Record<string, string> = {};
          if (r.key < 3) headers.apikey = restKeys[r.key]!;
          if (r.prefer) headers.prefer = r.prefer;
          if (r.range) headers.range = r.range;
          if (r.accept) headers.accept = r.accept;
          let payload: string | undefined;
          if (r.method !== "GET" && r.method !== "HEAD" && r.method !== "DELETE") {
            headers["content-type"] = r.body.kind === "form" ? "application/x-www-form-urlencoded" : r.body.kind === "text" ? "text/plain" : "application/json";
            payload = r.useBulk
              ? JSON.stringify(r.bulk)
              : r.body.kind === "json"
                ? JSON.stringify(r.body.value)
                : r.body.kind === "form"
                  ? new URLSearchParams(r.body.value as Record<string, string>).toString()
                  : r.body.kind === "none"
                    ? undefined
                    : String(r.body.value);
          }
          const target = `/rest/v1/${encodeURIComponent(r.table)}${qs.size ? `?${qs}` : ""}`;
          const res = await t.req(HOST, target, { method: r.method, headers, body: payload });
          cases++;
          const raw = await res.text();
          if (res.status >= 500) throw new Error(`${r.method} ${target} → ${res.status}: ${raw.slice(0, 300)}`);
          if (res.status >= 400 && r.method !== "HEAD") {
            const j = JSON.parse(raw) as Record<string, unknown>;
            if (typeof j.code !== "string" || typeof j.message !== "string" || !("details" in j) || !("hint" in j))
              throw new Error(`${r.method} ${target} → ${res.status} not in PostgREST's error shape: ${raw.slice(0, 200)}`);
          }
        }),
        { numRuns: RUNS * 20, seed: SEED, endOnFailure: true },
      );
      console.log(`REST fuzz: ${cases} cases, 0 × 5xx`);
    },
    10 * 60_000,
  );

  it("finds operations to fuzz", () => {
    expect(ops.length).toBeGreaterThan(30);
  });

  it(
    "never answers 5xx; every 4xx is the spec envelope",
    async () => {
      for (const op of ops) {
        await fc.assert(
          fc.asyncProperty(request, async (r) => {
            let i = 0;
            const path = op.path.replace(/\{[^}]+\}/g, () => encodeURIComponent(r.path[i++ % 4]!));
            const qs = new URLSearchParams();
            for (const [k, v] of r.query) qs.append(k, v);
            const headers: Record<string, string> = {};
            if (r.signedIn) headers.cookie = adminCookie;
            let payload: BodyInit | undefined;
            if (op.method !== "GET" && op.method !== "DELETE") {
              if (r.body.kind === "json") {
                headers["content-type"] = "application/json";
                payload = JSON.stringify(r.body.value);
              } else if (r.body.kind === "raw-json") {
                headers["content-type"] = "application/json";
                payload = r.body.value;
              } else if (r.body.kind === "form") {
                const f = new URLSearchParams();
                for (const [k, v] of Object.entries(r.body.value)) f.append(k, v);
                headers["content-type"] = "application/x-www-form-urlencoded";
                payload = f.toString();
              } else if (r.body.kind === "text") {
                headers["content-type"] = "text/plain";
                payload = r.body.value;
              }
            }
            const target = `/api${path}${qs.size ? `?${qs}` : ""}`;
            const res = await t.req(r.host, target, { method: op.method, headers, body: payload });
            tally(op.family, res.status);
            const raw = await res.text();
            if (res.status >= 500) throw new Error(`${op.method} ${target} → ${res.status}: ${raw.slice(0, 300)}`);
            if (res.status >= 400) {
              let j: { status?: unknown; message?: unknown } = {};
              try {
                j = JSON.parse(raw) as typeof j;
              } catch {
                /* not JSON: fails below */
              }
              if (j.status !== false || typeof j.message !== "string" || !j.message)
                throw new Error(`${op.method} ${target} → ${res.status} without the envelope: ${raw.slice(0, 200)}`);
            }
          }),
          { numRuns: RUNS, seed: SEED, endOnFailure: true },
        );
      }
      const rows = [...counts.entries()].sort(([a], [b]) => a.localeCompare(b));
      const total = rows.reduce((n, [, c]) => n + c.cases, 0);
      console.log(`API fuzz: ${total} cases over ${ops.length} operations (${RUNS} per operation, seed ${SEED}), 0 × 5xx`);
      for (const [family, c] of rows)
        console.log(`  ${family.padEnd(34)} ${String(c.cases).padStart(6)} cases  ${String(c.s4xx).padStart(6)} × 4xx  ${String(c.s2xx).padStart(6)} × 2xx`);
      expect(total).toBe(ops.length * RUNS);
    },
    30 * 60_000,
  );
});
