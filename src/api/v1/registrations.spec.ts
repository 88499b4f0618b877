import { and, count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openPostgres, type Database } from "../../db/client.ts";
import { mailOutbox } from "../../db/schema/identity.ts";
import { appointments, formSubmissions, schools, teamMembers, teams } from "../../db/schema/registrations.ts";
import { openSlots } from "../../domain/registrations/appointments.ts";
import { FORM_LIMITS, submitForm } from "../../domain/registrations/submissions.ts";
import { createTestApp, type TTestApp } from "../../../tests/helpers/app.ts";

let t: TTestApp;
let second: Database | null = null;
const limits = { ...FORM_LIMITS.perClient };
beforeAll(async () => {
  t = await createTestApp();
  // The test client has one address for every call; the per-client limit has its own test below.
  FORM_LIMITS.perClient.max = 10_000;
  if (t.db.label.startsWith("postgres:")) {
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = "/" + t.db.label.slice("postgres:".length);
    second = await openPostgres(url.toString(), 2);
  }
});
afterAll(async () => {
  await second?.close();
  await t?.close();
});

const ctx = (tenantId: string) => ({ db: t.db.db, tenantId });
const rows = async (tenantId: string) => (await t.db.db.select({ n: count() }).from(formSubmissions).where(eq(formSubmissions.tenantId, tenantId)))[0]!.n;
const post = (host: string, path: string, body: unknown, headers: Record<string, string> = {}) =>
  t.req(host, `/api${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });

async function futureSlots(tenantId: string, times: string[]) {
  const d = new Date(Date.now() + 3 * 86_400_000);
  const date = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Jakarta" }).format(d);
  await openSlots(ctx(tenantId), date, times, 30, null);
  const res = await t.req(`${tenantId}.localhost`, "/api/v1/post/appointment/slots");
  const json = (await res.json()) as { data: { id: number; date: string; time: string }[] };
  // Only the slots this test opened (the seed opens its own hours too).
  return { date, slots: json.data.filter((s) => s.date === date && times.includes(s.time.replace(".", ":"))) };
}

const booking = (date: string, slotId: number, email = "budi@contoh.co.id") => ({
  topic: "Demo LMS",
  date,
  slotId,
  name: "Budi Santoso",
  email,
  phone: "0812-3456-7890",
  organization: "PT Contoh",
  notes: "",
});

const students = [{ name: "Ani" }, { name: "Budi" }, { name: "Citra" }];
const liga = (over: Record<string, unknown> = {}) => ({
  teamName: "Tim Garuda",
  schoolName: "SMK Negeri 4 Bandung",
  npsn: "20219191",
  provinceId: "32",
  cityId: "32.73",
  mentorName: "Ibu Sari",
  mentorEmail: "sari@smkn1bdg.sch.id",
  mentorPhone: "081234567890",
  students,
  agree: true,
  ...over,
});

describe(`regions on ${process.env.TEST_DB}`, () => {
  it("lists the 38 provinces with official codes and the cities of one", async () => {
    const p = await (await t.req("sekolahbeta.localhost", "/api/v1/authorizer/provinces")).json();
    expect(p.status).toBe(true);
    expect(p.data).toHaveLength(38);
    expect(p.data).toContainEqual({ id: "32", name: "Jawa Barat" });
    const c = await (await t.req("sekolahbeta.localhost", "/api/v1/authorizer/cities?provinceId=32")).json();
    expect(c.data).toContainEqual({ id: "32.73", name: "Kota Bandung" });
    expect(c.data.every((x: { id: string }) => x.id.startsWith("32."))).toBe(true);
  });

  it("refuses a malformed province id with 400 and an unknown one with 404", async () => {
    const bad = await t.req("sekolahbeta.localhost", "/api/v1/authorizer/cities?provinceId=jabar");
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ status: false, data: null });
    expect((await t.req("sekolahbeta.localhost", "/api/v1/authorizer/cities?provinceId=99")).status).toBe(404);
    expect((await t.req("sekolahbeta.localhost", "/api/v1/authorizer/cities")).status).toBe(400);
  });
});

describe(`request a demo on ${process.env.TEST_DB}`, () => {
  it("stores one submission, answers the spec's success text and queues the confirmation mail", async () => {
    const before = await rows("sekolahbeta");
    const res = await t.req("sekolahbeta.localhost", "/api/v0/cms/app/request-demo?email=Rina@Contoh.co.id");
    expect(res.status).toBe(200);
    const json = await res.json();
    expect(json).toMatchObject({ status: true, message: "Berhasil mengirim request", data: { kind: "demo", status: "baru", replayed: false } });
    expect(await rows("sekolahbeta")).toBe(before + 1);
    const mails = await t.db.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.tenantId, "sekolahbeta"), eq(mailOutbox.toAddress, "rina@contoh.co.id")));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.bodyText).toContain(`#${json.data.id}`);
  });

  it("a replayed request (same Idempotency-Key, or the same call again) writes one row", async () => {
    const before = await rows("smkcoding");
    const h = { "idempotency-key": "demo-replay-0001" };
    const a = await (await t.req("smkcoding.localhost", "/api/v0/cms/app/request-demo?email=a@contoh.id", { headers: h })).json();
    const b = await (await t.req("smkcoding.localhost", "/api/v0/cms/app/request-demo?email=a@contoh.id", { headers: h })).json();
    expect(b.data).toMatchObject({ id: a.data.id, replayed: true });
    const c = await (await t.req("smkcoding.localhost", "/api/v0/cms/app/request-demo?email=b@contoh.id")).json();
    const d = await (await t.req("smkcoding.localhost", "/api/v0/cms/app/request-demo?email=b@contoh.id")).json();
    expect(d.data).toMatchObject({ id: c.data.id, replayed: true });
    expect(await rows("smkcoding")).toBe(before + 2);
  });

  it.each([
    ["", /Email/],
    ["email=bukan-email", /email/i],
    ["email=" + "a".repeat(300) + "@x.id", /Email/],
    ["email=a%00@x.id", /NUL/],
  ])("refuses %s with 400, data null, no row", async (q, msg) => {
    const before = await rows("jda");
    const res = await t.req("jda.localhost", `/api/v0/cms/app/request-demo?${q}`);
    expect(res.status).toBe(400);
    const json = await res.json();
    expect(json).toMatchObject({ status: false, data: null });
    expect(json.message).toMatch(msg);
    expect(await rows("jda")).toBe(before);
  });
});

