import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { loadConfig } from "../config.ts";
import { ensureAppCredentials } from "../domain/identity/app-credentials.ts";
import { hashPassword } from "../domain/identity/crypto.ts";
import { enrolments, memberships, users } from "../db/schema/identity.ts";
import type { TSeeder } from "./seeder.ts";

/** Demo accounts (local/dev only): one per dashboard flavour, on three demo tenants. */
export const DEMO_PASSWORD = "tunas-demo-123";
export const DEMO_ACCOUNTS = [
  { email: "admin@contoh.id", name: "Admin Demo", kind: 1 },
  { email: "mentor@contoh.id", name: "Rina Mentor", kind: 2 },
  { email: "penulis@contoh.id", name: "Dewi Penulis", kind: 6 },
  { email: "peserta@contoh.id", name: "Budi Peserta", kind: 4 },
] as const;
const DEMO_TENANTS = ["demo", "sekolahbeta", "smkcoding"];

export const identitySeeder: TSeeder = {
  name: "identity",
  async run(db, _product, tenantRows) {
    // Every tenant gets its app credentials (new tenants too): random secret per database.
    await ensureAppCredentials(
      db,
      tenantRows.map((t) => t.id),
    );
    const env = loadConfig().APP_ENV;
    if (env !== "local" && env !== "dev") return;
    const [{ n } = { n: 0 }] = await db.select({ n: sql<number>`count(*)::int` }).from(users).where(eq(users.email, DEMO_ACCOUNTS[0].email));
    if (n > 0) return;
    const hash = await hashPassword(DEMO_PASSWORD);
    const tenantIds = DEMO_TENANTS.filter((id) => tenantRows.some((t) => t.id === id));
    for (const a of DEMO_ACCOUNTS) {
      const [u] = await db.insert(users).values({ id: randomUUID(), email: a.email, name: a.name, passwordHash: hash }).onConflictDoNothing().returning();
      if (!u) continue;
      if (tenantIds.length)
        await db
          .insert(memberships)
          .values(tenantIds.map((tenantId) => ({ tenantId, userId: u.id, kind: a.kind })))
          .onConflictDoNothing();
      if (a.kind === 4) {
        // The demo learner is enrolled in each demo tenant's first premium course, when the catalogue has one.
        let rows: { tenant_id: string; slug: string }[] = [];
        try {
          const res: unknown = await db.execute(
            sql`select distinct on (tenant_id) tenant_id, slug from catalog_courses where is_premium and tenant_id in (${sql.join(
              tenantIds.map((t) => sql`${t}`),
              sql`, `,
            )}) order by tenant_id, position, id`,
          );
          rows = (Array.isArray(res) ? res : ((res as { rows?: unknown[] }).rows ?? [])) as typeof rows;
        } catch {
          rows = []; // no catalogue yet
        }
        if (rows.length)
          await db
            .insert(enrolments)
            .values(rows.map((r) => ({ tenantId: r.tenant_id, userId: u.id, courseSlug: r.slug, enrolledBy: "seed" })))
            .onConflictDoNothing();
      }
    }
  },
};
