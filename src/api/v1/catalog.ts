import { Hono, type Context } from "hono";
import { z } from "zod";
import {
  ZClassActiveQuery,
  ZClassKey,
  ZId,
  ZProgramActiveQuery,
  ZSchoolsQuery,
  ZSlug,
  ZWebinarQuery,
} from "../../contracts/catalog.ts";
import { getClassSyllabusById, listActiveClasses, listWebinars, requireClassByKey } from "../../domain/catalog/classes.ts";
import { classKeyOf } from "../../domain/catalog/keys.ts";
import { DEFAULT_PAGE_SIZE, DEFAULT_SCHOOL_PAGE_SIZE, MAX_PAGE_SIZE, type TImageKind } from "../../domain/catalog/constants.ts";
import { catalogImageSvg, imageSubjectName } from "../../domain/catalog/images.ts";
import { listActivePrograms, listProgramSchools, requireProgram } from "../../domain/catalog/programs.ts";
import { AppError } from "../../domain/errors.ts";
import type { TTenant } from "../../domain/tenants/tenant.ts";
import type { TServices } from "../../server/context.ts";
import { cachedOk } from "../cached.ts";
import { parseInput } from "../envelope.ts";
import { registerOperation, type TOperation } from "../openapi.ts";
import { requireTenant, tenantCtx } from "../tenant.ts";

type Env = { Variables: { tenant: TTenant | null } };

/** Aliases clients use for the same query names (`filter[type]`, `programIds[]`). */
const ALIASES: Record<string, string> = { "filter[type]": "filter.type", "programIds[]": "programIds" };

/**
 * The request's query as one value per name. A repeated `programIds` is joined with commas, so
 * `programIds=1&programIds=2` and `programIds=1,2` mean the same.
 */
export function queryInput(c: Context): Record<string, string> {
  const all = c.req.queries();
  const out: Record<string, string> = {};
  for (const [rawKey, values] of Object.entries(all)) {
    const key = ALIASES[rawKey] ?? rawKey;
    if (key === "programIds") out[key] = [out[key], ...values].filter(Boolean).join(",");
    else out[key] ??= values[0] ?? "";
  }
  return out;
}

const pageParams = (sizeName = "pageSize", def = DEFAULT_PAGE_SIZE): TOperation["parameters"] => [
  { name: "page", in: "query", schema: { type: "integer", minimum: 1, default: 1 }, description: "halaman, mulai dari 1" },
  { name: sizeName, in: "query", schema: { type: "integer", minimum: 1, default: def }, description: `jumlah per halaman (bawaan ${def}, maksimal ${MAX_PAGE_SIZE}; nilai lebih besar dibatasi)` },
];
const programIdsParam = { name: "programIds", in: "query" as const, schema: { type: "string", example: "1,2" }, description: "id program dipisah koma (boleh diulang)" };
const activeShape = "data: { items, page: { current_page, last_page }, data_count: { per_page, total_data } }";
const listShape = "data: { items, page, perPage, totalItems, totalPages }";

