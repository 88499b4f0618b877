import { and, asc, eq, gt, isNull, lt, sql } from "drizzle-orm";
import { appointments, appointmentSlots } from "../../db/schema/registrations.ts";
import { SLOT_BATCH_MAX, slotPlan, type TAppointment, type TOpenSlots } from "../../contracts/registrations.ts";
import { AppError } from "../../kernel/errors.ts";
import { tenantScope, type TTenantCtx } from "../scope.ts";
import { formatWib, isUniqueViolation, submitForm, type TSubmitMeta, type TSubmitSite } from "./submissions.ts";
import { isoDayWib, TIME_ID } from "../../kernel/format.ts";

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

export function wibDate(d: Date): string {
  return isoDayWib(d);
}

function toSlot(r: { id: number; startsAt: Date; durationMin: number }): TSlot {
  return { id: r.id, startsAt: r.startsAt.toISOString(), date: wibDate(r.startsAt), time: TIME_ID.format(r.startsAt), durationMin: r.durationMin };
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

/**
 * Staff open the slots of a plan (ZOpenSlots): only future ones inside the booking horizon;
 * a time that already has a slot is kept as it is. Returns how many were opened and skipped.
 */
export async function openSlotPlan(ctx: TTenantCtx, plan: TOpenSlots, by: string | null, now = new Date()): Promise<{ opened: number; skipped: number }> {
  const horizon = now.getTime() + BOOKING_HORIZON_DAYS * 86_400_000;
  const starts = slotPlan(plan)
    .map((p) => new Date(`${p.date}T${p.time}:00+07:00`))
    .filter((d) => d.getTime() > now.getTime() && d.getTime() <= horizon);
  if (starts.length > SLOT_BATCH_MAX)
    throw new AppError("INVALID_INPUT", `Terlalu banyak jam sekaligus (${starts.length}); maksimal ${SLOT_BATCH_MAX}. Perkecil rentang tanggal atau jam.`);
  if (!starts.length) return { opened: 0, skipped: 0 };
  const rows = await ctx.db
    .insert(appointmentSlots)
    .values(starts.map((startsAt) => ({ tenantId: ctx.tenantId, startsAt, durationMin: plan.durationMin, createdBy: by })))
    .onConflictDoNothing()
    .returning({ id: appointmentSlots.id });
  return { opened: rows.length, skipped: starts.length - rows.length };
}

/**
 * Closes a free slot so it can no longer be booked. A booked slot is refused (its booking is
 * handled in the inbox); an unknown id, or another tenant's, is NOT_FOUND.
 */
export async function closeSlot(ctx: TTenantCtx, slotId: number): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const [slot] = await tx
      .select({ id: appointmentSlots.id, booked: appointments.id })
      .from(appointmentSlots)
      .leftJoin(
        appointments,
        and(eq(appointments.tenantId, appointmentSlots.tenantId), eq(appointments.slotId, appointmentSlots.id), isNull(appointments.cancelledAt)),
      )
      .where(and(tenantScope(appointmentSlots.tenantId, ctx), eq(appointmentSlots.id, slotId)))
      .for("update", { of: appointmentSlots })
      .limit(1);
    if (!slot) throw new AppError("NOT_FOUND", "Jam ini tidak ditemukan. Muat ulang halaman.");
    if (slot.booked) throw new AppError("CONFLICT", "Jam ini sudah dipesan, jadi tidak bisa ditutup. Hubungi pemesannya lewat Kotak Masuk.");
    await tx
      .update(appointmentSlots)
      .set({ closedAt: sql`now()` })
      .where(and(tenantScope(appointmentSlots.tenantId, ctx), eq(appointmentSlots.id, slotId)));
  });
}

/** Opens a closed slot again (NOT_FOUND for an unknown id or another tenant's). */
export async function reopenSlot(ctx: TTenantCtx, slotId: number): Promise<void> {
  const rows = await ctx.db
    .update(appointmentSlots)
    .set({ closedAt: null })
    .where(and(tenantScope(appointmentSlots.tenantId, ctx), eq(appointmentSlots.id, slotId)))
    .returning({ id: appointmentSlots.id });
  if (!rows.length) throw new AppError("NOT_FOUND", "Jam ini tidak ditemukan. Muat ulang halaman.");
}

/** Upcoming slots with their booking, for staff, a page at a time (oldest first). */
export async function listUpcomingSlots(ctx: TTenantCtx, opts: { page: number; perPage: number }, now = new Date()) {
  const where = and(tenantScope(appointmentSlots.tenantId, ctx), gt(appointmentSlots.startsAt, now));
  const [rows, [count]] = await Promise.all([
    ctx.db
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
      .where(where)
      .orderBy(asc(appointmentSlots.startsAt))
      .limit(opts.perPage)
      .offset((opts.page - 1) * opts.perPage),
    ctx.db.select({ n: sql<number>`count(*)::int` }).from(appointmentSlots).where(where),
  ]);
  return {
    total: count?.n ?? 0,
    items: rows.map((r) => ({
      ...toSlot(r),
      closed: !!r.closedAt,
      bookedBy: r.bookedBy,
      bookedEmail: r.bookedEmail,
      topic: r.topic,
      submissionId: r.submissionId,
    })),
  };
}
