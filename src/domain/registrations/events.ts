import { and, asc, count, eq, sql } from "drizzle-orm";
import { contentEvents, type TSponsorTier } from "../../db/schema/content.ts";
import { eventCapacities, eventRegistrations } from "../../db/schema/registrations.ts";
import type { TEventRsvp, TSponsorEnquiry } from "../../contracts/registrations.ts";
import { AppError } from "../../kernel/errors.ts";
import { tenantScope, type TTenantCtx } from "../scope.ts";
import { isLive } from "../content/visibility.ts";
import { sendSponsorEnquiry } from "./forms.ts";
import { formatWib, isUniqueViolation, submitForm, type TSubmitMeta, type TSubmitSite } from "./submissions.ts";

/**
 * Event registration (RSVP): seats while the limit lasts, then a waitlist. The seat count is
 * taken under a row lock on the event's capacity row, so two sign-ups for the last seat cannot
 * both be confirmed. The confirmation mail carries the date in WIB and an .ics calendar file.
 */
export interface TEventSeats {
  id: number;
  slug: string;
  title: string;
  startsAt: Date;
  endsAt: Date;
  location: string;
  mode: string;
  upcoming: boolean;
  seatLimit: number | null;
  confirmed: number;
  waitlist: number;
  sponsorTiers: TSponsorTier[];
}

export async function getEventSeats(ctx: TTenantCtx, slug: string): Promise<TEventSeats | null> {
  const [e] = await ctx.db
    .select()
    .from(contentEvents)
    .where(and(tenantScope(contentEvents.tenantId, ctx), isLive(contentEvents), eq(contentEvents.slug, slug)))
    .limit(1);
  if (!e) return null;
  const [cap] = await ctx.db
    .select({ seatLimit: eventCapacities.seatLimit })
    .from(eventCapacities)
    .where(and(tenantScope(eventCapacities.tenantId, ctx), eq(eventCapacities.eventId, e.id)));
  const counts = await ctx.db
    .select({ status: eventRegistrations.status, n: count() })
    .from(eventRegistrations)
    .where(and(tenantScope(eventRegistrations.tenantId, ctx), eq(eventRegistrations.eventId, e.id)))
    .groupBy(eventRegistrations.status);
  const n = (s: string) => counts.find((c) => c.status === s)?.n ?? 0;
  return {
    id: e.id,
    slug: e.slug,
    title: e.title,
    startsAt: e.startsAt,
    endsAt: e.endsAt,
    location: e.location,
    mode: e.mode,
    upcoming: e.endsAt.getTime() > Date.now(),
    seatLimit: cap?.seatLimit ?? null,
    confirmed: n("confirmed"),
    waitlist: n("waitlist"),
    sponsorTiers: e.sponsorTiers,
  };
}

const icsText = (s: string) => s.replace(/[\\;,]/g, (m) => `\\${m}`).replace(/\r?\n/g, "\\n");
const icsTime = (d: Date) =>
  d
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");

/** An iCalendar (RFC 5545) file for one event; times in UTC, the WIB time in the description. */
export function eventIcs(
  e: { id: number; title: string; startsAt: Date; endsAt: Date; location: string },
  opts: { tenantId: string; origin: string; url: string; description: string },
): string {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:-//Tunas//${icsText(opts.tenantId)}//ID`,
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    "BEGIN:VEVENT",
    `UID:event-${e.id}@${new URL(opts.origin).hostname}`,
    `DTSTAMP:${icsTime(new Date())}`,
    `DTSTART:${icsTime(e.startsAt)}`,
    `DTEND:${icsTime(e.endsAt)}`,
    `SUMMARY:${icsText(e.title)}`,
    `LOCATION:${icsText(e.location)}`,
    `DESCRIPTION:${icsText(opts.description)}`,
    `URL:${opts.url}`,
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return lines.join("\r\n") + "\r\n";
}

