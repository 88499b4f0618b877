import { Link } from "react-router";
import type { Route } from "./+types/school-register";
import { PageHeader } from "../../components/PageHeader.tsx";
import { Container } from "../../components/content/ContentUI.tsx";
import { Field, FormBox, FormCard, Submit, SuccessPanel, type TReply } from "../../components/forms/Fields.tsx";
import { RegionPicker } from "../../components/forms/RegionPicker.tsx";
import { parseForm } from "../../lib/form.server.ts";
import { failureReply, formMeta, formSite } from "../../lib/registrations.server.ts";
import { ZSchoolRegistration } from "../../../src/contracts/registrations.ts";
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
  const reply = actionData as (TReply & { school?: string; email?: string }) | undefined;
  return (
    <>
      <PageHeader
        title="Pendaftaran Sekolah"
        lead="Daftarkan sekolah Anda untuk mengikuti program pelatihan guru dan siswa, serta kompetisi seperti Liga SMK."
      />
      <Container className="max-w-4xl py-10">
        {reply?.ok ? (
          <SuccessPanel title={`${reply.school} sudah terdaftar`}>
            <p>
              Konfirmasi kami kirim ke {reply.email}. Nomor pendaftaran #{reply.id}.
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
            <FormBox id="sekolah" reply={reply}>
              <div className="grid gap-5 sm:grid-cols-2">
                <Field name="name" maxLength={150} label="Nama sekolah" required placeholder="SMK Negeri 1 Bandung" className="sm:col-span-2" />
                <Field name="npsn" label="NPSN" inputMode="numeric" maxLength={8} hint="Opsional, 8 angka." />
                <Field name="level" label="Jenjang" options={["SMK", "SMA", "SMP", "MA", "Lainnya"]} defaultValue="SMK" />
                <RegionPicker formId="sekolah" provinces={loaderData.provinces} cities={loaderData.cities} />
                <Field name="address" label="Alamat" multiline rows={2} maxLength={300} className="sm:col-span-2" />
                <Field name="contactName" maxLength={100} label="Nama penanggung jawab" required autoComplete="name" />
                <Field name="email" maxLength={200} label="Email sekolah" type="email" required autoComplete="email" inputMode="email" />
                <Field name="phone" maxLength={20} label="Nomor telepon" type="tel" required autoComplete="tel" inputMode="tel" />
              </div>
              <div className="mt-6">
                <Submit pending="Mendaftarkan…">Daftarkan sekolah</Submit>
              </div>
            </FormBox>
          </FormCard>
        )}
      </Container>
    </>
  );
}
