import { RestError, parseError, unknownColumn } from "./errors.ts";
import { hasColumn, restTable, type TColumnType, type TRestTable } from "./tables.ts";

/**
 * The PostgREST request language, the subset this service speaks: `select=` (columns, `*`,
 * `alias:column`), filters `column=[not.]op.value` with eq, neq, gt, gte, lt, lte, like, ilike,
 * in.(…) and is.(null|not_null), `order=col.asc|desc[.nullsfirst|.nullslast]`, `limit`/`offset`, the
 * `Range`/`Range-Unit` headers, `Prefer` (return, count, missing) and `Accept` (array or object).
 * Everything is checked against the table's column list and converted to the column's type here;
 * the SQL builder only ever sees whitelisted names and typed values. Anything else is a 400.
 */
export type TFilterOp = "eq" | "neq" | "gt" | "gte" | "lt" | "lte" | "like" | "ilike" | "in" | "is";
/** A value of a column's type: numbers for int/bigint, strings for text/timestamptz, JSON text for jsonb. */
export type TValue = number | string | null;

export interface TFilter {
  column: string;
  op: TFilterOp;
  negate: boolean;
  /** `in`: a list; `is`: "null" | "not_null"; otherwise one value. */
  value: TValue | TValue[];
}

export interface TSelectItem {
  column: string;
  alias: string;
}

export interface TOrder {
  column: string;
  dir: "asc" | "desc";
  nulls: "first" | "last" | null;
}

export interface TPrefer {
  return: "minimal" | "representation" | null;
  count: boolean;
  missingDefault: boolean;
  /** What the server applied, for the Preference-Applied header. */
  applied: string[];
}

export interface TRestQuery {
  table: TRestTable;
  /** null: `*`. */
  select: TSelectItem[] | null;
  filters: TFilter[];
  order: TOrder[];
  offset: number;
  /** null: no limit (the service still returns at most MAX_ROWS). */
  limit: number | null;
  prefer: TPrefer;
  /** `Accept: application/vnd.pgrst.object+json`: exactly one row, as an object. */
  single: boolean;
  /** `nulls=stripped`: keys with null values left out. */
  stripNulls: boolean;
  /** `columns=` of an insert: which keys of the body are written. */
  columns: string[] | null;
}

/** At most this many rows per read (PostgREST's db-max-rows) and per bulk insert. */
export const MAX_ROWS = 1000;
const MAX_IN_VALUES = 100;
const MAX_TEXT_VALUE = 2000;
const INT4_MAX = 2_147_483_647;

const IDENT = /^[a-z_][a-z0-9_]{0,62}$/;
const ALIAS = /^[A-Za-z_][A-Za-z0-9_]{0,62}$/;

export interface TRestInput {
  table: string;
  method: string;
  search: URLSearchParams;
  headers: { accept?: string | null; prefer?: string | null; range?: string | null; rangeUnit?: string | null };
}

export function findTable(name: string): TRestTable {
  const table = restTable(name);
  if (!table) {
    throw new RestError(
      404,
      "PGRST205",
      `Tabel '${name.slice(0, 60)}' tidak ditemukan.`,
      null,
      "Tabel yang tersedia: book_reviews, aspirations, user_disc, testimonies, donations.",
    );
  }
  return table;
}

