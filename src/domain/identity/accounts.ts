import { randomUUID } from "node:crypto";
import { and, eq, isNull, sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../../db/client.ts";
import { memberships, users, type TUserRow } from "../../db/schema/identity.ts";
import { AppError } from "../../kernel/errors.ts";
import { tenantScope, type TTenantCtx } from "../scope.ts";
import { hashPassword } from "./crypto.ts";
import { DEFAULT_KIND, roleForKind, ROLE_LABEL, type TRole } from "./roles.ts";

export const ZEmail = z.string({ message: "email wajib diisi" }).trim().toLowerCase().max(254, "email terlalu panjang").email("format email tidak valid");
export const ZPassword = z.string({ message: "kata sandi wajib diisi" }).min(8, "kata sandi minimal 8 karakter").max(200, "kata sandi terlalu panjang");
export const ZName = z.string({ message: "nama wajib diisi" }).trim().min(2, "nama minimal 2 karakter").max(100, "nama maksimal 100 karakter");
export const ZPhotoUrl = z
  .string()
  .trim()
  .max(500, "URL foto terlalu panjang")
  .refine((v) => v === "" || /^https:\/\/[^\s"'<>]+$/.test(v) || /^\/files\/[^\s"'<>]+$/.test(v), "URL foto harus diawali https:// atau /files/");

export const ZRegistration = z.object({ name: ZName, email: ZEmail, password: ZPassword });
export type TRegistration = z.infer<typeof ZRegistration>;

/** The signed-in user as every loader and endpoint sees them: account + role on this tenant. */
export interface TViewer {
  userId: string;
  tenantId: string;
  email: string;
  name: string;
  photoUrl: string;
  kind: number | null;
  role: TRole;
  roleLabel: string;
}

export function toViewer(user: TUserRow, tenantId: string, kind: number | null): TViewer {
  const role = kind === null ? "none" : roleForKind(kind);
  return { userId: user.id, tenantId, email: user.email, name: user.name, photoUrl: user.photoUrl, kind, role, roleLabel: ROLE_LABEL[role] };
}

export async function findUserByEmail(db: Db, email: string): Promise<TUserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.email, email.trim().toLowerCase())).limit(1);
  return row ?? null;
}

export async function findUserById(db: Db, id: string): Promise<TUserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}

/** Creates the one account a person uses on every tenant (409 when the e-mail is taken). */
export async function createAccount(db: Db, input: TRegistration): Promise<TUserRow> {
  const data = ZRegistration.parse(input);
  const passwordHash = await hashPassword(data.password);
  const rows = await db.insert(users).values({ id: randomUUID(), email: data.email, name: data.name, passwordHash }).onConflictDoNothing().returning();
  if (!rows[0]) throw new AppError("CONFLICT", "Email sudah terdaftar. Silakan masuk dengan akun tersebut.", { fields: { email: "email sudah terdaftar" } });
  return rows[0];
}

/** What a person deactivated on a site is told when they try to sign in there. */
export const DEACTIVATED_MESSAGE = "Akun Anda dinonaktifkan di situs ini. Hubungi admin situs jika menurut Anda ini keliru.";

/**
 * The user's membership on this tenant, created as a learner on first visit. A membership that
 * staff deactivated is refused (403): no sign-in, chat token or code on this site.
 */
export async function ensureMembership(ctx: TTenantCtx, userId: string, kind = DEFAULT_KIND): Promise<number> {
  await ctx.db.insert(memberships).values({ tenantId: ctx.tenantId, userId, kind }).onConflictDoNothing();
  const [row] = await ctx.db
    .select({ kind: memberships.kind, deactivatedAt: memberships.deactivatedAt })
    .from(memberships)
    .where(and(tenantScope(memberships.tenantId, ctx), eq(memberships.userId, userId)))
    .limit(1);
  if (row?.deactivatedAt) throw new AppError("FORBIDDEN", DEACTIVATED_MESSAGE);
  return row?.kind ?? kind;
}

/** The user's kind on this tenant; null when they are no member or were deactivated here. */
export async function membershipKind(ctx: TTenantCtx, userId: string): Promise<number | null> {
  const [row] = await ctx.db
    .select({ kind: memberships.kind })
    .from(memberships)
    .where(and(tenantScope(memberships.tenantId, ctx), eq(memberships.userId, userId), isNull(memberships.deactivatedAt)))
    .limit(1);
  return row?.kind ?? null;
}

/** Records a sign-in on this site (the people list shows it; an invitation counts as accepted). */
export async function markSignedIn(ctx: TTenantCtx, userId: string): Promise<void> {
  await ctx.db
    .update(memberships)
    .set({ lastSignInAt: new Date() })
    .where(and(tenantScope(memberships.tenantId, ctx), eq(memberships.userId, userId)));
}

export async function setMembershipKind(ctx: TTenantCtx, userId: string, kind: number): Promise<void> {
  await ctx.db
    .insert(memberships)
    .values({ tenantId: ctx.tenantId, userId, kind })
    .onConflictDoUpdate({ target: [memberships.tenantId, memberships.userId], set: { kind } });
}

export async function viewerFor(ctx: TTenantCtx, userId: string): Promise<TViewer | null> {
  const user = await findUserById(ctx.db, userId);
  if (!user) return null;
  return toViewer(user, ctx.tenantId, await membershipKind(ctx, userId));
}

export const ZProfile = z.object({ name: ZName, photoUrl: ZPhotoUrl.default("") });

export async function updateProfile(db: Db, userId: string, input: unknown): Promise<TUserRow> {
  const data = ZProfile.parse(input);
  const [row] = await db.update(users).set({ name: data.name, photoUrl: data.photoUrl, updatedAt: new Date() }).where(eq(users.id, userId)).returning();
  if (!row) throw new AppError("NOT_FOUND", "Akun tidak ditemukan.");
  return row;
}

export async function setPassword(db: Db, userId: string, password: string): Promise<void> {
  const passwordHash = await hashPassword(ZPassword.parse(password));
  await db.update(users).set({ passwordHash, updatedAt: sql`now()` }).where(eq(users.id, userId));
}

// ---- Coder signup (spec §7 POST v1/auth/signup/coder; accepted through signup.ts) ----------------

export const ZCoderSignup = ZRegistration.extend({
  phone: z
    .string()
    .trim()
    .regex(/^\+?[0-9 -]{8,20}$/, "nomor telepon 8–20 digit")
    .optional()
    .default(""),
  institution: z.string().trim().max(150, "nama institusi maksimal 150 karakter").optional().default(""),
  github: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})$/, "nama pengguna GitHub tidak valid")
    .optional()
    .or(z.literal(""))
    .default(""),
  level: z.enum(["pemula", "menengah", "mahir"], { message: "level harus pemula, menengah atau mahir" }).optional().default("pemula"),
});
export type TCoderSignup = z.infer<typeof ZCoderSignup>;
