import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TTestApp } from "../../../tests/helpers/app.ts";

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

interface TPage<T> {
  items: [T, ...T[]];
  data_count: { per_page: number; total_data: number };
  page: { last_page: number };
  totalItems: number;
}
interface TBatch {
  startsAt: string;
  class: { code: string };
}
interface TProgram {
  id: number;
  name: string;
  classCount: number;
}
interface TSyllabus {
  program: { id: number };
  classes: { items: unknown[]; totalHours: number }[];
  totalHours: number;
}
interface TMentor {
  name: string;
  expertise: string | string[];
  photo: string;
}

async function get<T = unknown>(host: string, path: string, headers: Record<string, string> = {}) {
  const res = await t.req(host, path, { headers });
  return { status: res.status, body: (await res.json()) as { status: boolean; message: string; data: T } };
}

const SB = "sekolahbeta.localhost";
const PS = "pesilat.localhost";

describe(`Main API catalogue on ${process.env.TEST_DB}`, () => {
  it("lists active batches soonest first in the active-batches shape", async () => {
    const { status, body } = await get<TPage<TBatch>>(SB, "/api/main/batch/active?page=1&pageSize=5");
    expect(status).toBe(200);
    expect(body.data.items).toHaveLength(5);
    expect(body.data.data_count.per_page).toBe(5);
    expect(body.data.page.last_page).toBe(Math.ceil(body.data.data_count.total_data / 5));
    const starts = body.data.items.map((b) => Date.parse(b.startsAt));
    expect([...starts].sort((a, b) => a - b)).toEqual(starts);
    expect(body.data.items[0].class.code).toMatch(/^[A-Z0-9]+(-[A-Z0-9]+)*$/);
    expect((await get(SB, "/api/main/batch/active?pageSize=x")).status).toBe(400);
  });

  it("gives a programme's syllabus class by class, 404 for an unknown or foreign programme", async () => {
    const programs = (await get<TProgram[]>(SB, "/api/main/programs")).body.data;
    expect(programs).toHaveLength(10);
    const { status, body } = await get<TSyllabus>(SB, `/api/main/silabus/${programs[0]!.id}`);
    expect(status).toBe(200);
    expect(body.data.program.id).toBe(programs[0]!.id);
    expect(body.data.classes.length).toBe(programs[0]!.classCount);
    expect(body.data.classes.every((c) => c.items.length === 5)).toBe(true);
    expect(body.data.totalHours).toBe(body.data.classes.reduce((n, c) => n + c.totalHours, 0));
    expect((await get(PS, `/api/main/silabus/${programs[0]!.id}`)).status).toBe(404);
    expect((await get(SB, "/api/main/silabus/999999")).status).toBe(404);
    const bad = await get(SB, "/api/main/silabus/abc");
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('"programId"');
  });

  it("lists the tenant's active mentors with their expertise", async () => {
    const { body } = await get<TPage<TMentor>>(PS, "/api/main/active/mentors");
    expect(body.data.totalItems).toBe(8);
    expect(body.data.items[0]).toMatchObject({ name: "Slamet Riyadi", company: "Astra Otoparts" });
    expect(body.data.items[0].expertise).toContain("Otomotif");
    expect(body.data.items[0].photo).toBe("/api/v1/catalog/image/mentor/slamet-riyadi.svg");
    const sb = (await get<TPage<TMentor>>(SB, "/api/main/active/mentors")).body.data.items.map((m) => m.name);
    expect(sb).not.toContain("Slamet Riyadi");
  });

  it("refuses an lms id header naming another tenant with 403, and answers the host's tenant for its own name", async () => {
    const foreign = await get(SB, "/api/main/programs", { "x-lms-id": "pesilat" });
    expect(foreign.status).toBe(403);
    expect(foreign.body.status).toBe(false);
    const own = await get<TProgram[]>(SB, "/api/main/programs", { "x-lms-id": "sekolahbeta" });
    expect(own.status).toBe(200);
    expect(own.body.data.some((p) => p.name.startsWith("Pesilat"))).toBe(false);
  });

  it("never leaves a seeded tenant's catalogue empty", async () => {
    for (const host of ["radya.localhost", "aksara.localhost", "asean-foundation.localhost", "umptn.localhost"]) {
      const programs = (await get<TProgram[]>(host, "/api/main/programs")).body.data;
      const classes = (await get<TPage<unknown>>(host, "/api/v1/class/active?page=1")).body.data;
      expect(programs.length, host).toBeGreaterThan(0);
      expect(classes.data_count.total_data, host).toBeGreaterThan(0);
    }
  });
});
