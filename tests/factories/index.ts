import { sql } from "drizzle-orm";
import { catalogBatches, catalogClasses, catalogCourseChapters, catalogCourseModules, catalogCourses, catalogPrograms } from "../../src/db/schema/catalog.ts";
import { enrolments, sessions } from "../../src/db/schema/identity.ts";
import { tenants } from "../../src/db/schema/tenants.ts";
import { createAccount, setMembershipKind } from "../../src/domain/identity/accounts.ts";
import { ensureAppCredentials } from "../../src/domain/identity/app-credentials.ts";
import { ensureRestKeys } from "../../src/domain/external-data/keys.ts";
import { SESSION_COOKIE } from "../../src/domain/identity/cookies.ts";
import { randomToken, sha256 } from "../../src/domain/identity/crypto.ts";
import { ROLE_BY_KIND, type TRole } from "../../src/domain/identity/roles.ts";
import { SESSION_TTL_SECONDS } from "../../src/domain/identity/sessions.ts";
import type { TTestApp } from "../helpers/app.ts";

/**
 * Test factories: each spec makes the rows it needs on its own tenant instead of leaning on the
 * shared demo accounts and seed data. Every factory writes through the real schema (and, for
 * accounts, the real domain functions), returns what it made, and takes only what the test cares
 * about; the rest gets unique, valid defaults.
 *
 *   const tenant = await makeTenant(t);
 *   const admin = await makeUser(t, tenant, { role: "admin" });
 *   const cls = await makeClass(t, tenant, { price: 250_000 });
 *   await enrol(t, tenant, admin, { courseSlug: "react-dasar" });
 *   const res = await t.req(tenant.host, "/Dashboard", { headers: { cookie: await signInCookie(t, tenant, admin) } });
 */

let seq = 0;
/** A short unique suffix (per process and run), so factories never collide across specs or reruns. */
export function unique(prefix = "uji"): string {
  seq += 1;
  return `${prefix}-${process.pid.toString(36)}${Date.now().toString(36).slice(-4)}${seq}`;
}

export interface TTenantMade {
  id: string;
  layout: string;
  name: string;
  /** The host that reaches it in tests: `<layout>.localhost`. */
  host: string;
}

/** A tenant with its own host and site setting; the registry is reloaded so the host resolves at once. */
export async function makeTenant(t: TTestApp, over: Partial<{ id: string; name: string; layout: string; language: "id" | "en" }> = {}): Promise<TTenantMade> {
  const id = over.id ?? unique("tenant");
  const layout = over.layout ?? id;
  const name = over.name ?? `Situs Uji ${seq}`;
  const brand = `/brand/${encodeURIComponent(layout)}`;
  await t.db.db.insert(tenants).values({
    id,
    layout,
    name,
    hosts: [`${layout}.localhost`],
    language: over.language ?? "id",
    // Open like a live site (a setting without the flag is in maintenance, spec §4).
    setting: {
      title: name,
      logoDark: `${brand}/logo-dark.svg`,
      logoLight: `${brand}/logo-light.svg`,
      favicon: `${brand}/favicon.svg`,
      layout,
      css: {},
      meta: {},
      isMaintenance: false,
    },
  });
  // Like every seeded site: its app credentials (app id and secret for app tokens).
  await ensureAppCredentials(t.db.db, [id]);
  // …and its external data service keys (anonymous and service).
  await ensureRestKeys(t.db.db, [id]);
  t.services.registry.invalidate();
  return { id, layout, name, host: `${layout}.localhost` };
}

export interface TUserMade {
  id: string;
  email: string;
  name: string;
  password: string;
  role: TRole;
}

/** An account that is a member of `tenant` with `role` (spec §6 user kinds; default student). */
export async function makeUser(
  t: TTestApp,
  tenant: Pick<TTenantMade, "id">,
  over: Partial<{ role: Exclude<TRole, "none">; name: string; email: string; password: string }> = {},
): Promise<TUserMade> {
  const role = over.role ?? "student";
  const kind = ROLE_BY_KIND.indexOf(role);
  if (kind < 0) throw new Error(`unknown role ${role}`);
  const email = over.email ?? `${unique("pengguna")}@contoh.test`;
  const name = over.name ?? `Pengguna Uji ${seq}`;
  const password = over.password ?? "kata-sandi-kuat-123";
  const user = await createAccount(t.db.db, { name, email, password });
  await setMembershipKind({ db: t.db.db, tenantId: tenant.id }, user.id, kind);
  return { id: user.id, email, name, password, role };
}

export interface TClassMade {
  id: number;
  code: string;
  slug: string;
  name: string;
  price: number;
  programId: number;
  batchId: number;
}

