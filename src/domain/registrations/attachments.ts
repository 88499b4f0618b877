import { and, eq, isNull } from "drizzle-orm";
import type { TPublicUploadForm } from "../../contracts/registrations.ts";
import type { Db } from "../../db/client.ts";
import { uploads } from "../../db/schema/registrations.ts";
import { AppError } from "../../kernel/errors.ts";
import { tenantScope, type TTenantCtx } from "../scope.ts";

export const ATTACHMENT_GONE = "Lampiran tidak ditemukan atau sudah kedaluwarsa. Pilih file lagi.";

/**
 * Makes a pending attachment of `form` servable (`claimed_at`), inside the transaction that keeps
 * the form. Throws 422 on the attachment field when there is no such pending file on this tenant:
 * unknown, another form's or another site's, already claimed by an earlier submission, or deleted
 * by the clean-up of unclaimed uploads.
 */
export async function claimFormUpload(tx: Pick<Db, "update">, ctx: TTenantCtx, id: string, form: TPublicUploadForm): Promise<void> {
  const claimed = await tx
    .update(uploads)
    .set({ claimedAt: new Date() })
    .where(and(tenantScope(uploads.tenantId, ctx), eq(uploads.id, id), eq(uploads.form, form), isNull(uploads.claimedAt)))
    .returning({ id: uploads.id });
  if (claimed.length === 0) throw new AppError("UNPROCESSABLE", ATTACHMENT_GONE, { field: "attachment" });
}
