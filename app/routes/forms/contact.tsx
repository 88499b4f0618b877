import { Link } from "react-router";
import type { Route } from "./+types/contact";
import { PageHeader } from "../../components/PageHeader.tsx";
import { Container } from "../../components/content/ContentUI.tsx";
import { AppForm, SelectField, SubmitButton, TextField, replyFor, useAppForm } from "../../components/form/index.ts";
import { FormCard, SuccessPanel } from "../../components/forms/SiteForm.tsx";
import { SpamGuard } from "../../components/forms/SpamGuard.tsx";
import { parseForm } from "../../lib/form.server.ts";
import { failureReply, formMeta, formSite } from "../../lib/registrations.server.ts";
import { CONTACT_TOPICS, ZContact } from "../../../src/contracts/registrations.ts";
import { sendContact } from "../../../src/domain/registrations/forms.ts";
import { contentMeta } from "../../seo/content-meta.ts";
import { siteFromMatches } from "../../seo/meta.ts";
import { requestOf } from "../../lib/request-context.server.ts";

/** /Kontak: the contact form every "Hubungi Kami" leads to. */
export function loader({ context }: Route.LoaderArgs) {
  const c = requestOf(context).tenant.contact ?? {};
  return { email: c.email ?? "", phone: c.phone ?? "", address: c.address ?? "" };
}

export async function action({ request, context }: Route.ActionArgs) {
  const f = await parseForm(request, ZContact);
  if (!f.ok) return f.reply;
  try {
    const r = await sendContact(requestOf(context).tenantCtx, formSite(context), f.value, formMeta(context, "contact", f.value, f.formData));
    return { ok: true as const, id: r.submission.id, email: f.value.email };
  } catch (err) {
    return failureReply(f.formData, err);
  }
}

export function meta({ matches }: Route.MetaArgs) {
  const site = siteFromMatches(matches);
  if (!site) return [];
  return contentMeta(site, { title: "Hubungi Kami", description: "Kirim pertanyaan atau ajakan kerja sama kepada tim kami.", path: "/Kontak" });
}

export default function ContactPage({ loaderData, actionData }: Route.ComponentProps) {
  const { result, sent } = replyFor(actionData);
  const { form, fields } = useAppForm({ id: "kontak", schema: ZContact, result });
  return (
    <>
      <PageHeader title="Hubungi Kami" lead="Punya pertanyaan tentang program, kelas, atau kerja sama? Tulis pesan Anda di sini." />
      <Container className="grid gap-8 py-10 lg:grid-cols-[1fr_20rem]">
        <div>
          {sent ? (
            <SuccessPanel title="Pesan Anda sudah terkirim">
              <p>
                Terima kasih. Konfirmasi sudah kami kirim ke {sent.email}; tim kami membalas dalam 1–2 hari kerja. Nomor pesan: #{sent.id}.
              </p>
            </SuccessPanel>
          ) : (
            <FormCard>
              <AppForm form={form} result={result} look="site">
                <SpamGuard />
                <div className="grid gap-5 sm:grid-cols-2">
                  <TextField field={fields.name} label="Nama lengkap" autoComplete="name" />
                  <TextField field={fields.email} label="Email" autoComplete="email" inputMode="email" />
                  <TextField field={fields.phone} label="Nomor WhatsApp/telepon" type="tel" autoComplete="tel" inputMode="tel" />
                  <TextField field={fields.organization} label="Instansi/perusahaan" autoComplete="organization" />
                  <SelectField field={fields.topic} label="Topik" options={CONTACT_TOPICS} placeholderOption="Pilih topik…" className="sm:col-span-2" />
                  <TextField field={fields.message} label="Pesan" multiline rows={5} className="sm:col-span-2" />
                </div>
                <div className="mt-6">
                  <SubmitButton>Kirim pesan</SubmitButton>
                </div>
              </AppForm>
            </FormCard>
          )}
        </div>
        <aside className="space-y-4 text-sm text-slate-700">
          <div className="rounded-2xl bg-slate-50 p-5">
            <h2 className="font-bold text-dark">Kontak langsung</h2>
            <dl className="mt-2 space-y-1">
              {loaderData.email ? (
                <div>
                  <dt className="inline font-semibold">Email: </dt>
                  <dd className="inline">{loaderData.email}</dd>
                </div>
              ) : null}
              {loaderData.phone ? (
                <div>
                  <dt className="inline font-semibold">Telepon: </dt>
                  <dd className="inline">{loaderData.phone}</dd>
                </div>
              ) : null}
              {loaderData.address ? (
                <div>
                  <dt className="inline font-semibold">Alamat: </dt>
                  <dd className="inline">{loaderData.address}</dd>
                </div>
              ) : null}
            </dl>
          </div>
          <div className="rounded-2xl bg-slate-50 p-5">
            <h2 className="font-bold text-dark">Ingin bertemu langsung?</h2>
            <p className="mt-1">
              <Link to="/Make-Appointment" className="font-semibold text-primary-ink underline">
                Pilih jadwal konsultasi
              </Link>{" "}
              yang masih tersedia.
            </p>
          </div>
        </aside>
      </Container>
    </>
  );
}
