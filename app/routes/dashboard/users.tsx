import { useRef } from "react";
import { Form } from "react-router";
import type { Route } from "./+types/users";
import { AdminListToolbar, AdminNotice, AdminTable, ConfirmDialog, adminButton, useHydrated, type TAdminColumn } from "../../components/admin/index.ts";
import { Card, SavedNotice } from "../../components/dashboard/Dashboard.tsx";
import { AppForm, SubmitButton, TextField, inputClass, useAppForm, useFormReply } from "../../components/form/index.ts";
import { adminError, adminListQuery, adminOk, intentOf, type TAdminReply } from "../../lib/admin.server.ts";
import { DASHBOARD_DATE, requireSection } from "../../lib/dashboard.server.ts";
import { formSuccess, parseForm } from "../../lib/form.server.ts";
import { asRouteError, publicOrigin } from "../../lib/identity.server.ts";
import { CONFLICT_MESSAGE } from "../../../src/contracts/admin-list.ts";
import { KIND_MAX, USER_STATUS_LABEL, USER_STATUSES, ZInviteForm, ZRoleForm, ZStatusForm, type TUserStatus } from "../../../src/contracts/people.ts";
import { startUrl } from "../../../src/domain/identity/signup.ts";
import { changeRole, getPerson, invitePerson, listPeople, setPersonActive, type TPeopleActor } from "../../../src/domain/identity/people.ts";
import { requirePermission } from "../../../src/domain/identity/permissions.ts";
import { ROLE_BY_KIND, ROLE_LABEL, type TRole } from "../../../src/domain/identity/roles.ts";
import { accountOrigin } from "../../../src/domain/tenants/public-urls.ts";
import { AppError } from "../../../src/kernel/errors.ts";
import { requestOf } from "../../lib/request-context.server.ts";

/**
 * /Dashboard/Pengguna: the people of this site for its admins — search by name or e-mail, filter
 * by role and status (all in the URL), invite by e-mail with a role, change a role (optimistic
 * concurrency, audit "role"), deactivate or reactivate after a confirmation (with and without
 * JavaScript). Every row a form names is looked up in this tenant only.
 */
const ROLES = ROLE_BY_KIND.map((role, kind) => ({ kind, role, label: ROLE_LABEL[role] }));

function actorOf(viewer: { userId: string; name: string; role: TRole }): TPeopleActor {
  return { id: viewer.userId, name: viewer.name, role: viewer.role };
}

export async function loader(args: Route.LoaderArgs) {
  const viewer = await requireSection(args, "dashboard-users");
  const query = adminListQuery(args);
  const peranRaw = args.url.searchParams.get("peran");
  const peran = peranRaw && /^\d$/.test(peranRaw) && Number(peranRaw) <= KIND_MAX ? Number(peranRaw) : undefined;
  const status = (USER_STATUSES as readonly string[]).includes(query.status) ? (query.status as TUserStatus) : undefined;
  const sort = (["name", "email", "joined", "role"] as const).find((s) => s === query.sort);
  const list = await listPeople(requestOf(args.context).tenantCtx, { q: query.q, page: query.page, kind: peran, status, sort, dir: query.dir });
  return {
    query: { ...query, status: status ?? "" },
    peran: peran === undefined ? "" : String(peran),
    page: list.page,
    people: list.items.map((p) => ({
      userId: p.userId,
      email: p.email,
      name: p.name,
      kind: p.kind,
      roleLabel: p.roleLabel,
      status: p.status,
      joinedAt: DASHBOARD_DATE.format(p.joinedAt),
      lastSignInAt: p.lastSignInAt ? DASHBOARD_DATE.format(p.lastSignInAt) : null,
      version: p.version,
      // What this viewer may do with the row (the server checks again on every post).
      manageable: p.userId !== viewer.userId && (viewer.role === "superadmin" || p.role !== "superadmin"),
    })),
    me: viewer.userId,
    grantable: ROLES.filter((r) => viewer.role === "superadmin" || r.role !== "superadmin"),
  };
}

