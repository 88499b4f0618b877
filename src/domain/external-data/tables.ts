import type { TRestTableName } from "../../contracts/external-data.ts";

/**
 * The tables the REST endpoint knows, by their REST name: the database table and the columns a
 * request may name (`tenant_id` is never one of them). This list is the identifier whitelist: no
 * name from a request reaches SQL unless it is found here. What each key may actually read or
 * write is decided by the database (column grants and row-level security); `anonRead` only says
 * what `select=*` means for the anonymous key, so `*` asks for the columns it may see.
 */
export type TColumnType = "int" | "bigint" | "text" | "timestamptz" | "jsonb";

export interface TRestTable {
  name: TRestTableName;
  db: string;
  columns: Readonly<Record<string, TColumnType>>;
  /** Columns `*` stands for under the anonymous key (null: all, and the database decides). */
  anonRead: readonly string[] | null;
}

const REST_TABLES: Record<TRestTableName, TRestTable> = {
  book_reviews: {
    name: "book_reviews",
    db: "ext_book_reviews",
    columns: { id: "int", name: "text", comment: "text", rating: "int", status: "text", created_at: "timestamptz" },
    anonRead: null,
  },
  aspirations: {
    name: "aspirations",
    db: "ext_aspirations",
    columns: { id: "int", name: "text", message: "text", status: "text", created_at: "timestamptz" },
    anonRead: null,
  },
  testimonies: {
    name: "testimonies",
    db: "ext_testimonies",
    columns: { id: "int", name: "text", occupation: "text", message: "text", status: "text", created_at: "timestamptz" },
    anonRead: null,
  },
  user_disc: {
    name: "user_disc",
    db: "ext_user_disc",
    columns: {
      id: "int",
      name: "text",
      email: "text",
      answers: "jsonb",
      score_d: "int",
      score_i: "int",
      score_s: "int",
      score_c: "int",
      profile: "text",
      created_at: "timestamptz",
    },
    anonRead: null,
  },
  donations: {
    name: "donations",
    db: "ext_donations",
    columns: {
      id: "int",
      name: "text",
      message: "text",
      amount: "bigint",
      status: "text",
      order_id: "text",
      payment_ref: "text",
      paid_at: "timestamptz",
      created_at: "timestamptz",
    },
    anonRead: ["amount", "name", "message", "created_at"],
  },
};

export function restTable(name: string): TRestTable | null {
  return Object.hasOwn(REST_TABLES, name) ? REST_TABLES[name as TRestTableName] : null;
}

export function hasColumn(table: TRestTable, column: string): boolean {
  return Object.hasOwn(table.columns, column);
}
