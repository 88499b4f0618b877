import type { z } from "zod";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiRouter } from "../src/api/index.ts";
import { createTestApp, type TTestApp } from "./helpers/app.ts";

/**
 * One API path: every route mounted under /api is declared with `createRoute`, so the OpenAPI
 * document has its request and response schemas, and real answers match those schemas.
 */
let t: TTestApp;
type TDocOperation = {
  parameters?: { name: string; in: string; schema?: unknown }[];
  requestBody?: { content?: Record<string, { schema?: unknown }> };
  responses?: Record<string, { content?: Record<string, { schema?: unknown }> }>;
};
let doc: { paths: Record<string, Record<string, TDocOperation>> };
let api: ReturnType<typeof apiRouter>;

beforeAll(async () => {
  t = await createTestApp();
  api = apiRouter(t.services);
  doc = await (await t.req(HOST, "/api/openapi.json")).json();
});
afterAll(() => t?.close());

const HOST = "sekolahbeta.localhost";
/** Routes that are not API operations: the document itself and its HTML page. */
const NOT_OPERATIONS = new Set(["GET /openapi.json", "GET /docs"]);

/** Hono's route list as `METHOD /path/{param}` (middleware and the 404 catch-all left out). */
function mountedRoutes(): string[] {
  const out = new Set<string>();
  for (const r of api.routes) {
    if (r.method === "ALL") continue;
    const path = r.path.replace(/\/:(\w+)(\{[^/]*\})?/g, "/{$1}");
    const key = `${r.method} ${path}`;
    if (!NOT_OPERATIONS.has(key)) out.add(key);
  }
  return [...out].sort();
}