type TStatusConfirm = { userId: string; version: number; intent: "deactivate"; name: string };

export async function action(args: Route.ActionArgs) {
  const viewer = await requireSection(args, "dashboard-users");
  const ctx = requestOf(args.context).tenantCtx;
  try {
    requirePermission(viewer, "members.manage");
    const form = await args.request.formData();
    const intent = intentOf(form);
    const actor = actorOf(viewer);
    if (intent === "invite") {
      const f = await parseForm(form, ZInviteForm);
      if (!f.ok) return f.reply;
      const { tenant, services } = requestOf(args.context);
      const origin = publicOrigin(args.context);
      const account = accountOrigin(services.urls);
      const res = await invitePerson(ctx, actor, f.value, {
        siteName: tenant.name,
        signIn: startUrl(services.urls, tenant.layout, "masuk"),
        setPassword: (token) => `${account}/atur-ulang-sandi?${new URLSearchParams({ token, tenant: tenant.layout, redirect: origin }).toString()}`,
      });
      if (res.outcome === "already-member")
        return formSuccess(
          `${f.value.email} sudah menjadi pengguna situs ini (${res.person.roleLabel}, ${USER_STATUS_LABEL[res.person.status].toLowerCase()}). Ubah perannya di daftar.`,
          "invite",
        );
      return formSuccess(`Undangan untuk ${f.value.email} sebagai ${res.person.roleLabel} sudah dikirim ke kotak surat mereka.`, "invite");
    }
    if (intent === "role") {
      const f = await parseForm(form, ZRoleForm);
      if (!f.ok) return adminError("Peran tidak dapat disimpan: pilih peran dari daftar lalu ulangi.");
      const person = await changeRole(ctx, actor, f.value);
      return adminOk(`Peran ${person.name} sekarang ${person.roleLabel}.`);
    }
    if (intent === "deactivate" || intent === "reactivate") {
      const f = await parseForm(form, ZStatusForm);
      if (!f.ok) return adminError("Status pengguna tidak dapat diubah. Muat ulang halaman lalu ulangi.");
      if (f.value.intent === "deactivate" && !f.value.confirm) {
        // Without JavaScript the first post asks; the page shows the confirmation form.
        const person = await getPerson(ctx, f.value.userId);
        if (!person) return adminError("Pengguna tidak ditemukan di situs ini.", 404);
        return { confirmStatus: { userId: person.userId, version: f.value.version, intent: "deactivate", name: person.name } satisfies TStatusConfirm };
      }
      const person = await setPersonActive(ctx, actor, { userId: f.value.userId, active: f.value.intent === "reactivate", version: f.value.version });
      return adminOk(
        f.value.intent === "reactivate"
          ? `${person.name} aktif kembali dan dapat masuk ke situs ini.`
          : `${person.name} dinonaktifkan: tidak dapat masuk ke situs ini dan semua sesinya di sini sudah diakhiri.`,
      );
    }
    return adminError("Tindakan tidak dikenal.");
  } catch (err) {
    if (err instanceof AppError) {
      if (err.code === "CONFLICT") return adminError(CONFLICT_MESSAGE, 409);
      if (err.code === "FORBIDDEN" || err.code === "NOT_FOUND") return adminError(err.message, err.status);
    }
    throw asRouteError(err, args.request);
  }
}

type TRow = Route.ComponentProps["loaderData"]["people"][number];

const STATUS_CLASS: Record<TUserStatus, string> = {
  aktif: "bg-green-50 text-green-800 ring-green-200",
  diundang: "bg-amber-50 text-amber-900 ring-amber-200",
  nonaktif: "bg-slate-100 text-slate-700 ring-slate-300",
};

