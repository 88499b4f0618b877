import { timingSafeEqual } from "node:crypto";
import type { Context } from "hono";
import { AppError } from "../kernel/errors.ts";

/** Checks `Authorization: Bearer <ADMIN_API_KEY>` (401 without it, 403 when wrong, closed when unset). */
export function requireOperator(c: Context, key: string | undefined): void {
  const header = c.req.header("authorization") ?? "";
  const m = /^Bearer\s+(.+)$/i.exec(header);
  if (!m) throw new AppError("UNAUTHENTICATED", "Butuh otorisasi: sertakan header Authorization: Bearer <kunci>.");
  if (!key) throw new AppError("FORBIDDEN", "Perubahan pengaturan lewat API tidak diaktifkan di server ini.");
  const a = Buffer.from(m[1]!.trim());
  const b = Buffer.from(key);
  if (a.length !== b.length || !timingSafeEqual(a, b)) throw new AppError("FORBIDDEN", "Kunci otorisasi tidak berlaku.");
}
