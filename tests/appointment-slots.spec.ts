import { and, eq, isNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { appointmentSlots } from "../src/db/schema/registrations.ts";
import { slotPlan, ZOpenSlots } from "../src/contracts/registrations.ts";
import { bookAppointment, closeSlot, listFreeSlots, openSlotPlan, reopenSlot, wibDate } from "../src/domain/registrations/appointments.ts";
import { createTestApp, type TTestApp } from "./helpers/app.ts";
import { signedIn } from "./helpers/identity.ts";
import { loadRender } from "./helpers/render.ts";

/** Staff set the consultation slots of /Make-Appointment at /Dashboard/Jadwal (issue 14). */
let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp({ render: await loadRender() });
});
afterAll(() => t?.close());

const ADMIN = 1;
const STUDENT = 4;
const ctx = (tenantId: string) => ({ db: t.db.db, tenantId });
const day = (offset: number) => wibDate(new Date(Date.now() + offset * 86_400_000));
const weekdayOf = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();
const post = (host: string, cookie: string, body: Record<string, string | string[]>) => {
  const form = new URLSearchParams();
  for (const [k, v] of Object.entries(body)) for (const one of [v].flat()) form.append(k, one);
  return t.req(host, "/Dashboard/Jadwal", {
    method: "POST",
    body: form.toString(),
    headers: { cookie, origin: `http://${host}`, "content-type": "application/x-www-form-urlencoded" },
  });
};
const slotsOn = async (tenantId: string, date: string) =>
  (await t.db.db.select().from(appointmentSlots).where(eq(appointmentSlots.tenantId, tenantId))).filter((s) => wibDate(s.startsAt) === date);

