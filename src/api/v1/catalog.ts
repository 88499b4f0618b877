import { ZClassActiveQuery, ZClassKey, ZId, ZProgramActiveQuery, ZSchoolsQuery, ZSlug, ZWebinarQuery } from "../../contracts/catalog.ts";
import { getClassSyllabusById, listActiveClasses, listWebinars, requireClassByKey } from "../../domain/catalog/classes.ts";
import { classKeyOf } from "../../domain/catalog/keys.ts";
import type { TImageKind } from "../../contracts/catalog-constants.ts";
import { catalogImageSvg, imageSubjectName } from "../../domain/catalog/images.ts";
import { listActivePrograms, listProgramSchools, requireProgram } from "../../domain/catalog/programs.ts";
import { AppError } from "../../kernel/errors.ts";
import type { TServices } from "../../platform/services.ts";
import { cachedOk } from "../cached.ts";
import { createApiRouter, createRoute, envelope, errors, z } from "../openapi.ts";
import { ZActiveClasses, ZActivePrograms, ZClassDetail, ZClassSyllabus, ZProgramDetail, ZSchoolPage, ZWebinarPage } from "../schemas.ts";
import { requireTenant, tenantCtx } from "../tenant.ts";

/** Aliases clients use for the same query names (`filter[type]`, `programIds[]`); see canonicalQuery in src/api/index.ts. */
export const QUERY_ALIASES: Record<string, string> = { "filter[type]": "filter.type", "programIds[]": "programIds" };
/** Query names whose repeated values are joined with commas (`programIds=1&programIds=2` = `programIds=1,2`). */
export const MULTI_QUERY = ["programIds"] as const;

const tags = ["Katalog"];
const activeShape = "data: { items, page: { current_page, last_page }, data_count: { per_page, total_data } }";
const listShape = "data: { items, page, perPage, totalItems, totalPages }";

const routes = {
  classActive: createRoute({
    method: "get",
    path: "/v1/class/active",
    summary: `Daftar kelas aktif dengan filter; filter hanya berlaku bila page diisi. ${activeShape}`,
    tags,
    request: { query: ZClassActiveQuery },
    responses: { 200: envelope(ZActiveClasses), ...errors(400, 404) },
  }),
  classOverview: createRoute({
    method: "get",
    path: "/v1/class/overview",
    summary: "Ringkasan satu kelas (slug atau kode), dengan angkatan, silabus dan mentor",
    tags,
    request: { query: z.object({ slug: ZClassKey }) },
    responses: { 200: envelope(ZClassDetail), ...errors(400, 404) },
  }),
  classSyllabus: createRoute({
    method: "get",
    path: "/v1/class/syllabus",
    summary: "Silabus satu kelas",
    tags,
    request: { query: z.object({ classroomId: ZId }) },
    responses: { 200: envelope(ZClassSyllabus), ...errors(400, 404) },
  }),
  webinars: createRoute({
    method: "get",
    path: "/v1/class/webinar",
    summary: `Daftar webinar, terbaru dulu. ${listShape}`,
    tags,
    request: { query: ZWebinarQuery },
    responses: { 200: envelope(ZWebinarPage), ...errors(400, 404) },
  }),
  programActive: createRoute({
    method: "get",
    path: "/v1/program/active",
    summary: `Daftar program aktif. ${activeShape}`,
    tags,
    request: { query: ZProgramActiveQuery },
    responses: { 200: envelope(ZActivePrograms), ...errors(400, 404) },
  }),
  programDetail: createRoute({
    method: "get",
    path: "/v1/program/active/detail",
    summary: "Detail program beserta kelasnya",
    tags,
    request: { query: z.object({ slug: ZSlug }) },
    responses: { 200: envelope(ZProgramDetail), ...errors(400, 404) },
  }),
  schools: createRoute({
    method: "get",
    path: "/v1/program/schools",
    summary: `Sekolah yang tergabung dalam program. ${listShape}`,
    tags,
    request: { query: ZSchoolsQuery },
    responses: { 200: envelope(ZSchoolPage), ...errors(400, 404) },
  }),
  image: createRoute({
    method: "get",
    path: "/v1/catalog/image/{kind}/{file}",
    summary: "Gambar SVG buatan untuk kelas, program, kursus atau mentor",
    tags,
    request: {
      params: z.object({
        kind: z.string().openapi({ enum: ["class", "program", "course", "mentor"] }),
        file: z.string().openapi({ example: "pemrograman-web.svg" }),
      }),
    },
    responses: { 200: { description: "Gambar", content: { "image/svg+xml": { schema: z.string() } } }, ...errors(404) },
  }),
};

