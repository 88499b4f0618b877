import { Form, Link } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/audit-log";
import { adminButton, AuditDiff, auditTime, withParams } from "../../components/admin/index.ts";
import { Pagination } from "../../components/catalog/Pagination.tsx";
import { Card } from "../../components/dashboard/Dashboard.tsx";
import { inputClass } from "../../components/form/index.ts";
import { requireSection } from "../../lib/dashboard.server.ts";
import { AUDIT_ACTION_LABEL, AUDIT_ACTIONS } from "../../../src/contracts/admin-list.ts";
import { auditEntityLabel, auditSentence } from "../../../src/contracts/audit-sentence.ts";
import { auditFacets, listAudit } from "../../../src/domain/admin/audit.ts";
import { requestOf } from "../../lib/request-context.server.ts";

/** `?page=&entitas=&pengguna=&aksi=`: lenient, a bad value shows the unfiltered log. */
const ZLogQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).catch(1).default(1),
  entitas: z.string().trim().max(60).optional().catch(undefined),
  pengguna: z.string().trim().max(120).optional().catch(undefined),
  aksi: z.enum(AUDIT_ACTIONS).optional().catch(undefined),
});

/** /Dashboard/Log: the site's audit log for admins — who changed what, when, and the fields that changed. */
export async function loader(args: Route.LoaderArgs) {
  await requireSection(args, "dashboard-audit");
  const ctx = requestOf(args.context).tenantCtx;
  const p = args.url.searchParams;
  const q = ZLogQuery.parse({
    page: p.get("page") ?? undefined,
    entitas: p.get("entitas") || undefined,
    pengguna: p.get("pengguna") || undefined,
    aksi: p.get("aksi") || undefined,
  });
  const [{ items, page }, facets] = await Promise.all([
    listAudit(ctx, { page: q.page, entity: q.entitas, actorUserId: q.pengguna, action: q.aksi }),
    auditFacets(ctx),
  ]);
  return { items, page, facets, filter: { entitas: q.entitas ?? "", pengguna: q.pengguna ?? "", aksi: q.aksi ?? "" } };
}

export default function DashboardAuditLog({ loaderData: d }: Route.ComponentProps) {
  const filtered = d.filter.entitas || d.filter.pengguna || d.filter.aksi;
  const search = withParams("", { entitas: d.filter.entitas, pengguna: d.filter.pengguna, aksi: d.filter.aksi });
  return (
    <Card title="Siapa mengubah apa">
      <p className="mb-4 text-sm text-slate-600">
        Setiap perubahan oleh staf tercatat di sini beserta isian yang berubah. Log tidak dapat diubah atau dihapus.
      </p>
      <Form method="get" role="search" className="mb-5 grid gap-3 sm:grid-cols-[1fr_1fr_1fr_auto] sm:items-end">
        <div>
          <label htmlFor="log-entitas" className="block text-sm font-semibold text-dark">
            Jenis data
          </label>
          <select id="log-entitas" name="entitas" defaultValue={d.filter.entitas} className={inputClass}>
            <option value="">Semua</option>
            {d.facets.entities.map((e) => (
              <option key={e} value={e}>
                {auditEntityLabel(e)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="log-pengguna" className="block text-sm font-semibold text-dark">
            Staf
          </label>
          <select id="log-pengguna" name="pengguna" defaultValue={d.filter.pengguna} className={inputClass}>
            <option value="">Semua</option>
            {d.facets.actors.map((a) => (
              <option key={a.id} value={a.id}>
                {a.name}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="log-aksi" className="block text-sm font-semibold text-dark">
            Tindakan
          </label>
          <select id="log-aksi" name="aksi" defaultValue={d.filter.aksi} className={inputClass}>
            <option value="">Semua</option>
            {AUDIT_ACTIONS.map((a) => (
              <option key={a} value={a}>
                {AUDIT_ACTION_LABEL[a]}
              </option>
            ))}
          </select>
        </div>
        <div className="flex gap-2">
          <button type="submit" className={adminButton.primary}>
            Terapkan
          </button>
          {filtered ? (
            <Link to="/Dashboard/Log" className={adminButton.secondary}>
              Reset
            </Link>
          ) : null}
        </div>
      </Form>
      {d.items.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 bg-slate-50 px-6 py-10 text-center text-sm text-slate-600" data-testid="audit-empty">
          {filtered ? "Tidak ada perubahan yang cocok dengan filter ini." : "Belum ada perubahan yang tercatat."}
        </p>
      ) : (
        <ol className="divide-y divide-slate-200 rounded-xl border border-slate-200" data-testid="audit-log">
          {d.items.map((e) => (
            <li key={e.id} className="p-4">
              <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
                <p className="text-sm">
                  <span className="font-semibold text-dark">{e.actorName}</span> <span className="text-slate-700">{auditSentence(e.action, e.entity)}</span>{" "}
                  <span className="font-mono text-xs text-slate-500">#{e.entityId}</span>
                </p>
                <time dateTime={e.at} className="text-xs text-slate-500">
                  {auditTime(e.at)}
                </time>
              </div>
              {e.summary ? <p className="mt-1 text-sm text-slate-600">{e.summary}</p> : null}
              {Object.keys(e.diff).length ? (
                <details className="mt-2">
                  <summary className="cursor-pointer text-sm font-semibold text-primary-ink">Rincian {Object.keys(e.diff).length} isian</summary>
                  <div className="mt-2 overflow-x-auto rounded-lg bg-slate-50 p-3">
                    <AuditDiff diff={e.diff} />
                  </div>
                </details>
              ) : null}
            </li>
          ))}
        </ol>
      )}
      <p className="mt-3 text-sm text-slate-600">
        {d.page.total} perubahan · halaman {d.page.page} dari {d.page.pages}
      </p>
      <Pagination page={d.page.page} lastPage={d.page.pages} search={search} label="Halaman log perubahan" />
    </Card>
  );
}
