import { z } from "zod";

/**
 * The shared vocabulary of the admin console's lists and edit forms (issue 17): the list query in
 * the URL, paging, bulk actions, the hidden `version` of optimistic concurrency and the audit
 * actions. Zod only, so the web, the API and the domain read the same shapes.
 */

/** The query parameters an admin list reads (the `query` of the list's app/route-table.ts entry, plus the list's own filters). */
export const ADMIN_LIST_PARAMS = ["q", "page", "sort", "dir", "status", "trash"] as const;

/** Rows per page of every admin list. */
export const ADMIN_PAGE_SIZE = 20;

/** A query value that is not what we expect falls back to its default instead of failing the page. */
const lenient = <T extends z.ZodType>(schema: T, fallback: z.output<T>) =>
  schema
    .optional()
    .catch(undefined)
    .transform((v) => v ?? fallback);

/**
 * `?q=&page=&sort=&dir=&status=&trash=1` of an admin list. Unknown or malformed values become the
 * defaults (a list page never answers 400 to a hand-edited URL); `sort` is checked against the
 * list's own columns with `adminSort`.
 */
export const ZAdminListQuery = z.object({
  q: lenient(z.string().trim().max(100), ""),
  page: lenient(z.coerce.number().int().min(1).max(100_000), 1),
  sort: lenient(z.string().regex(/^[A-Za-z_]{1,40}$/), ""),
  dir: lenient(z.enum(["asc", "desc"]), "asc" as "asc" | "desc"),
  status: lenient(z.string().regex(/^[A-Za-z0-9_-]{1,40}$/), ""),
  /** The list shows deleted rows (the "Sampah" filter). */
  trash: lenient(
    z.string().transform((v) => v === "1"),
    false,
  ),
});
export type TAdminListQuery = z.output<typeof ZAdminListQuery>;

/** Reads an admin list query from a URL's search parameters (the first value of each name). */
export function parseAdminListQuery(params: URLSearchParams): TAdminListQuery {
  const raw: Record<string, string> = {};
  for (const key of ["q", "page", "sort", "dir", "status", "trash"]) {
    const v = params.get(key);
    if (v !== null && v !== "") raw[key] = v;
  }
  return ZAdminListQuery.parse(raw);
}

/** The list's sort column: the asked one when the list allows it, else its default (and its direction). */
export function adminSort<C extends string>(query: TAdminListQuery, allowed: readonly C[], fallback: C, fallbackDir: "asc" | "desc" = "asc") {
  if ((allowed as readonly string[]).includes(query.sort)) return { column: query.sort as C, dir: query.dir };
  return { column: fallback, dir: fallbackDir };
}

export interface TAdminPage {
  page: number;
  size: number;
  total: number;
  pages: number;
  offset: number;
}

/** Paging of an admin list: the asked page clamped to the last one, and its offset. */
export function adminPage(total: number, page: number, size = ADMIN_PAGE_SIZE): TAdminPage {
  const pages = Math.max(1, Math.ceil(total / size));
  const p = Math.min(Math.max(1, Math.floor(page) || 1), pages);
  return { page: p, size, total, pages, offset: (p - 1) * size };
}

/**
 * The hidden `version` of an edit form (optimistic concurrency): the row's version when the form
 * was opened. Missing or tampered → a sentence, not a 500.
 */
export const ZVersion = z.coerce
  .number({ error: "Versi data tidak terbaca; muat ulang halaman lalu ulangi perubahan Anda." })
  .int("Versi data tidak terbaca; muat ulang halaman lalu ulangi perubahan Anda.")
  .min(1, "Versi data tidak terbaca; muat ulang halaman lalu ulangi perubahan Anda.");

/** An id in an admin route or form: a positive integer (`/Dashboard/Katalog/Kelas/12`). */
export const ZAdminId = z.coerce
  .number({ error: "Data yang dipilih tidak dikenal." })
  .int("Data yang dipilih tidak dikenal.")
  .min(1, "Data yang dipilih tidak dikenal.")
  .max(2_147_483_647, "Data yang dipilih tidak dikenal.");

export const BULK_INTENTS = ["bulk-publish", "bulk-unpublish", "bulk-delete", "bulk-restore"] as const;
export type TBulkIntent = (typeof BULK_INTENTS)[number];

/** Most rows one bulk action may touch (a page is 20; a crafted form cannot ask for thousands). */
export const BULK_MAX = 100;

/** The bulk form: which action, on which rows (ids are text so slug-keyed tables can use it too). */
export const ZBulkForm = z.object({
  intent: z.enum(BULK_INTENTS, { error: "Tindakan massal tidak dikenal." }),
  ids: z
    .array(z.string().regex(/^[A-Za-z0-9_-]{1,80}$/, "Data yang dipilih tidak dikenal."), { error: "Pilih minimal satu baris terlebih dahulu." })
    .min(1, "Pilih minimal satu baris terlebih dahulu.")
    .max(BULK_MAX, `Pilih paling banyak ${BULK_MAX} baris sekaligus.`),
});
export type TBulkForm = z.output<typeof ZBulkForm>;

/** What an audit row says happened. */
export const AUDIT_ACTIONS = ["create", "update", "delete", "restore", "publish", "unpublish", "role", "settings"] as const;
export type TAuditAction = (typeof AUDIT_ACTIONS)[number];

/** How the audit log names an action. */
export const AUDIT_ACTION_LABEL: Record<TAuditAction, string> = {
  create: "Membuat",
  update: "Mengubah",
  delete: "Menghapus",
  restore: "Memulihkan",
  publish: "Menerbitkan",
  unpublish: "Menarik terbitan",
  role: "Mengubah peran",
  settings: "Mengubah pengaturan",
};

/** The message of a refused save in an optimistic-concurrency conflict (HTTP 409). */
export const CONFLICT_MESSAGE =
  "Data ini sudah diubah oleh staf lain sejak Anda membukanya. Muat ulang halaman untuk melihat versi terbaru, lalu ulangi perubahan Anda.";
