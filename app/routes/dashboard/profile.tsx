import type { Route } from "./+types/profile";
import { Card, SavedNotice, useDashboard } from "../../components/dashboard/Dashboard.tsx";
import { AppForm, SubmitButton, TextField, useAppForm, useFormReply } from "../../components/form/index.ts";
import { requireSection } from "../../lib/dashboard.server.ts";
import { formFailure, formSuccess, parseForm } from "../../lib/form.server.ts";
import { PASSWORD_HINT, ZPasswordChangeForm, ZProfileForm } from "../../../src/contracts/identity-forms.ts";
import { findUserById, setPassword, updateProfile } from "../../../src/domain/identity/accounts.ts";
import { verifyPassword } from "../../../src/domain/identity/crypto.ts";
import { requirePermission } from "../../../src/domain/identity/permissions.ts";
import { asRouteError } from "../../lib/identity.server.ts";
import { requestOf } from "../../lib/request-context.server.ts";

/** /Dashboard/Profil: name and photo, and the password. */
export async function loader(args: Route.LoaderArgs) {
  await requireSection(args, "dashboard-profile");
  return null;
}

export async function action(args: Route.ActionArgs) {
  const viewer = await requireSection(args, "dashboard-profile");
  const form = await args.request.formData();
  const db = requestOf(args.context).tenantCtx.db;
  try {
    if (form.get("intent") === "password") {
      requirePermission(viewer, "profile.edit");
      const f = await parseForm(form, ZPasswordChangeForm);
      if (!f.ok) return f.reply;
      const user = await findUserById(db, viewer.userId);
      if (!user || !(await verifyPassword(f.value.currentPassword, user.passwordHash))) {
        return formFailure(form, { fields: { currentPassword: "Kata sandi saat ini salah." } });
      }
      await setPassword(db, viewer.userId, f.value.password);
      return formSuccess("Kata sandi diperbarui.", "password");
    }
    requirePermission(viewer, "profile.edit");
    const f = await parseForm(form, ZProfileForm);
    if (!f.ok) return f.reply;
    await updateProfile(db, viewer.userId, f.value);
    return formSuccess("Profil disimpan.", "profile");
  } catch (err) {
    throw asRouteError(err, args.request);
  }
}

export default function DashboardProfile() {
  const { viewer } = useDashboard();
  const profile = useFormReply<typeof action>("profile");
  const password = useFormReply<typeof action>("password");
  const profileForm = useAppForm({
    id: "profil",
    schema: ZProfileForm,
    result: profile.result,
    defaultValue: { name: viewer.name, photoUrl: viewer.photoUrl },
  });
  const passwordForm = useAppForm({ id: "sandi", schema: ZPasswordChangeForm, result: password.result });
  return (
    <>
      <Card title="Data diri">
        {profile.ok ? <SavedNotice>{profile.ok}</SavedNotice> : null}
        <AppForm form={profileForm.form} result={profile.result} className="grid gap-4">
          <input type="hidden" name="intent" value="profile" />
          <TextField field={profileForm.fields.name} label="Nama lengkap" autoComplete="name" />
          <TextField
            field={profileForm.fields.photoUrl}
            label="URL foto profil"
            hint="Alamat gambar yang diawali https://. Kosongkan untuk memakai inisial."
            placeholder="https://…"
            inputMode="url"
          />
          <p className="text-sm text-slate-600">Email: {viewer.email}</p>
          <SubmitButton className="justify-self-start">Simpan profil</SubmitButton>
        </AppForm>
      </Card>
      <Card title="Ganti kata sandi">
        {password.ok ? <SavedNotice>{password.ok}</SavedNotice> : null}
        <AppForm form={passwordForm.form} result={password.result} className="grid gap-4">
          <input type="hidden" name="intent" value="password" />
          <TextField field={passwordForm.fields.currentPassword} label="Kata sandi saat ini" type="password" autoComplete="current-password" />
          <TextField field={passwordForm.fields.password} label="Kata sandi baru" type="password" hint={PASSWORD_HINT} autoComplete="new-password" />
          <TextField field={passwordForm.fields.confirmPassword} label="Ulangi kata sandi baru" type="password" autoComplete="new-password" />
          <SubmitButton className="justify-self-start">Ganti kata sandi</SubmitButton>
        </AppForm>
      </Card>
    </>
  );
}