export function parseRestQuery(input: TRestInput): TRestQuery {
  const table = findTable(input.table);
  const write = input.method !== "GET" && input.method !== "HEAD";
  const filters: TFilter[] = [];
  let select: TSelectItem[] | null = null;
  let order: TOrder[] = [];
  let offset = 0;
  let limit: number | null = null;
  let columns: string[] | null = null;
  for (const [key, raw] of input.search) {
    if (key === "select") select = parseSelect(table, raw);
    else if (key === "order") order = parseOrder(table, raw);
    else if (key === "limit") limit = parseCount("limit", raw);
    else if (key === "offset") offset = parseCount("offset", raw);
    else if (key === "columns") columns = parseColumns(table, raw);
    else if (key === "on_conflict") throw parseError("Upsert (on_conflict) tidak didukung oleh layanan ini.");
    else if (key === "or" || key === "and" || key === "not.or" || key === "not.and")
      throw parseError(`Filter logika '${key}' tidak didukung; gabungkan filter kolom (semuanya berlaku bersama).`);
    else filters.push(parseFilter(table, key, raw));
  }
  const prefer = parsePrefer(input.headers.prefer ?? null, write);
  const { single, stripNulls } = parseAccept(input.headers.accept ?? null);
  const range = parseRangeHeader(input.headers.range ?? null, input.headers.rangeUnit ?? null);
  // The Range header and limit/offset narrow each other (PostgREST intersects them).
  if (range) {
    const from = Math.max(range.from, offset);
    const ends = [range.to, limit === null ? null : offset + limit - 1].filter((v): v is number => v !== null);
    const to = ends.length ? Math.min(...ends) : null;
    offset = from;
    limit = to === null ? null : Math.max(0, to - from + 1);
  }
  return { table, select, filters, order, offset, limit, prefer, single, stripNulls, columns };
}

function parseCount(name: string, raw: string): number {
  if (!/^\d{1,9}$/.test(raw)) {
    throw parseError(`Parameter ${name} harus bilangan bulat 0 sampai 999999999.`, `Diterima: "${raw.slice(0, 40)}"`);
  }
  return Number(raw);
}

function unquote(name: string): string {
  return name.length >= 2 && name.startsWith('"') && name.endsWith('"') ? name.slice(1, -1) : name;
}

function columnOf(table: TRestTable, raw: string, where: string): string {
  const name = unquote(raw);
  if (name.includes("->")) throw parseError(`Jalur JSON (${name.slice(0, 40)}) tidak didukung pada ${where}.`);
  if (name.includes("::")) throw parseError(`Konversi tipe (${name.slice(0, 40)}) tidak didukung pada ${where}.`);
  if (!IDENT.test(name)) throw parseError(`Nama kolom tidak valid pada ${where}: "${name.slice(0, 40)}".`);
  if (!hasColumn(table, name)) throw unknownColumn(table.name, name);
  return name;
}

function parseSelect(table: TRestTable, raw: string): TSelectItem[] | null {
  if (/[()]/.test(raw)) {
    throw parseError(
      `Parameter select tidak dapat diurai: "${raw.slice(0, 80)}".`,
      "Relasi antartabel (embedding) dan fungsi agregat tidak didukung.",
      "Gunakan daftar kolom, misalnya select=id,name.",
    );
  }
  const items = raw.split(",").map((s) => s.trim());
  if (items.length === 1 && items[0] === "") return null;
  const out: TSelectItem[] = [];
  let star = false;
  for (const item of items) {
    if (item === "") throw parseError(`Parameter select tidak dapat diurai: "${raw.slice(0, 80)}".`, "Ada nama kolom yang kosong.");
    if (item === "*") {
      star = true;
      continue;
    }
    const colon = item.indexOf(":");
    const hasAlias = colon > 0 && item[colon + 1] !== ":";
    const alias = hasAlias ? unquote(item.slice(0, colon)) : null;
    const column = columnOf(table, hasAlias ? item.slice(colon + 1) : item, "select");
    if (alias !== null && !ALIAS.test(alias)) throw parseError(`Alias tidak valid pada select: "${alias.slice(0, 40)}".`);
    out.push({ column, alias: alias ?? column });
  }
  // `*` with extra columns: PostgREST returns all columns (and the extras again); all columns is enough.
  return star ? null : out;
}

function parseOrder(table: TRestTable, raw: string): TOrder[] {
  return raw.split(",").map((term) => {
    const parts = term.trim().split(".");
    const column = columnOf(table, parts[0] ?? "", "order");
    let dir: "asc" | "desc" = "asc";
    let nulls: "first" | "last" | null = null;
    for (const p of parts.slice(1)) {
      if (p === "asc" || p === "desc") dir = p;
      else if (p === "nullsfirst") nulls = "first";
      else if (p === "nullslast") nulls = "last";
      else
        throw parseError(
          `Parameter order tidak dapat diurai: "${term.slice(0, 60)}".`,
          null,
          "Bentuknya kolom.asc atau kolom.desc, boleh diikuti .nullsfirst atau .nullslast.",
        );
    }
    return { column, dir, nulls };
  });
}

