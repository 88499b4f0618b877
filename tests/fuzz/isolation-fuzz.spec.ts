import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROUTE_TABLE } from "../../app/route-table.ts";
import { ROLE_BY_KIND } from "../../src/domain/identity/roles.ts";
import { tenantOrigin } from "../../src/domain/tenants/public-urls.ts";
import { makeClass, makeTenant, makeUser, signInCookie, type TClassMade, type TTenantMade } from "../factories/index.ts";
import { createTestApp, type TTestApp } from "../helpers/app.ts";
import { loadRender } from "../helpers/render.ts";

/**
 * Isolation fuzzing: as a member of tenant A with every role (and anonymously), call every API
 * operation of `/api/openapi.json` and every dashboard route with tenant B's ids, slugs, tenant id,
 * e-mail and keys, through Host header variants, `X-Forwarded-Host` and `X-Lms-Id` naming B.
 * Properties: no answer carries B's marked data, and B's rows are the same afterwards.
 */
const MARK = `RAHASIA-B-${Date.now().toString(36)}`;
let t: TTestApp;
let a: TTenantMade;
let b: TTenantMade;
let bClass: TClassMade;
let bEmail = "";
const cookies: { role: string; cookie: string }[] = [{ role: "anonim", cookie: "" }];
let ops: { method: string; path: string }[] = [];
/** Operations whose answer is another tenant's public data by the spec (§7: a site's settings by tenant id). */
const PUBLIC_BY_DESIGN = new Set(["GET /{tenant}/cms/app/settings", "GET /{tenant}/cms/app/setting/{key}", "GET /{tenant}/cms/app/id"]);

/** Every tenant table's rows of B, as one digest per table (count + md5 of the rows). */
async function fingerprint(tenantId: string): Promise<Record<string, string>> {
  const tables = (await t.db.db.execute(sql`
    select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
    join pg_attribute at on at.attrelid = c.oid and at.attname = 'tenant_id' and not at.attisdropped
    where n.nspname = 'public' and c.relkind = 'r' order by 1`)) as unknown as { rows?: { name: string }[] } | { name: string }[];
  const names = ("rows" in tables ? tables.rows! : (tables as { name: string }[])).map((r) => r.name);
  const out: Record<string, string> = {};
  for (const name of names) {
    // Rows that only record that a request happened (request logs, statistics events) are not B's data.
    if (/click_logs|stat_|rate_limit|login_attempts/.test(name)) continue;
    const r = (await t.db.db.execute(
      sql`select count(*)::int as n, coalesce(md5(string_agg(x::text, ',' order by x::text)), '') as h from ${sql.identifier(name)} x where tenant_id = ${tenantId}`,
    )) as unknown as { rows?: { n: number; h: string }[] } | { n: number; h: string }[];
    const row = ("rows" in r ? r.rows! : (r as { n: number; h: string }[]))[0]!;
    out[name] = `${row.n}:${row.h}`;
  }
  return out;
}

beforeAll(async () => {
  t = await createTestApp({ render: await loadRender() });
  a = await makeTenant(t);
  b = await makeTenant(t);
  bClass = await makeClass(t, b, { name: `${MARK} kelas`, price: 750_000 });
  const bUser = await makeUser(t, b, { role: "admin", name: `${MARK} admin` });
  bEmail = bUser.email;
  await t.services.registry.updateSetting(b.id, { ...(await t.services.registry.byLayout(b.layout))!.setting, title: `${MARK} situs` });
  for (const role of ROLE_BY_KIND) {
    const u = await makeUser(t, a, { role });
    cookies.push({ role, cookie: await signInCookie(t, a, u) });
  }
  const doc = (await (await t.req(a.host, "/api/openapi.json")).json()) as { paths: Record<string, Record<string, unknown>> };
  ops = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.keys(methods)
      .filter((m) => ["get", "post", "put", "delete", "patch"].includes(m))
      .map((m) => ({ method: m.toUpperCase(), path })),
  );
}, 180_000);
afterAll(() => t?.close());

