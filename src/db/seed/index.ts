import { sql } from "drizzle-orm";
import type { Db } from "../client.ts";
import { tenants } from "../schema/tenants.ts";
import { hostsFor, settingFor, tenantSeeds } from "./tenants-data.ts";

/** Seeds a fresh database; a database that already has tenants is left alone. */
export async function seedIfEmpty(db: Db, product: string): Promise<{ seeded: boolean; tenants: number }> {
  const [{ n } = { n: 0 }] = await db.select({ n: sql<number>`count(*)::int` }).from(tenants);
  if (n > 0) return { seeded: false, tenants: n };
  await seedTenants(db, product);
  return { seeded: true, tenants: tenantSeeds(product).length };
}

export async function seedTenants(db: Db, product: string): Promise<void> {
  const rows = tenantSeeds(product).map((s) => ({
    id: s.layout,
    layout: s.layout,
    name: s.name,
    tagline: s.tagline,
    hosts: hostsFor(s.layout, product),
    language: s.language ?? "id",
    setting: settingFor(s, product),
    contact: {
      email: `halo@${s.layout.replace(/\./g, "-")}.${product}.id`,
      phone: "+62 274 555 0100",
      address: `${s.city ?? "Yogyakarta"}, Indonesia`,
    },
    isDeveloper: s.layout.startsWith("dev."),
  }));
  await db.insert(tenants).values(rows).onConflictDoNothing();
}
