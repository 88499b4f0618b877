import { and, asc, count, eq, ilike, sql } from "drizzle-orm";
import { schools, teamMembers, teams, type TSchoolRow } from "../../db/schema/registrations.ts";
import type { TLigaSmkRegistration, TSchoolRegistration, TTeamRegistration } from "../../contracts/registrations.ts";
import { AppError } from "../../kernel/errors.ts";
import { tenantScope, type TTenantCtx } from "../scope.ts";
import { resolveRegion } from "./regions.ts";
import { isUniqueViolation, submitForm, type TSubmitMeta, type TSubmitSite } from "./submissions.ts";
import { yearWib } from "../../kernel/format.ts";

type Tx = Parameters<Parameters<TTenantCtx["db"]["transaction"]>[0]>[0];

/** The Liga SMK season a registration today counts for: the current year in WIB. */
export function currentSeason(now = new Date()): number {
  return yearWib(now);
}

export function schoolNameKey(name: string): string {
  return name.trim().toLowerCase().replace(/\s+/g, " ");
}

async function regionOrFail(provinceId: string, cityId: string) {
  const region = await resolveRegion(provinceId, cityId);
  if (!region) throw new AppError("INVALID_INPUT", "Kabupaten/kota tidak berada di provinsi yang dipilih.", { field: "cityId" });
  return region;
}

/** The school row for a name in a city: found, or created (one per name per city). */
async function upsertSchool(
  tx: Tx,
  ctx: TTenantCtx,
  s: {
    name: string;
    npsn?: string;
    provinceId: string;
    provinceName: string;
    cityId: string;
    cityName: string;
    email?: string;
    phone?: string;
    contactName?: string;
    address?: string;
    level?: string;
    programId?: number;
    logoUrl?: string;
  },
): Promise<TSchoolRow> {
  const [row] = await tx
    .insert(schools)
    .values({
      tenantId: ctx.tenantId,
      name: s.name.trim(),
      nameKey: schoolNameKey(s.name),
      npsn: s.npsn || null,
      level: s.level ?? "SMK",
      provinceId: s.provinceId,
      provinceName: s.provinceName,
      cityId: s.cityId,
      cityName: s.cityName,
      email: s.email ?? "",
      phone: s.phone ?? "",
      contactName: s.contactName ?? "",
      address: s.address ?? "",
      programId: s.programId ?? null,
      logoUrl: s.logoUrl ?? "",
    })
    .onConflictDoUpdate({ target: [schools.tenantId, schools.nameKey, schools.cityId], set: { npsn: sql`coalesce(${schools.npsn}, excluded.npsn)` } })
    .returning();
  return row!;
}

export async function registerLigaSmkTeam(ctx: TTenantCtx, site: TSubmitSite, input: TLigaSmkRegistration, meta: TSubmitMeta, now = new Date()) {
  const region = await regionOrFail(input.provinceId, input.cityId);
  const season = currentSeason(now);
  return submitForm(
    ctx,
    site,
    {
      kind: "liga_smk",
      name: input.mentorName,
      email: input.mentorEmail,
      phone: input.mentorPhone,
      organization: input.schoolName,
      payload: {
        teamName: input.teamName,
        season,
        schoolName: input.schoolName,
        npsn: input.npsn,
        province: region.provinceName,
        city: region.cityName,
        students: input.students,
      },
    },
    meta,
    async (tx) => {
      const school = await upsertSchool(tx, ctx, {
        name: input.schoolName,
        npsn: input.npsn,
        provinceId: input.provinceId,
        cityId: input.cityId,
        ...region,
        email: input.mentorEmail,
        phone: input.mentorPhone,
        contactName: input.mentorName,
      });
      let team: { id: number } | undefined;
      try {
        [team] = await tx.transaction((sp) =>
          sp
            .insert(teams)
            .values({
              tenantId: ctx.tenantId,
              kind: "liga_smk",
              season,
              name: input.teamName,
              schoolId: school.id,
              provinceId: input.provinceId,
              cityId: input.cityId,
              mentorName: input.mentorName,
              mentorEmail: input.mentorEmail,
              mentorPhone: input.mentorPhone,
            })
            .returning({ id: teams.id }),
        );
      } catch (err) {
        if (isUniqueViolation(err))
          throw new AppError(
            "CONFLICT",
            `${school.name} sudah mendaftarkan satu tim untuk Liga SMK ${season}. Setiap sekolah hanya boleh mendaftarkan satu tim per musim.`,
            { field: "schoolName" },
          );
        throw err;
      }
      await tx
        .insert(teamMembers)
        .values(input.students.map((s, i) => ({ tenantId: ctx.tenantId, teamId: team!.id, position: i + 1, name: s.name, email: s.email, grade: s.grade })));
      return {
        refId: team!.id,
        payload: { schoolId: school.id, teamId: team!.id },
        mail: {
          subject: `Tim ${input.teamName} terdaftar di Liga SMK ${season} — ${site.name}`,
          confirmation: `Tim: ${input.teamName}\nSekolah: ${school.name} (${region.cityName}, ${region.provinceName})\nGuru pendamping: ${input.mentorName}\nSiswa: ${input.students.map((s) => s.name).join(", ")}`,
        },
      };
    },
  );
}

