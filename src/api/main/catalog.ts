import { Hono } from "hono";
import { z } from "zod";
import { ZBatchQuery, ZId, ZPagedQuery } from "../../contracts/catalog.ts";
import { getProgramSyllabus, listActiveBatches, listActiveMentors, listAllPrograms } from "../../domain/catalog/programs.ts";
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from "../../domain/catalog/constants.ts";
import { AppError } from "../../domain/errors.ts";
import type { TTenant } from "../../domain/tenants/tenant.ts";
import type { TServices } from "../../server/context.ts";
import { cachedOk } from "../cached.ts";
import { parseInput } from "../envelope.ts";
import { registerOperation } from "../openapi.ts";
import { tenantCtx } from "../tenant.ts";
import { queryInput } from "../v1/catalog.ts";

type Env = { Variables: { tenant: TTenant | null } };

/**
 * Catalogue calls of the Main API (spec §7). The spec's clients send an lms id header; the
 * tenant is still the one of the request's host, so a header can never reach another tenant.
 */
export function catalogMainRouter(services: TServices): Hono<Env> {
  const r = new Hono<Env>();

  r.get("/main/batch/active", async (c) => {
    const q = parseInput(ZBatchQuery, queryInput(c));
    return cachedOk(c, services, `main/batch/active:${JSON.stringify(q)}`, async () => ({
      data: await listActiveBatches(tenantCtx(c, services), q),
      message: "Berhasil mengambil angkatan aktif.",
    }));
  });

  r.get("/main/silabus/:programId", async (c) => {
    const { programId } = parseInput(z.object({ programId: ZId }), { programId: c.req.param("programId") });
    return cachedOk(c, services, `main/silabus:${programId}`, async () => {
      const data = await getProgramSyllabus(tenantCtx(c, services), { id: programId });
      if (!data) throw new AppError("NOT_FOUND", "Program tidak ditemukan.");
      return { data, message: "Berhasil mengambil silabus program." };
    });
  });

  r.get("/main/active/mentors", async (c) => {
    const q = parseInput(ZPagedQuery, queryInput(c));
    return cachedOk(c, services, `main/active/mentors:${JSON.stringify(q)}`, async () => ({
      data: await listActiveMentors(tenantCtx(c, services), q),
      message: "Berhasil mengambil daftar mentor aktif.",
    }));
  });

  r.get("/main/programs", async (c) => {
    return cachedOk(c, services, "main/programs", async () => ({
      data: await listAllPrograms(tenantCtx(c, services)),
      message: "Berhasil mengambil daftar program.",
    }));
  });

  const tags = ["Main API: katalog"];
  const paging = (def: number) => [
    { name: "page", in: "query" as const, schema: { type: "integer", minimum: 1, default: 1 } },
    { name: "pageSize", in: "query" as const, schema: { type: "integer", minimum: 1, default: def }, description: `maksimal ${MAX_PAGE_SIZE}` },
  ];
  registerOperation({
    method: "get",
    path: "/main/batch/active",
    summary: "Angkatan aktif, yang paling dekat dulu. data: { items, page: { current_page, last_page }, data_count: { per_page, total_data } }",
    tags,
    parameters: [...paging(DEFAULT_PAGE_SIZE), { name: "programIds", in: "query", schema: { type: "string", example: "1,2" } }],
  });
  registerOperation({ method: "get", path: "/main/silabus/{programId}", summary: "Silabus program, per kelas", tags, parameters: [{ name: "programId", in: "path", required: true, schema: { type: "integer", minimum: 1 } }] });
  registerOperation({ method: "get", path: "/main/active/mentors", summary: "Mentor aktif. data: { items, page, perPage, totalItems, totalPages }", tags, parameters: paging(12) });
  registerOperation({ method: "get", path: "/main/programs", summary: "Semua program aktif (tanpa paginasi)", tags });
  return r;
}
