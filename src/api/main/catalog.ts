import { ZBatchQuery, ZId, ZPagedQuery } from "../../contracts/catalog.ts";
import { getProgramSyllabus, listActiveBatches, listActiveMentors, listAllPrograms } from "../../domain/catalog/programs.ts";
import { AppError } from "../../kernel/errors.ts";
import type { TServices } from "../../platform/services.ts";
import { cachedOk } from "../cached.ts";
import { createApiRouter, createRoute, envelope, errors, z } from "../openapi.ts";
import { ZActiveBatches, ZMentorPage, ZProgramSummary, ZProgramSyllabus } from "../schemas.ts";
import { tenantCtx } from "../tenant.ts";

const tags = ["Main API: katalog"];

const routes = {
  batches: createRoute({
    method: "get",
    path: "/main/batch/active",
    summary: "Angkatan aktif, yang paling dekat dulu. data: { items, page: { current_page, last_page }, data_count: { per_page, total_data } }",
    tags,
    request: { query: ZBatchQuery },
    responses: { 200: envelope(ZActiveBatches), ...errors(400, 404) },
  }),
  syllabus: createRoute({
    method: "get",
    path: "/main/silabus/{programId}",
    summary: "Silabus program, per kelas",
    tags,
    request: { params: z.object({ programId: ZId }) },
    responses: { 200: envelope(ZProgramSyllabus), ...errors(400, 404) },
  }),
  mentors: createRoute({
    method: "get",
    path: "/main/active/mentors",
    summary: "Mentor aktif. data: { items, page, perPage, totalItems, totalPages }",
    tags,
    request: { query: ZPagedQuery },
    responses: { 200: envelope(ZMentorPage), ...errors(400, 404) },
  }),
  programs: createRoute({
    method: "get",
    path: "/main/programs",
    summary: "Semua program aktif (tanpa paginasi)",
    tags,
    responses: { 200: envelope(z.array(ZProgramSummary)), ...errors(404) },
  }),
};

/**
 * Catalogue calls of the Main API (spec §7). The spec's clients send an lms id header; the
 * tenant is still the one of the request's host, so a header can never reach another tenant.
 */
export function catalogMainRouter(services: TServices) {
  const r = createApiRouter();

  r.openapi(routes.batches, (c) => {
    const q = c.req.valid("query");
    return cachedOk(c, services, `main/batch/active:${JSON.stringify(q)}`, async () => ({
      data: await listActiveBatches(tenantCtx(c), q),
      message: "Berhasil mengambil angkatan aktif.",
    }));
  });

  r.openapi(routes.syllabus, (c) => {
    const { programId } = c.req.valid("param");
    return cachedOk(c, services, `main/silabus:${programId}`, async () => {
      const data = await getProgramSyllabus(tenantCtx(c), { id: programId });
      if (!data) throw new AppError("NOT_FOUND", "Program tidak ditemukan.");
      return { data, message: "Berhasil mengambil silabus program." };
    });
  });

  r.openapi(routes.mentors, (c) => {
    const q = c.req.valid("query");
    return cachedOk(c, services, `main/active/mentors:${JSON.stringify(q)}`, async () => ({
      data: await listActiveMentors(tenantCtx(c), q),
      message: "Berhasil mengambil daftar mentor aktif.",
    }));
  });

  r.openapi(routes.programs, (c) =>
    cachedOk(c, services, "main/programs", async () => ({
      data: await listAllPrograms(tenantCtx(c)),
      message: "Berhasil mengambil daftar program.",
    })),
  );
  return r;
}
