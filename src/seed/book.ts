import { eq } from "drizzle-orm";
import { loadConfig } from "../config.ts";
import type { Db } from "../db/client.ts";
import { memberships, users } from "../db/schema/identity.ts";
import { contentPages } from "../db/schema/content.ts";
import type { TTenantRow } from "../db/schema/tenants.ts";
import { BOOK_PAGE_KEY, bookPathOf } from "../domain/book/book.ts";
import { BOOKS } from "./content/book-data.ts";
import { DEMO_ACCOUNTS } from "./identity.ts";
import type { TSeeder } from "./seeder.ts";

/**
 * The book landing page's content, per tenant that has one (src/domain/book/book.ts): the `buku`
 * content page (the external data seeder adds the demo reviews, aspirations, testimonies and
 * donations). Idempotent: a page staff edited is never replaced. Locally the demo admin moderates.
 */
export const bookSeeder: TSeeder = {
  name: "book",
  async run(db: Db, product: string, tenants: TTenantRow[]) {
    for (const t of tenants) {
      if (!bookPathOf(t.layout, product)) continue;
      const book = BOOKS[t.layout === product || t.layout === "demo" ? "{product}" : t.layout];
      if (!book) continue;
      await db
        .insert(contentPages)
        .values({ tenantId: t.id, key: BOOK_PAGE_KEY, ...book })
        .onConflictDoNothing();
    }
    await demoModerator(db, product, tenants);
  },
};

/** Local and dev only: the demo admin account moderates every book page (its sign-in is on the demo sites already). */
async function demoModerator(db: Db, product: string, tenants: TTenantRow[]) {
  const env = loadConfig().APP_ENV;
  if (env !== "local" && env !== "dev") return;
  const admin = DEMO_ACCOUNTS.find((a) => a.kind === 1)!;
  const [u] = await db.select({ id: users.id }).from(users).where(eq(users.email, admin.email)).limit(1);
  const ids = tenants.filter((t) => bookPathOf(t.layout, product)).map((t) => t.id);
  if (!u || !ids.length) return;
  await db
    .insert(memberships)
    .values(ids.map((tenantId) => ({ tenantId, userId: u.id, kind: admin.kind })))
    .onConflictDoNothing();
}
