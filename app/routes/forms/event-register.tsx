import { Link, data } from "react-router";
import type { Route } from "./+types/event-register";
import { PageHeader } from "../../components/PageHeader.tsx";
import { Container } from "../../components/content/ContentUI.tsx";
import { AppForm, SubmitButton, TextField, replyFor, useAppForm } from "../../components/form/index.ts";
import { FormCard, SuccessPanel } from "../../components/forms/SiteForm.tsx";
import { SpamGuard } from "../../components/forms/SpamGuard.tsx";
import { parseForm } from "../../lib/form.server.ts";
import { notFound } from "../../lib/page-route.ts";
import { failureReply, formMeta, formSite, NO_STORE } from "../../lib/registrations.server.ts";
import { ZEventRsvp } from "../../../src/contracts/registrations.ts";
import { getEventSeats, registerForEvent } from "../../../src/domain/registrations/events.ts";
import { formatWib } from "../../../src/domain/registrations/submissions.ts";
import { contentMeta } from "../../seo/content-meta.ts";
import { siteFromMatches } from "../../seo/meta.ts";
import { requestOf } from "../../lib/request-context.server.ts";

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** /Event/{slug}/Daftar: RSVP with a seat limit, then the waitlist. */
export async function loader({ params, context }: Route.LoaderArgs) {
  if (!SLUG.test(params.slug ?? "") || params.slug!.length > 120) notFound();
  const e = await getEventSeats(requestOf(context).tenantCtx, params.slug!);
  if (!e) notFound("Event tidak ditemukan");
  const left = e.seatLimit === null ? null : Math.max(0, e.seatLimit - e.confirmed);
  return data(
    { slug: e.slug, title: e.title, when: formatWib(e.startsAt), location: e.location, upcoming: e.upcoming, seatLimit: e.seatLimit, left },
    { headers: NO_STORE },
  );
}

export function headers() {
  return NO_STORE;
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const f = await parseForm(request, ZEventRsvp);
  if (!f.ok) return f.reply;
  try {
    const r = await registerForEvent(
      requestOf(context).tenantCtx,
      formSite(context),
      params.slug ?? "",
      f.value,
      formMeta(context, `event:${params.slug}`, f.value, f.formData),
    );
    return { ok: true as const, id: r.submission.id, seat: String(r.submission.payload.seat ?? ""), email: f.value.email };
  } catch (err) {
    return failureReply(f.formData, err);
  }
}

export function meta({ matches, data: d }: Route.MetaArgs) {
  const site = siteFromMatches(matches);
  if (!site || !d) return [];
  return contentMeta(site, {
    title: `Daftar: ${d.title}`,
    description: `Daftar gratis untuk ${d.title}, ${d.when}.`,
    path: `/Event/${d.slug}/Daftar`,
    robots: "noindex, follow",
  });
}

export default function EventRegister({ loaderData: e, actionData }: Route.ComponentProps) {
  const { result, sent } = replyFor(actionData);
  const { form, fields } = useAppForm({ id: "rsvp", schema: ZEventRsvp, result });
  return (
    <>
      <PageHeader
        title={`Daftar: ${e.title}`}
        lead={`${e.when} · ${e.location}`}
        crumbs={[
          { to: "/Event", label: "Event" },
          { to: `/Event/${e.slug}`, label: e.title },
        ]}
      />
      <Container className="grid max-w-5xl gap-8 py-10 lg:grid-cols-[1fr_18rem]">
        <div>
          {sent ? (
            <SuccessPanel title={sent.seat === "Daftar tunggu" ? "Anda masuk daftar tunggu" : "Anda terdaftar!"}>
              <p>
                {sent.seat === "Daftar tunggu"
                  ? "Semua kursi sudah terisi. Kami akan mengabari Anda lewat email bila ada kursi yang kosong."
                  : "Kursi Anda sudah kami pesan. Email konfirmasi berisi jadwal (WIB) dan file kalender (.ics) sudah kami kirim."}
              </p>
              <p>
                Email: {sent.email} · Nomor pendaftaran #{sent.id}.{" "}
                <Link to={`/Event/${e.slug}`} className="font-semibold underline">
                  Kembali ke halaman event
                </Link>
              </p>
            </SuccessPanel>
          ) : !e.upcoming ? (
            <SuccessPanel title="Pendaftaran sudah ditutup">
              <p>Event ini sudah selesai.</p>
            </SuccessPanel>
          ) : (
            <FormCard>
              {e.left === 0 ? (
                <p className="mb-4 rounded-lg bg-amber-50 p-3 text-sm text-amber-900" role="status">
                  Semua kursi sudah terisi. Anda masih bisa mendaftar ke daftar tunggu.
                </p>
              ) : null}
              <AppForm form={form} result={result} look="site">
                <SpamGuard />
                <div className="grid gap-5 sm:grid-cols-2">
                  <TextField field={fields.name} label="Nama lengkap" autoComplete="name" />
                  <TextField field={fields.email} label="Email" autoComplete="email" inputMode="email" />
                  <TextField field={fields.phone} label="Nomor WhatsApp" type="tel" autoComplete="tel" inputMode="tel" />
                  <TextField field={fields.organization} label="Instansi/sekolah" autoComplete="organization" />
                </div>
                <div className="mt-6">
                  <SubmitButton pendingLabel="Mendaftarkan…">{e.left === 0 ? "Masuk daftar tunggu" : "Daftar sekarang"}</SubmitButton>
                </div>
              </AppForm>
            </FormCard>
          )}
        </div>
        <aside className="h-fit rounded-2xl bg-slate-50 p-5 text-sm text-slate-700">
          <h2 className="font-bold text-dark">Kursi</h2>
          <p className="mt-1">
            {e.seatLimit === null
              ? "Tanpa batas kursi."
              : e.left === 0
                ? `Penuh (${e.seatLimit} kursi) — daftar tunggu dibuka.`
                : `Tersisa ${e.left} dari ${e.seatLimit} kursi.`}
          </p>
          <p className="mt-3">Pendaftaran gratis. Satu email untuk satu peserta.</p>
        </aside>
      </Container>
    </>
  );
}
