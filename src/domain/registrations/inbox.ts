import { and, count, desc, eq, gte, ilike, lt, or, sql, type SQL } from "drizzle-orm";
import { formSubmissions, SUBMISSION_STATUSES, type TFormSubmissionRow, type TSubmissionKind, type TSubmissionStatus } from "../../db/schema/registrations.ts";
import { AppError } from "../../kernel/errors.ts";
import { tenantScope, type TTenantCtx } from "../scope.ts";
import { KIND_LABEL, STATUS_LABEL, type TInboxQuery, type TStatusChange } from "../../contracts/registrations.ts";
import { CSV_DATE_TIME } from "../../kernel/format.ts";

/** The staff inbox: every submission kind in one list. */
export { STATUS_LABEL };
export { ZInboxQuery, ZStatusChange, type TInboxQuery } from "../../contracts/registrations.ts";
/** baru → dihubungi → selesai, or ditolak from any open state. */
const NEXT: Record<TSubmissionStatus, TSubmissionStatus[]> = {
  baru: ["dihubungi", "selesai", "ditolak"],
  dihubungi: ["selesai", "ditolak"],
  selesai: [],
  ditolak: [],
};

export function allowedNext(s: TSubmissionStatus): TSubmissionStatus[] {
  return NEXT[s];
}

function whereOf(ctx: TTenantCtx, q: TInboxQuery): SQL | undefined {
  const term = q.q ? `%${q.q.replace(/[%_\\]/g, (m) => `\\${m}`)}%` : null;
  return and(
    tenantScope(formSubmissions.tenantId, ctx),
    q.jenis ? eq(formSubmissions.kind, q.jenis) : undefined,
    q.status ? eq(formSubmissions.status, q.status) : undefined,
    q.dari ? gte(formSubmissions.createdAt, new Date(`${q.dari}T00:00:00+07:00`)) : undefined,
    q.sampai ? lt(formSubmissions.createdAt, new Date(new Date(`${q.sampai}T00:00:00+07:00`).getTime() + 86_400_000)) : undefined,
    term
      ? or(
          ilike(formSubmissions.name, term),
          ilike(formSubmissions.email, term),
          ilike(formSubmissions.organization, term),
          ilike(formSubmissions.message, term),
        )
      : undefined,
  );
}

export const INBOX_PAGE_SIZE = 20;

export async function listSubmissions(ctx: TTenantCtx, q: TInboxQuery) {
  const where = whereOf(ctx, q);
  const [total] = await ctx.db.select({ n: count() }).from(formSubmissions).where(where);
  const items = await ctx.db
    .select()
    .from(formSubmissions)
    .where(where)
    .orderBy(desc(formSubmissions.createdAt), desc(formSubmissions.id))
    .limit(INBOX_PAGE_SIZE)
    .offset((q.halaman - 1) * INBOX_PAGE_SIZE);
  const totalItems = total?.n ?? 0;
  return { items, page: q.halaman, perPage: INBOX_PAGE_SIZE, totalItems, totalPages: Math.max(1, Math.ceil(totalItems / INBOX_PAGE_SIZE)) };
}

export async function getSubmission(ctx: TTenantCtx, id: number): Promise<TFormSubmissionRow | null> {
  const [row] = await ctx.db
    .select()
    .from(formSubmissions)
    .where(and(tenantScope(formSubmissions.tenantId, ctx), eq(formSubmissions.id, id)))
    .limit(1);
  return row ?? null;
}

export async function changeStatus(ctx: TTenantCtx, input: TStatusChange, by: string): Promise<TFormSubmissionRow> {
  const current = await getSubmission(ctx, input.id);
  if (!current) throw new AppError("NOT_FOUND", "Kiriman tidak ditemukan.");
  if (!NEXT[current.status].includes(input.status)) {
    throw new AppError("CONFLICT", `Status ${STATUS_LABEL[current.status]} tidak bisa diubah menjadi ${STATUS_LABEL[input.status]}.`);
  }
  if (input.status === "ditolak" && input.note.length < 3) throw new AppError("INVALID_INPUT", "Tulis alasan penolakan di catatan.", { field: "note" });
  const [row] = await ctx.db
    .update(formSubmissions)
    .set({ status: input.status, statusNote: input.note, handledBy: by, handledAt: sql`now()`, updatedAt: sql`now()` })
    // Only from the status the staff member saw: two staff changing at once cannot skip a step.
    .where(and(tenantScope(formSubmissions.tenantId, ctx), eq(formSubmissions.id, input.id), eq(formSubmissions.status, current.status)))
    .returning();
  if (!row) throw new AppError("CONFLICT", "Status kiriman ini baru saja diubah orang lain. Muat ulang halaman.");
  return row;
}

/** Counts per status and per kind for the dashboard home. */
export async function inboxCounts(ctx: TTenantCtx) {
  const rows = await ctx.db
    .select({ kind: formSubmissions.kind, status: formSubmissions.status, n: count() })
    .from(formSubmissions)
    .where(tenantScope(formSubmissions.tenantId, ctx))
    .groupBy(formSubmissions.kind, formSubmissions.status);
  const byStatus = Object.fromEntries(SUBMISSION_STATUSES.map((s) => [s, 0])) as Record<TSubmissionStatus, number>;
  const byKind: Partial<Record<TSubmissionKind, number>> = {};
  for (const r of rows) {
    byStatus[r.status] += r.n;
    byKind[r.kind] = (byKind[r.kind] ?? 0) + r.n;
  }
  return { byStatus, byKind, total: rows.reduce((a, r) => a + r.n, 0) };
}

function csvCell(v: unknown): string {
  let s = v === null || v === undefined ? "" : typeof v === "string" ? v : JSON.stringify(v);
  // A cell starting with = + - @ is a formula in spreadsheets: quote it as text.
  if (/^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return /[",\n\r;]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

/** The filtered list as CSV (up to 10 000 rows), times in WIB. */
export async function exportCsv(ctx: TTenantCtx, q: TInboxQuery): Promise<string> {
  const rows = await ctx.db
    .select()
    .from(formSubmissions)
    .where(whereOf(ctx, q))
    .orderBy(desc(formSubmissions.createdAt), desc(formSubmissions.id))
    .limit(10_000);
  const head = ["id", "jenis", "status", "waktu_wib", "nama", "email", "telepon", "instansi", "pesan", "detail", "catatan_status"];
  const lines = [head.join(",")];
  for (const r of rows) {
    lines.push(
      [
        r.id,
        KIND_LABEL[r.kind],
        STATUS_LABEL[r.status],
        CSV_DATE_TIME.format(r.createdAt),
        r.name,
        r.email,
        r.phone,
        r.organization,
        r.message,
        r.payload,
        r.statusNote,
      ]
        .map(csvCell)
        .join(","),
    );
  }
  return "\uFEFF" + lines.join("\r\n") + "\r\n";
}
