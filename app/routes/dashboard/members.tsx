import type { Route } from "./+types/members";
import { Card, SavedNotice } from "../../components/dashboard/Dashboard.tsx";
import { AppForm, SubmitButton, TextField, useAppForm, useFormReply } from "../../components/form/index.ts";
import { CoursePicker } from "../../components/people/CoursePicker.tsx";
import { requireSection } from "../../lib/dashboard.server.ts";
import { formFailure, formSuccess, parseForm } from "../../lib/form.server.ts";
import { asRouteError } from "../../lib/identity.server.ts";
import { ZEnrolForm } from "../../../src/contracts/identity-forms.ts";
import { AppError, fieldErrorsOf } from "../../../src/kernel/errors.ts";
import { enrolByEmail, listCourseOptions } from "../../../src/domain/identity/learning.ts";
import { requirePermission } from "../../../src/domain/identity/permissions.ts";
import { requestOf } from "../../lib/request-context.server.ts";

/** /Dashboard/Peserta: an admin opens a course for a member by email, choosing one of the tenant's courses. */
export async function loader(args: Route.LoaderArgs) {
  await requireSection(args, "dashboard-members");
  return { courses: await listCourseOptions(requestOf(args.context).tenantCtx) };
}

export async function action(args: Route.ActionArgs) {
  const viewer = await requireSection(args, "dashboard-members");
  const ctx = requestOf(args.context).tenantCtx;
  try {
    requirePermission(viewer, "enrolment.manage");
    const f = await parseForm(args.request, ZEnrolForm);
    if (!f.ok) return f.reply;
    const res = await enrolByEmail(ctx, f.value, viewer.userId).catch((e: unknown) => {
      if (e instanceof AppError && e.code === "NOT_FOUND") return e;
      throw e;
    });
    if (res instanceof AppError) {
      return formFailure(f.formData, { fields: fieldErrorsOf(res) ?? { email: "Email ini belum terdaftar di situs ini; minta peserta masuk sekali dulu." } });
    }
    await requestOf(args.context).services.registry.bumpVersion(ctx.tenantId);
    const title = (await listCourseOptions(ctx)).find((c) => c.slug === res.courseSlug)?.title ?? res.courseSlug;
    return formSuccess(res.created ? `${res.email} terdaftar di kursus ${title}.` : `${res.email} sudah terdaftar di kursus ${title}.`);
  } catch (err) {
    throw asRouteError(err, args.request);
  }
}

export default function DashboardMembers({ loaderData }: Route.ComponentProps) {
  const reply = useFormReply();
  const { form, fields } = useAppForm<{ email: string; courseSlug: string }>({ id: "peserta", result: reply?.result });
  const typed = (reply?.result?.initialValue as Record<string, unknown> | null | undefined)?.courseSlug;
  return (
    <Card title="Daftarkan peserta ke kursus">
      <p className="mb-4 text-sm text-slate-600">
        Buka kursus bagi peserta secara manual, misalnya setelah pembayaran di luar situs. Peserta harus sudah pernah masuk ke situs ini. Pilih kursus dari
        katalog situs ini.
      </p>
      {reply?.ok ? <SavedNotice>{reply.ok}</SavedNotice> : null}
      {loaderData.courses.length === 0 ? (
        <p className="rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">
          Situs ini belum punya kursus. Buat kursus di katalog terlebih dahulu.
        </p>
      ) : (
        <AppForm form={form} result={reply?.result} className="grid gap-4 sm:grid-cols-[1fr_1fr_auto] sm:items-start">
          <TextField field={fields.email} label="Email peserta" type="email" required autoComplete="off" />
          <CoursePicker
            formId={form.id}
            name="courseSlug"
            label="Kursus"
            courses={loaderData.courses}
            defaultValue={typeof typed === "string" ? typed : undefined}
            error={fields.courseSlug.errors?.[0]}
          />
          <SubmitButton className="sm:mt-6">Daftarkan</SubmitButton>
        </AppForm>
      )}
    </Card>
  );
}
