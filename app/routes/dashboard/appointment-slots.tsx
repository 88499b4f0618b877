import { Form, Link } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/appointment-slots";
import { Card, SavedNotice } from "../../components/dashboard/Dashboard.tsx";
import { Pagination } from "../../components/catalog/Pagination.tsx";
import { AppForm, ErrorIcon, replyErrors, SubmitButton, TextField, useAppForm, useFormReply } from "../../components/form/index.ts";
import { requireSection } from "../../lib/dashboard.server.ts";
import { formFailure, formSuccess, parseForm } from "../../lib/form.server.ts";
import { asRouteError } from "../../lib/identity.server.ts";
import { SLOT_DURATIONS, SLOT_RANGE_MAX_DAYS, WEEKDAY_LABEL, ZOpenSlots } from "../../../src/contracts/registrations.ts";
import { AppError } from "../../../src/kernel/errors.ts";
import { BOOKING_HORIZON_DAYS, closeSlot, listUpcomingSlots, openSlotPlan, reopenSlot, wibDate } from "../../../src/domain/registrations/appointments.ts";
import { requestOf } from "../../lib/request-context.server.ts";
import { LONG_DATE_ID } from "../../../src/kernel/format.ts";

const PER_PAGE = 40;
const ZSlotId = z.object({ slotId: z.coerce.number({ message: "Jam tidak valid." }).int().positive().max(2147483647, "Jam tidak valid.") });

/**
 * /Dashboard/Jadwal: staff open the consultation slots visitors book on /Make-Appointment — a
 * date range, weekdays and opening hours cut into slots of one length — and close or reopen
 * single free slots. Booked slots show who booked and link to the request in the inbox.
 */
export async function loader(args: Route.LoaderArgs) {
  await requireSection(args, "dashboard-slots");
  const ctx = requestOf(args.context).tenantCtx;
  const raw = Number(args.url.searchParams.get("page") ?? 1);
  const page = Number.isInteger(raw) && raw >= 1 && raw <= 10_000 ? raw : 1;
  const list = await listUpcomingSlots(ctx, { page, perPage: PER_PAGE });
  const today = wibDate(new Date());
  return {
    page,
    lastPage: Math.max(1, Math.ceil(list.total / PER_PAGE)),
    total: list.total,
    slots: list.items,
    today,
    lastDay: wibDate(new Date(Date.now() + BOOKING_HORIZON_DAYS * 86_400_000)),
    horizonDays: BOOKING_HORIZON_DAYS,
    search: args.url.search,
  };
}

export async function action(args: Route.ActionArgs) {
  const viewer = await requireSection(args, "dashboard-slots");
  const ctx = requestOf(args.context).tenantCtx;
  const formData = await args.request.formData().catch(() => new FormData());
  const intent = String(formData.get("intent") ?? "");
  try {
    if (intent === "open") {
      const f = await parseForm(formData, ZOpenSlots);
      if (!f.ok) return f.reply;
      try {
        const { opened, skipped } = await openSlotPlan(ctx, f.value, viewer.email);
        if (opened === 0 && skipped === 0)
          return formFailure(formData, {
            formError: `Tidak ada jam yang bisa dibuka: semua jam pada rentang ini sudah lewat atau lebih dari ${BOOKING_HORIZON_DAYS} hari ke depan, atau tidak ada hari yang cocok.`,
          });
        const note = skipped ? ` ${skipped} jam sudah ada sebelumnya dan dibiarkan.` : "";
        return formSuccess(`${opened} jam konsultasi dibuka.${note}`, "open");
      } catch (err) {
        if (err instanceof AppError && err.code === "INVALID_INPUT") return formFailure(formData, { formError: err.message });
        throw err;
      }
    }
    if (intent === "close" || intent === "reopen") {
      const f = await parseForm(formData, ZSlotId);
      if (!f.ok) return formFailure(formData, { formError: "Jam tidak valid. Muat ulang halaman, lalu coba lagi." });
      try {
        if (intent === "close") await closeSlot(ctx, f.value.slotId);
        else await reopenSlot(ctx, f.value.slotId);
      } catch (err) {
        if (err instanceof AppError && (err.code === "CONFLICT" || err.code === "NOT_FOUND"))
          return formFailure(formData, { formError: err.message, status: err.status });
        throw err;
      }
      return formSuccess(intent === "close" ? "Jam ditutup; pengunjung tidak bisa memesannya lagi." : "Jam dibuka kembali.", "slot");
    }
    return formFailure(formData, { formError: "Tindakan tidak dikenal. Muat ulang halaman, lalu coba lagi." });
  } catch (err) {
    throw asRouteError(err, args.request);
  }
}