function parseColumns(table: TRestTable, raw: string): string[] {
  const cols = raw.split(",").map((c) => columnOf(table, c.trim(), "columns"));
  return [...new Set(cols)];
}

const OPS = new Set<TFilterOp>(["eq", "neq", "gt", "gte", "lt", "lte", "like", "ilike", "in", "is"]);

function parseFilter(table: TRestTable, key: string, raw: string): TFilter {
  const column = columnOf(table, key, "filter");
  const type = table.columns[column]!;
  let rest = raw;
  let negate = false;
  if (rest.startsWith("not.")) {
    negate = true;
    rest = rest.slice(4);
  }
  const dot = rest.indexOf(".");
  const op = (dot < 0 ? rest : rest.slice(0, dot)) as TFilterOp;
  const value = dot < 0 ? null : rest.slice(dot + 1);
  if (!OPS.has(op) || value === null) {
    throw parseError(
      `Filter tidak dapat diurai: ${key}=${raw.slice(0, 60)}.`,
      null,
      "Operator yang didukung: eq, neq, gt, gte, lt, lte, like, ilike, in, is (boleh diawali not.).",
    );
  }
  if (op === "is") {
    if (value !== "null" && value !== "not_null") {
      throw parseError(`Filter is hanya menerima null atau not_null pada kolom ${column}.`, `Diterima: "${value.slice(0, 40)}"`);
    }
    return { column, op, negate, value };
  }
  if (type === "jsonb") throw parseError(`Kolom ${column} hanya dapat difilter dengan is.null atau is.not_null.`);
  if (op === "like" || op === "ilike") {
    if (type !== "text") throw parseError(`Operator ${op} hanya untuk kolom teks; ${column} bukan teks.`);
    return { column, op, negate, value: textValue(column, value).replaceAll("*", "%") };
  }
  if (op === "in") return { column, op, negate, value: parseList(raw, value).map((v) => filterValue(column, type, v)) };
  return { column, op, negate, value: filterValue(column, type, value) };
}

/** `(a,b,"c,d")`: PostgREST's list syntax (double quotes around values with reserved characters). */
function parseList(raw: string, value: string): string[] {
  if (!value.startsWith("(") || !value.endsWith(")")) throw parseError(`Daftar in harus berbentuk in.(a,b,c): ${raw.slice(0, 60)}.`);
  const body = value.slice(1, -1);
  if (body === "") return [];
  const out: string[] = [];
  let cur = "";
  let quoted = false;
  let wasQuoted = false;
  for (let i = 0; i < body.length; i++) {
    const ch = body[i]!;
    if (quoted) {
      if (ch === "\\" && i + 1 < body.length) cur += body[++i];
      else if (ch === '"') quoted = false;
      else cur += ch;
    } else if (ch === '"' && cur === "" && !wasQuoted) {
      quoted = wasQuoted = true;
    } else if (ch === ",") {
      out.push(cur);
      cur = "";
      wasQuoted = false;
    } else if (wasQuoted) {
      throw parseError(`Daftar in tidak dapat diurai: ${raw.slice(0, 60)}.`);
    } else cur += ch;
  }
  if (quoted) throw parseError(`Tanda kutip tidak ditutup pada daftar in: ${raw.slice(0, 60)}.`);
  out.push(cur);
  if (out.length > MAX_IN_VALUES) throw parseError(`Daftar in maksimal ${MAX_IN_VALUES} nilai.`);
  return out;
}

function textValue(column: string, v: string): string {
  if (v.length > MAX_TEXT_VALUE) throw parseError(`Nilai filter untuk ${column} terlalu panjang (maksimal ${MAX_TEXT_VALUE} karakter).`);
  return v;
}