/** An active class open for registration, in a new programme, with one batch that starts in a week. */
export async function makeClass(
  t: TTestApp,
  tenant: Pick<TTenantMade, "id">,
  over: Partial<{ name: string; price: number; quota: number; level: "pemula" | "menengah" | "mahir"; type: "online" | "offline" | "hybrid" }> = {},
): Promise<TClassMade> {
  const db = t.db.db;
  const slug = unique("kelas");
  const name = over.name ?? `Kelas Uji ${seq}`;
  const startsAt = new Date(Date.now() + 7 * 86_400_000);
  const endsAt = new Date(startsAt.getTime() + 30 * 86_400_000);
  const [program] = await db
    .insert(catalogPrograms)
    .values({
      tenantId: tenant.id,
      slug: unique("program"),
      name: `Program ${name}`,
      summary: "Program untuk uji.",
      description: "Program untuk uji.",
      logo: "",
      kind: "Umum",
      level: "pemula",
      startsAt,
      endsAt,
    })
    .returning({ id: catalogPrograms.id });
  const code = slug.toUpperCase().replace(/[^A-Z0-9]+/g, "-");
  const [cls] = await db
    .insert(catalogClasses)
    .values({
      tenantId: tenant.id,
      programId: program!.id,
      code,
      slug,
      name,
      description: `Deskripsi ${name}.`,
      logo: "",
      level: over.level ?? "pemula",
      type: over.type ?? "online",
      onRegistration: true,
      schedule: "Sabtu, 09.00–12.00 WIB",
      location: "Daring",
      startsAt,
      endsAt,
      price: over.price ?? 0,
      quota: over.quota ?? 30,
    })
    .returning({ id: catalogClasses.id });
  const [batch] = await db
    .insert(catalogBatches)
    .values({ tenantId: tenant.id, classId: cls!.id, number: 1, name: "Angkatan 1", startsAt, endsAt, registrationEndsAt: startsAt, quota: over.quota ?? 30 })
    .returning({ id: catalogBatches.id });
  return { id: cls!.id, code, slug, name, price: over.price ?? 0, programId: program!.id, batchId: batch!.id };
}

export interface TCourseMade {
  id: number;
  slug: string;
  title: string;
  isPremium: boolean;
  moduleSlug: string;
  /** In reading order; the first is a free preview of a premium course. */
  chapters: { id: number; slug: string; title: string; isPreview: boolean }[];
}

/** A published course with one module of three chapters (premium by default: the first chapter is a preview). */
export async function makeCourse(
  t: TTestApp,
  tenant: Pick<TTenantMade, "id">,
  over: Partial<{ title: string; isPremium: boolean; price: number }> = {},
): Promise<TCourseMade> {
  const db = t.db.db;
  const slug = unique("kursus");
  const title = over.title ?? `Kursus Uji ${seq}`;
  const isPremium = over.isPremium ?? true;
  const [course] = await db
    .insert(catalogCourses)
    .values({
      tenantId: tenant.id,
      slug,
      title,
      summary: `Ringkasan ${title}.`,
      description: `Deskripsi ${title}.`,
      cover: "",
      level: "pemula",
      isPremium,
      price: isPremium ? (over.price ?? 150_000) : 0,
    })
    .returning({ id: catalogCourses.id });
  const moduleSlug = "modul-1";
  const [mod] = await db
    .insert(catalogCourseModules)
    .values({ tenantId: tenant.id, courseId: course!.id, slug: moduleSlug, title: "Modul 1", position: 1 })
    .returning({ id: catalogCourseModules.id });
  const chapters = await db
    .insert(catalogCourseChapters)
    .values(
      [1, 2, 3].map((n) => ({
        tenantId: tenant.id,
        courseId: course!.id,
        moduleId: mod!.id,
        slug: `bab-${n}`,
        title: `Bab ${n}`,
        position: n,
        content: `## Isi bab ${n}\n\nTeks rahasia bab ${n} dari ${title}.`,
        durationMinutes: 10,
        isPreview: isPremium && n === 1,
      })),
    )
    .returning({
      id: catalogCourseChapters.id,
      slug: catalogCourseChapters.slug,
      title: catalogCourseChapters.title,
      isPreview: catalogCourseChapters.isPreview,
    });
  return { id: course!.id, slug, title, isPremium, moduleSlug, chapters };
}

/** Enrols `user` in a course of `tenant` (the learner's course list and reader access). */
export async function enrol(t: TTestApp, tenant: Pick<TTenantMade, "id">, user: Pick<TUserMade, "id">, course: { courseSlug: string }): Promise<void> {
  await t.db.db.insert(enrolments).values({ tenantId: tenant.id, userId: user.id, courseSlug: course.courseSlug }).onConflictDoNothing();
}

/**
 * Signs `user` in on `tenant` the way the site does after the account host's code exchange: a
 * session row in the database and its token in the session cookie. Returns the Cookie header.
 */
export async function signInCookie(t: TTestApp, tenant: Pick<TTenantMade, "id">, user: Pick<TUserMade, "id">): Promise<string> {
  const token = randomToken();
  await t.db.db
    .insert(sessions)
    .values({ tenantId: tenant.id, tokenHash: sha256(token), userId: user.id, expiresAt: new Date(Date.now() + SESSION_TTL_SECONDS * 1000) });
  return `${SESSION_COOKIE}=${token}`;
}

/** How many rows a tenant-owned table holds for `tenantId` (for "no half-written row" checks). */
export async function countRows(t: TTestApp, table: string, tenantId: string): Promise<number> {
  const r = await t.db.db.execute(sql`select count(*)::int as n from ${sql.identifier(table)} where tenant_id = ${tenantId}`);
  return Number((r as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0);
}
