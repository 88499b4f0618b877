import { Link, data } from "react-router";
import type { Route } from "./+types/appointment";
import { PageHeader } from "../../components/PageHeader.tsx";
import { Container } from "../../components/content/ContentUI.tsx";
import { AppForm, ChoiceGroup, SelectField, SubmitButton, TextField, replyFor, useAppForm, type TFormResult } from "../../components/form/index.ts";
import { FormCard, SuccessPanel } from "../../components/forms/SiteForm.tsx";
import { SpamGuard } from "../../components/forms/SpamGuard.tsx";
import { parseForm } from "../../lib/form.server.ts";
import { failureReply, formMeta, formSite, NO_STORE } from "../../lib/registrations.server.ts";
import { APPOINTMENT_TOPICS, ZAppointment } from "../../../src/contracts/registrations.ts";
import { bookAppointment, listFreeSlots, type TSlot } from "../../../src/domain/registrations/appointments.ts";
import { contentMeta } from "../../seo/content-meta.ts";
import { siteFromMatches } from "../../seo/meta.ts";
import { requestOf } from "../../lib/request-context.server.ts";
import { isoDayLabel } from "../../../src/kernel/format.ts";

const dayLabel = (d: string, short = false) => isoDayLabel(d, short ? "weekdayShort" : "weekday");

