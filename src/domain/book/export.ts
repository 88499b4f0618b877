import { BOOK_TAB_TABLE, DONATION_STATUS_LABEL, MODERATION_STATUS_LABEL, type TBookAdminQuery } from "../../contracts/book.ts";
import type { TDonationStatus, TModerationStatus } from "../../contracts/external-data.ts";
import { listDisc, listDonations, listForModeration } from "../external-data/moderation.ts";
import type { TTenantCtx } from "../scope.ts";
import { CSV_DATE_TIME } from "../../kernel/format.ts";

const EXPORT_MAX = 10_000;
const PAGE = 200;

/** A spreadsheet-safe CSV cell: a leading = + - @ is quoted as text, not run as a formula. */
export function csvCell(v: unknown): string {
  let s = v === null || v === undefined ? "" : typeof v === "string" ? v : typeof v === "number" ? String(v) : JSON.stringify(v);
  if (/^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return /[",\n\r;]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

async function all<T>(load: (page: number) => Promise<{ items: T[]; total: number }>): Promise<T[]> {
  const out: T[] = [];
  for (let page = 1; out.length < EXPORT_MAX; page++) {
    const r = await load(page);
    out.push(...r.items);
    if (r.items.length < PAGE || out.length >= r.total) break;
  }
  return out.slice(0, EXPORT_MAX);
}

/**
 * The dashboard's CSV of one tab of the book section under its status filter (times in WIB, BOM
 * for spreadsheet programs), newest first, at most 10,000 rows.
 */
export async function bookCsv(ctx: TTenantCtx, q: Pick<TBookAdminQuery, "tab" | "status">): Promise<string> {
  const table = BOOK_TAB_TABLE[q.tab];
  let head: string[];
  let rows: unknown[][];
  const when = (d: Date | null) => (d ? CSV_DATE_TIME.format(d) : "");
  if (table === "user_disc") {
    const items = await all((page) => listDisc(ctx, { page, perPage: PAGE }));
    head = ["id", "waktu_wib", "nama", "email", "profil", "skor_d", "skor_i", "skor_s", "skor_c"];
    rows = items.map((r) => [r.id, when(r.createdAt), r.name, r.email, r.profile, r.scoreD, r.scoreI, r.scoreS, r.scoreC]);
  } else if (table === "donations") {
    const status = (q.status ?? null) as TDonationStatus | null;
    const items = await all((page) => listDonations(ctx, { status, page, perPage: PAGE }));
    head = ["id", "waktu_wib", "nama", "pesan", "jumlah_rupiah", "status", "nomor_pesanan", "dibayar_wib"];
    rows = items.map((r) => [r.id, when(r.createdAt), r.name, r.message, r.amount, DONATION_STATUS_LABEL[r.status] ?? r.status, r.orderId, when(r.paidAt)]);
  } else {
    const status = (q.status ?? null) as TModerationStatus | null;
    const items = await all((page) => listForModeration(ctx, table, { status, page, perPage: PAGE }));
    const label = (s: string) => MODERATION_STATUS_LABEL[s as TModerationStatus] ?? s;
    if (table === "book_reviews") {
      head = ["id", "waktu_wib", "nama", "penilaian", "ulasan", "status"];
      rows = items.map((r) => {
        const x = r as { id: number; createdAt: Date; name: string; rating: number; comment: string; status: string };
        return [x.id, when(x.createdAt), x.name, x.rating, x.comment, label(x.status)];
      });
    } else if (table === "aspirations") {
      head = ["id", "waktu_wib", "nama", "aspirasi", "status"];
      rows = items.map((r) => {
        const x = r as { id: number; createdAt: Date; name: string | null; message: string; status: string };
        return [x.id, when(x.createdAt), x.name, x.message, label(x.status)];
      });
    } else {
      head = ["id", "waktu_wib", "nama", "pekerjaan", "testimoni", "status"];
      rows = items.map((r) => {
        const x = r as { id: number; createdAt: Date; name: string; occupation: string | null; message: string; status: string };
        return [x.id, when(x.createdAt), x.name, x.occupation, x.message, label(x.status)];
      });
    }
  }
  return "\uFEFF" + [head.join(","), ...rows.map((r) => r.map(csvCell).join(","))].join("\r\n") + "\r\n";
}
