import { CONFLICT_MESSAGE, ZVersion } from "../../contracts/admin-list.ts";
import { AppError } from "../../kernel/errors.ts";

export { CONFLICT_MESSAGE, ZVersion };

/**
 * Optimistic concurrency of admin edits. Every editable row has `version`; an edit form carries
 * the version it was opened with, and the update is
 *   UPDATE … SET …, version = version + 1 WHERE tenant_id = $t AND id = $id AND version = $v
 * Nothing updated while the row exists means someone saved in between: `conflictError()` (409).
 */
export function conflictError(): AppError {
  return new AppError("CONFLICT", CONFLICT_MESSAGE);
}

export function isConflict(err: unknown): boolean {
  return err instanceof AppError && err.code === "CONFLICT";
}

/**
 * The row a versioned update returned, or the reason there is none: the row is gone (404, also
 * for another tenant's id) or its version moved (409).
 *
 *   const row = await versionedRow(updated, () => exists(ctx, id), "Kelas tidak ditemukan.");
 */
export async function versionedRow<T>(rows: T[], exists: () => Promise<boolean>, notFound = "Data tidak ditemukan."): Promise<T> {
  if (rows[0]) return rows[0];
  if (await exists()) throw conflictError();
  throw new AppError("NOT_FOUND", notFound);
}