describe.skipIf(process.env.TEST_DB !== "pglite")("isolation fuzzing", () => {
  it(
    "never shows or changes tenant B's data to anyone of tenant A, on any API call or dashboard route",
    async () => {
      const before = await fingerprint(b.id);
      expect(Object.keys(before).length).toBeGreaterThan(20);
      const bValues = {
        tenant: b.id,
        id: String(bClass.id),
        slug: bClass.slug,
        code: bClass.code,
        programId: String(bClass.programId),
        batchId: String(bClass.batchId),
        classId: String(bClass.id),
        workspace_id: b.id,
        lmsId: b.id,
      };
      const pathValue = (name: string) => (bValues as Record<string, string>)[name] ?? (/id$/i.test(name) ? String(bClass.id) : bClass.slug);
      const hostVariants: Record<string, string>[] = [
        { host: a.host },
        { host: a.host.toUpperCase() },
        { host: `${a.host}:3000` },
        { host: a.host, "x-forwarded-host": b.host },
        { host: a.host, "x-lms-id": b.id, "x-app-authorization": b.layout },
      ];
      const query = new URLSearchParams({ ...bValues, page: "1", perPage: "50" }).toString();
      const body = JSON.stringify({ ...bValues, tenantId: b.id, value: "nilai uji", name: "Nama Uji", amount: 1000 });
      const aOrigin = tenantOrigin((await t.services.registry.byLayout(a.layout))!, t.services.urls);
      const dashboard = ROUTE_TABLE.filter((e) => e.path.startsWith("/Dashboard") && !e.path.includes(":")).map((e) => e.path);
      const leaks: string[] = [];
      const errors = new Set<string>();
      let cases = 0;
      let fiveHundreds = 0;
      for (const { role, cookie } of cookies) {
        for (const headers of hostVariants) {
          const h = { ...headers, ...(cookie ? { cookie } : {}) };
          for (const op of ops) {
            const path = op.path.replace(/\{(\w+)\}/g, (_, n: string) => encodeURIComponent(pathValue(n)));
            const withBody = op.method !== "GET" && op.method !== "DELETE";
            const res = await t.req(headers.host!, `/api${path}?${query}`, {
              method: op.method,
              headers: { ...h, ...(withBody ? { "content-type": "application/json" } : {}) },
              body: withBody ? body : undefined,
            });
            cases++;
            const text = await res.text();
            if (res.status >= 500) {
              fiveHundreds++;
              errors.add(`${op.method} /api${op.path} → ${res.status}: ${text.slice(0, 120)}`);
            }
            if (PUBLIC_BY_DESIGN.has(`${op.method} ${op.path}`)) continue;
            if (text.includes(MARK) || text.includes(bEmail)) leaks.push(`${role} ${op.method} ${path} (${JSON.stringify(headers)}) → ${res.status}`);
          }
          for (const path of dashboard) {
            for (const method of ["GET", "POST"]) {
              const form = new URLSearchParams({ ...bValues, intent: "save", courseSlug: bClass.slug, status: "selesai", note: "catatan uji" }).toString();
              const res = await t.req(headers.host!, method === "GET" ? `${path}?${query}` : path, {
                method,
                headers: { ...h, ...(method === "POST" ? { "content-type": "application/x-www-form-urlencoded", origin: aOrigin } : {}) },
                body: method === "POST" ? form : undefined,
              });
              cases++;
              const text = await res.text();
              if (res.status >= 500) {
                fiveHundreds++;
                errors.add(`${cookie ? "signed-in" : "anonymous"} ${method} ${path} → ${res.status}`);
              }
              if (text.includes(MARK) || text.includes(bEmail)) leaks.push(`${role} ${method} ${path} (${JSON.stringify(headers)}) → ${res.status}`);
            }
          }
        }
      }
      const after = await fingerprint(b.id);
      const changed = Object.keys(before).filter((k) => before[k] !== after[k]);
      console.log(
        `isolation fuzz: ${cases} cases (${cookies.length} roles incl. anonymous × ${hostVariants.length} header variants × ${ops.length} API operations + ${dashboard.length} dashboard routes × GET/POST); ${leaks.length} leaks, ${changed.length} of B's tables changed, ${fiveHundreds} × 5xx`,
      );
      expect(leaks).toEqual([]);
      expect(changed).toEqual([]);
      expect([...errors]).toEqual([]);
      expect(fiveHundreds).toBe(0);
    },
    30 * 60_000,
  );
});