type TData = Route.ComponentProps["loaderData"];

export default function DashboardSlots({ loaderData: d }: Route.ComponentProps) {
  return (
    <>
      <OpenSlotsCard d={d} />
      <SlotList d={d} />
    </>
  );
}

function OpenSlotsCard({ d }: { d: TData }) {
  const reply = useFormReply("open");
  const { form, fields } = useAppForm<{ from: string; until: string; weekdays: string[]; startTime: string; endTime: string; durationMin: string }>({
    id: "buka-jam",
    result: reply.result,
    defaultValue: { from: d.today, until: d.today, startTime: "09:00", endTime: "16:00", durationMin: "30" },
  });
  const typed = (reply.result?.initialValue ?? null) as Record<string, unknown> | null;
  const chosenDays = typed ? [typed.weekdays ?? []].flat().map(String) : ["1", "2", "3", "4", "5"];
  const chosenDuration = typeof typed?.durationMin === "string" ? typed.durationMin : "30";
  const dayError = fields.weekdays.errors?.[0];
  const durationError = fields.durationMin.errors?.[0];
  return (
    <Card title="Buka jam konsultasi">
      <p className="mb-4 text-sm text-slate-600">
        Pengunjung memesan jam ini di halaman <Link to="/Make-Appointment">Buat Janji Temu</Link>. Semua jam dalam WIB. Jam yang sudah lewat atau lebih dari{" "}
        {d.horizonDays} hari ke depan dilewati; jam yang sudah ada tidak digandakan.
      </p>
      {reply.ok ? <SavedNotice>{reply.ok}</SavedNotice> : null}
      <AppForm form={form} result={reply.result} className="grid gap-4 sm:grid-cols-2">
        <input type="hidden" name="intent" value="open" />
        <TextField field={fields.from} label="Dari tanggal" type="date" min={d.today} max={d.lastDay} required />
        <TextField
          field={fields.until}
          label="Sampai tanggal"
          type="date"
          min={d.today}
          max={d.lastDay}
          required
          hint={`Paling jauh ${SLOT_RANGE_MAX_DAYS} hari dari tanggal mulai.`}
        />
        <fieldset className="sm:col-span-2" aria-describedby={dayError ? "buka-jam-weekdays-error" : undefined}>
          <legend className="text-sm font-semibold text-dark">Hari</legend>
          <div className="mt-2 flex flex-wrap gap-2">
            {[1, 2, 3, 4, 5, 6, 0].map((n) => (
              <label
                key={n}
                className="inline-flex cursor-pointer items-center gap-2 rounded-full border border-slate-300 px-3 py-1.5 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary/10"
              >
                <input
                  type="checkbox"
                  name="weekdays"
                  value={n}
                  defaultChecked={chosenDays.includes(String(n))}
                  className="h-4 w-4 accent-[var(--color-primary)]"
                  aria-invalid={dayError ? true : undefined}
                />
                {WEEKDAY_LABEL[n]}
              </label>
            ))}
          </div>
          {dayError ? <FieldError id="buka-jam-weekdays-error">{dayError}</FieldError> : null}
        </fieldset>
        <TextField field={fields.startTime} label="Jam mulai (WIB)" type="time" step={900} required />
        <TextField field={fields.endTime} label="Jam selesai (WIB)" type="time" step={900} required hint="Jam terakhir berakhir paling lambat pada jam ini." />
        <div>
          <label htmlFor="buka-jam-durationMin" className="block text-sm font-semibold text-dark">
            Durasi tiap jam konsultasi
          </label>
          <select
            id="buka-jam-durationMin"
            name="durationMin"
            defaultValue={chosenDuration}
            aria-invalid={durationError ? true : undefined}
            aria-describedby={durationError ? "buka-jam-durationMin-error" : undefined}
            className="mt-1 w-full rounded-lg border border-slate-300 px-3 py-2.5 text-base text-dark focus:border-primary focus:outline-none focus:ring-2 focus:ring-primary/30"
          >
            {SLOT_DURATIONS.map((m) => (
              <option key={m} value={m}>
                {m} menit
              </option>
            ))}
          </select>
          {durationError ? <FieldError id="buka-jam-durationMin-error">{durationError}</FieldError> : null}
        </div>
        <div className="flex items-end">
          <SubmitButton pendingLabel="Membuka…">Buka jam</SubmitButton>
        </div>
      </AppForm>
    </Card>
  );
}

