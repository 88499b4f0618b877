import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contentEvents } from "../../db/schema/content.ts";
import { mailOutbox } from "../../db/schema/identity.ts";
import { eventCapacities, mailAttachments } from "../../db/schema/registrations.ts";
import { OutboxDispatcher, type TMailMessage } from "../../platform/mail.ts";
import { createTestDb, type TTestDb } from "../../../tests/helpers/db.ts";
import { getEventSeats, listAttendees, registerForEvent, sponsorEnquiry } from "./events.ts";
import { FORM_LIMITS } from "./submissions.ts";

let db: TTestDb;
beforeAll(async () => {
  db = await createTestDb();
  FORM_LIMITS.perClient.max = 10_000;
});
afterAll(() => db?.drop());

const site = (tenantId: string) => ({ tenantId, name: tenantId, origin: `http://${tenantId}.localhost:3000` });
const person = (i: number) => ({ name: `Peserta ${i}`, email: `peserta${i}@contoh.id`, phone: "", organization: "", website: "" });

async function upcomingEvent(tenantId: string, seats: number) {
  const ctx = { db: db.db, tenantId };
  const [e] = await db.db
    .insert(contentEvents)
    .values({
      tenantId,
      slug: `uji-rsvp-${seats}`,
      title: "Webinar Uji RSVP",
      startsAt: new Date(Date.now() + 7 * 86_400_000),
      endsAt: new Date(Date.now() + 7 * 86_400_000 + 7_200_000),
      location: "Zoom",
      sponsorTiers: [{ name: "Gold", slot: "4-5 slot", price: 25_000_000, benefits: [] }],
    })
    .returning();
  await db.db.insert(eventCapacities).values({ tenantId, eventId: e!.id, seatLimit: seats });
  return { ctx, e: e! };
}

describe(`event registration on ${process.env.TEST_DB}`, () => {
  it("confirms while seats last, then puts people on the waitlist, even when they sign up at once", async () => {
    const { ctx, e } = await upcomingEvent("sekolahbeta", 2);
    const results = await Promise.all([1, 2, 3, 4].map((i) => registerForEvent(ctx, site("sekolahbeta"), e.slug, person(i), { clientKey: `10.0.0.${i}` })));
    expect(results.map((r) => r.submission.payload.seat).sort()).toEqual(["Daftar tunggu", "Daftar tunggu", "Terdaftar", "Terdaftar"]);
    const seats = await getEventSeats(ctx, e.slug);
    expect(seats).toMatchObject({ confirmed: 2, waitlist: 2, seatLimit: 2 });
    const attendees = await listAttendees(ctx, e.id);
    expect(attendees.map((a) => a.status)).toEqual(["confirmed", "confirmed", "waitlist", "waitlist"]);
    // Another tenant sees none of them.
    expect(await listAttendees({ db: db.db, tenantId: "smkcoding" }, e.id)).toEqual([]);
  });

  it("one registration per e-mail per event; a replay with the same key is the same registration", async () => {
    const { ctx, e } = await upcomingEvent("jda", 10);
    const first = await registerForEvent(ctx, site("jda"), e.slug, person(9), { clientKey: "10.0.1.1", idempotencyKey: "rsvp-ulang-0001" });
    const replay = await registerForEvent(ctx, site("jda"), e.slug, person(9), { clientKey: "10.0.1.1", idempotencyKey: "rsvp-ulang-0001" });
    expect(replay).toMatchObject({ replayed: true, submission: { id: first.submission.id } });
    await expect(registerForEvent(ctx, site("jda"), e.slug, person(9), { clientKey: "10.0.1.1", idempotencyKey: "rsvp-lain-0002" })).rejects.toMatchObject({
      code: "CONFLICT",
    });
    expect(await listAttendees(ctx, e.id)).toHaveLength(1);
  });

  it("mails the confirmation with the WIB date and an .ics file that the dispatcher sends along", async () => {
    const { ctx, e } = await upcomingEvent("komodo", 5);
    const r = await registerForEvent(ctx, site("komodo"), e.slug, person(20), { clientKey: "10.0.2.1" });
    const [mail] = await db.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.tenantId, "komodo"), eq(mailOutbox.toAddress, "peserta20@contoh.id")));
    expect(mail!.subject).toMatch(/WIB/);
    expect(mail!.bodyText).toMatch(/pukul \d\d\.\d\d WIB/);
    const [ics] = await db.db
      .select()
      .from(mailAttachments)
      .where(and(eq(mailAttachments.tenantId, "komodo"), eq(mailAttachments.mailId, mail!.id)));
    expect(ics!.filename).toBe(`${e.slug}.ics`);
    expect(ics!.content).toContain(
      `DTSTART:${e.startsAt
        .toISOString()
        .replace(/[-:]/g, "")
        .replace(/\.\d{3}/, "")}`,
    );
    expect(ics!.content).toMatch(/BEGIN:VEVENT[\s\S]*SUMMARY:Webinar Uji RSVP[\s\S]*END:VCALENDAR/);

    const sent: TMailMessage[] = [];
    const dispatcher = new OutboxDispatcher(
      db.db,
      { send: async (m) => void sent.push(m), close: () => {} },
      { fromAddress: "noreply@tunas.id", maxAttempts: 3, batchSize: 500 },
    );
    await dispatcher.deliverDue();
    const delivered = sent.find((m) => m.to === "peserta20@contoh.id");
    expect(delivered?.attachments?.[0]).toMatchObject({ filename: `${e.slug}.ics`, contentType: expect.stringMatching(/^text\/calendar/) });
    expect(r.submission.kind).toBe("event");
  });

  it("takes a sponsor enquiry only for a tier the event offers", async () => {
    const { ctx, e } = await upcomingEvent("pesilat", 5);
    const enquiry = { organization: "PT Sponsor Jaya", name: "Dewi", email: "dewi@sponsor.co.id", phone: "0812-1111-2222", message: "", website: "" };
    await expect(sponsorEnquiry(ctx, site("pesilat"), e.slug, { ...enquiry, tier: "Berlian" }, { clientKey: "10.0.3.1" })).rejects.toMatchObject({
      code: "INVALID_INPUT",
    });
    const ok = await sponsorEnquiry(ctx, site("pesilat"), e.slug, { ...enquiry, tier: "Gold" }, { clientKey: "10.0.3.1" });
    expect(ok.submission).toMatchObject({ kind: "sponsor", payload: { tier: "Gold", event: "Webinar Uji RSVP" } });
    await expect(
      sponsorEnquiry({ db: db.db, tenantId: "jda" }, site("jda"), e.slug, { ...enquiry, tier: "Gold" }, { clientKey: "10.0.3.1" }),
    ).rejects.toMatchObject({ code: "NOT_FOUND" });
  });
});
