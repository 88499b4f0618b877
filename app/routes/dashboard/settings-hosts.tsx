import { Link } from "react-router";
import type { Route } from "./+types/settings-hosts";
import { AdminNotice, AuditTrail, DeleteButton } from "../../components/admin/index.ts";
import { Card } from "../../components/dashboard/Dashboard.tsx";
import { AppForm, SubmitButton, TextField, useAppForm, useFormReply } from "../../components/form/index.ts";
import { adminError, adminFailure, adminOk, auditActor, intentOf, type TAdminReply } from "../../lib/admin.server.ts";
import { requireSection } from "../../lib/dashboard.server.ts";
import { formFailure, formSuccess, parseForm } from "../../lib/form.server.ts";
import { ZHostForm, ZHostname } from "../../../src/contracts/settings-form.ts";
import { listAudit } from "../../../src/domain/admin/audit.ts";
import { addHost, HOST_ENTITY, removeHost } from "../../../src/domain/tenants/hosts-admin.ts";
import { getSiteSettings } from "../../../src/domain/tenants/site-settings.ts";
import { requestOf } from "../../lib/request-context.server.ts";

/** /Dashboard/Pengaturan/Domain (superadmin): the hosts this site answers on — add, remove with confirmation. */
export async function loader(args: Route.LoaderArgs) {
  await requireSection(args, "dashboard-settings-hosts");
  const ctx = requestOf(args.context).tenantCtx;
  const [settings, log] = await Promise.all([getSiteSettings(ctx), listAudit(ctx, { page: 1, entity: HOST_ENTITY }, 8)]);
  return { hosts: settings.hosts, current: args.url.hostname.toLowerCase(), trail: log.items };
}

const REMOVE_MESSAGE = "Situs tidak lagi terbuka lewat domain ini, dan tautan lama ke domain ini berhenti bekerja.";

export async function action(args: Route.ActionArgs) {
  const viewer = await requireSection(args, "dashboard-settings-hosts");
  const ctx = requestOf(args.context).tenantCtx;
  const { registry } = requestOf(args.context).services;
  const form = await args.request.formData();
  const intent = intentOf(form);
  if (intent === "add") {
    const f = await parseForm(form, ZHostForm);
    if (!f.ok) return f.reply;
    try {
      await addHost(ctx, registry, auditActor(viewer), f.value.host);
    } catch (err) {
      const reply = adminFailure(err, form);
      // A taken or duplicate host is a field error of the form, not a line above the list.
      const message = (reply.data as TAdminReply).error;
      if (message) return formFailure(f.formData, { fields: { host: message }, status: reply.init?.status ?? 400 });
      return reply;
    }
    return { ...formSuccess(`Domain ${f.value.host} ditambahkan. Arahkan DNS-nya ke server situs agar bisa dibuka.`), intent: "add" };
  }
  const host = ZHostname.safeParse(form.get("id"));
  if (!host.success) return adminError("Domain yang dipilih tidak dikenal.");
  if (intent === "delete-ask")
    return { confirm: { intent: "delete" as const, ids: [host.data], title: `Hapus domain ${host.data}?`, message: REMOVE_MESSAGE } } satisfies TAdminReply;
  if (intent === "delete") {
    try {
      await removeHost(ctx, registry, auditActor(viewer), host.data);
    } catch (err) {
      return adminFailure(err, form);
    }
    return adminOk(`Domain ${host.data} dihapus dari situs ini.`);
  }
  return adminError("Tindakan tidak dikenal.");
}

export default function DashboardSettingsHosts({ loaderData: d }: Route.ComponentProps) {
  const reply = useFormReply("add");
  const { form, fields } = useAppForm({ id: "domain", result: reply.result });
  return (
    <>
      <p className="text-sm text-slate-600">
        <Link to="/Dashboard/Pengaturan" className="font-semibold text-primary-ink underline">
          ← Pengaturan situs
        </Link>
      </p>
      <AdminNotice />
      <Card title="Domain situs ini">
        <p className="mb-4 text-sm text-slate-600">Situs terbuka di setiap domain di bawah. Satu domain hanya dapat dipakai satu situs.</p>
        <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200" data-testid="host-list">
          {d.hosts.map((h) => (
            <li key={h} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
              <span className="min-w-0 break-all font-mono text-sm text-dark">
                {h}
                {h === d.current ? <span className="ml-2 rounded-full bg-slate-100 px-2 py-0.5 font-sans text-xs text-slate-600">sedang dibuka</span> : null}
              </span>
              {d.hosts.length > 1 ? (
                <DeleteButton id={h} label={`domain ${h}`} message={REMOVE_MESSAGE} compact />
              ) : (
                <span className="text-xs text-slate-500">Domain terakhir</span>
              )}
            </li>
          ))}
        </ul>
      </Card>
      <Card title="Tambah domain">
        {reply.ok ? (
          <p role="status" className="mb-4 rounded-lg border border-green-200 bg-green-50 px-4 py-3 text-sm text-green-800">
            {reply.ok}
          </p>
        ) : null}
        <AppForm form={form} result={reply.result} className="grid gap-4 sm:grid-cols-[1fr_auto] sm:items-start">
          <input type="hidden" name="intent" value="add" />
          <TextField
            field={fields.host}
            label="Domain"
            placeholder="belajar.sekolahbeta.id"
            hint="Tanpa https:// dan tanpa path."
            autoComplete="off"
            spellCheck={false}
            required
          />
          <SubmitButton className="sm:mt-6" pendingLabel="Menambahkan…">
            Tambah domain
          </SubmitButton>
        </AppForm>
      </Card>
      <AuditTrail entries={d.trail} title="Riwayat domain" />
    </>
  );
}