describe(`appointment slots set by staff on ${process.env.TEST_DB}`, () => {
  it("plans every slot of the chosen weekdays and hours, in WIB, ending by the closing time", () => {
    const plan = ZOpenSlots.parse({ from: "2026-12-07", until: "2026-12-13", weekdays: ["1", "3"], startTime: "09:00", endTime: "10:40", durationMin: "30" });
    // 7 Dec 2026 is a Monday, 9 Dec a Wednesday; 10:30 would end at 11:00, after 10:40.
    expect(slotPlan(plan)).toEqual([
      { date: "2026-12-07", time: "09:00" },
      { date: "2026-12-07", time: "09:30" },
      { date: "2026-12-07", time: "10:00" },
      { date: "2026-12-09", time: "09:00" },
      { date: "2026-12-09", time: "09:30" },
      { date: "2026-12-09", time: "10:00" },
    ]);
  });

  it("refuses a plan with Indonesian sentences per field", () => {
    const r = ZOpenSlots.safeParse({ from: "2026-12-10", until: "2026-12-01", weekdays: ["1"], startTime: "15:00", endTime: "09:00", durationMin: "20" });
    expect(r.success).toBe(false);
    const bad = ZOpenSlots.safeParse({ from: "2026-02-30", until: "x", weekdays: [], startTime: "25:00", endTime: "9", durationMin: "30" });
    const messages = bad.error!.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
    expect(messages).toEqual(
      expect.arrayContaining([
        "from: Tanggal mulai tidak valid.",
        "until: Tanggal selesai harus berupa tanggal (TTTT-BB-HH).",
        "weekdays: Pilih minimal satu hari.",
        "startTime: Jam mulai harus berformat JJ:MM, misalnya 09:00.",
      ]),
    );
    const order = ZOpenSlots.safeParse({ from: "2026-12-10", until: "2026-12-01", weekdays: ["1"], startTime: "15:00", endTime: "09:00", durationMin: "30" });
    expect(order.error!.issues.map((i) => i.message)).toEqual(["Tanggal selesai tidak boleh sebelum tanggal mulai.", "Jam selesai harus setelah jam mulai."]);
  });

  it("opens slots once: a second run keeps the existing ones; past times are skipped", async () => {
    const date = day(5);
    const plan = ZOpenSlots.parse({ from: date, until: date, weekdays: [String(weekdayOf(date))], startTime: "07:00", endTime: "08:00", durationMin: "15" });
    expect(await openSlotPlan(ctx("jda"), plan, "admin@contoh.id")).toEqual({ opened: 4, skipped: 0 });
    expect(await openSlotPlan(ctx("jda"), plan, "admin@contoh.id")).toEqual({ opened: 0, skipped: 4 });
    const mine = (await slotsOn("jda", date)).filter((s) => s.durationMin === 15);
    expect(mine.map((s) => s.startsAt.toISOString()).sort()).toEqual(
      ["00:00", "00:15", "00:30", "00:45"].map((hm) => new Date(`${date}T${hm}:00Z`).toISOString()), // 07:00 WIB = 00:00 UTC
    );
    const yesterday = day(-1);
    const past = ZOpenSlots.parse({
      from: yesterday,
      until: yesterday,
      weekdays: ["0", "1", "2", "3", "4", "5", "6"],
      startTime: "09:00",
      endTime: "12:00",
      durationMin: "60",
    });
    expect(await openSlotPlan(ctx("jda"), past, null)).toEqual({ opened: 0, skipped: 0 });
  });

  it("closes a free slot (no longer bookable), reopens it, refuses to close a booked one and another tenant's", async () => {
    const date = day(6);
    const plan = ZOpenSlots.parse({ from: date, until: date, weekdays: [String(weekdayOf(date))], startTime: "19:00", endTime: "20:00", durationMin: "30" });
    await openSlotPlan(ctx("sekolahbeta"), plan, null);
    const [a, b] = (await slotsOn("sekolahbeta", date)).filter((s) => s.durationMin === 30 && s.startsAt.getUTCHours() >= 12);
    await closeSlot(ctx("sekolahbeta"), a!.id);
    expect((await listFreeSlots(ctx("sekolahbeta"))).map((s) => s.id)).not.toContain(a!.id);
    await reopenSlot(ctx("sekolahbeta"), a!.id);
    expect((await listFreeSlots(ctx("sekolahbeta"))).map((s) => s.id)).toContain(a!.id);

    await bookAppointment(
      ctx("sekolahbeta"),
      { tenantId: "sekolahbeta", name: "Sekolah Beta", origin: "http://sekolahbeta.localhost:3000" },
      {
        topic: "Demo LMS",
        date,
        slotId: b!.id,
        name: "Budi Santoso",
        email: "budi.slot@contoh.co.id",
        phone: "081234567890",
        organization: "",
        notes: "",
        website: "",
      },
      { clientKey: "spec-slots", idempotencyKey: `slot-${b!.id}` },
    );
    await expect(closeSlot(ctx("sekolahbeta"), b!.id)).rejects.toMatchObject({ code: "CONFLICT" });
    await expect(closeSlot(ctx("smkcoding"), a!.id)).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect(reopenSlot(ctx("smkcoding"), a!.id)).rejects.toMatchObject({ code: "NOT_FOUND" });
    const [still] = await t.db.db
      .select()
      .from(appointmentSlots)
      .where(and(eq(appointmentSlots.tenantId, "sekolahbeta"), eq(appointmentSlots.id, b!.id), isNull(appointmentSlots.closedAt)));
    expect(still).toBeDefined();
  });

  it("the staff page: admin opens slots with a form post, sees them listed, a student gets 403", async () => {
    const host = "smkcoding.localhost:3000";
    const admin = await signedIn(t, "smkcoding", ADMIN);
    const cookie = `tunas_session=${admin.token}`;
    const date = day(8);
    const ok = await post(host, cookie, {
      intent: "open",
      from: date,
      until: date,
      weekdays: String(weekdayOf(date)),
      startTime: "18:00",
      endTime: "19:00",
      durationMin: "60",
    });
    expect(ok.status).toBe(200);
    expect(await ok.text()).toContain("1 jam konsultasi dibuka.");
    const page = await t.req(host, "/Dashboard/Jadwal", { headers: { cookie } });
    expect(page.status).toBe(200);
    expect(page.headers.get("cache-control")).toBe("private, no-store");
    const html = await page.text();
    expect(html).toContain("Buka jam konsultasi");
    expect(html).toMatch(/18\.00 WIB/);

    const bad = await post(host, cookie, { intent: "open", from: date, until: "bukan-tanggal", startTime: "13:00", endTime: "12:00", durationMin: "60" });
    expect(bad.status).toBe(400);
    const badHtml = await bad.text();
    expect(badHtml).toContain("Tanggal selesai harus berupa tanggal (TTTT-BB-HH).");
    expect(badHtml).toContain("Pilih minimal satu hari.");
    const crafted = await post(host, cookie, { intent: "close", slotId: "999999999" });
    expect(crafted.status).toBe(404);
    expect(await crafted.text()).toContain("Jam ini tidak ditemukan.");

    const student = await signedIn(t, "smkcoding", STUDENT);
    const denied = await t.req(host, "/Dashboard/Jadwal", { headers: { cookie: `tunas_session=${student.token}` } });
    expect(denied.status).toBe(403);
    const deniedPost = await post(host, `tunas_session=${student.token}`, {
      intent: "open",
      from: date,
      until: date,
      weekdays: "1",
      startTime: "15:00",
      endTime: "16:00",
      durationMin: "60",
    });
    expect(deniedPost.status).toBe(403);
  });
});
