import { sql } from "drizzle-orm";
import { drainAll } from "../domain/statistics/refresh.ts";
import type { Db } from "../db/client.ts";
import { tenants } from "../db/schema/tenants.ts";
import { hostsFor, settingFor, tenantSeeds } from "./tenants-data.ts";
import { catalogSeeder } from "./catalog.ts";
import { identitySeeder } from "./identity.ts";
import { learningSeeder } from "./learning.ts";
import { contentSeeder } from "./content.ts";
import { registrationsSeeder } from "./registrations.ts";
import { statisticsSeeder } from "./statistics.ts";
import { paymentsSeeder } from "./payments.ts";
import { externalDataSeeder } from "./external-data.ts";
import { bookSeeder } from "./book.ts";

export type { TSeeder } from "./seeder.ts";
import type { TSeeder } from "./seeder.ts";

const tenantSeeder: TSeeder = {
  name: "tenants",
  async run(db, product) {
    const [{ n } = { n: 0 }] = await db.select({ n: sql<number>`count(*)::int` }).from(tenants);
    if (n > 0) return;
    await seedTenants(db, product);
  },
};

/** Order matters: later seeders may reference rows of earlier ones. Add a context's seeder here. */
export const SEEDERS: TSeeder[] = [
  tenantSeeder,
  catalogSeeder,
  identitySeeder,
  learningSeeder,
  contentSeeder,
  registrationsSeeder,
  paymentsSeeder,
  externalDataSeeder,
  bookSeeder,
  statisticsSeeder,
];

/** Runs every seeder; returns whether the tenants were new. */
export async function seedIfEmpty(db: Db, product: string): Promise<{ seeded: boolean; tenants: number }> {
  const [{ n: before } = { n: 0 }] = await db.select({ n: sql<number>`count(*)::int` }).from(tenants);
  await tenantSeeder.run(db, product, []);
  const rows = await db.select().from(tenants);
  for (const s of SEEDERS) if (s !== tenantSeeder) await s.run(db, product, rows);
  // A fresh database starts with its statistics summaries computed, so the first pages show the
  // real counters and the worker's first round changes nothing (no version bump, no CDN purge).
  if (before === 0) await drainAll(db);
  return { seeded: before === 0, tenants: rows.length };
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
