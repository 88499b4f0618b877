import type { TAuditAction } from "../../../src/contracts/admin-list.ts";
import { AUDIT_ACTION_LABEL } from "../../../src/contracts/admin-list.ts";
import { SHORT_DATE_TIME_ID } from "../../../src/kernel/format.ts";

/** An audit entry as loaders hand it to the page (`TAuditEntry` from src/domain/admin/audit.ts). */
export interface TAuditView {
  id: number;
  at: string;
  actorName: string;
  entity: string;
  entityId: string;
  action: TAuditAction;
  diff: Record<string, [unknown, unknown]>;
  summary: string;
}

/** "5 Mar 2026 14.05 WIB" */
export function auditTime(iso: string): string {
  return `${SHORT_DATE_TIME_ID.format(new Date(iso))} WIB`;
}

function show(v: unknown): string {
  if (v === null || v === undefined || v === "") return "—";
  if (typeof v === "boolean") return v ? "ya" : "tidak";
  if (typeof v === "string") return v;
  return JSON.stringify(v);
}

/** A colour value shows its swatch beside the code. */
function Value({ v }: { v: unknown }) {
  const text = show(v);
  return (
    <span className="inline-flex max-w-full items-center gap-1.5 break-all">
      {typeof v === "string" && /^#[0-9a-fA-F]{6}$/.test(v) ? (
        <span aria-hidden="true" className="inline-block h-3.5 w-3.5 shrink-0 rounded border border-slate-300" style={{ backgroundColor: v }} />
      ) : null}
      {text}
    </span>
  );
}

/** The changed fields of one entry: field, before, after. Text only (React escapes it), never HTML. */
export function AuditDiff({ diff }: { diff: Record<string, [unknown, unknown]> }) {
  const names = Object.keys(diff);
  if (names.length === 0) return <p className="text-sm text-slate-500">Tidak ada isian yang berubah.</p>;
  return (
    <table className="w-full table-fixed border-collapse text-left text-xs">
      <thead className="text-slate-500">
        <tr>
          <th scope="col" className="w-1/4 py-1 pr-2 font-semibold">
            Isian
          </th>
          <th scope="col" className="py-1 pr-2 font-semibold">
            Sebelum
          </th>
          <th scope="col" className="py-1 font-semibold">
            Sesudah
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100 align-top">
        {names.map((n) => (
          <tr key={n}>
            <th scope="row" className="break-all py-1 pr-2 font-mono font-medium text-slate-700">
              {n}
            </th>
            <td className="py-1 pr-2 text-red-800">
              <Value v={diff[n]![0]} />
            </td>
            <td className="py-1 text-green-800">
              <Value v={diff[n]![1]} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The last changes of one record, under its edit form: who, what, when, and the fields (expandable). */
export function AuditTrail({ entries, title = "Riwayat perubahan" }: { entries: TAuditView[]; title?: string }) {
  return (
    <section aria-labelledby="audit-trail-title" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6" data-testid="audit-trail">
      <h2 id="audit-trail-title" className="font-heading text-lg font-bold text-dark">
        {title}
      </h2>
      {entries.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600">Belum ada perubahan yang tercatat.</p>
      ) : (
        <ol className="mt-3 divide-y divide-slate-200">
          {entries.map((e) => (
            <li key={e.id} className="py-3">
              <details>
                <summary className="cursor-pointer list-none text-sm [&::-webkit-details-marker]:hidden">
                  <span className="font-semibold text-dark">{e.actorName}</span>{" "}
                  <span className="text-slate-700">{AUDIT_ACTION_LABEL[e.action].toLowerCase()}</span>
                  {e.summary ? <span className="text-slate-600"> — {e.summary}</span> : null}
                  <span className="block text-xs text-slate-500">
                    <time dateTime={e.at}>{auditTime(e.at)}</time> · <span className="text-primary-ink underline">lihat rincian</span>
                  </span>
                </summary>
                <div className="mt-2 rounded-lg bg-slate-50 p-3">
                  <AuditDiff diff={e.diff} />
                </div>
              </details>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
