import { sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import type { TTenantCtx } from "../scope.ts";
import { RestError, restErrorFromDb } from "./errors.ts";
import type { TRestKey, TRestKeyKind } from "./keys.ts";
import { MAX_ROWS, parseInsertBody, parseUpdateBody, type TFilter, type TRestQuery, type TValue } from "./query.ts";
import type { TColumnType } from "./tables.ts";

/**
 * Runs a parsed REST request inside one transaction as the key's database role: `SET LOCAL ROLE
 * tunas_anon | tunas_service` and `tunas.tenant_id` from the key, so PostgreSQL's column grants
 * and row-level security policies decide what is visible and writable (see the migration
 * `external_data_security`). Identifiers come from the table whitelist; every value is a bound
 * parameter with an explicit cast to its column's type.
 */
export interface TRestResult {
  status: number;
  headers: Record<string, string>;
  /** JSON body; undefined: none. */
  body?: unknown;
  /** Rows the request wrote (0 for reads). */
  written: number;
}

const ROLE: Record<TRestKeyKind, SQL> = { anon: sql.raw("tunas_anon"), service: sql.raw("tunas_service") };
/** A REST statement is small; one that runs longer is stopped. */
const STATEMENT_MS = 5000;

const id = (name: string) => sql.identifier(name);

function cast(type: TColumnType, v: TValue | undefined): SQL {
  if (v === undefined) return sql`default`;
  if (v === null) return sql`null`;
  switch (type) {
    case "int":
      return sql`${v}::int`;
    case "bigint":
      return sql`${String(v)}::bigint`;
    case "timestamptz":
      return sql`${v}::timestamptz`;
    case "jsonb":
      return sql`${v}::jsonb`;
    default:
      return sql`${v}::text`;
  }
}

function filterSql(q: TRestQuery, f: TFilter): SQL {
  const type = q.table.columns[f.column]!;
  const c = id(f.column);
  let expr: SQL;
  switch (f.op) {
    case "is":
      expr = f.value === "null" ? sql`${c} is null` : sql`${c} is not null`;
      break;
    case "in": {
      const list = f.value as TValue[];
      expr =
        list.length === 0
          ? sql`false`
          : sql`${c} in (${sql.join(
              list.map((v) => cast(type, v)),
              sql`, `,
            )})`;
      break;
    }
    case "like":
      expr = sql`${c} like ${cast(type, f.value as TValue)}`;
      break;
    case "ilike":
      expr = sql`${c} ilike ${cast(type, f.value as TValue)}`;
      break;
    default: {
      const op = { eq: "=", neq: "<>", gt: ">", gte: ">=", lt: "<", lte: "<=" }[f.op];
      expr = sql`${c} ${sql.raw(op)} ${cast(type, f.value as TValue)}`;
    }
  }
  return f.negate ? sql`not (${expr})` : expr;
}

/**
 * The request's filters. The tenant condition is not here: the row-level security policies add
 * `tenant_id = current_setting('tunas.tenant_id')` to every statement of the REST roles (a stable
 * expression, so the (tenant_id, …) indexes still serve it), and the anonymous role may not even
 * name the tenant_id column.
 */
function whereSql(q: TRestQuery): SQL {
  return q.filters.length
    ? sql.join(
        q.filters.map((f) => filterSql(q, f)),
        sql` and `,
      )
    : sql`true`;
}

function selectSql(q: TRestQuery, kind: TRestKeyKind): SQL {
  const items = q.select ?? (kind === "anon" && q.table.anonRead ? q.table.anonRead : Object.keys(q.table.columns)).map((c) => ({ column: c, alias: c }));
  return sql.join(
    items.map((i) => (i.alias === i.column ? id(i.column) : sql`${id(i.column)} as ${id(i.alias)}`)),
    sql`, `,
  );
}

function orderSql(q: TRestQuery): SQL {
  if (q.order.length === 0) return sql``;
  return sql` order by ${sql.join(
    q.order.map((o) => sql`${id(o.column)} ${sql.raw(o.dir)}${o.nulls ? sql.raw(` nulls ${o.nulls}`) : sql``}`),
    sql`, `,
  )}`;
}

function rowsOf(res: unknown): Record<string, unknown>[] {
  return (Array.isArray(res) ? res : ((res as { rows?: unknown[] }).rows ?? [])) as Record<string, unknown>[];
}

function affected(res: unknown): number {
  const r = res as { rowCount?: number | null; affectedRows?: number };
  return Number(r.rowCount ?? r.affectedRows ?? 0);
}

function jsonRows(res: unknown): Record<string, unknown>[] {
  const v = rowsOf(res)[0]?.body;
  const parsed = typeof v === "string" ? JSON.parse(v) : v;
  return Array.isArray(parsed) ? (parsed as Record<string, unknown>[]) : [];
}

function stripNulls(rows: Record<string, unknown>[]): Record<string, unknown>[] {
  return rows.map((r) => Object.fromEntries(Object.entries(r).filter(([, v]) => v !== null)));
}

function singleOf(rows: Record<string, unknown>[]): Record<string, unknown> {
  if (rows.length !== 1) {
    throw new RestError(
      406,
      "PGRST116",
      "Objek JSON diminta, tetapi hasilnya bukan tepat satu baris.",
      `Hasil berisi ${rows.length} baris; application/vnd.pgrst.object+json memerlukan 1 baris.`,
    );
  }
  return rows[0]!;
}

function range(offset: number, n: number, total: number | null): string {
  return n > 0 ? `${offset}-${offset + n - 1}/${total ?? "*"}` : `*/${total ?? "*"}`;
}

function contentType(q: TRestQuery): string {
  return q.single ? "application/vnd.pgrst.object+json; charset=utf-8" : "application/json; charset=utf-8";
}

async function inRole<T>(ctx: TTenantCtx, kind: TRestKeyKind, table: string, work: (tx: Db) => Promise<T>): Promise<T> {
  try {
    return await ctx.db.transaction(async (tx) => {
      await tx.execute(
        sql`select set_config('tunas.tenant_id', ${ctx.tenantId}, true), set_config('tunas.key_kind', ${kind}, true), set_config('statement_timeout', ${String(STATEMENT_MS)}, true)`,
      );
      await tx.execute(sql`set local role ${ROLE[kind]}`);
      return work(tx as unknown as Db);
    });
  } catch (err) {
    if (err instanceof RestError) throw err;
    throw restErrorFromDb(err, kind, table) ?? err;
  }
}

export async function runRestRead(ctx: TTenantCtx, key: TRestKey, q: TRestQuery, method: "GET" | "HEAD"): Promise<TRestResult> {
  const limit = Math.min(q.limit ?? MAX_ROWS, MAX_ROWS);
  const where = whereSql(q);
  const from = id(q.table.db);
  const { rows, total } = await inRole(ctx, key.kind, q.table.name, async (tx) => {
    const total = q.prefer.count ? Number(rowsOf(await tx.execute(sql`select count(*)::int as n from ${from} where ${where}`))[0]?.n ?? 0) : null;
    if (total !== null && q.offset > 0 && q.offset >= total) {
      throw new RestError(416, "PGRST103", "Rentang yang diminta tidak dapat dipenuhi.", `Awal rentang ${q.offset}, jumlah baris ${total}.`, null, {
        "Content-Range": `*/${total}`,
      });
    }
    const res = await tx.execute(
      sql`select coalesce(json_agg(_r), '[]'::json) as body from (select ${selectSql(q, key.kind)} from ${from} where ${where}${orderSql(q)} limit ${limit} offset ${q.offset}) _r`,
    );
    return { rows: jsonRows(res), total };
  });
  const out = q.stripNulls ? stripNulls(rows) : rows;
  const headers: Record<string, string> = { "Content-Type": contentType(q), "Content-Range": range(q.offset, rows.length, total) };
  if (q.prefer.applied.length) headers["Preference-Applied"] = q.prefer.applied.join(", ");
  const body = q.single ? singleOf(out) : out;
  const partial = total !== null && rows.length < total;
  return { status: partial ? 206 : 200, headers, body: method === "HEAD" ? undefined : body, written: 0 };
}

/** Rows a write returns when asked (`Prefer: return=representation`, or one object via Accept). */
function wantsRows(q: TRestQuery): boolean {
  return q.prefer.return === "representation";
}

function writeResult(q: TRestQuery, rows: Record<string, unknown>[] | null, n: number, status: number): TRestResult {
  const headers: Record<string, string> = { "Content-Range": n > 0 ? `0-${n - 1}/${q.prefer.count ? n : "*"}` : `*/${q.prefer.count ? 0 : "*"}` };
  if (q.prefer.applied.length) headers["Preference-Applied"] = q.prefer.applied.join(", ");
  if (!rows) return { status: status === 201 ? 201 : 204, headers, written: n };
  headers["Content-Type"] = contentType(q);
  const out = q.stripNulls ? stripNulls(rows) : rows;
  return { status, headers, body: q.single ? singleOf(out) : out, written: n };
}

/**
 * Rows one POST of the anonymous key may add. The key is public (every page carries it), so a
 * bulk insert would let one address fill a moderation queue a thousand rows at a time; the
 * service key keeps bulk inserts (up to MAX_ROWS, and no more than its per-minute budget).
 */
export const ANON_INSERT_MAX_ROWS = 1;

/** How many rows a POST body asks to insert; 400 when this key may not send that many at once. */
export function insertRowCount(kind: TRestKeyKind, body: unknown): number {
  const n = Array.isArray(body) ? body.length : 1;
  if (kind === "anon" && n > ANON_INSERT_MAX_ROWS) {
    throw new RestError(
      400,
      "PGRST102",
      "Kunci anonim hanya boleh menambah satu baris per permintaan.",
      `Body berisi ${n} baris.`,
      "Kirim satu objek JSON per permintaan; menambah banyak baris sekaligus memerlukan kunci layanan.",
    );
  }
  if (n > MAX_ROWS) throw new RestError(400, "PGRST102", `Paling banyak ${MAX_ROWS} baris sekali kirim.`);
  return n;
}

export async function runRestInsert(ctx: TTenantCtx, key: TRestKey, q: TRestQuery, body: unknown): Promise<TRestResult> {
  insertRowCount(key.kind, body);
  const { columns, rows } = parseInsertBody(q, body);
  if (rows.length === 0) return writeResult(q, wantsRows(q) ? [] : null, 0, 201);
  const cols = sql.join([sql`tenant_id`, ...columns.map(id)], sql`, `);
  const values = sql.join(
    rows.map((r) => sql`(${sql.join([sql`${ctx.tenantId}`, ...r.map((v, i) => cast(q.table.columns[columns[i]!]!, v))], sql`, `)})`),
    sql`, `,
  );
  const insert = sql`insert into ${id(q.table.db)} (${cols}) values ${values}`;
  return inRole(ctx, key.kind, q.table.name, async (tx) => {
    if (!wantsRows(q)) return writeResult(q, null, affected(await tx.execute(insert)), 201);
    const out = jsonRows(
      await tx.execute(sql`with _w as (${insert} returning ${selectSql(q, key.kind)}) select coalesce(json_agg(_w), '[]'::json) as body from _w`),
    );
    // A single object asked for but not one row: nothing is kept (the transaction rolls back).
    return writeResult(q, out, out.length, 201);
  });
}

function requireFilter(q: TRestQuery, verb: "UPDATE" | "DELETE"): void {
  // Like PostgREST behind pg-safeupdate: no filter would change or remove every row.
  if (q.filters.length === 0) {
    throw new RestError(
      400,
      "21000",
      `${verb === "UPDATE" ? "Perubahan" : "Penghapusan"} memerlukan setidaknya satu filter.`,
      null,
      "Tambahkan filter, misalnya id=eq.1.",
    );
  }
}

export async function runRestUpdate(ctx: TTenantCtx, key: TRestKey, q: TRestQuery, body: unknown): Promise<TRestResult> {
  const sets = parseUpdateBody(q, body);
  requireFilter(q, "UPDATE");
  const assignments = sql.join(
    sets.map((s) => sql`${id(s.column)} = ${cast(q.table.columns[s.column]!, s.value)}`),
    sql`, `,
  );
  const update = sql`update ${id(q.table.db)} set ${assignments} where ${whereSql(q)}`;
  return inRole(ctx, key.kind, q.table.name, async (tx) => {
    if (!wantsRows(q)) return writeResult(q, null, affected(await tx.execute(update)), 204);
    const out = jsonRows(
      await tx.execute(sql`with _w as (${update} returning ${selectSql(q, key.kind)}) select coalesce(json_agg(_w), '[]'::json) as body from _w`),
    );
    return writeResult(q, out, out.length, 200);
  });
}

export async function runRestDelete(ctx: TTenantCtx, key: TRestKey, q: TRestQuery): Promise<TRestResult> {
  requireFilter(q, "DELETE");
  const del = sql`delete from ${id(q.table.db)} where ${whereSql(q)}`;
  return inRole(ctx, key.kind, q.table.name, async (tx) => {
    if (!wantsRows(q)) return writeResult(q, null, affected(await tx.execute(del)), 204);
    const out = jsonRows(
      await tx.execute(sql`with _w as (${del} returning ${selectSql(q, key.kind)}) select coalesce(json_agg(_w), '[]'::json) as body from _w`),
    );
    return writeResult(q, out, out.length, 200);
  });
}
