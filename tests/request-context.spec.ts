import { getTableName, type Table } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getViewer, viewerMiddleware } from "../app/lib/identity.server.ts";
import { createRouterContext, requestOf } from "../app/lib/request-context.server.ts";
import { loader as contactLoader } from "../app/routes/forms/contact.tsx";
import { loader as ligaLoader } from "../app/routes/forms/liga-smk.tsx";
import type { Db } from "../src/db/client.ts";
import type { TRequestContext } from "../src/platform/services.ts";
import { makeTenant, makeUser, signInCookie } from "./factories/index.ts";
import { createTestApp, type TTestApp } from "./helpers/app.ts";
import { loadRender } from "./helpers/render.ts";

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp({ render: await loadRender() });
});
afterAll(() => t?.close());

async function requestContextFor(layout: string): Promise<TRequestContext> {
  const tenant = (await t.services.registry.byLayout(layout))!;
  const origin = `http://${layout}.localhost:3000`;
  return {
    tenant,
    tenantCtx: { db: t.services.database.db, tenantId: tenant.id },
    requestId: "uji",
    origin,
    host: `${layout}.localhost:3000`,
    services: t.services,
    render: {},
  };
}

/** The database with every `select … from sessions` counted (the viewer's session lookup). */
function countingSessionReads(db: Db): { db: Db; count: () => number } {
  let n = 0;
  const bound = <T extends object>(target: T, prop: string | symbol) => {
    const v = Reflect.get(target, prop, target);
    return typeof v === "function" ? v.bind(target) : v;
  };
  const counted = new Proxy(db, {
    get(target, prop) {
      if (prop !== "select") return bound(target, prop);
      return (...args: unknown[]) => {
        const builder = (target.select as (...a: unknown[]) => object)(...args);
        return new Proxy(builder, {
          get(b, p) {
            if (p !== "from") return bound(b, p);
            return (table: Table, ...rest: unknown[]) => {
              if (getTableName(table) === "sessions") n += 1;
              return (Reflect.get(b, p, b) as (...a: unknown[]) => unknown).call(b, table, ...rest);
            };
          },
        });
      };
    },
  });
  return { db: counted, count: () => n };
}

describe(`typed request context on ${process.env.TEST_DB}`, () => {
  it("hands loaders the tenant, its scope and origin through the router context", async () => {
    const rctx = await requestContextFor("sekolahbeta");
    const context = createRouterContext(rctx);
    expect(requestOf(context)).toBe(rctx);
    const contact = contactLoader({
      context,
      request: new Request(`${rctx.origin}/Contact`),
      url: new URL(`${rctx.origin}/Contact`),
      params: {},
      pattern: "/Contact",
    });
    expect(contact.email).toBe(rctx.tenant.contact?.email ?? "");
    const liga = await ligaLoader({
      context,
      request: new Request(`${rctx.origin}/Liga-Smk`),
      url: new URL(`${rctx.origin}/Liga-Smk`),
      params: {},
      pattern: "/Liga-Smk",
    });
    expect(typeof liga.data.teams).toBe("number");
  });

  it("looks the viewer up once per page request though the root, layout and section loaders all ask", async () => {
    const tenant = await makeTenant(t);
    const admin = await makeUser(t, tenant, { role: "admin" });
    const cookie = await signInCookie(t, tenant, admin);
    const original = t.services.database;
    const counting = countingSessionReads(original.db);
    t.services.database = { ...original, db: counting.db };
    try {
      const res = await t.req(tenant.host, "/Dashboard", { headers: { cookie } });
      expect(res.status).toBe(200);
      expect(await res.text()).toContain(admin.name);
      expect(counting.count()).toBe(1);
      // Client navigations ask the same loaders for data: one lookup for the whole request too.
      const before = counting.count();
      const data = await t.req(tenant.host, "/Dashboard.data", { headers: { cookie } });
      expect(data.status).toBe(200);
      expect(counting.count() - before).toBe(1);
    } finally {
      t.services.database = original;
    }
  });

  it("resolves the viewer once for a GET, on every ask for a form post, never without a session", async () => {
    const rctx = await requestContextFor("sekolahbeta");
    const asks = async (method: string, cookie?: string) => {
      let lookups = 0;
      const middleware = viewerMiddleware(async () => {
        lookups += 1;
        return null;
      });
      const request = new Request(`${rctx.origin}/Dashboard`, { method, headers: cookie ? { cookie } : {} });
      const context = createRouterContext(rctx);
      await middleware({ request, context, url: new URL(request.url), params: {}, pattern: "/Dashboard" }, async () => {
        await Promise.all([getViewer(request, context), getViewer(request, context), getViewer(request, context)]);
        return new Response(null);
      });
      return lookups;
    };
    expect(await asks("GET", "tunas_session=x")).toBe(1);
    expect(await asks("POST", "tunas_session=x")).toBe(3);
    expect(await asks("GET")).toBe(0);
  });

  it("never touches the sessions table for an anonymous visitor", async () => {
    const original = t.services.database;
    const counting = countingSessionReads(original.db);
    t.services.database = { ...original, db: counting.db };
    try {
      expect((await t.req("sekolahbeta.localhost", "/Class", { headers: { "cache-control": "no-cache" } })).status).toBe(200);
      expect(counting.count()).toBe(0);
    } finally {
      t.services.database = original;
    }
  });
});
