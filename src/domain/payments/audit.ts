import { and, asc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { paymentAudit } from "../../db/schema/payments.ts";
import { tenantScope, type TTenantCtx } from "../scope.ts";
import type { TTx } from "./ledger.ts";

export interface TAuditInput {
  entity: "payout" | "invoice";
  entityId: string;
  /** User id, or `gateway:<name>` / `system`. */
  actor: string;
  from: string;
  to: string;
  reason?: string;
}

/** Records one state transition (who, when, from → to), in the transaction that makes it. */
export async function audit(tx: TTx | Db, tenantId: string, a: TAuditInput): Promise<void> {
  await tx
    .insert(paymentAudit)
    .values({ tenantId, entity: a.entity, entityId: a.entityId, actor: a.actor, fromStatus: a.from, toStatus: a.to, reason: a.reason ?? "" });
}

export async function auditTrail(ctx: TTenantCtx, entity: "payout" | "invoice", entityId: string) {
  return ctx.db
    .select()
    .from(paymentAudit)
    .where(and(tenantScope(paymentAudit.tenantId, ctx), eq(paymentAudit.entity, entity), eq(paymentAudit.entityId, entityId)))
    .orderBy(asc(paymentAudit.at), asc(paymentAudit.id));
}
