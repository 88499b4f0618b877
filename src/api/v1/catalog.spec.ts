import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TTestApp } from "../../../tests/helpers/app.ts";
import { FESTIVAL_CLASS_SLUG } from "../../contracts/catalog-constants.ts";

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

/** A class (or webinar, programme, syllabus item) as these tests read it. */
interface TItem {
  id: number;
  code: string;
  name: string;
  level: string;
  type: string;
  onRegistration: boolean;
  ended: boolean;
  badge: { label: string; color: string };
  program: { id: number };
  position: number;
  hours: number;
  classCount: number;
}

/** The reply fields these tests read: a page of items, or one class or programme. */
interface TCatalogData {
  items: [TItem, ...TItem[]];
  page: { current_page: number; last_page: number };
  data_count: { per_page: number; total_data: number };
  id: number;
  code: string;
  badge: TItem["badge"];
  syllabus: unknown[];
  batches: unknown[];
  mentors: unknown[];
  classes: TItem[];
  classCount: number;
  totalHours: number;
  price: number;
}

type TEnvelope<T = TCatalogData> = { status: boolean; message: string; data: T };

async function get<T = TCatalogData>(host: string, path: string): Promise<{ status: number; body: TEnvelope<T> }> {
  const res = await t.req(host, path);
  return { status: res.status, body: (await res.json()) as TEnvelope<T> };
}

const SB = "sekolahbeta.localhost";
const SMK = "smkcoding.localhost";
const KOPI = "sekolahkopi.localhost";