/** Catalogue calls of the Services API (spec §7): classes, programmes, webinars, schools. */
export function catalogV1Router(services: TServices) {
  const r = createApiRouter();

  r.openapi(routes.classActive, (c) => {
    const q = c.req.valid("query");
    // Spec §7: the filters only count when a page is given.
    const filters = q.page ? { state: q.state, level: q.level, type: q["filter.type"], programIds: q.programIds, search: q.search } : {};
    const input = { page: q.page, pageSize: q.pageSize, ...filters };
    return cachedOk(c, services, `v1/class/active:${JSON.stringify(input)}`, async () => ({
      data: await listActiveClasses(tenantCtx(c), input),
      message: "Berhasil mengambil daftar kelas aktif.",
    }));
  });

  r.openapi(routes.classOverview, (c) => {
    const key = classKeyOf(c.req.valid("query").slug);
    return cachedOk(c, services, `v1/class/overview:${JSON.stringify(key)}`, async () => ({
      data: await requireClassByKey(tenantCtx(c), key),
      message: "Berhasil mengambil ringkasan kelas.",
    }));
  });

  r.openapi(routes.classSyllabus, (c) => {
    const { classroomId } = c.req.valid("query");
    return cachedOk(c, services, `v1/class/syllabus:${classroomId}`, async () => ({
      data: await getClassSyllabusById(tenantCtx(c), classroomId),
      message: "Berhasil mengambil silabus kelas.",
    }));
  });

  r.openapi(routes.webinars, (c) => {
    const q = c.req.valid("query");
    return cachedOk(c, services, `v1/class/webinar:${JSON.stringify(q)}`, async () => ({
      data: await listWebinars(tenantCtx(c), q),
      message: "Berhasil mengambil daftar webinar.",
    }));
  });

  r.openapi(routes.programActive, (c) => {
    const q = c.req.valid("query");
    return cachedOk(c, services, `v1/program/active:${JSON.stringify(q)}`, async () => ({
      data: await listActivePrograms(tenantCtx(c), q),
      message: "Berhasil mengambil daftar program aktif.",
    }));
  });

  r.openapi(routes.programDetail, (c) => {
    const { slug } = c.req.valid("query");
    return cachedOk(c, services, `v1/program/active/detail:${JSON.stringify(slug)}`, async () => ({
      data: await requireProgram(tenantCtx(c), { slug }),
      message: "Berhasil mengambil detail program.",
    }));
  });

  r.openapi(routes.schools, (c) => {
    const q = c.req.valid("query");
    return cachedOk(c, services, `v1/program/schools:${JSON.stringify(q)}`, async () => ({
      data: await listProgramSchools(tenantCtx(c), q.programId, q),
      message: "Berhasil mengambil daftar sekolah program.",
    }));
  });

  r.openapi(routes.image, async (c) => {
    const { kind, file } = c.req.valid("param");
    const m = /^([a-z0-9]+(?:-[a-z0-9]+)*)\.svg$/.exec(file);
    if (!["class", "program", "course", "mentor"].includes(kind) || !m) throw new AppError("NOT_FOUND", "Gambar tidak ditemukan.");
    const tenant = requireTenant(c);
    const name = await services.dataCache.read(tenant, `v1/catalog/image:${kind}:${m[1]}`, () => imageSubjectName(tenantCtx(c), kind as TImageKind, m[1]!));
    if (!name) throw new AppError("NOT_FOUND", "Gambar tidak ditemukan.");
    c.header("Content-Type", "image/svg+xml; charset=utf-8");
    c.header("Cache-Control", "public, max-age=3600");
    c.header("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'");
    return c.body(catalogImageSvg(kind as TImageKind, name, tenant.theme.clr_primary, tenant.theme.clr_secondary), 200);
  });
  return r;
}