describe(`appointments on ${process.env.TEST_DB}`, () => {
  it("books a free slot once; the slot is gone from the free list", async () => {
    const { date, slots } = await futureSlots("sekolahbeta", ["07:15", "07:45"]);
    expect(slots.map((s) => s.time)).toEqual(["07.15", "07.45"]);
    const res = await post("sekolahbeta.localhost", "/v1/post/appointment/create", booking(date, slots[0]!.id));
    expect(res.status).toBe(200);
    const json = await res.json();
    expect(json.data.when).toMatch(/pukul 07\.15 WIB/);
    const after = await futureSlots("sekolahbeta", ["07:15", "07:45"]);
    expect(after.slots.map((s) => s.id)).toEqual([slots[1]!.id]);
  });

  it("two concurrent bookings of one slot: exactly one wins, the other gets 409 and leaves no row", async () => {
    const { date, slots } = await futureSlots("pesilat", ["07:30"]);
    const before = await rows("pesilat");
    const [a, b] = await Promise.all([
      post("pesilat.localhost", "/v1/post/appointment/create", booking(date, slots[0]!.id, "satu@contoh.id")),
      post("pesilat.localhost", "/v1/post/appointment/create", booking(date, slots[0]!.id, "dua@contoh.id")),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const loser = await (a.status === 409 ? a : b).json();
    expect(loser).toMatchObject({ status: false, data: null });
    expect(loser.message).toMatch(/dipesan|tidak tersedia/);
    expect(await rows("pesilat")).toBe(before + 1);
    const booked = await t.db.db
      .select()
      .from(appointments)
      .where(and(eq(appointments.tenantId, "pesilat"), eq(appointments.slotId, slots[0]!.id)));
    expect(booked).toHaveLength(1);
  });

  it("refuses another tenant's slot id, with no row on either tenant", async () => {
    const { date, slots } = await futureSlots("komodo", ["06:30"]);
    const [bA, bB] = [await rows("komodo"), await rows("jda")];
    const res = await post("jda.localhost", "/v1/post/appointment/create", booking(date, slots[0]!.id));
    expect(res.status).toBe(409);
    expect([await rows("komodo"), await rows("jda")]).toEqual([bA, bB]);
  });

  it.each([
    [{ ...booking("2026-01-01", 1), slotId: "satu" }, 400],
    [{ ...booking("2026-01-01", 1), topic: "Apa saja" }, 400],
    [{ ...booking("2026-01-01", 1), email: 42 }, 400],
    [{ topic: "Demo LMS" }, 400],
    ["{bukan json", 400],
  ])("refuses a malformed booking (%#) with 4xx and no row", async (body, status) => {
    const before = await rows("jda");
    const res = await post("jda.localhost", "/v1/post/appointment/create", body);
    expect(res.status).toBe(status);
    expect(await res.json()).toMatchObject({ status: false });
    expect(await rows("jda")).toBe(before);
  });

  it("refuses a 10 MB body with 413 and a wrong content type with 4xx", async () => {
    const before = await rows("jda");
    const big = await post(
      "jda.localhost",
      "/v1/post/appointment/create",
      JSON.stringify({ ...booking("2026-01-01", 1), notes: "x".repeat(10 * 1024 * 1024) }),
    );
    expect(big.status).toBe(413);
    const form = await t.req("jda.localhost", "/api/v1/post/appointment/create", {
      method: "POST",
      headers: { "content-type": "text/plain" },
      body: "topic=Demo",
    });
    expect(form.status).toBeGreaterThanOrEqual(400);
    expect(form.status).toBeLessThan(500);
    expect(await rows("jda")).toBe(before);
  });
});

describe(`Liga SMK, schools and teams on ${process.env.TEST_DB}`, () => {
  it("registers a team with its school and students; the same school again in the season is 409", async () => {
    const res = await post("smkcoding.localhost", "/v1/liga-smk/register", liga());
    expect(res.status).toBe(200);
    const json = await res.json();
    expect(json.data).toMatchObject({ kind: "liga_smk", season: expect.any(Number) });
    const members = await t.db.db
      .select()
      .from(teamMembers)
      .where(and(eq(teamMembers.tenantId, "smkcoding"), eq(teamMembers.teamId, json.data.teamId)));
    expect(members.map((m) => m.name)).toEqual(["Ani", "Budi", "Citra"]);
    const [school] = await t.db.db
      .select()
      .from(schools)
      .where(and(eq(schools.tenantId, "smkcoding"), eq(schools.id, json.data.schoolId)));
    expect(school).toMatchObject({ provinceName: "Jawa Barat", cityName: "Kota Bandung" });

    const before = await rows("smkcoding");
    const again = await post(
      "smkcoding.localhost",
      "/v1/liga-smk/register",
      liga({ teamName: "Tim Kedua", schoolName: "smk negeri 4  bandung", mentorEmail: "lain@smkn1bdg.sch.id" }),
    );
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ status: false, data: null, message: expect.stringMatching(/satu tim/) });
    expect(await rows("smkcoding")).toBe(before);
    // The same school may register on another tenant.
    expect((await post("jda.localhost", "/v1/liga-smk/register", liga())).status).toBe(200);
  });

  it.each([
    [liga({ students: students.slice(0, 2) }), /minimal 3 siswa/],
    [liga({ students: [...students, ...students] }), /maksimal 5 siswa/],
    [liga({ cityId: "31.71" }), /provinsi/],
    [liga({ provinceId: "Jawa Barat" }), /provinsi/i],
    [liga({ agree: false }), /peraturan/],
    [liga({ mentorEmail: "guru" }), /email/i],
  ])("refuses a wrong registration (%#) with 400, data null, no team", async (body, msg) => {
    const [before, teamsBefore] = [await rows("komodo"), (await t.db.db.select({ n: count() }).from(teams).where(eq(teams.tenantId, "komodo")))[0]!.n];
    const res = await post("komodo.localhost", "/v1/liga-smk/register", body);
    expect(res.status).toBe(400);
    const json = await res.json();
    expect(json).toMatchObject({ status: false, data: null });
    expect(json.message).toMatch(msg);
    expect(await rows("komodo")).toBe(before);
    expect((await t.db.db.select({ n: count() }).from(teams).where(eq(teams.tenantId, "komodo")))[0]!.n).toBe(teamsBefore);
  });

  it("registers a school, lists it on its tenant only, and registers a team for it; another tenant's school id is 404", async () => {
    const school = {
      name: "SMA Negeri 3 Surabaya",
      provinceId: "35",
      cityId: "35.78",
      contactName: "Pak Joko",
      email: "joko@sman3sby.sch.id",
      phone: "081211112222",
      level: "SMA",
    };
    const res = await post("jambore.localhost", "/v1/school/register", school);
    expect(res.status).toBe(200);
    const { schoolId } = (await res.json()).data;
    const dup = await post("jambore.localhost", "/v1/school/register", { ...school, email: "lain@sman3sby.sch.id" });
    expect(dup.status).toBe(409);
    const list = await (await t.req("jambore.localhost", "/api/v1/school/list")).json();
    expect(list.data).toMatchObject({ page: 1, perPage: 10, totalItems: 1 });
    expect(list.data.items[0]).toMatchObject({ id: schoolId, name: "SMA Negeri 3 Surabaya", city: "Kota Surabaya" });
    expect((await (await t.req("akselerasi.localhost", "/api/v1/school/list")).json()).data.totalItems).toBe(0);

    const team = {
      name: "Tim Elang",
      schoolId,
      mentorName: "Pak Joko",
      mentorEmail: "joko@sman3sby.sch.id",
      mentorPhone: "081211112222",
      members: [{ name: "Dewi" }],
    };
    expect((await post("jambore.localhost", "/v1/team/register", team)).status).toBe(200);
    const before = await rows("akselerasi");
    const foreign = await post("akselerasi.localhost", "/v1/team/register", team);
    expect(foreign.status).toBe(404);
    expect(await foreign.json()).toMatchObject({ status: false, data: null });
    expect(await rows("akselerasi")).toBe(before);
    expect((await post("jambore.localhost", "/v1/auth/team/register", team)).status).toBe(401);
  });
});