describe(`Services API catalogue on ${process.env.TEST_DB}`, () => {
  describe("GET /api/v1/class/active", () => {
    it("pages with the spec's default size of 6 and the active-batches shape", async () => {
      const { status, body } = await get(SB, "/api/v1/class/active");
      expect(status).toBe(200);
      expect(body.status).toBe(true);
      expect(body.data.items).toHaveLength(6);
      expect(body.data.page).toEqual({ current_page: 1, last_page: Math.ceil(body.data.data_count.total_data / 6) });
      expect(body.data.data_count.per_page).toBe(6);
      expect(body.data.data_count.total_data).toBeGreaterThanOrEqual(20);
    });

    it("computes the last page and returns the remainder on it", async () => {
      const first = await get(SB, "/api/v1/class/active?page=1&pageSize=7");
      const total = first.body.data.data_count.total_data as number;
      const last = Math.ceil(total / 7);
      expect(first.body.data.page.last_page).toBe(last);
      const end = await get(SB, `/api/v1/class/active?page=${last}&pageSize=7`);
      expect(end.body.data.items).toHaveLength(total - (last - 1) * 7);
      const beyond = await get(SB, `/api/v1/class/active?page=${last + 1}&pageSize=7`);
      expect(beyond.body.data.items).toHaveLength(0);
      const ids = new Set<number>();
      for (let p = 1; p <= last; p++) for (const c of (await get(SB, `/api/v1/class/active?page=${p}&pageSize=7`)).body.data.items) ids.add(c.id);
      expect(ids.size).toBe(total);
    });

    it("caps a page size above the maximum at 50", async () => {
      const { body } = await get(SB, "/api/v1/class/active?page=1&pageSize=500");
      expect(body.data.data_count.per_page).toBe(50);
    });

    it("filters by state, level, type and programme when a page is given", async () => {
      const all = (await get(SB, "/api/v1/class/active?page=1&pageSize=50")).body.data.items;
      for (const [q, check] of [
        ["state=onRegistration", (c: TItem) => c.onRegistration && c.badge.label === "Pendaftaran Dibuka"],
        ["state=ended", (c: TItem) => c.ended && c.badge.color === "red"],
        ["level=mahir", (c: TItem) => c.level === "mahir"],
        ["filter.type=online", (c: TItem) => c.type === "online"],
        ["filter[type]=hybrid", (c: TItem) => c.type === "hybrid"],
      ] as const) {
        const { body } = await get(SB, `/api/v1/class/active?page=1&pageSize=50&${q}`);
        expect(body.data.items.length, q).toBeGreaterThan(0);
        expect(body.data.items.every(check), q).toBe(true);
        expect(body.data.data_count.total_data, q).toBe(all.filter(check).length);
      }
      const programId = all[0].program.id;
      const byProgram = (await get(SB, `/api/v1/class/active?page=1&pageSize=50&programIds=${programId}`)).body.data.items;
      expect(byProgram.length).toBeGreaterThan(0);
      expect(byProgram.every((c) => c.program.id === programId)).toBe(true);
      const other = all.find((c) => c.program.id !== programId)!.program.id;
      const two = await get(SB, `/api/v1/class/active?page=1&pageSize=50&programIds=${programId}&programIds=${other}`);
      expect(two.body.data.data_count.total_data).toBe(all.filter((c) => c.program.id === programId || c.program.id === other).length);
    });

    it("ignores the filters when no page is given (spec §7)", async () => {
      const plain = await get(SB, "/api/v1/class/active");
      const filtered = await get(SB, "/api/v1/class/active?level=mahir");
      expect(filtered.body.data.data_count.total_data).toBe(plain.body.data.data_count.total_data);
    });

    it("searches with full text, by word prefix, across name and code", async () => {
      const { body } = await get(SB, "/api/v1/class/active?page=1&search=reac");
      expect(body.data.items.map((c) => c.code).sort()).toEqual(["RCT-101", "RCT-201"]);
      const two = await get(SB, "/api/v1/class/active?page=1&search=" + encodeURIComponent("web lanjutan"));
      const names = two.body.data.items.map((c) => c.name) as string[];
      expect(names).toContain("Pemrograman Web Lanjutan");
      expect(names.every((n) => /\bWeb\b/.test(n) && /\bLanjutan\b/.test(n))).toBe(true);
      const none = await get(SB, "/api/v1/class/active?page=1&search=espresso");
      expect(none.body.data.items).toEqual([]);
      expect(none.body.data.page.last_page).toBe(1);
    });

    it("answers 400 with a clear Indonesian message for bad values", async () => {
      for (const q of ["page=0", "page=abc", "pageSize=-1", "page=1&state=open", "page=1&level=expert", "page=1&programIds=a,b", "page=1&filter.type=daring"]) {
        const { status, body } = await get(SB, `/api/v1/class/active?${q}`);
        expect(status, q).toBe(400);
        expect(body.status).toBe(false);
        expect(body.message, q).toMatch(/^Parameter "[^"]+" tidak valid: /);
      }
      const long = await get(SB, `/api/v1/class/active?page=1&search=${"a".repeat(101)}`);
      expect(long.status).toBe(400);
      expect(long.body.message).toContain("maksimal 100 karakter");
    });

    it("keeps each tenant's catalogue to its own host", async () => {
      const kopi = (await get(KOPI, "/api/v1/class/active?page=1&pageSize=50")).body.data.items;
      const beta = (await get(SB, "/api/v1/class/active?page=1&pageSize=50")).body.data.items;
      expect(kopi.some((c) => c.code === "BRW-101")).toBe(true);
      expect(beta.some((c) => c.code === "BRW-101")).toBe(false);
      const betaIds = new Set(beta.map((c) => c.id));
      expect(kopi.some((c) => betaIds.has(c.id))).toBe(false);
    });
  });

  describe("GET /api/v1/class/overview and /syllabus", () => {
    it("returns a class by slug or code with badge, batches, syllabus and mentors", async () => {
      const bySlug = await get(SB, "/api/v1/class/overview?slug=pemrograman-web");
      expect(bySlug.status).toBe(200);
      const c = bySlug.body.data;
      expect(c.code).toBe("WEB-101");
      expect(c.badge).toEqual({ state: "onRegistration", label: "Pendaftaran Dibuka", color: "green" });
      expect(c.syllabus.length).toBe(5);
      expect(c.batches.length).toBeGreaterThan(0);
      expect(c.mentors.length).toBeGreaterThan(0);
      const byCode = await get(SB, "/api/v1/class/overview?slug=WEB-101");
      expect(byCode.body.data.id).toBe(c.id);
    });

    it("404s an unknown class and another tenant's class, 400s a missing slug", async () => {
      expect((await get(SB, "/api/v1/class/overview?slug=tidak-ada")).status).toBe(404);
      const other = await get(SB, "/api/v1/class/overview?slug=manual-brew");
      expect(other.status).toBe(404);
      expect(other.body.message).toBe("Kelas tidak ditemukan.");
      const missing = await get(SB, "/api/v1/class/overview");
      expect(missing.status).toBe(400);
      expect(missing.body.message).toContain('"slug"');
    });

    it("gives a class's syllabus by id, only on the class's own tenant", async () => {
      const id = (await get(SB, "/api/v1/class/overview?slug=pemrograman-web")).body.data.id;
      const { status, body } = await get(SB, `/api/v1/class/syllabus?classroomId=${id}`);
      expect(status).toBe(200);
      expect(body.data.items.map((i) => i.position)).toEqual([1, 2, 3, 4, 5]);
      expect(body.data.totalHours).toBe(body.data.items.reduce((n, i) => n + i.hours, 0));
      expect((await get(SMK, `/api/v1/class/syllabus?classroomId=${id}`)).status).toBe(404);
      expect((await get(SB, "/api/v1/class/syllabus?classroomId=x")).status).toBe(400);
    });

    it("has the festival class of /BelajarBersama on every tenant", async () => {
      for (const host of ["belajarbersamapuja.localhost", SB, KOPI]) {
        const { status, body } = await get(host, `/api/v1/class/overview?slug=${FESTIVAL_CLASS_SLUG}`);
        expect(status, host).toBe(200);
        expect(body.data.price).toBe(0);
      }
    });
  });

  describe("GET /api/v1/class/webinar", () => {
    it("lists webinars with list pagination and a programme filter", async () => {
      const { body } = await get(SB, "/api/v1/class/webinar?page=1&perPage=3");
      expect(body.data.items).toHaveLength(3);
      expect(body.data).toMatchObject({ page: 1, perPage: 3, totalItems: 8, totalPages: 3 });
      const pid = body.data.items[0].program.id;
      const only = await get(SB, `/api/v1/class/webinar?programIds=${pid}`);
      expect(only.body.data.items.every((w) => w.program.id === pid)).toBe(true);
      expect((await get(SB, "/api/v1/class/webinar?perPage=0")).status).toBe(400);
    });
  });

  describe("programmes", () => {
    it("lists active programmes six per page", async () => {
      const { body } = await get(SB, "/api/v1/program/active");
      expect(body.data.items).toHaveLength(6);
      expect(body.data.data_count).toEqual({ per_page: 6, total_data: 10 });
      expect(body.data.page).toEqual({ current_page: 1, last_page: 2 });
      const second = await get(SB, "/api/v1/program/active?page=2&pageSize=6");
      expect(second.body.data.items).toHaveLength(4);
      expect(body.data.items[0]).toMatchObject({ name: "Bootcamp Fullstack JavaScript", slug: "bootcamp-fullstack-javascript" });
      expect(body.data.items[0].classCount).toBeGreaterThan(0);
    });

    it("gives a programme's detail with its classes, and 404 for another tenant's", async () => {
      const { status, body } = await get(SB, "/api/v1/program/active/detail?slug=bootcamp-fullstack-javascript");
      expect(status).toBe(200);
      expect(body.data.classes.length).toBe(body.data.classCount);
      expect(body.data.classes.every((c) => c.program.id === body.data.id)).toBe(true);
      expect((await get(KOPI, "/api/v1/program/active/detail?slug=bootcamp-fullstack-javascript")).status).toBe(404);
      expect((await get(SB, "/api/v1/program/active/detail?slug=Bukan Slug")).status).toBe(400);
    });

    it("pages a programme's schools ten at a time by default", async () => {
      const p = (await get(SB, "/api/v1/program/active")).body.data.items[0];
      const { body } = await get(SB, `/api/v1/program/schools?programId=${p.id}`);
      expect(body.data).toMatchObject({ page: 1, perPage: 10, totalItems: 12, totalPages: 2 });
      expect(body.data.items).toHaveLength(10);
      const two = await get(SB, `/api/v1/program/schools?programId=${p.id}&page=2`);
      expect(two.body.data.items).toHaveLength(2);
      expect((await get(SMK, `/api/v1/program/schools?programId=${p.id}`)).status).toBe(404);
      const missing = await get(SB, "/api/v1/program/schools");
      expect(missing.status).toBe(400);
      expect(missing.body.message).toContain('"programId"');
    });
  });

  describe("generated images", () => {
    it("serves an SVG for a class of the tenant and 404 otherwise", async () => {
      const res = await t.req(SB, "/api/v1/catalog/image/class/pemrograman-web.svg");
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toContain("image/svg+xml");
      expect(await res.text()).toContain("aria-label='Pemrograman Web'");
      expect((await t.req(KOPI, "/api/v1/catalog/image/class/pemrograman-web.svg")).status).toBe(404);
      expect((await t.req(SB, "/api/v1/catalog/image/evil/x.svg")).status).toBe(404);
      expect((await t.req(SB, "/api/v1/catalog/image/mentor/rizky-pratama.svg")).status).toBe(200);
    });
  });

  it("documents every catalogue endpoint in the OpenAPI document", async () => {
    const doc = (await (await t.req("localhost", "/api/openapi.json")).json()) as { paths: Record<string, unknown> };
    for (const p of [
      "/v1/class/active",
      "/v1/class/overview",
      "/v1/class/syllabus",
      "/v1/class/webinar",
      "/v1/program/active",
      "/v1/program/active/detail",
      "/v1/program/schools",
      "/main/batch/active",
      "/main/silabus/{programId}",
      "/main/active/mentors",
      "/main/programs",
    ])
      expect(doc.paths[p], p).toBeTruthy();
  });
});
