import { Link } from "react-router";
import type { Route } from "./+types/school-register";
import { PageHeader } from "../../components/PageHeader.tsx";
import { Container } from "../../components/content/ContentUI.tsx";
import { AppForm, SelectField, SubmitButton, TextField, replyFor, useAppForm } from "../../components/form/index.ts";
import { FormCard, SuccessPanel } from "../../components/forms/SiteForm.tsx";
import { SpamGuard } from "../../components/forms/SpamGuard.tsx";
import { RegionPicker } from "../../components/forms/RegionPicker.tsx";
import { parseForm } from "../../lib/form.server.ts";
import { failureReply, formMeta, formSite } from "../../lib/registrations.server.ts";
import { SCHOOL_LEVELS, ZSchoolRegistration } from "../../../src/contracts/registrations.ts";
import { listCities, listProvinces } from "../../../src/domain/registrations/regions.ts";
import { registerSchool } from "../../../src/domain/registrations/teams.ts";
import { contentMeta } from "../../seo/content-meta.ts";
import { siteFromMatches } from "../../seo/meta.ts";
import { requestOf } from "../../lib/request-context.server.ts";

/** /Sekolah/Daftar: a school joins the tenant's school programmes (same rules as `POST v1/school/register`). */
export async function loader() {
  const provinces = await listProvinces();
  return { provinces, cities: await Promise.all(provinces.map(async (p) => ({ province: p, cities: await listCities(p.id) }))) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const f = await parseForm(request, ZSchoolRegistration);
  if (!f.ok) return f.reply;
  try {
    const r = await registerSchool(requestOf(context).tenantCtx, formSite(context), f.value, formMeta(context, "school", f.value, f.formData));
    return { ok: true as const, id: r.submission.id, school: f.value.name, email: f.value.email };
  } catch (err) {
    return failureReply(f.formData, err);
  }
}

export function meta({ matches }: Route.MetaArgs) {
  const site = siteFromMatches(matches);
  if (!site) return [];
  return contentMeta(site, {
    title: "Pendaftaran Sekolah",
    description: "Daftarkan sekolah Anda untuk mengikuti program pelatihan dan kompetisi kami.",
    path: "/Sekolah/Daftar",
  });
}

export default function SchoolRegister({ loaderData, actionData }: Route.ComponentProps) {
  const { result, sent } = replyFor(actionData);
  const { form, fields } = useAppForm({ id: "sekolah", schema: ZSchoolRegistration, result });
  return (
    <>
      <PageHeader
        title="Pendaftaran Sekolah"
        lead="Daftarkan sekolah Anda untuk mengikuti program pelatihan guru dan siswa, serta kompetisi seperti Liga SMK."
      />
      <Container className="max-w-4xl py-10">
        {sent ? (
          <SuccessPanel title={`${sent.school} sudah terdaftar`}>
            <p>
              Konfirmasi kami kirim ke {sent.email}. Nomor pendaftaran #{sent.id}.
            </p>
            <p>
              Ingin ikut kompetisi?{" "}
              <Link to="/Liga-Smk/Register" className="font-semibold underline">
                Daftarkan tim Liga SMK
              </Link>
              .
            </p>
          </SuccessPanel>
        ) : (
          <FormCard>
            <AppForm form={form} result={result} look="site">
              <SpamGuard />
              <div className="grid gap-5 sm:grid-cols-2">
                <TextField field={fields.name} label="Nama sekolah" placeholder="SMK Negeri 1 Bandung" className="sm:col-span-2" />
                <TextField field={fields.npsn} label="NPSN" inputMode="numeric" hint="Opsional, 8 angka." />
                <SelectField field={fields.level} label="Jenjang" options={SCHOOL_LEVELS} defaultValue="SMK" />
                <RegionPicker provinces={loaderData.provinces} cities={loaderData.cities} />
                <TextField field={fields.address} label="Alamat" multiline rows={2} className="sm:col-span-2" />
                <TextField field={fields.contactName} label="Nama penanggung jawab" autoComplete="name" />
                <TextField field={fields.email} label="Email sekolah" autoComplete="email" inputMode="email" />
                <TextField field={fields.phone} label="Nomor telepon" type="tel" autoComplete="tel" inputMode="tel" />
              </div>
              <div className="mt-6">
                <SubmitButton pendingLabel="Mendaftarkan…">Daftarkan sekolah</SubmitButton>
              </div>
            </AppForm>
          </FormCard>
        )}
      </Container>
    </>
  );
}
