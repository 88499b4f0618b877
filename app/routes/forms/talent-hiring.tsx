import { Link } from "react-router";
import type { Route } from "./+types/talent-hiring";
import { PageHeader } from "../../components/PageHeader.tsx";
import { Container } from "../../components/content/ContentUI.tsx";
import { AppForm, SubmitButton, TextField, replyFor, useAppForm } from "../../components/form/index.ts";
import { FormCard, SuccessPanel } from "../../components/forms/SiteForm.tsx";
import { SpamGuard } from "../../components/forms/SpamGuard.tsx";
import { formFailure, parseForm } from "../../lib/form.server.ts";
import { failureReply, formMeta, formSite } from "../../lib/registrations.server.ts";
import { uploadIdOfUrl, ZTalentHiring } from "../../../src/contracts/registrations.ts";
import { AppError } from "../../../src/kernel/errors.ts";
import { ATTACHMENT_GONE } from "../../../src/domain/registrations/attachments.ts";
import { sendTalentHiring } from "../../../src/domain/registrations/forms.ts";
import { fileStore } from "../../../src/platform/storage/index.ts";
import { discardPendingAttachment, findPendingAttachment, storeFormAttachment } from "../../../src/platform/storage/uploads.ts";
import { contentMeta } from "../../seo/content-meta.ts";
import { siteFromMatches } from "../../seo/meta.ts";
import { requestOf } from "../../lib/request-context.server.ts";

/**
 * /Talent-Hiring: a company's hiring brief, with an optional attachment (job description, CV
 * template): the file field of this form (with or without JavaScript), or a file sent ahead to
 * `/api/v1/drive/upload` with `form=talent_hiring` and named by `attachmentUrl`. Either way the
 * file is a pending upload (per-address daily limit, not served) until the brief is kept, which
 * claims it in the same transaction; a refused brief deletes the file it brought.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const f = await parseForm(request, ZTalentHiring);
  if (!f.ok) return f.reply;
  const { services, tenant, clientKey } = requestOf(context);
  const db = services.database.db;
  const file = f.formData.get("attachment");
  const { attachmentUrl, ...brief } = f.value;
  let attachment: { id: string; url: string; name: string } | null = null;
  let storedHere = false;
  if (file && typeof file !== "string" && file.size > 0) {
    try {
      const stored = await storeFormAttachment(db, fileStore(), tenant.id, clientKey ?? "unknown", "talent_hiring", {
        name: file.name,
        bytes: new Uint8Array(await file.arrayBuffer()),
      });
      attachment = { id: stored.id, url: stored.url, name: stored.name };
      storedHere = true;
    } catch (err) {
      if (err instanceof AppError && err.code !== "RATE_LIMITED") return formFailure(f.formData, { fields: { attachment: err.message }, status: err.status });
      return failureReply(f.formData, err);
    }
  } else if (attachmentUrl) {
    const id = uploadIdOfUrl(attachmentUrl);
    attachment = id ? await findPendingAttachment(db, tenant.id, id, "talent_hiring") : null;
    if (!attachment) return formFailure(f.formData, { fields: { attachment: ATTACHMENT_GONE }, status: 422 });
  }
  try {
    const r = await sendTalentHiring(
      requestOf(context).tenantCtx,
      formSite(context),
      { ...brief, attachment },
      formMeta(context, "talent_hiring", f.value, f.formData),
    );
    return { ok: true as const, id: r.submission.id, email: f.value.email };
  } catch (err) {
    // The file came with this post and the brief was not kept: nothing should keep it either.
    if (storedHere && attachment) await discardPendingAttachment(db, fileStore(), tenant.id, attachment.id).catch(() => undefined);
    return failureReply(f.formData, err);
  }
}

export function meta({ matches }: Route.MetaArgs) {
  const site = siteFromMatches(matches);
  if (!site) return [];
  return contentMeta(site, {
    title: "Rekrut Talenta",
    description: "Temukan talenta digital terlatih dari program kami: kirim kebutuhan rekrutmen perusahaan Anda.",
    path: "/Talent-Hiring",
  });
}

const STEPS = [
  { title: "Kirim kebutuhan", text: "Ceritakan posisi, jumlah, dan keahlian yang Anda cari." },
  { title: "Kurasi kandidat", text: "Tim kami memilih alumni yang cocok dari program pelatihan." },
  { title: "Wawancara", text: "Anda mewawancarai kandidat terpilih; kami bantu jadwalnya." },
];

export default function TalentHiring({ actionData }: Route.ComponentProps) {
  const { result, sent } = replyFor(actionData);
  const { form, fields } = useAppForm({ id: "talenta", schema: ZTalentHiring, result });
  return (
    <>
      <PageHeader title="Rekrut Talenta" lead="Temukan talenta digital terlatih untuk tim Anda dari alumni program kami — gratis untuk perusahaan mitra." />
      <Container className="py-10">
        <ol className="grid gap-4 md:grid-cols-3">
          {STEPS.map((s, i) => (
            <li key={s.title} className="rounded-2xl border border-slate-200 p-5">
              <span className="inline-flex h-8 w-8 items-center justify-center rounded-full bg-primary text-sm font-bold text-on-primary">{i + 1}</span>
              <h2 className="mt-3 font-bold text-dark">{s.title}</h2>
              <p className="mt-1 text-sm text-slate-600">{s.text}</p>
            </li>
          ))}
        </ol>
        <div className="mt-10 max-w-3xl">
          {sent ? (
            <SuccessPanel title="Kebutuhan rekrutmen Anda sudah kami terima">
              <p>
                Tim kami akan menghubungi {sent.email} dalam 2 hari kerja dengan profil kandidat. Nomor permintaan #{sent.id}.
              </p>
              <p>
                <Link to="/" className="font-semibold underline">
                  Kembali ke beranda
                </Link>
              </p>
            </SuccessPanel>
          ) : (
            <FormCard title="Kebutuhan rekrutmen" lead="Isi formulir berikut; lampiran boleh berupa deskripsi pekerjaan.">
              <AppForm form={form} result={result} look="site" encType="multipart/form-data">
                <SpamGuard />
                <div className="grid gap-5 sm:grid-cols-2">
                  <TextField field={fields.organization} label="Nama perusahaan" autoComplete="organization" />
                  <TextField field={fields.name} label="Nama Anda" autoComplete="name" />
                  <TextField field={fields.email} label="Email kerja" autoComplete="email" inputMode="email" />
                  <TextField field={fields.phone} label="Nomor telepon" type="tel" autoComplete="tel" inputMode="tel" />
                  <TextField field={fields.roles} label="Posisi yang dicari" placeholder="Frontend developer, data analyst" />
                  <TextField field={fields.headcount} label="Jumlah talenta" inputMode="numeric" />
                  <TextField field={fields.message} label="Kebutuhan dan kualifikasi" multiline rows={4} className="sm:col-span-2" />
                  <TextField
                    name="attachment"
                    label="Lampiran (opsional)"
                    type="file"
                    accept=".pdf,.docx,.jpg,.jpeg,.png,.webp"
                    hint="PDF, DOCX, JPG, PNG atau WebP, maksimal 5 MB."
                    className="sm:col-span-2"
                  />
                </div>
                <div className="mt-6">
                  <SubmitButton>Kirim kebutuhan</SubmitButton>
                </div>
              </AppForm>
            </FormCard>
          )}
        </div>
      </Container>
    </>
  );
}
