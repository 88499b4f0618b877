import { Link } from "react-router";
import type { Route } from "./+types/liga-smk-register";
import { PageHeader } from "../../components/PageHeader.tsx";
import { Container } from "../../components/content/ContentUI.tsx";
import { AppForm, CheckboxField, FieldError, SubmitButton, TextField, replyFor, useAppForm, useFieldState } from "../../components/form/index.ts";
import { FormCard, SuccessPanel } from "../../components/forms/SiteForm.tsx";
import { SpamGuard } from "../../components/forms/SpamGuard.tsx";
import { RegionPicker } from "../../components/forms/RegionPicker.tsx";
import { parseForm } from "../../lib/form.server.ts";
import { failureReply, formMeta, formSite } from "../../lib/registrations.server.ts";
import { ZLigaSmkRegistration } from "../../../src/contracts/registrations.ts";
import { listCities, listProvinces } from "../../../src/domain/registrations/regions.ts";
import { currentSeason, registerLigaSmkTeam } from "../../../src/domain/registrations/teams.ts";
import { contentMeta } from "../../seo/content-meta.ts";
import { siteFromMatches } from "../../seo/meta.ts";
import { requestOf } from "../../lib/request-context.server.ts";

/** /Liga-Smk/Register: one team per school per season, 3–5 students and the mentor teacher. */
export async function loader() {
  const provinces = await listProvinces();
  const cities = await Promise.all(provinces.map(async (p) => ({ province: p, cities: await listCities(p.id) })));
  return { season: currentSeason(), provinces, cities };
}

export async function action({ request, context }: Route.ActionArgs) {
  const f = await parseForm(request, ZLigaSmkRegistration);
  if (!f.ok) return f.reply;
  try {
    const r = await registerLigaSmkTeam(requestOf(context).tenantCtx, formSite(context), f.value, formMeta(context, "liga_smk", f.value, f.formData));
    return { ok: true as const, id: r.submission.id, team: f.value.teamName, school: f.value.schoolName, email: f.value.mentorEmail };
  } catch (err) {
    return failureReply(f.formData, err);
  }
}

export function meta({ matches }: Route.MetaArgs) {
  const site = siteFromMatches(matches);
  if (!site) return [];
  return contentMeta(site, {
    title: "Pendaftaran Liga SMK",
    description: "Daftarkan tim sekolah Anda ke Liga SMK: 3–5 siswa dan satu guru pendamping.",
    path: "/Liga-Smk/Register",
  });
}

export default function LigaSmkRegister({ loaderData, actionData }: Route.ComponentProps) {
  const { result, sent } = replyFor(actionData);
  const { form, fields } = useAppForm({ id: "liga", schema: ZLigaSmkRegistration, result });
  return (
    <>
      <PageHeader
        title="Pendaftaran Liga SMK"
        lead={`Daftarkan satu tim sekolah Anda untuk Liga SMK ${loaderData.season}: 3–5 siswa dengan satu guru pendamping.`}
        crumbs={[{ to: "/Liga-Smk", label: "Liga SMK" }]}
      />
      <Container className="max-w-4xl py-10">
        {sent ? (
          <SuccessPanel title={`${/^tim\s/i.test(sent.team) ? "" : "Tim "}${sent.team} sudah terdaftar`}>
            <p>
              {sent.school} resmi terdaftar di Liga SMK {loaderData.season}. Konfirmasi dan langkah berikutnya kami kirim ke {sent.email}. Nomor pendaftaran: #
              {sent.id}.
            </p>
            <p>
              <Link to="/Liga-Smk" className="font-semibold underline">
                Kembali ke halaman Liga SMK
              </Link>
            </p>
          </SuccessPanel>
        ) : (
          <FormCard>
            <AppForm form={form} result={result} look="site">
              <SpamGuard />
              <fieldset className="grid gap-5 sm:grid-cols-2">
                <legend className="mb-2 text-lg font-bold text-dark">Sekolah</legend>
                <TextField field={fields.schoolName} label="Nama sekolah" placeholder="SMK Negeri 1 Bandung" className="sm:col-span-2" />
                <TextField field={fields.npsn} label="NPSN" inputMode="numeric" hint="Opsional, 8 angka." />
                <TextField field={fields.teamName} label="Nama tim" />
                <RegionPicker provinces={loaderData.provinces} cities={loaderData.cities} />
              </fieldset>
              <fieldset className="mt-8 grid gap-5 sm:grid-cols-3">
                <legend className="mb-2 text-lg font-bold text-dark">Guru pendamping</legend>
                <TextField field={fields.mentorName} label="Nama guru" autoComplete="name" />
                <TextField field={fields.mentorEmail} label="Email guru" autoComplete="email" inputMode="email" />
                <TextField field={fields.mentorPhone} label="Nomor WhatsApp" type="tel" autoComplete="tel" inputMode="tel" />
              </fieldset>
              <Students />
              <CheckboxField
                field={fields.agree}
                className="mt-6"
                label={
                  <>
                    Saya telah membaca{" "}
                    <Link to="/Liga-Smk" className="font-semibold text-primary-ink underline">
                      peraturan Liga SMK
                    </Link>{" "}
                    dan menyetujuinya.
                  </>
                }
              />
              <div className="mt-6">
                <SubmitButton pendingLabel="Mendaftarkan…">Daftarkan tim</SubmitButton>
              </div>
            </AppForm>
          </FormCard>
        )}
      </Container>
    </>
  );
}

function Students() {
  const group = useFieldState({ name: "students" });
  return (
    <fieldset className="mt-8" aria-describedby={group.error ? group.errorId : "liga-students-hint"}>
      <legend className="text-lg font-bold text-dark">Siswa</legend>
      <p id="liga-students-hint" className="text-sm text-slate-600">
        Isi 3 sampai 5 siswa. Baris 4 dan 5 boleh dikosongkan.
      </p>
      <FieldError s={group} role="alert" />
      <ol className="mt-4 grid gap-4">
        {[0, 1, 2, 3, 4].map((i) => (
          <li key={i} className="grid gap-3 rounded-xl bg-slate-50 p-4 sm:grid-cols-[2rem_2fr_2fr_1fr]">
            <span className="font-bold text-slate-500" aria-hidden="true">
              {i + 1}.
            </span>
            {/* The schema asks for 3 to 5 students: rows 4 and 5 may stay empty. */}
            <TextField name={`students[${i}].name`} label={`Nama siswa ${i + 1}`} required={i < 3} autoComplete="off" />
            <TextField name={`students[${i}].email`} label="Email (opsional)" type="email" inputMode="email" autoComplete="off" />
            <TextField name={`students[${i}].grade`} label="Kelas" placeholder="XI RPL 1" autoComplete="off" />
          </li>
        ))}
      </ol>
    </fieldset>
  );
}
