/**
 * The browser's client of the external data service (`/rest/v1`, PostgREST wire format), as the
 * spec's client used its hosted backend: the tenant's public anonymous key comes from
 * `<meta name="tunas-anon-key">` (DECISIONS.md) and goes in the `apikey` header. Creates succeed
 * on 201, reads on 200 (spec §4). Browser only: on the server every call answers "no key".
 */
export type TRestTable = "book_reviews" | "aspirations" | "testimonies" | "user_disc" | "donations";

export type TRestResult<T> = { ok: true; data: T; total: number | null } | { ok: false; status: number; message: string };

export function anonKey(): string | null {
  if (typeof document === "undefined") return null;
  return document.querySelector<HTMLMetaElement>('meta[name="tunas-anon-key"]')?.content || null;
}

function headers(key: string, extra: Record<string, string> = {}): Record<string, string> {
  return { apikey: key, Authorization: `Bearer ${key}`, Accept: "application/json", ...extra };
}

/** PostgREST's error body `{ code, message, details, hint }` → one Indonesian line for the visitor. */
async function failure(res: Response): Promise<{ ok: false; status: number; message: string }> {
  let detail = "";
  try {
    const body = (await res.json()) as { message?: string };
    detail = body.message ?? "";
  } catch {
    // Not JSON: the status alone says enough.
  }
  const message =
    res.status === 429
      ? "Terlalu banyak permintaan. Tunggu sebentar lalu coba lagi."
      : res.status >= 500
        ? "Layanan sedang bermasalah. Coba lagi beberapa saat lagi."
        : detail || "Data tidak dapat disimpan. Periksa kembali isian Anda.";
  return { ok: false, status: res.status, message };
}

/** `POST /rest/v1/{table}` with `Prefer: return=minimal`: 201 is success. */
export async function restInsert(table: TRestTable, row: Record<string, unknown>): Promise<TRestResult<null>> {
  const key = anonKey();
  if (!key) return { ok: false, status: 0, message: "Kunci layanan data tidak tersedia." };
  const res = await fetch(`/rest/v1/${table}`, {
    method: "POST",
    headers: headers(key, { "Content-Type": "application/json", Prefer: "return=minimal" }),
    body: JSON.stringify(row),
  });
  if (res.status !== 201) return failure(res);
  return { ok: true, data: null, total: null };
}

/** `GET /rest/v1/{table}?{query}` (a PostgREST query string); `count` asks for the total in Content-Range. */
export async function restSelect<T>(table: TRestTable, query: string, opts: { count?: boolean } = {}): Promise<TRestResult<T[]>> {
  const key = anonKey();
  if (!key) return { ok: false, status: 0, message: "Kunci layanan data tidak tersedia." };
  const res = await fetch(`/rest/v1/${table}?${query}`, { headers: headers(key, opts.count ? { Prefer: "count=exact" } : {}) });
  if (res.status !== 200) return failure(res);
  const range = res.headers.get("content-range") ?? "";
  const total = /\/(\d+)$/.exec(range)?.[1];
  return { ok: true, data: (await res.json()) as T[], total: total ? Number(total) : null };
}

/** The paid total as the spec's client read it: `GET donations?select=amount`, summed here. */
export async function restDonationTotal(): Promise<{ total: number; count: number } | null> {
  const r = await restSelect<{ amount: number | string }>("donations", "select=amount");
  if (!r.ok) return null;
  return { total: r.data.reduce((s, d) => s + Number(d.amount), 0), count: r.data.length };
}