function badValue(column: string, type: TColumnType, shown: string): RestError {
  const what: Record<TColumnType, string> = {
    int: "bilangan bulat",
    bigint: "bilangan bulat",
    text: "teks",
    timestamptz: "waktu ISO 8601, misalnya 2025-01-31T08:00:00Z",
    jsonb: "JSON",
  };
  return new RestError(400, type === "timestamptz" ? "22007" : "22P02", `Nilai "${shown.slice(0, 40)}" tidak valid untuk kolom ${column} (${what[type]}).`);
}

function intOf(column: string, type: TColumnType, n: number, shown: string): number {
  const max = type === "int" ? INT4_MAX : Number.MAX_SAFE_INTEGER;
  if (!Number.isSafeInteger(n) || Math.abs(n) > max) throw new RestError(400, "22003", `Nilai ${shown.slice(0, 40)} di luar jangkauan kolom ${column}.`);
  return n;
}

function timeOf(column: string, v: string): string {
  if (v.length > 40 || !/^\d{4}-\d{2}-\d{2}/.test(v) || Number.isNaN(Date.parse(v))) throw badValue(column, "timestamptz", v);
  return v;
}

/** A filter value (always text in the URL) as the column's type. */
export function filterValue(column: string, type: TColumnType, v: string): TValue {
  switch (type) {
    case "int":
    case "bigint":
      if (!/^-?\d{1,16}$/.test(v)) throw badValue(column, type, v);
      return intOf(column, type, Number(v), v);
    case "timestamptz":
      return timeOf(column, v);
    default:
      return textValue(column, v);
  }
}

/** A JSON body value as the column's type (jsonb keeps its JSON text). */
export function bodyValue(column: string, type: TColumnType, v: unknown): TValue {
  if (v === null || v === undefined) return null;
  const shown = typeof v === "string" ? v : (JSON.stringify(v) ?? String(v));
  switch (type) {
    case "int":
    case "bigint":
      if (typeof v === "number") return intOf(column, type, v, shown);
      if (typeof v === "string" && /^-?\d{1,16}$/.test(v)) return intOf(column, type, Number(v), shown);
      throw badValue(column, type, shown);
    case "timestamptz":
      if (typeof v !== "string") throw badValue(column, type, shown);
      return timeOf(column, v);
    case "jsonb":
      return JSON.stringify(v);
    default:
      if (typeof v === "string") return v;
      if (typeof v === "number" || typeof v === "boolean") return String(v);
      throw badValue(column, type, shown);
  }
}

function parsePrefer(header: string | null, write: boolean): TPrefer {
  const prefer: TPrefer = { return: null, count: false, missingDefault: false, applied: [] };
  if (!header) return prefer;
  let strict = false;
  const unknown: string[] = [];
  for (const token of header.split(",").map((t) => t.trim().toLowerCase())) {
    if (!token) continue;
    if (token === "return=minimal" || token === "return=headers-only") {
      prefer.return = "minimal";
      if (write) prefer.applied.push(token);
    } else if (token === "return=representation") {
      prefer.return = "representation";
      if (write) prefer.applied.push(token);
    } else if (token === "count=exact" || token === "count=planned" || token === "count=estimated") {
      prefer.count = true;
      prefer.applied.push(token);
    } else if (token === "missing=default") {
      prefer.missingDefault = true;
      if (write) prefer.applied.push(token);
    } else if (token === "missing=null" || token.startsWith("tx=") || token.startsWith("timezone=") || token.startsWith("max-affected=")) {
      // understood, nothing to do
    } else if (token === "handling=strict") strict = true;
    else if (token === "handling=lenient") strict = false;
    else unknown.push(token);
  }
  if (strict && unknown.length) throw new RestError(400, "PGRST122", `Preferensi tidak valid pada header Prefer: ${unknown.join(", ").slice(0, 80)}.`);
  return prefer;
}

