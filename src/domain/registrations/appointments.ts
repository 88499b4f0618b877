import { and, asc, eq, gt, isNull, lt, sql } from "drizzle-orm";
import { appointments, appointmentSlots } from "../../db/schema/registrations.ts";
import type { TAppointment } from "../../contracts/registrations.ts";
import { AppError } from "../../kernel/errors.ts";
import { tenantScope, type TTenantCtx } from "../scope.ts";
import { formatWib, isUniqueViolation, submitForm, type TSubmitMeta, type TSubmitSite } from "./submissions.ts";

/** Booking stays open until this long before a slot starts. */
export const BOOKING_LEAD_MS = 60 * 60_000;
export const BOOKING_HORIZON_DAYS = 45;

export interface TSlot {
  id: number;
  startsAt: string;
  /** YYYY-MM-DD in Asia/Jakarta. */
  date: string;
  /** "09.00" WIB. */
  time: string;
  durationMin: number;
}

const WIB_DATE = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Jakarta", year: "numeric", month: "2-digit", day: "2-digit" });
const WIB_TIME = new Intl.DateTimeFormat("id-ID", { timeZone: "Asia/Jakarta", hour: "2-digit", minute: "2-digit", hour12: false });

export function wibDate(d: Date): string {
  return WIB_DATE.format(d);
}

function toSlot(r: { id: number; startsAt: Date; durationMin: number }): TSlot {
  return { id: r.id, startsAt: r.startsAt.toISOString(), date: wibDate(r.startsAt), time: WIB_TIME.format(r.startsAt), durationMin: r.durationMin };
}

/** Slots still free: open, not booked, starting at least BOOKING_LEAD_MS from now. */
export async function listFreeSlots(ctx: TTenantCtx, now = new Date()): Promise<TSlot[]> {
  const from = new Date(now.getTime() + BOOKING_LEAD_MS);
  const to = new Date(now.getTime() + BOOKING_HORIZON_DAYS * 86_400_000);
  const rows = await ctx.db
    .select({ id: appointmentSlots.id, startsAt: appointmentSlots.startsAt, durationMin: appointmentSlots.durationMin })
    .from(appointmentSlots)
    .leftJoin(
      appointments,
      and(eq(appointments.tenantId, appointmentSlots.tenantId), eq(appointments.slotId, appointmentSlots.id), isNull(appointments.cancelledAt)),
    )
    .where(
      and(
        tenantScope(appointmentSlots.tenantId, ctx),
        isNull(appointmentSlots.closedAt),
        gt(appointmentSlots.startsAt, from),
        lt(appointmentSlots.startsAt, to),
        isNull(appointments.id),
      ),
    )
    .orderBy(asc(appointmentSlots.startsAt))
    .limit(500);
  return rows.map(toSlot);
}

/** Books one free slot; two requests for one slot: the unique index lets exactly one through. */
export async function bookAppointment(ctx: TTenantCtx, site: TSubmitSite, input: TAppointment, meta: TSubmitMeta, now = new Date()) {
  return submitForm(
    ctx,
    site,
    {
      kind: "appointment",
      name: input.name,
      email: input.email,
      phone: input.phone,
      organization: input.organization,
      message: input.notes,
      payload: { topic: input.topic, date: input.date, slotId: input.slotId },
    },
    meta,
    async (tx, submissionId) => {
      const [slot] = await tx
        .select()
        .from(appointmentSlots)
        .where(and(tenantScope(appointmentSlots.tenantId, ctx), eq(appointmentSlots.id, input.slotId)))
        .limit(1);
      if (!slot || slot.closedAt || slot.startsAt.getTime() < now.getTime() + BOOKING_LEAD_MS) {
        throw new AppError("CONFLICT", "Jam ini sudah tidak tersedia. Pilih jam lain.", { field: "slotId" });
      }
      if (wibDate(slot.startsAt) !== input.date) throw new AppError("INVALID_INPUT", "Jam yang dipilih tidak ada pada tanggal tersebut.", { field: "slotId" });
      let row: { id: number } | undefined;
      try {
        // A savepoint, so the unique violation can be reported as a taken slot on PostgreSQL too.
        [row] = await tx.transaction(async (sp) =>
          sp
            .insert(appointments)
            .values({
              tenantId: ctx.tenantId,
              slotId: slot.id,
              submissionId,
              topic: input.topic,
              name: input.name,
              email: input.email,
              phone: input.phone,
              organization: input.organization,
              notes: input.notes,
            })
            .returning({ id: appointments.id }),
        );
      } catch (err) {
        if (isUniqueViolation(err)) throw new AppError("CONFLICT", "Jam ini baru saja dipesan orang lain. Pilih jam lain.", { field: "slotId" });
        throw err;
      }
      const when = formatWib(slot.startsAt);
      return {
        refId: row!.id,
        payload: { startsAt: slot.startsAt.toISOString(), when },
        mail: {
          subject: `Janji temu Anda: ${when} — ${site.name}`,
          confirmation: `Topik: ${input.topic}\nJadwal: ${when} (${slot.durationMin} menit)\nTautan pertemuan daring akan kami kirim sebelum jadwal.`,
        },
      };
    },
  );
}

/** Staff open slots on a WIB date at the given times ("09:00"); existing ones are kept. */
export async function openSlots(ctx: TTenantCtx, date: string, times: string[], durationMin: number, by: string | null): Promise<number> {
  const values = times.map((t) => ({ tenantId: ctx.tenantId, startsAt: new Date(`${date}T${t}:00+07:00`), durationMin, createdBy: by }));
  if (values.some((v) => Number.isNaN(v.startsAt.getTime()))) throw new AppError("INVALID_INPUT", "Tanggal atau jam tidak valid.");
  if (!values.length) return 0;
  const rows = await ctx.db.insert(appointmentSlots).values(values).onConflictDoNothing().returning({ id: appointmentSlots.id });
  return rows.length;
}

export async function closeSlot(ctx: TTenantCtx, slotId: number): Promise<void> {
  await ctx.db
    .update(appointmentSlots)
    .set({ closedAt: sql`now()` })
    .where(and(tenantScope(appointmentSlots.tenantId, ctx), eq(appointmentSlots.id, slotId)));
}

/** Upcoming slots with their booking, for staff. */
export async function listUpcomingSlots(ctx: TTenantCtx, now = new Date()) {
  const rows = await ctx.db
    .select({
      id: appointmentSlots.id,
      startsAt: appointmentSlots.startsAt,
      durationMin: appointmentSlots.durationMin,
      closedAt: appointmentSlots.closedAt,
      bookedBy: appointments.name,
      bookedEmail: appointments.email,
      topic: appointments.topic,
      submissionId: appointments.submissionId,
    })
    .from(appointmentSlots)
    .leftJoin(
      appointments,
      and(eq(appointments.tenantId, appointmentSlots.tenantId), eq(appointments.slotId, appointmentSlots.id), isNull(appointments.cancelledAt)),
    )
    .where(and(tenantScope(appointmentSlots.tenantId, ctx), gt(appointmentSlots.startsAt, now)))
    .orderBy(asc(appointmentSlots.startsAt))
    .limit(200);
  return rows.map((r) => ({
    ...toSlot(r),
    closed: !!r.closedAt,
    bookedBy: r.bookedBy,
    bookedEmail: r.bookedEmail,
    topic: r.topic,
    submissionId: r.submissionId,
  }));
}
