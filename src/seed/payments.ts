import { and, asc, eq, gt, inArray, isNotNull, sql } from "drizzle-orm";
import { catalogCourses } from "../db/schema/catalog.ts";
import { users } from "../db/schema/identity.ts";
import { mentorPayees } from "../db/schema/payments.ts";
import type { TSeeder } from "./seeder.ts";

const DEMO_TENANTS = ["demo", "sekolahbeta", "smkcoding"];
const DEMO_MENTOR = "mentor@contoh.id";

/**
 * Payments demo: the demo mentor account is paid the share of the first premium course's mentor
 * on each demo site, so buying that course shows up in /Dashboard/Payout. Idempotent.
 */
export const paymentsSeeder: TSeeder = {
  name: "payments",
  async run(db) {
    const [mentor] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_MENTOR)).limit(1);
    if (!mentor) return;
    const [{ n } = { n: 0 }] = await db.select({ n: sql<number>`count(*)::int` }).from(mentorPayees).where(inArray(mentorPayees.tenantId, DEMO_TENANTS));
    if (n > 0) return;
    for (const tenantId of DEMO_TENANTS) {
      const [course] = await db
        .select({ mentorId: catalogCourses.mentorId })
        .from(catalogCourses)
        .where(and(eq(catalogCourses.tenantId, tenantId), eq(catalogCourses.isPremium, true), gt(catalogCourses.price, 0), isNotNull(catalogCourses.mentorId)))
        .orderBy(asc(catalogCourses.position))
        .limit(1);
      if (course?.mentorId) await db.insert(mentorPayees).values({ tenantId, userId: mentor.id, mentorId: course.mentorId }).onConflictDoNothing();
    }
  },
};