describe(`spam protection on ${process.env.TEST_DB}`, () => {
  it("a filled honeypot is answered like a success and stores nothing", async () => {
    const before = await rows("radya");
    const r = await submitForm(
      ctx("radya"),
      { tenantId: "radya", name: "Radya", origin: "http://radya.localhost" },
      { kind: "contact", name: "Bot", email: "bot@spam.id" },
      { clientKey: "203.0.113.1", website: "http://spam" },
    );
    expect(r.discarded).toBe(true);
    expect(await rows("radya")).toBe(before);
  });

  it("the per-e-mail and per-client limits hold across two server processes (two connection pools)", async () => {
    const site = { tenantId: "sfi", name: "SFI", origin: "http://sfi.localhost" };
    const dbs = [t.db.db, (second ?? t.db).db];
    const send = (i: number, email: string, clientKey: string) =>
      submitForm(
        { db: dbs[i % 2]!, tenantId: "sfi" },
        site,
        { kind: "contact", name: "Uji", email, message: `Pesan ${i}` },
        { clientKey, idempotencyKey: `uji-batas-${email}-${clientKey}-${i}` },
      ).then(
        () => 200,
        (e: { status?: number }) => e.status ?? 500,
      );
    const perEmail = await Promise.all(Array.from({ length: 8 }, (_, i) => send(i, "sama@contoh.id", `198.51.100.${i}`)));
    expect(perEmail.filter((s) => s === 200)).toHaveLength(FORM_LIMITS.perEmail.max);
    expect(perEmail.filter((s) => s === 429)).toHaveLength(8 - FORM_LIMITS.perEmail.max);

    FORM_LIMITS.perClient.max = 4;
    try {
      const perClient = await Promise.all(Array.from({ length: 6 }, (_, i) => send(i, `orang${i}@contoh.id`, "192.0.2.77")));
      expect(perClient.filter((s) => s === 200)).toHaveLength(4);
      expect(perClient.filter((s) => s === 429)).toHaveLength(2);
    } finally {
      FORM_LIMITS.perClient.max = 10_000;
    }
    expect(limits.max).toBeGreaterThan(4);
  });
});

