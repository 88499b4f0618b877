import type { Context, TypedResponse } from "hono";
import type { JSONParsed } from "hono/utils/types";
import type { z } from "zod";
import "../kernel/zod-locale.ts";
import { AppError } from "../kernel/errors.ts";

type TOk<T, S extends 200 | 201 | 202> = Response & TypedResponse<JSONParsed<{ status: true; message: string; data: T }>, S, "json">;

/** The spec's envelope: `{ status, message, data }`. */
export function ok<T>(c: Context, data: T, message?: string): TOk<T, 200>;
export function ok<T, S extends 200 | 201 | 202>(c: Context, data: T, message: string, status: S): TOk<T, S>;
export function ok<T>(c: Context, data: T, message = "Berhasil", status: 200 | 201 | 202 = 200) {
  return c.json({ status: true as const, message, data }, status);
}

export function fail(c: Context, err: AppError) {
  return c.json({ status: false, message: err.message, data: err.details ?? null }, err.status as 400);
}

/** Parses a query string or body with a Zod schema; a bad value is a 400 naming the field. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const nul = nulPath(input);
  if (nul !== null) {
    const field = nul || "_";
    throw new AppError("INVALID_INPUT", `Parameter "${field}" tidak valid: tidak boleh berisi karakter NUL.`, {
      fields: { [field]: "tidak boleh berisi karakter NUL" },
    });
  }
  const r = schema.safeParse(input);
  if (!r.success) {
    const fields = fieldErrors(r.error.issues);
    const [first] = Object.entries(fields);
    throw new AppError("INVALID_INPUT", first ? `Parameter "${first[0]}" tidak valid: ${first[1]}` : "Permintaan tidak valid.", { fields });
  }
  return r.data;
}

/** Zod issues as `{ field: message }`, first message per field; "_" for the value itself. */
export function fieldErrors(issues: readonly { path: readonly PropertyKey[]; message: string }[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const i of issues) fields[i.path.map(String).join(".") || "_"] ??= i.message;
  return fields;
}

/**
 * Where a NUL character hides in an input (dotted path, "" for the value itself), or null.
 * PostgreSQL refuses NUL in text, so it must be a 400 here rather than a database error later.
 */
export function nulPath(v: unknown, path = "", depth = 0): string | null {
  if (typeof v === "string") return v.includes("\u0000") ? path : null;
  if (depth > 20 || v === null || typeof v !== "object") return null;
  for (const [k, child] of Object.entries(v)) {
    if (k.includes("\u0000")) return path ? `${path}.${k}` : k;
    const hit = nulPath(child, path ? `${path}.${k}` : k, depth + 1);
    if (hit !== null) return hit;
  }
  return null;
}