function RoleForm({ row, roles }: { row: TRow; roles: { kind: number; label: string }[] }) {
  if (!row.manageable) return <span>{row.roleLabel}</span>;
  const id = `peran-${row.userId}`;
  return (
    <Form method="post" className="flex flex-wrap items-center gap-2" preventScrollReset>
      <input type="hidden" name="intent" value="role" />
      <input type="hidden" name="userId" value={row.userId} />
      <input type="hidden" name="version" value={row.version} />
      <label htmlFor={id} className="sr-only">
        Peran {row.name}
      </label>
      <select id={id} name="kind" defaultValue={row.kind} className={`${inputClass} !mt-0 !w-auto !py-1.5 text-sm`} data-testid="role-select">
        {roles.map((r) => (
          <option key={r.kind} value={r.kind}>
            {r.label}
          </option>
        ))}
      </select>
      <button type="submit" className={adminButton.secondary} aria-label={`Simpan peran ${row.name}`}>
        Simpan
      </button>
    </Form>
  );
}

function StatusButton({ row }: { row: TRow }) {
  const ref = useRef<HTMLDialogElement>(null);
  const hydrated = useHydrated();
  if (!row.manageable) return null;
  if (row.status === "nonaktif")
    return (
      <Form method="post" className="inline" preventScrollReset>
        <input type="hidden" name="userId" value={row.userId} />
        <input type="hidden" name="version" value={row.version} />
        <button type="submit" name="intent" value="reactivate" className={adminButton.link} aria-label={`Aktifkan kembali ${row.name}`}>
          Aktifkan kembali
        </button>
      </Form>
    );
  return (
    <>
      <Form method="post" className="inline" preventScrollReset>
        <input type="hidden" name="userId" value={row.userId} />
        <input type="hidden" name="version" value={row.version} />
        <button
          type="submit"
          name="intent"
          value="deactivate"
          className={`${adminButton.link} text-red-700`}
          aria-label={`Nonaktifkan ${row.name}`}
          onClick={(e) => {
            if (!hydrated || !ref.current) return;
            e.preventDefault();
            ref.current.showModal();
          }}
        >
          Nonaktifkan
        </button>
      </Form>
      {hydrated ? (
        <ConfirmDialog
          dialogRef={ref}
          title={`Nonaktifkan ${row.name}?`}
          message="Pengguna ini tidak dapat masuk ke situs ini lagi dan semua sesinya di sini langsung berakhir. Akunnya di situs lain tidak berubah. Anda dapat mengaktifkannya kembali kapan saja."
          intent="deactivate"
          fields={{ userId: row.userId, version: String(row.version), confirm: "1" }}
          confirmLabel="Ya, nonaktifkan"
        />
      ) : null}
    </>
  );
}

function StatusConfirm({ c }: { c: TStatusConfirm }) {
  return (
    <div
      role="alertdialog"
      aria-labelledby="status-confirm-title"
      className="rounded-xl border border-red-300 bg-red-50 p-4 sm:p-5"
      data-testid="status-confirm"
    >
      <h2 id="status-confirm-title" className="font-heading text-base font-bold text-red-900">
        {`Nonaktifkan ${c.name}?`}
      </h2>
      <p className="mt-1 text-sm text-red-900">
        Pengguna ini tidak dapat masuk ke situs ini lagi dan semua sesinya di sini langsung berakhir. Anda dapat mengaktifkannya kembali kapan saja.
      </p>
      <Form method="post" className="mt-4 flex flex-wrap gap-3">
        <input type="hidden" name="userId" value={c.userId} />
        <input type="hidden" name="version" value={c.version} />
        <input type="hidden" name="confirm" value="1" />
        <button type="submit" name="intent" value="deactivate" className={adminButton.dangerSolid} autoFocus>
          Ya, nonaktifkan
        </button>
        <a href="?" className={adminButton.secondary}>
          Batal
        </a>
      </Form>
    </div>
  );
}