export async function registerForEvent(ctx: TTenantCtx, site: TSubmitSite, slug: string, input: TEventRsvp, meta: TSubmitMeta) {
  const e = await getEventSeats(ctx, slug);
  if (!e) throw new AppError("NOT_FOUND", "Event tidak ditemukan.");
  if (!e.upcoming) throw new AppError("CONFLICT", "Event ini sudah selesai; pendaftaran ditutup.");
  const url = `${site.origin}/Event/${e.slug}`;
  const when = formatWib(e.startsAt);
  return submitForm(
    ctx,
    site,
    {
      kind: "event",
      name: input.name,
      email: input.email,
      phone: input.phone,
      organization: input.organization,
      message: `Mendaftar ke ${e.title}`,
      payload: { eventId: e.id, event: e.title, when },
    },
    meta,
    async (tx, submissionId) => {
      // The capacity row is the lock every sign-up for this event queues on.
      const [cap] = await tx
        .select({ seatLimit: eventCapacities.seatLimit })
        .from(eventCapacities)
        .where(and(tenantScope(eventCapacities.tenantId, ctx), eq(eventCapacities.eventId, e.id)))
        .for("update");
      const [taken] = await tx
        .select({ n: count() })
        .from(eventRegistrations)
        .where(and(tenantScope(eventRegistrations.tenantId, ctx), eq(eventRegistrations.eventId, e.id), eq(eventRegistrations.status, "confirmed")));
      const status = !cap || (taken?.n ?? 0) < cap.seatLimit ? "confirmed" : "waitlist";
      let row: { id: number } | undefined;
      try {
        [row] = await tx.transaction((sp) =>
          sp
            .insert(eventRegistrations)
            .values({
              tenantId: ctx.tenantId,
              eventId: e.id,
              submissionId,
              name: input.name,
              email: input.email,
              phone: input.phone,
              organization: input.organization,
              status,
            })
            .returning({ id: eventRegistrations.id }),
        );
      } catch (err) {
        if (isUniqueViolation(err)) throw new AppError("CONFLICT", "Email ini sudah terdaftar untuk event ini. Cek email konfirmasi Anda.", { field: "email" });
        throw err;
      }
      const seat = status === "confirmed" ? "Terdaftar" : "Daftar tunggu";
      const confirmation =
        status === "confirmed"
          ? `Event: ${e.title}\nWaktu: ${when}\nLokasi: ${e.location}\n\nKursi Anda sudah kami pesan. File kalender (.ics) terlampir agar Anda tidak lupa.`
          : `Event: ${e.title}\nWaktu: ${when}\n\nSemua kursi sudah terisi, jadi Anda masuk daftar tunggu. Kami akan mengabari Anda bila ada kursi yang kosong.`;
      return {
        refId: row!.id,
        payload: { seat },
        mail: {
          subject: status === "confirmed" ? `Anda terdaftar: ${e.title} — ${when}` : `Daftar tunggu: ${e.title}`,
          confirmation,
          attachments:
            status === "confirmed"
              ? [
                  {
                    filename: `${e.slug}.ics`,
                    contentType: "text/calendar; charset=utf-8; method=PUBLISH",
                    content: eventIcs(e, { tenantId: ctx.tenantId, origin: site.origin, url, description: `${e.title}\n${when}\n${url}` }),
                  },
                ]
              : [],
        },
      };
    },
  );
}

export async function sponsorEnquiry(ctx: TTenantCtx, site: TSubmitSite, slug: string, input: TSponsorEnquiry, meta: TSubmitMeta) {
  const e = await getEventSeats(ctx, slug);
  if (!e) throw new AppError("NOT_FOUND", "Event tidak ditemukan.");
  if (!e.sponsorTiers.some((t) => t.name === input.tier))
    throw new AppError("INVALID_INPUT", "Pilih paket sponsor yang tersedia untuk event ini.", { field: "tier" });
  return sendSponsorEnquiry(ctx, site, { ...input, eventId: e.id, eventTitle: e.title }, meta);
}

/** Attendees of one event for staff: confirmed first, then the waitlist, each in sign-up order. */
export async function listAttendees(ctx: TTenantCtx, eventId: number) {
  return ctx.db
    .select({
      id: eventRegistrations.id,
      name: eventRegistrations.name,
      email: eventRegistrations.email,
      phone: eventRegistrations.phone,
      organization: eventRegistrations.organization,
      status: eventRegistrations.status,
      createdAt: eventRegistrations.createdAt,
      submissionId: eventRegistrations.submissionId,
    })
    .from(eventRegistrations)
    .where(and(tenantScope(eventRegistrations.tenantId, ctx), eq(eventRegistrations.eventId, eventId)))
    .orderBy(sql`case ${eventRegistrations.status} when 'confirmed' then 0 when 'waitlist' then 1 else 2 end`, asc(eventRegistrations.createdAt));
}
