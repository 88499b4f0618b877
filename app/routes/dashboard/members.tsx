import type { Route } from "./+types/members";
import { Card, SavedNotice } from "../../components/dashboard/Dashboard.tsx";
import { AppForm, SubmitButton, TextField, useAppForm, useFormReply } from "../../components/form/index.ts";
import { requireSection } from "../../lib/dashboard.server.ts";
import { formFailure, formSuccess, parseForm } from "../../lib/form.server.ts";
import { asRouteError, tenantCtxOf } from "../../lib/identity.server.ts";
import { ZEnrolForm } from "../../../src/contracts/identity-forms.ts";
import { AppError } from "../../../src/kernel/errors.ts";
import { enrolByEmail } from "../../../src/domain/identity/learning.ts";
import { requirePermission } from "../../../src/domain/identity/permissions.ts";

/** /Dashboard/Peserta: an admin opens a premium course for a member by email. */
export async function loader(args: Route.LoaderArgs) {
  await requireSection(args, "dashboard-members");
  return null;
}

export async function action(args: Route.ActionArgs) {
  const viewer = await requireSection(args, "dashboard-members");
  const ctx = tenantCtxOf(args.context);
  try {
    requirePermission(viewer, "enrolment.manage");
    const f = await parseForm(args.request, ZEnrolForm);
    if (!f.ok) return f.reply;
    const res = await enrolByEmail(ctx, f.value, viewer.userId).catch((e: unknown) => {
      if (e instanceof AppError && e.code === "NOT_FOUND") return e;
      throw e;
    });
    if (res instanceof AppError)
      return formFailure(f.formData, { fields: { email: "Email ini belum terdaftar di situs ini; minta peserta masuk sekali dulu." } });
    await args.context.services.registry.bumpVersion(ctx.tenantId);
    return formSuccess(res.created ? `${res.email} terdaftar di kursus ${res.courseSlug}.` : `${res.email} sudah terdaftar di kursus ${res.courseSlug}.`);
  } catch (err) {
    throw asRouteError(err);
  }
}

export default function DashboardMembers() {
  const reply = useFormReply();
  const { form, fields } = useAppForm({ id: "peserta", result: reply?.result });
  return (
    <Card title="Daftarkan peserta ke kursus premium">
      <p className="mb-4 text-sm text-slate-600">
        Sampai pembayaran aktif, admin membuka kursus premium bagi peserta secara manual. Peserta harus sudah pernah masuk ke situs ini.
      </p>
      {reply?.ok ? <SavedNotice>{reply.ok}</SavedNotice> : null}
      <AppForm form={form} result={reply?.result} className="grid gap-4 sm:grid-cols-[1fr_1fr_auto] sm:items-start">
        <TextField field={fields.email} label="Email peserta" type="email" required autoComplete="off" />
        <TextField field={fields.courseSlug} label="Slug kursus" required placeholder="contoh: react-lanjut" />
        <SubmitButton className="sm:mt-6">Daftarkan</SubmitButton>
      </AppForm>
    </Card>
  );
}