export async function countLigaTeams(ctx: TTenantCtx, season = currentSeason()): Promise<number> {
  const [row] = await ctx.db
    .select({ n: count() })
    .from(teams)
    .where(and(tenantScope(teams.tenantId, ctx), eq(teams.kind, "liga_smk"), eq(teams.season, season)));
  return row?.n ?? 0;
}

export async function registerSchool(ctx: TTenantCtx, site: TSubmitSite, input: TSchoolRegistration, meta: TSubmitMeta) {
  const region = await regionOrFail(input.provinceId, input.cityId);
  return submitForm(
    ctx,
    site,
    {
      kind: "school",
      name: input.contactName,
      email: input.email,
      phone: input.phone,
      organization: input.name,
      payload: { school: input.name, npsn: input.npsn, level: input.level, province: region.provinceName, city: region.cityName, address: input.address },
    },
    meta,
    async (tx) => {
      const [existing] = await tx
        .select({ id: schools.id })
        .from(schools)
        .where(and(tenantScope(schools.tenantId, ctx), eq(schools.nameKey, schoolNameKey(input.name)), eq(schools.cityId, input.cityId)))
        .limit(1);
      if (existing) throw new AppError("CONFLICT", `${input.name} di ${region.cityName} sudah terdaftar.`, { field: "name" });
      const school = await upsertSchool(tx, ctx, { ...input, ...region });
      return { refId: school.id, payload: { schoolId: school.id } };
    },
  );
}

export async function registerTeam(ctx: TTenantCtx, site: TSubmitSite, input: TTeamRegistration, meta: TSubmitMeta, userId: string | null, now = new Date()) {
  const [school] = await ctx.db
    .select()
    .from(schools)
    .where(and(tenantScope(schools.tenantId, ctx), eq(schools.id, input.schoolId)))
    .limit(1);
  if (!school) throw new AppError("NOT_FOUND", "Sekolah tidak ditemukan di situs ini.");
  const season = currentSeason(now);
  return submitForm(
    ctx,
    site,
    {
      kind: "team",
      name: input.mentorName,
      email: input.mentorEmail,
      phone: input.mentorPhone,
      organization: school.name,
      payload: { teamName: input.name, schoolId: school.id, members: input.members },
    },
    meta,
    async (tx) => {
      const [team] = await tx
        .insert(teams)
        .values({
          tenantId: ctx.tenantId,
          kind: "team",
          season,
          name: input.name,
          schoolId: school.id,
          provinceId: school.provinceId,
          cityId: school.cityId,
          mentorName: input.mentorName,
          mentorEmail: input.mentorEmail,
          mentorPhone: input.mentorPhone,
          userId,
        })
        .returning();
      await tx
        .insert(teamMembers)
        .values(input.members.map((m, i) => ({ tenantId: ctx.tenantId, teamId: team!.id, position: i + 1, name: m.name, email: m.email, grade: m.grade })));
      return { refId: team!.id, payload: { teamId: team!.id } };
    },
  );
}

export async function getTeam(ctx: TTenantCtx, id: number) {
  const [team] = await ctx.db
    .select()
    .from(teams)
    .where(and(tenantScope(teams.tenantId, ctx), eq(teams.id, id)))
    .limit(1);
  if (!team) return null;
  const members = await ctx.db
    .select({ name: teamMembers.name, email: teamMembers.email, grade: teamMembers.grade })
    .from(teamMembers)
    .where(and(tenantScope(teamMembers.tenantId, ctx), eq(teamMembers.teamId, id)))
    .orderBy(asc(teamMembers.position));
  return { ...team, members };
}

export async function listSchools(ctx: TTenantCtx, q: { page: number; pageSize: number; search?: string; provinceId?: string; cityId?: string }) {
  const where = and(
    tenantScope(schools.tenantId, ctx),
    q.search ? ilike(schools.name, `%${q.search.replace(/[%_\\]/g, (m) => `\\${m}`)}%`) : undefined,
    q.provinceId ? eq(schools.provinceId, q.provinceId) : undefined,
    q.cityId ? eq(schools.cityId, q.cityId) : undefined,
  );
  const [total] = await ctx.db.select({ n: count() }).from(schools).where(where);
  const items = await ctx.db
    .select({
      id: schools.id,
      name: schools.name,
      npsn: schools.npsn,
      level: schools.level,
      provinceId: schools.provinceId,
      province: schools.provinceName,
      cityId: schools.cityId,
      city: schools.cityName,
      logo: schools.logoUrl,
    })
    .from(schools)
    .where(where)
    .orderBy(asc(schools.name), asc(schools.id))
    .limit(q.pageSize)
    .offset((q.page - 1) * q.pageSize);
  const totalItems = total?.n ?? 0;
  return { items, page: q.page, perPage: q.pageSize, totalItems, totalPages: Math.max(1, Math.ceil(totalItems / q.pageSize)) };
}