/** Catalogue calls of the Services API (spec §7): classes, programmes, webinars, schools. */
export function catalogV1Router(services: TServices): Hono<Env> {
  const r = new Hono<Env>();

  r.get("/v1/class/active", async (c) => {
    const q = parseInput(ZClassActiveQuery, queryInput(c));
    // Spec §7: the filters only count when a page is given.
    const filters = q.page ? { state: q.state, level: q.level, type: q["filter.type"], programIds: q.programIds, search: q.search } : {};
    const input = { page: q.page, pageSize: q.pageSize, ...filters };
    return cachedOk(c, services, `v1/class/active:${JSON.stringify(input)}`, async () => ({
      data: await listActiveClasses(tenantCtx(c, services), input),
      message: "Berhasil mengambil daftar kelas aktif.",
    }));
  });

  r.get("/v1/class/overview", async (c) => {
    const { slug } = parseInput(z.object({ slug: ZClassKey }), queryInput(c));
    const key = classKeyOf(slug);
    return cachedOk(c, services, `v1/class/overview:${JSON.stringify(key)}`, async () => ({
      data: await requireClassByKey(tenantCtx(c, services), key),
      message: "Berhasil mengambil ringkasan kelas.",
    }));
  });

  r.get("/v1/class/syllabus", async (c) => {
    const { classroomId } = parseInput(z.object({ classroomId: ZId }), queryInput(c));
    return cachedOk(c, services, `v1/class/syllabus:${classroomId}`, async () => ({
      data: await getClassSyllabusById(tenantCtx(c, services), classroomId),
      message: "Berhasil mengambil silabus kelas.",
    }));
  });

  r.get("/v1/class/webinar", async (c) => {
    const q = parseInput(ZWebinarQuery, queryInput(c));
    return cachedOk(c, services, `v1/class/webinar:${JSON.stringify(q)}`, async () => ({
      data: await listWebinars(tenantCtx(c, services), q),
      message: "Berhasil mengambil daftar webinar.",
    }));
  });

  r.get("/v1/program/active", async (c) => {
    const q = parseInput(ZProgramActiveQuery, queryInput(c));
    return cachedOk(c, services, `v1/program/active:${JSON.stringify(q)}`, async () => ({
      data: await listActivePrograms(tenantCtx(c, services), q),
      message: "Berhasil mengambil daftar program aktif.",
    }));
  });

  r.get("/v1/program/active/detail", async (c) => {
    const { slug } = parseInput(z.object({ slug: ZSlug }), queryInput(c));
    return cachedOk(c, services, `v1/program/active/detail:${JSON.stringify(slug)}`, async () => ({
      data: await requireProgram(tenantCtx(c, services), { slug }),
      message: "Berhasil mengambil detail program.",
    }));
  });

  r.get("/v1/program/schools", async (c) => {
    const q = parseInput(ZSchoolsQuery, queryInput(c));
    return cachedOk(c, services, `v1/program/schools:${JSON.stringify(q)}`, async () => ({
      data: await listProgramSchools(tenantCtx(c, services), q.programId, q),
      message: "Berhasil mengambil daftar sekolah program.",
    }));
  });

  r.get("/v1/catalog/image/:kind/:file", async (c) => {
    const kind = c.req.param("kind");
    const file = c.req.param("file");
    const m = /^([a-z0-9]+(?:-[a-z0-9]+)*)\.svg$/.exec(file);
    if (!["class", "program", "course", "mentor"].includes(kind) || !m) throw new AppError("NOT_FOUND", "Gambar tidak ditemukan.");
    const tenant = requireTenant(c);
    const name = await services.dataCache.read(tenant, `v1/catalog/image:${kind}:${m[1]}`, () => imageSubjectName(tenantCtx(c, services), kind as TImageKind, m[1]!));
    if (!name) throw new AppError("NOT_FOUND", "Gambar tidak ditemukan.");
    c.header("Content-Type", "image/svg+xml; charset=utf-8");
    c.header("Cache-Control", "public, max-age=3600");
    c.header("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'");
    return c.body(catalogImageSvg(kind as TImageKind, name, tenant.theme.clr_primary, tenant.theme.clr_secondary));
  });

  const tags = ["Katalog"];
  registerOperation({
    method: "get",
    path: "/v1/class/active",
    summary: `Daftar kelas aktif dengan filter; filter hanya berlaku bila page diisi. ${activeShape}`,
    tags,
    parameters: [
      ...pageParams()!,
      { name: "state", in: "query", schema: { type: "string", enum: ["comingSoon", "onRegistration", "started", "ended", "none"] } },
      { name: "level", in: "query", schema: { type: "string", enum: ["pemula", "menengah", "mahir"] } },
      programIdsParam,
      { name: "search", in: "query", schema: { type: "string", maxLength: 100 }, description: "pencarian teks penuh (awalan kata)" },
      { name: "filter.type", in: "query", schema: { type: "string", enum: ["online", "offline", "hybrid"] } },
    ],
  });
  registerOperation({ method: "get", path: "/v1/class/overview", summary: "Ringkasan satu kelas (slug atau kode), dengan angkatan, silabus dan mentor", tags, parameters: [{ name: "slug", in: "query", required: true, schema: { type: "string" } }] });
  registerOperation({ method: "get", path: "/v1/class/syllabus", summary: "Silabus satu kelas", tags, parameters: [{ name: "classroomId", in: "query", required: true, schema: { type: "integer", minimum: 1 } }] });
  registerOperation({ method: "get", path: "/v1/class/webinar", summary: `Daftar webinar, terbaru dulu. ${listShape}`, tags, parameters: [...pageParams("perPage")!, programIdsParam] });
  registerOperation({ method: "get", path: "/v1/program/active", summary: `Daftar program aktif. ${activeShape}`, tags, parameters: [...pageParams()!, { name: "search", in: "query", schema: { type: "string", maxLength: 100 } }] });
  registerOperation({ method: "get", path: "/v1/program/active/detail", summary: "Detail program beserta kelasnya", tags, parameters: [{ name: "slug", in: "query", required: true, schema: { type: "string" } }] });
  registerOperation({
    method: "get",
    path: "/v1/program/schools",
    summary: `Sekolah yang tergabung dalam program. ${listShape}`,
    tags,
    parameters: [{ name: "programId", in: "query", required: true, schema: { type: "integer", minimum: 1 } }, ...pageParams("pageSize", DEFAULT_SCHOOL_PAGE_SIZE)!],
  });
  registerOperation({
    method: "get",
    path: "/v1/catalog/image/{kind}/{file}",
    summary: "Gambar SVG buatan untuk kelas, program, kursus atau mentor",
    tags,
    parameters: [
      { name: "kind", in: "path", required: true, schema: { type: "string", enum: ["class", "program", "course", "mentor"] } },
      { name: "file", in: "path", required: true, schema: { type: "string", example: "pemrograman-web.svg" } },
    ],
    responses: { "200": { description: "image/svg+xml" }, "404": { description: "Gambar tidak ditemukan" } },
  });
  return r;
}
