import type { Context } from "hono";
import { z } from "zod";
import { AppError } from "../domain/errors.ts";

/** The spec's envelope: `{ status, message, data }`. */
export function ok<T>(c: Context, data: T, message = "Berhasil", status = 200) {
  return c.json({ status: true, message, data }, status as 200);
}

export function fail(c: Context, err: AppError) {
  return c.json({ status: false, message: err.message, data: err.details ?? null }, err.status as 400);
}

/** Parses a query string or body with a Zod schema; a bad value is a 400 naming the field. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const r = schema.safeParse(input);
  if (!r.success) {
    const fields: Record<string, string> = {};
    for (const i of r.error.issues) fields[i.path.join(".") || "_"] ??= i.message;
    const [first] = Object.entries(fields);
    throw new AppError("INVALID_INPUT", first ? `Parameter "${first[0]}" tidak valid: ${first[1]}` : "Permintaan tidak valid.", { fields });
  }
  return r.data;
}
