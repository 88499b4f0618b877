import { Link } from "react-router";
import type { Route } from "./+types/liga-smk-register";
import { PageHeader } from "../../components/PageHeader.tsx";
import { Container } from "../../components/content/ContentUI.tsx";
import { Field, FormBox, FormCard, Submit, SuccessPanel, useFieldError, useFieldValue, type TReply } from "../../components/forms/Fields.tsx";
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
  const reply = actionData as (TReply & { team?: string; school?: string; email?: string }) | undefined;
  return (
    <>
      <PageHeader
        title="Pendaftaran Liga SMK"
        lead={`Daftarkan satu tim sekolah Anda untuk Liga SMK ${loaderData.season}: 3–5 siswa dengan satu guru pendamping.`}
        crumbs={[{ to: "/Liga-Smk", label: "Liga SMK" }]}
      />
      <Container className="max-w-4xl py-10">
        {reply?.ok ? (
          <SuccessPanel title={`${/^tim\s/i.test(reply.team ?? "") ? "" : "Tim "}${reply.team} sudah terdaftar`}>
            <p>
              {reply.school} resmi terdaftar di Liga SMK {loaderData.season}. Konfirmasi dan langkah berikutnya kami kirim ke {reply.email}. Nomor pendaftaran:
              #{reply.id}.
            </p>
            <p>
              <Link to="/Liga-Smk" className="font-semibold underline">
                Kembali ke halaman Liga SMK
              </Link>
            </p>
          </SuccessPanel>
        ) : (
          <FormCard>
            <FormBox id="liga" reply={reply}>
              <fieldset className="grid gap-5 sm:grid-cols-2">
                <legend className="mb-2 text-lg font-bold text-dark">Sekolah</legend>
                <Field name="schoolName" maxLength={150} label="Nama sekolah" required placeholder="SMK Negeri 1 Bandung" className="sm:col-span-2" />
                <Field name="npsn" label="NPSN" inputMode="numeric" maxLength={8} hint="Opsional, 8 angka." />
                <Field name="teamName" label="Nama tim" required maxLength={60} />
                <RegionPicker formId="liga" provinces={loaderData.provinces} cities={loaderData.cities} />
              </fieldset>
              <fieldset className="mt-8 grid gap-5 sm:grid-cols-3">
                <legend className="mb-2 text-lg font-bold text-dark">Guru pendamping</legend>
                <Field name="mentorName" maxLength={100} label="Nama guru" required autoComplete="name" />
                <Field name="mentorEmail" maxLength={200} label="Email guru" type="email" required autoComplete="email" inputMode="email" />
                <Field name="mentorPhone" maxLength={20} label="Nomor WhatsApp" type="tel" required autoComplete="tel" inputMode="tel" />
              </fieldset>
              <Students />
              <Agree />
              <div className="mt-6">
                <Submit pending="Mendaftarkan…">Daftarkan tim</Submit>
              </div>
            </FormBox>
          </FormCard>
        )}
      </Container>
    </>
  );
}

function Students() {
  const error = useFieldError("students");
  return (
    <fieldset className="mt-8" aria-describedby={error ? "liga-students-error" : "liga-students-hint"}>
      <legend className="text-lg font-bold text-dark">Siswa</legend>
      <p id="liga-students-hint" className="text-sm text-slate-600">
        Isi 3 sampai 5 siswa. Baris 4 dan 5 boleh dikosongkan.
      </p>
      {error ? (
        <p id="liga-students-error" className="mt-1 text-sm font-medium text-red-700" role="alert">
          {error}
        </p>
      ) : null}
      <ol className="mt-4 grid gap-4">
        {[0, 1, 2, 3, 4].map((i) => (
          <li key={i} className="grid gap-3 rounded-xl bg-slate-50 p-4 sm:grid-cols-[2rem_2fr_2fr_1fr]">
            <span className="font-bold text-slate-500" aria-hidden="true">
              {i + 1}.
            </span>
            <Field name={`students[${i}].name`} label={`Nama siswa ${i + 1}`} required={i < 3} autoComplete="off" />
            <Field name={`students[${i}].email`} label="Email (opsional)" type="email" inputMode="email" autoComplete="off" />
            <Field name={`students[${i}].grade`} label="Kelas" placeholder="XI RPL 1" autoComplete="off" />
          </li>
        ))}
      </ol>
    </fieldset>
  );
}

function Agree() {
  const error = useFieldError("agree");
  const typed = useFieldValue("agree");
  return (
    <div className="mt-6">
      <label className="flex items-start gap-3 text-sm text-slate-700">
        <input
          id="liga-agree"
          type="checkbox"
          name="agree"
          value="on"
          defaultChecked={typed === "on"}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "liga-agree-error" : undefined}
          className="mt-1 h-4 w-4"
        />
        <span>
          Saya telah membaca{" "}
          <Link to="/Liga-Smk" className="font-semibold text-primary-ink underline">
            peraturan Liga SMK
          </Link>{" "}
          dan menyetujuinya.
        </span>
      </label>
      {error ? (
        <p id="liga-agree-error" className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