function InviteCard({ roles }: { roles: { kind: number; label: string }[] }) {
  const reply = useFormReply("invite");
  const { form, fields } = useAppForm<{ intent: string; name: string; email: string; kind: string }>({
    id: "undang",
    result: reply.result,
    defaultValue: { kind: "4" },
  });
  const kindError = fields.kind.errors?.[0];
  return (
    <Card title="Undang pengguna">
      <p className="mb-4 text-sm text-slate-600">
        Kami mengirim email undangan. Orang yang belum punya akun membuat kata sandinya lewat tautan di email; yang sudah punya akun cukup masuk.
      </p>
      {reply.ok ? <SavedNotice>{reply.ok}</SavedNotice> : null}
      <AppForm form={form} result={reply.result} className="grid gap-4 sm:grid-cols-[1fr_1fr_12rem_auto] sm:items-start">
        <input type="hidden" name="intent" value="invite" />
        <TextField field={fields.name} label="Nama" required autoComplete="off" />
        <TextField field={fields.email} label="Email" type="email" required autoComplete="off" />
        <div>
          <label htmlFor={`${form.id}-kind`} className="block text-sm font-semibold text-dark">
            Peran
          </label>
          <select
            id={`${form.id}-kind`}
            name="kind"
            defaultValue={(fields.kind.initialValue as string | undefined) ?? "4"}
            className={inputClass}
            aria-invalid={kindError ? true : undefined}
          >
            {roles.map((r) => (
              <option key={r.kind} value={r.kind}>
                {r.label}
              </option>
            ))}
          </select>
          {kindError ? <p className="mt-1 text-sm font-medium text-red-700">{kindError}</p> : null}
        </div>
        <SubmitButton className="sm:mt-6">Kirim undangan</SubmitButton>
      </AppForm>
    </Card>
  );
}

export default function DashboardUsers({ loaderData: d, actionData }: Route.ComponentProps) {
  const reply = (actionData ?? {}) as TAdminReply & { confirmStatus?: TStatusConfirm };
  const columns: TAdminColumn<TRow>[] = [
    {
      key: "name",
      label: "Nama",
      sortable: true,
      render: (r) => (
        <div>
          <p className="font-semibold text-dark">
            {r.name}
            {r.userId === d.me ? <span className="ml-1 text-xs font-normal text-slate-500">(Anda)</span> : null}
          </p>
          <p className="text-slate-600">{r.email}</p>
        </div>
      ),
    },
    { key: "role", label: "Peran", sortable: true, render: (r) => <RoleForm row={r} roles={d.grantable} /> },
    {
      key: "status",
      label: "Status",
      render: (r) => (
        <span className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ${STATUS_CLASS[r.status]}`} data-testid="user-status">
          {USER_STATUS_LABEL[r.status]}
        </span>
      ),
    },
    {
      key: "joined",
      label: "Bergabung",
      sortable: true,
      hideOnPhone: true,
      render: (r) => (
        <div className="text-slate-600">
          <p>{r.joinedAt}</p>
          {r.lastSignInAt ? <p className="text-xs">Terakhir masuk {r.lastSignInAt}</p> : null}
        </div>
      ),
    },
  ];
  return (
    <div className="space-y-6">
      <InviteCard roles={d.grantable} />
      <Card title="Pengguna situs ini">
        <div className="space-y-4">
          <AdminListToolbar
            query={d.query}
            searchLabel="Cari nama atau email"
            searchPlaceholder="contoh: budi atau @gmail.com"
            trash={false}
            filters={[
              { name: "peran", label: "Peran", value: d.peran, options: ROLES.map((r) => ({ value: String(r.kind), label: r.label })) },
              { name: "status", label: "Status", value: d.query.status, options: USER_STATUSES.map((s) => ({ value: s, label: USER_STATUS_LABEL[s] })) },
            ]}
          />
          {reply.confirmStatus ? <StatusConfirm c={reply.confirmStatus} /> : <AdminNotice reply={reply.intent === "invite" || reply.result ? {} : reply} />}
          <AdminTable
            caption="Daftar pengguna"
            rows={d.people}
            rowKey={(r) => r.userId}
            rowLabel={(r) => r.name}
            query={d.query}
            page={d.page}
            columns={columns}
            actions={(r) => <StatusButton row={r} />}
            empty={d.query.q || d.peran || d.query.status ? <p>Tidak ada pengguna yang cocok dengan pencarian ini.</p> : <p>Belum ada pengguna.</p>}
          />
        </div>
      </Card>
    </div>
  );
}