function FieldError({ id, children }: { id: string; children: React.ReactNode }) {
  return (
    <p id={id} className="mt-1 flex items-start gap-1.5 text-sm font-medium text-red-700">
      <ErrorIcon />
      <span>{children}</span>
    </p>
  );
}

function SlotList({ d }: { d: TData }) {
  const reply = useFormReply("slot");
  const failed = replyErrors(reply.result).formError;
  const byDay = new Map<string, TData["slots"]>();
  for (const s of d.slots) byDay.set(s.date, [...(byDay.get(s.date) ?? []), s]);
  return (
    <Card title={`Jam yang akan datang (${d.total})`}>
      {reply.ok ? <SavedNotice>{reply.ok}</SavedNotice> : null}
      {failed ? (
        <p role="alert" className="mb-4 flex items-start gap-2 rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-800">
          <ErrorIcon />
          <span>{failed}</span>
        </p>
      ) : null}
      {d.slots.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 p-6 text-center text-sm text-slate-600">
          Belum ada jam konsultasi yang akan datang. Buka jam dengan formulir di atas agar pengunjung bisa membuat janji temu.
        </p>
      ) : (
        <div className="space-y-6">
          {[...byDay].map(([day, slots]) => (
            <section key={day} aria-labelledby={`hari-${day}`}>
              <h3 id={`hari-${day}`} className="font-semibold text-dark">
                {LONG_DATE_ID.format(new Date(`${day}T12:00:00+07:00`))}
              </h3>
              <ul className="mt-2 divide-y divide-slate-100 rounded-xl border border-slate-200" data-testid={`slots-${day}`}>
                {slots.map((s) => (
                  <li key={s.id} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3 text-sm" data-testid="slot">
                    <div className="min-w-0">
                      <span className="font-semibold tabular-nums text-dark">{s.time} WIB</span>
                      <span className="text-slate-500"> · {s.durationMin} menit</span>
                      {s.bookedBy ? (
                        <p className="mt-0.5 truncate text-slate-700">
                          Dipesan oleh <strong>{s.bookedBy}</strong> ({s.topic}) —{" "}
                          <Link to={`/Dashboard/Inbox?id=${s.submissionId}`} className="text-primary-ink underline">
                            lihat di Kotak Masuk
                          </Link>
                        </p>
                      ) : null}
                    </div>
                    <div className="flex items-center gap-3">
                      <StatusBadge booked={!!s.bookedBy} closed={s.closed} />
                      {s.bookedBy ? null : (
                        <Form method="post" preventScrollReset>
                          <input type="hidden" name="intent" value={s.closed ? "reopen" : "close"} />
                          <input type="hidden" name="slotId" value={s.id} />
                          <button
                            type="submit"
                            className="rounded-full border border-slate-300 px-3 py-1 font-semibold text-slate-700 hover:border-primary hover:text-primary-ink"
                            aria-label={`${s.closed ? "Buka kembali" : "Tutup"} jam ${s.time} WIB ${LONG_DATE_ID.format(new Date(`${day}T12:00:00+07:00`))}`}
                          >
                            {s.closed ? "Buka kembali" : "Tutup"}
                          </button>
                        </Form>
                      )}
                    </div>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      )}
      <Pagination page={d.page} lastPage={d.lastPage} search={d.search} label="Halaman daftar jam" />
    </Card>
  );
}

function StatusBadge({ booked, closed }: { booked: boolean; closed: boolean }) {
  const [label, cls] = booked
    ? ["Dipesan", "bg-sky-100 text-sky-800"]
    : closed
      ? ["Ditutup", "bg-slate-200 text-slate-700"]
      : ["Terbuka", "bg-green-100 text-green-800"];
  return <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${cls}`}>{label}</span>;
}