/** /Make-Appointment: pick a topic, a date and a free slot (WIB); staff open the slots. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const slots = await listFreeSlots(requestOf(context).tenantCtx);
  const dates = [...new Set(slots.map((s) => s.date))];
  const asked = new URL(request.url).searchParams.get("tanggal");
  const date = asked && dates.includes(asked) ? asked : (dates[0] ?? null);
  return data({ dates, date, slots: slots.filter((s) => s.date === date), path: "/Make-Appointment" }, { headers: NO_STORE });
}

export function headers() {
  return NO_STORE;
}

export async function action({ request, context }: Route.ActionArgs) {
  const f = await parseForm(request, ZAppointment);
  if (!f.ok) return f.reply;
  try {
    const r = await bookAppointment(requestOf(context).tenantCtx, formSite(context), f.value, formMeta(context, "appointment", f.value, f.formData));
    return { ok: true as const, id: r.submission.id, when: String(r.submission.payload.when ?? ""), topic: f.value.topic, email: f.value.email };
  } catch (err) {
    return failureReply(f.formData, err);
  }
}

export function meta({ matches }: Route.MetaArgs) {
  const site = siteFromMatches(matches);
  if (!site) return [];
  return contentMeta(site, {
    title: "Buat Janji Temu",
    description: "Jadwalkan konsultasi gratis dengan tim kami: pilih topik, tanggal, dan jam yang masih tersedia (WIB).",
    path: "/Make-Appointment",
  });
}

export default function MakeAppointment({ loaderData, actionData }: Route.ComponentProps) {
  const { result, sent } = replyFor(actionData);
  return (
    <>
      <PageHeader
        title="Buat Janji Temu"
        lead="Konsultasi gratis 30 menit bersama tim kami. Pilih topik, tanggal, dan jam yang masih tersedia — semua jam dalam WIB."
      />
      <Container className="grid gap-8 py-10 lg:grid-cols-[1fr_20rem]">
        <div>
          {sent ? (
            <SuccessPanel title="Janji temu Anda sudah terjadwal">
              <p>
                <strong>{sent.topic}</strong> — {sent.when}.
              </p>
              <p>
                Konfirmasi sudah kami kirim ke {sent.email}. Nomor janji temu: #{sent.id}.
              </p>
              <p>
                <Link to="/" className="font-semibold text-primary-ink underline">
                  Kembali ke beranda
                </Link>
              </p>
            </SuccessPanel>
          ) : (
            <FormCard>
              <AppointmentForm result={result} dates={loaderData.dates} date={loaderData.date} slots={loaderData.slots} />
            </FormCard>
          )}
        </div>
        <aside className="space-y-4 text-sm text-slate-700">
          <div className="rounded-2xl bg-slate-50 p-5">
            <h2 className="font-bold text-dark">Yang akan kita bahas</h2>
            <ul className="mt-2 list-disc space-y-1 pl-5">
              <li>Kebutuhan pelatihan atau platform Anda</li>
              <li>Demo LMS dan contoh program</li>
              <li>Usulan jadwal dan anggaran</li>
            </ul>
          </div>
          <div className="rounded-2xl bg-slate-50 p-5">
            <h2 className="font-bold text-dark">Lebih suka menulis pesan?</h2>
            <p className="mt-1">
              Kirim pertanyaan lewat{" "}
              <Link to="/Kontak" className="font-semibold text-primary-ink underline">
                formulir kontak
              </Link>{" "}
              atau{" "}
              <Link to="/Demo" className="font-semibold text-primary-ink underline">
                minta demo
              </Link>
              .
            </p>
          </div>
        </aside>
      </Container>
    </>
  );
}

function AppointmentForm({ result, dates, date, slots }: { result: TFormResult | undefined; dates: string[]; date: string | null; slots: TSlot[] }) {
  const { form, fields } = useAppForm({ id: "janji-temu", schema: ZAppointment, result });
  return (
    <AppForm form={form} result={result} look="site">
      <SpamGuard />
      <div className="grid gap-5">
        <SelectField field={fields.topic} label="Topik konsultasi" options={APPOINTMENT_TOPICS} placeholderOption="Pilih topik…" />
        <fieldset>
          <legend className="text-sm font-semibold text-dark">
            Tanggal{" "}
            <span className="text-red-700" aria-hidden="true">
              *
            </span>
          </legend>
          {dates.length ? (
            <ul className="mt-2 flex flex-wrap gap-2">
              {dates.slice(0, 14).map((d) => (
                <li key={d}>
                  <Link
                    to={`?tanggal=${d}`}
                    preventScrollReset
                    replace
                    aria-current={d === date ? "date" : undefined}
                    className={`inline-flex rounded-full border px-3 py-1.5 text-sm font-semibold ${d === date ? "border-primary bg-primary text-on-primary" : "border-slate-300 text-slate-700 hover:border-primary"}`}
                  >
                    {dayLabel(d, true)}
                  </Link>
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-2 rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
              Belum ada jadwal yang dibuka. Kirim pesan lewat{" "}
              <Link to="/Kontak" className="font-semibold underline">
                formulir kontak
              </Link>{" "}
              dan kami akan menghubungi Anda.
            </p>
          )}
          <input type="hidden" name="date" value={date ?? ""} />
        </fieldset>
        {date ? (
          <ChoiceGroup field={fields.slotId} legend={<>Jam pada {dayLabel(date)} (WIB)</>} legendClassName="text-sm font-semibold text-dark">
            {(choice, invalid) => (
              <div className={`mt-2 grid grid-cols-3 gap-2 sm:grid-cols-4 ${invalid ? "rounded-lg ring-2 ring-red-600 ring-offset-2" : ""}`}>
                {slots.map((s, i) => (
                  <label key={s.id} className="relative cursor-pointer">
                    <input {...choice(s.id, i)} className="peer sr-only" />
                    <span className="flex items-center justify-center rounded-lg border border-slate-300 px-2 py-2.5 text-sm font-semibold text-slate-700 peer-checked:border-primary peer-checked:bg-primary peer-checked:text-on-primary peer-focus-visible:ring-2 peer-focus-visible:ring-primary">
                      {s.time}
                    </span>
                  </label>
                ))}
              </div>
            )}
          </ChoiceGroup>
        ) : null}
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField field={fields.name} label="Nama lengkap" autoComplete="name" />
          <TextField field={fields.email} label="Email" autoComplete="email" inputMode="email" />
          <TextField field={fields.phone} label="Nomor WhatsApp/telepon" type="tel" autoComplete="tel" inputMode="tel" placeholder="0812-3456-7890" />
          <TextField field={fields.organization} label="Instansi/perusahaan" autoComplete="organization" />
        </div>
        <TextField field={fields.notes} label="Catatan untuk tim kami" multiline rows={3} hint="Opsional: ceritakan singkat kebutuhan Anda." />
        <div>
          <SubmitButton pendingLabel="Menjadwalkan…">Jadwalkan janji temu</SubmitButton>
        </div>
      </div>
    </AppForm>
  );
}
