import { Link } from "react-router";
import type { Route } from "./+types/demo";
import { PageHeader } from "../../components/PageHeader.tsx";
import { Container } from "../../components/content/ContentUI.tsx";
import { AppForm, SelectField, SubmitButton, TextField, replyFor, useAppForm } from "../../components/form/index.ts";
import { FormCard, SuccessPanel } from "../../components/forms/SiteForm.tsx";
import { SpamGuard } from "../../components/forms/SpamGuard.tsx";
import { parseForm } from "../../lib/form.server.ts";
import { failureReply, formMeta, formSite } from "../../lib/registrations.server.ts";
import { DEMO_PRODUCTS, ZDemoRequest, ZDemoShort } from "../../../src/contracts/registrations.ts";
import { DEMO_SUCCESS, requestDemo } from "../../../src/domain/registrations/forms.ts";
import { contentMeta } from "../../seo/content-meta.ts";
import { siteFromMatches } from "../../seo/meta.ts";
import { requestOf } from "../../lib/request-context.server.ts";

/** /Demo: the demo request as its own form; also the target of the short form on home and /Pricing. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const short = form.get("intent") === "short";
  const f = await parseForm(form, short ? ZDemoShort : ZDemoRequest);
  if (!f.ok) return f.reply;
  try {
    const r = await requestDemo(requestOf(context).tenantCtx, formSite(context), f.value, formMeta(context, "demo", f.value, f.formData));
    return { ok: true as const, message: DEMO_SUCCESS, id: r.submission.id, email: f.value.email };
  } catch (err) {
    return failureReply(f.formData, err);
  }
}

export function meta({ matches }: Route.MetaArgs) {
  const site = siteFromMatches(matches);
  if (!site) return [];
  return contentMeta(site, { title: "Minta Demo", description: "Minta demo gratis platform dan program pelatihan kami.", path: "/Demo" });
}

export default function DemoPage({ actionData }: Route.ComponentProps) {
  const { result, sent } = replyFor(actionData);
  const { form, fields } = useAppForm({ id: "demo", schema: ZDemoRequest, result });
  return (
    <>
      <PageHeader
        title="Minta Demo"
        lead="Lihat langsung cara kerja platform dan program kami. Isi formulir, tim kami menghubungi Anda dalam 1–2 hari kerja."
      />
      <Container className="max-w-3xl py-10">
        {sent ? (
          <SuccessPanel title={sent.message ?? "Berhasil mengirim request"}>
            <p>
              Konfirmasi sudah kami kirim ke {sent.email}. Nomor permintaan: #{sent.id}.
            </p>
            <p>
              Ingin langsung memilih jadwal?{" "}
              <Link to="/Make-Appointment" className="font-semibold underline">
                Buat janji temu
              </Link>
              .
            </p>
          </SuccessPanel>
        ) : (
          <FormCard>
            <AppForm form={form} result={result} look="site">
              <SpamGuard />
              <div className="grid gap-5 sm:grid-cols-2">
                <TextField field={fields.email} label="Email kerja" autoComplete="email" inputMode="email" className="sm:col-span-2" />
                <TextField field={fields.name} label="Nama lengkap" autoComplete="name" />
                <TextField field={fields.phone} label="Nomor WhatsApp/telepon" type="tel" autoComplete="tel" inputMode="tel" />
                <TextField field={fields.organization} label="Instansi/perusahaan" autoComplete="organization" />
                <SelectField field={fields.product} label="Ingin melihat" options={DEMO_PRODUCTS} placeholderOption="Pilih produk…" />
                <TextField field={fields.message} label="Catatan" multiline rows={3} className="sm:col-span-2" />
              </div>
              <div className="mt-6">
                <SubmitButton>Kirim permintaan demo</SubmitButton>
              </div>
            </AppForm>
          </FormCard>
        )}
      </Container>
    </>
  );
}