describe(`POST /api/main/mailer/notify on ${process.env.TEST_DB}`, () => {
  it("queues a mail to the tenant's staff for a staff member only", async () => {
    const { signedIn } = await import("../../../tests/helpers/identity.ts");
    const admin = await signedIn(t, "akselerasi", 1);
    const learner = await signedIn(t, "akselerasi", 4);
    const body = { subject: "Laporan pendaftaran minggu ini", message: "12 pendaftaran baru masuk." };
    expect((await post("akselerasi.localhost", "/main/mailer/notify", body)).status).toBe(401);
    const refused = await post("akselerasi.localhost", "/main/mailer/notify", body, { authorization: `Bearer ${learner.token}` });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ status: false, data: null });
    const ok = await post("akselerasi.localhost", "/main/mailer/notify", body, { authorization: `Bearer ${admin.token}` });
    expect(ok.status).toBe(200);
    const json = await ok.json();
    expect(json.data.recipients).toContain(admin.email.toLowerCase());
    const mails = await t.db.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.tenantId, "akselerasi"), eq(mailOutbox.subject, body.subject)));
    expect(mails.length).toBe(json.data.queued);
    // The admin's token is for akselerasi only.
    expect((await post("jambore.localhost", "/main/mailer/notify", body, { authorization: `Bearer ${admin.token}` })).status).toBe(403);
    expect((await post("akselerasi.localhost", "/main/mailer/notify", { ...body, subject: "" }, { authorization: `Bearer ${admin.token}` })).status).toBe(400);
  });
});

describe("OpenAPI document", () => {
  it("lists the inbound-form calls", async () => {
    const doc = await (await t.req("sekolahbeta.localhost", "/api/openapi.json")).json();
    for (const p of [
      "/v0/cms/app/request-demo",
      "/v1/post/appointment/create",
      "/v1/school/list",
      "/v1/school/register",
      "/v1/team/register",
      "/v1/auth/team/register",
      "/v1/liga-smk/register",
      "/v1/authorizer/provinces",
      "/v1/authorizer/cities",
      "/v1/drive/upload",
      "/main/mailer/notify",
    ]) {
      expect(Object.keys(doc.paths), p).toContain(p);
    }
  });
});
