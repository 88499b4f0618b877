import { and, count, eq, gt, sql } from "drizzle-orm";
import { appointmentSlots, eventCapacities, schools, teamMembers, teams } from "../db/schema/registrations.ts";
import { contentEvents } from "../db/schema/content.ts";
import type { TSeeder } from "./seeder.ts";
import { isoDayWib, yearWib } from "../kernel/format.ts";

/** Consultation hours staff open by default (WIB), Monday to Friday. */
const SLOT_TIMES = ["09:00", "10:30", "13:00", "14:30", "16:00"];
const SLOT_DAYS = 21;

const LIGA_SCHOOLS = [
  {
    name: "SMK Negeri 1 Bandung",
    provinceId: "32",
    provinceName: "Jawa Barat",
    cityId: "32.73",
    cityName: "Kota Bandung",
    team: "Tim Merak Digital",
    score: 87,
  },
  {
    name: "SMK Negeri 2 Yogyakarta",
    provinceId: "34",
    provinceName: "Daerah Istimewa Yogyakarta",
    cityId: "34.71",
    cityName: "Kota Yogyakarta",
    team: "Tim Tugu Koding",
    score: 92,
  },
  { name: "SMK Telkom Malang", provinceId: "35", provinceName: "Jawa Timur", cityId: "35.73", cityName: "Kota Malang", team: "Tim Arek Inovasi", score: 78 },
];
const STUDENTS = [
  ["Rizky Pratama", "Nabila Putri", "Fajar Nugroho", "Salsa Ramadhani"],
  ["Dimas Saputra", "Aulia Rahma", "Yoga Prasetyo"],
  ["Bagas Wicaksono", "Intan Permata", "Reza Firmansyah", "Tiara Anggraini", "Galih Setiawan"],
];

function wibDate(offsetDays: number): { date: string; weekday: number } {
  const d = new Date(Date.now() + offsetDays * 86_400_000);
  const date = isoDayWib(d);
  return { date, weekday: new Date(`${date}T00:00:00Z`).getUTCDay() };
}

/**
 * Inbound forms (issue 14): open consultation slots for the next three weeks on every tenant that
 * has no future slot (run on every start, so a demo database never runs out), a seat limit for
 * each seeded event, and a few Liga SMK teams on the tenants that run the competition.
 */
export const registrationsSeeder: TSeeder = {
  name: "registrations",
  async run(db, _product, tenants) {
    for (const t of tenants) {
      const [future] = await db
        .select({ n: count() })
        .from(appointmentSlots)
        .where(and(eq(appointmentSlots.tenantId, t.id), gt(appointmentSlots.startsAt, sql`now()`)));
      if ((future?.n ?? 0) > 0) continue;
      const values = [];
      for (let i = 1; i <= SLOT_DAYS; i++) {
        const { date, weekday } = wibDate(i);
        if (weekday === 0 || weekday === 6) continue;
        for (const time of SLOT_TIMES) values.push({ tenantId: t.id, startsAt: new Date(`${date}T${time}:00+07:00`), durationMin: 30 });
      }
      if (values.length) await db.insert(appointmentSlots).values(values).onConflictDoNothing();
    }

    const [caps] = await db.select({ n: count() }).from(eventCapacities);
    if ((caps?.n ?? 0) === 0) {
      const events = await db.select({ tenantId: contentEvents.tenantId, id: contentEvents.id }).from(contentEvents).where(eq(contentEvents.kind, "event"));
      if (events.length)
        await db
          .insert(eventCapacities)
          .values(events.map((e) => ({ tenantId: e.tenantId, eventId: e.id, seatLimit: 50 })))
          .onConflictDoNothing();
    }

    const [teamCount] = await db.select({ n: count() }).from(teams);
    if ((teamCount?.n ?? 0) > 0) return;
    const season = yearWib();
    for (const tenantId of ["smkcoding", "tunas", "demo"]) {
      if (!tenants.some((t) => t.id === tenantId)) continue;
      for (const [i, s] of LIGA_SCHOOLS.entries()) {
        const [school] = await db
          .insert(schools)
          .values({
            tenantId,
            name: s.name,
            nameKey: s.name.toLowerCase(),
            provinceId: s.provinceId,
            provinceName: s.provinceName,
            cityId: s.cityId,
            cityName: s.cityName,
            students: STUDENTS[i]!.length,
          })
          .onConflictDoNothing()
          .returning({ id: schools.id });
        if (!school) continue;
        const [team] = await db
          .insert(teams)
          .values({
            tenantId,
            kind: "liga_smk",
            season,
            name: s.team,
            schoolId: school.id,
            provinceId: s.provinceId,
            cityId: s.cityId,
            mentorName: "Guru Pendamping",
            mentorEmail: `guru${i + 1}@sekolah.sch.id`,
            status: "terverifikasi",
            score: s.score,
          })
          .returning({ id: teams.id });
        await db.insert(teamMembers).values(STUDENTS[i]!.map((name, p) => ({ tenantId, teamId: team!.id, position: p + 1, name, grade: "XII RPL" })));
      }
    }
  },
};