function parseAccept(header: string | null): { single: boolean; stripNulls: boolean } {
  if (!header) return { single: false, stripNulls: false };
  for (const part of header.split(",")) {
    const [type = "", ...params] = part.split(";").map((s) => s.trim().toLowerCase());
    const stripNulls = params.includes("nulls=stripped");
    if (type === "application/vnd.pgrst.object+json" || type === "application/vnd.pgrst.object") return { single: true, stripNulls };
    if (type === "application/json" || type === "*/*" || type === "application/*" || type === "application/vnd.pgrst.array+json")
      return { single: false, stripNulls };
  }
  throw new RestError(
    406,
    "PGRST107",
    `Jenis media yang diminta tidak tersedia: ${header.slice(0, 80)}.`,
    null,
    "Gunakan application/json atau application/vnd.pgrst.object+json.",
  );
}

function parseRangeHeader(range: string | null, unit: string | null): { from: number; to: number | null } | null {
  if (!range) return null;
  if (unit && unit.trim().toLowerCase() !== "items") return null;
  const m = /^(?:items=)?(\d{1,9})-(\d{0,9})$/.exec(range.trim());
  if (!m) return null; // a malformed Range is ignored, as HTTP servers do
  const from = Number(m[1]);
  const to = m[2] ? Number(m[2]) : null;
  if (to !== null && to < from) {
    throw new RestError(416, "PGRST103", "Rentang yang diminta tidak dapat dipenuhi.", `Awal rentang (${from}) melebihi akhirnya (${to}).`);
  }
  return { from, to };
}

export interface TWriteRows {
  columns: string[];
  /** One entry per row and column; undefined: the column's default. */
  rows: (TValue | undefined)[][];
}

/** The body of a POST: one object or an array of objects, keys checked against the table. */
export function parseInsertBody(q: TRestQuery, body: unknown): TWriteRows {
  const list = Array.isArray(body) ? body : [body];
  if (list.length > MAX_ROWS) throw new RestError(400, "PGRST102", `Paling banyak ${MAX_ROWS} baris sekali kirim.`);
  if (!list.every((o) => o !== null && typeof o === "object" && !Array.isArray(o))) {
    throw new RestError(400, "PGRST102", "Body harus berupa objek JSON atau larik objek JSON.");
  }
  const objects = list as Record<string, unknown>[];
  let columns: string[];
  if (q.columns) columns = q.columns;
  else {
    const first = Object.keys(objects[0] ?? {}).sort();
    for (const o of objects.slice(1)) {
      const keys = Object.keys(o).sort();
      if (keys.length !== first.length || keys.some((k, i) => k !== first[i]))
        throw new RestError(400, "PGRST102", "Semua objek harus memiliki kunci yang sama.");
    }
    columns = first;
  }
  for (const c of columns) {
    if (!hasColumn(q.table, c)) {
      throw new RestError(400, "PGRST204", `Kolom '${c.slice(0, 40)}' tidak ada di tabel ${q.table.name}.`);
    }
  }
  const rows = objects.map((o) =>
    columns.map((c) => (Object.hasOwn(o, c) ? bodyValue(c, q.table.columns[c]!, o[c]) : q.prefer.missingDefault ? undefined : null)),
  );
  return { columns, rows };
}

/** The body of a PATCH: one object of the columns to change. */
export function parseUpdateBody(q: TRestQuery, body: unknown): { column: string; value: TValue }[] {
  if (body === null || typeof body !== "object" || Array.isArray(body)) throw new RestError(400, "PGRST102", "Body perubahan harus berupa satu objek JSON.");
  const entries = Object.entries(body as Record<string, unknown>);
  if (entries.length === 0) throw new RestError(400, "PGRST102", "Body perubahan kosong: sebutkan kolom yang diubah.");
  return entries.map(([column, v]) => {
    if (!hasColumn(q.table, column)) throw new RestError(400, "PGRST204", `Kolom '${column.slice(0, 40)}' tidak ada di tabel ${q.table.name}.`);
    return { column, value: bodyValue(column, q.table.columns[column]!, v) };
  });
}