describe(`API schemas on ${process.env.TEST_DB}`, () => {
  it("documents every mounted route with its path parameters, request body and a response schema", () => {
    const routes = mountedRoutes();
    expect(routes.length).toBeGreaterThanOrEqual(35);
    const problems: string[] = [];
    for (const key of routes) {
      const [method, path] = key.split(" ") as [string, string];
      const op = doc.paths[path]?.[method.toLowerCase()];
      if (!op) {
        problems.push(`${key}: not in /api/openapi.json (declare it with createRoute + r.openapi)`);
        continue;
      }
      for (const name of [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1])) {
        if (!op.parameters?.some((p) => p.in === "path" && p.name === name && p.schema)) problems.push(`${key}: path parameter ${name} has no schema`);
      }
      if (op.requestBody && !Object.values(op.requestBody.content ?? {}).some((m) => m.schema)) problems.push(`${key}: request body without a schema`);
      const success = Object.entries(op.responses ?? {}).filter(([code]) => code.startsWith("2"));
      if (!success.length || !success.every(([, r]) => Object.values(r.content ?? {}).some((m) => m.schema))) problems.push(`${key}: no response schema`);
      const json = success.flatMap(([, r]) => Object.entries(r.content ?? {})).find(([type]) => type === "application/json")?.[1].schema as
        | { properties?: Record<string, { type?: string; properties?: unknown; items?: unknown }>; $ref?: string }
        | undefined;
      if (json?.properties?.data && json.properties.data.type === "object" && !json.properties.data.properties)
        problems.push(`${key}: data is a bare { type: "object" }`);
    }
    expect(problems.join("\n")).toBe("");
  });

  it("renders /api/docs from the same document", async () => {
    const res = await t.req(HOST, "/api/docs");
    expect(res.status).toBe(200);
    const html = await res.text();
    const paths = Object.keys(doc.paths);
    for (const p of paths) expect(html, p).toContain(`<code>/api${p.replace(/&/g, "&amp;")}</code>`);
    expect(html).toContain('<form method="get" action="/api/v1/class/active"');
  });

  it("has nothing in the document that is not mounted", () => {
    const routes = new Set(mountedRoutes());
    const documented = Object.entries(doc.paths).flatMap(([path, item]) => Object.keys(item).map((m) => `${m.toUpperCase()} ${path}`));
    expect(documented.filter((k) => !routes.has(k))).toEqual([]);
  });

  it("answers real calls with bodies that match the documented response schemas", async () => {
    const schemas = new Map<string, z.ZodType>();
    for (const d of api.openAPIRegistry.definitions) {
      if (d.type !== "route") continue;
      const ok = Object.entries(d.route.responses).find(([code]) => code.startsWith("2"))?.[1] as
        | { content?: Record<string, { schema?: unknown }> }
        | undefined;
      const schema = ok?.content?.["application/json"]?.schema;
      if (schema) schemas.set(`${d.route.method.toUpperCase()} ${d.route.path}`, schema as z.ZodType);
    }
    const get = async (path: string) => {
      const res = await t.req(HOST, `/api${path}`);
      expect(res.status, path).toBe(200);
      return (await res.json()) as { data: Record<string, unknown> & { items?: Record<string, unknown>[] } };
    };
    const first = async (path: string) => {
      const items = (await get(path)).data.items!;
      expect(items.length, `${path} has items`).toBeGreaterThan(0);
      return items[0]!;
    };
    const cls = await first("/v1/class/active?page=1");
    const program = await first("/v1/program/active?page=1");
    const article = await first("/v1/post/article/list");
    const podcast = await first("/v1/podcast/list");
    const career = await first("/v1/career/list");
    const job = await first(`/v1/career/job/list?careerId=${career.id}`);
    const pages = (await get("/v1/cms/pages")).data as unknown as { key: string }[];
    const calls: [string, string][] = [
      ["/v1/class/active", "/v1/class/active?page=1&pageSize=3"],
      ["/v1/class/overview", `/v1/class/overview?slug=${cls.slug}`],
      ["/v1/class/syllabus", `/v1/class/syllabus?classroomId=${cls.id}`],
      ["/v1/class/webinar", "/v1/class/webinar"],
      ["/v1/program/active", "/v1/program/active"],
      ["/v1/program/active/detail", `/v1/program/active/detail?slug=${program.slug}`],
      ["/v1/program/schools", `/v1/program/schools?programId=${program.id}`],
      ["/main/batch/active", "/main/batch/active"],
      ["/main/silabus/{programId}", `/main/silabus/${program.id}`],
      ["/main/active/mentors", "/main/active/mentors"],
      ["/main/programs", "/main/programs"],
      ["/v1/post/article/list", "/v1/post/article/list"],
      ["/v1/post/detail", `/v1/post/detail?id=${article.id}`],
      ["/v1/post/list", "/v1/post/list"],
      ["/v1/post/gallery/list", "/v1/post/gallery/list"],
      ["/v1/podcast/list", "/v1/podcast/list"],
      ["/v1/podcast/detail", `/v1/podcast/detail?id=${podcast.id}`],
      ["/v1/career/list", "/v1/career/list"],
      ["/v1/career/job/list", `/v1/career/job/list?careerId=${career.id}`],
      ["/v1/career/detail", `/v1/career/detail?slug=${career.slug}`],
      ["/v1/career/job/detail", `/v1/career/job/detail?id=${job.id}`],
      ["/v2/post/category", "/v2/post/category"],
      ["/v1/cms/pages", "/v1/cms/pages"],
      ["/v1/cms/pages/{key}", `/v1/cms/pages/${pages[0]?.key}`],
      ["/v0/cms/app/settings", "/v0/cms/app/settings"],
      ["/{tenant}/cms/app/settings", "/sekolahbeta/cms/app/settings"],
      ["/{tenant}/cms/app/setting/{key}", "/sekolahbeta/cms/app/setting/title"],
      ["/{tenant}/cms/app/id", "/sekolahbeta/cms/app/id"],
      ["/v1/authorizer/version", "/v1/authorizer/version"],
    ];
    const problems: string[] = [];
    for (const [route, path] of calls) {
      const schema = schemas.get(`GET ${route}`);
      if (!schema) {
        problems.push(`GET ${route}: no JSON response schema`);
        continue;
      }
      const r = schema.safeParse(await get(path));
      if (!r.success)
        problems.push(
          `GET ${path}: ${r.error.issues
            .slice(0, 3)
            .map((i) => `${i.path.join(".")}: ${i.message}`)
            .join("; ")}`,
        );
    }
    expect(problems.join("\n")).toBe("");
  });

  it("answers invalid input with the 400 envelope naming the parameter", async () => {
    const res = await t.req(HOST, "/api/v1/class/active?page=abc");
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body).toMatchObject({ status: false, data: { fields: { page: expect.any(String) } } });
    expect(body.message).toMatch(/^Parameter "page" tidak valid: /);
    const career = await (await t.req(HOST, "/api/v1/career/job/list?careerId=x")).json();
    expect(career.message).toMatch(/^Failed fetch list Job: Parameter "careerId" tidak valid/);
    const json = await t.req(HOST, "/api/v1/logger/log/click", { method: "POST", body: "{", headers: { "content-type": "application/json" } });
    expect(json.status).toBe(400);
    expect((await json.json()).message).toBe("Body harus berupa JSON yang valid.");
    const type = await t.req(HOST, "/api/v1/logger/log/click", { method: "POST", body: "<a/>", headers: { "content-type": "application/xml" } });
    expect(type.status).toBe(415);
    expect((await type.json()).status).toBe(false);
  });
});
