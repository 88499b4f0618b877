import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";

/** Content tables with a publish time: a published row with a future time is scheduled. */
const SCHEDULED_TABLES = ["content_posts", "content_podcasts", "content_videos", "content_jobs"] as const;

/**
 * Tenants with content whose publish time came in `(from, to]`: a scheduled article (podcast,
 * video, job) that just went live. Their cached pages and data were built without it, so the
 * caller bumps each tenant's version. Deliberately across tenants: this is the round's query.
 */
export async function tenantsWithContentDue(db: Db, from: Date, to: Date): Promise<string[]> {
  const parts = SCHEDULED_TABLES.map(
    (t) =>
      sql`select tenant_id from ${sql.identifier(t)} where published and deleted_at is null and published_at > ${from.toISOString()}::timestamptz and published_at <= ${to.toISOString()}::timestamptz`,
  );
  const res = await db.execute<{ tenant_id: string }>(sql`select distinct tenant_id from (${sql.join(parts, sql` union `)}) due`);
  const rows = (Array.isArray(res) ? res : (res as { rows: { tenant_id: string }[] }).rows) as { tenant_id: string }[];
  return rows.map((r) => r.tenant_id);
}
