import { randomUUID } from "node:crypto";
import { and, asc, count, desc, eq, gt, isNotNull, isNull, type SQL, sql } from "drizzle-orm";
import { adminPage, type TAdminPage } from "../../contracts/admin-list.ts";
import { ROLE_KINDS, USER_STATUSES, type TInviteForm, type TUserStatus } from "../../contracts/people.ts";
import type { Db } from "../../db/client.ts";
import { assistantTokens } from "../../db/schema/assistant.ts";
import { mailOutbox, memberships, passwordResets, sessions, users } from "../../db/schema/identity.ts";
import { AppError } from "../../kernel/errors.ts";
import { recordAudit, type TAuditActor } from "../admin/audit.ts";
import { versionedRow } from "../admin/concurrency.ts";
import { likePattern } from "../admin/search.ts";
import { tenantScope, type TTenantCtx } from "../scope.ts";
import { findUserByEmail } from "./accounts.ts";
import { randomToken, sha256 } from "./crypto.ts";
import { ROLE_LABEL, roleForKind, type TRole } from "./roles.ts";

/**
 * The people of a tenant for its staff (dashboard "Pengguna"): the members of this site with
 * their role (spec §6 user kinds 0–9), a search, an invitation by e-mail, a role change with
 * optimistic concurrency and deactivation. Every query is scoped by the tenant: staff of one site
 * never see or touch another site's members, whatever id a crafted form names. An account is
 * global (one person, every site); only its membership here is changed.
 */

export { USER_STATUSES, type TUserStatus };

/** Audit log entity for a member. */
export const PERSON_ENTITY = "pengguna";

/** How long an invitation's set-password link works. */
export const INVITE_TTL_MS = 7 * 24 * 60 * 60_000;
/** At most this many mails per address in INVITE_MAIL_WINDOW_MS (with sign-up and reset mails). */
export const INVITE_MAILS_PER_ADDRESS = 3;
export const INVITE_MAIL_WINDOW_MS = 15 * 60_000;

/** The staff member acting: who they are and their role on this tenant. */
export interface TPeopleActor extends TAuditActor {
  id: string;
  role: TRole;
}

export interface TPerson {
  userId: string;
  email: string;
  name: string;
  kind: number;
  role: TRole;
  roleLabel: string;
  status: TUserStatus;
  joinedAt: Date;
  lastSignInAt: Date | null;
  version: number;
}

export interface TPeopleQuery {
  q: string;
  page: number;
  /** 0–9, or undefined for every role. */
  kind?: number;
  status?: TUserStatus;
  sort?: "name" | "email" | "joined" | "role";
  dir?: "asc" | "desc";
}

/** Invited and not yet signed in: the list shows the name staff gave, not the account's own (no leak of who already had an account). */
const pendingInvite = sql`(${memberships.invitedAt} is not null and ${memberships.lastSignInAt} is null)`;
const displayName = sql<string>`case when ${pendingInvite} then coalesce(${memberships.invitedName}, ${users.name}) else ${users.name} end`;
const statusSql = sql<TUserStatus>`case when ${memberships.deactivatedAt} is not null then 'nonaktif' when ${pendingInvite} then 'diundang' else 'aktif' end`;

function statusWhere(status: TUserStatus): SQL {
  if (status === "nonaktif") return isNotNull(memberships.deactivatedAt);
  if (status === "diundang") return and(isNull(memberships.deactivatedAt), pendingInvite)!;
  return and(isNull(memberships.deactivatedAt), sql`not ${pendingInvite}`)!;
}

const personColumns = {
  userId: memberships.userId,
  email: users.email,
  name: displayName,
  kind: memberships.kind,
  status: statusSql,
  joinedAt: memberships.createdAt,
  lastSignInAt: memberships.lastSignInAt,
  version: memberships.version,
};

function toPerson(r: {
  userId: string;
  email: string;
  name: string;
  kind: number;
  status: TUserStatus;
  joinedAt: Date;
  lastSignInAt: Date | null;
  version: number;
}): TPerson {
  const role = roleForKind(r.kind);
  return {
    ...r,
    joinedAt: new Date(r.joinedAt),
    lastSignInAt: r.lastSignInAt ? new Date(r.lastSignInAt) : null,
    role,
    roleLabel: ROLE_LABEL[role],
  };
}

/** The members of this tenant: search by name or e-mail, filter by role and status, a page at a time. */
export async function listPeople(ctx: TTenantCtx, query: TPeopleQuery, size = 20): Promise<{ items: TPerson[]; page: TAdminPage }> {
  const like = likePattern(query.q);
  const where = and(
    tenantScope(memberships.tenantId, ctx),
    query.kind !== undefined ? eq(memberships.kind, query.kind) : undefined,
    query.status ? statusWhere(query.status) : undefined,
    like ? sql`(${displayName} ilike ${like} or ${users.email} ilike ${like})` : undefined,
  );
  const [total] = await ctx.db.select({ n: count() }).from(memberships).innerJoin(users, eq(users.id, memberships.userId)).where(where);
  const page = adminPage(Number(total?.n ?? 0), query.page, size);
  const dir = query.dir === "desc" ? desc : asc;
  const order =
    query.sort === "email"
      ? [dir(users.email)]
      : query.sort === "joined"
        ? [dir(memberships.createdAt), asc(users.email)]
        : query.sort === "role"
          ? [dir(memberships.kind), asc(users.email)]
          : [dir(sql`lower(${displayName})`), asc(users.email)];
  const rows = await ctx.db
    .select(personColumns)
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(where)
    .orderBy(...order)
    .limit(page.size)
    .offset(page.offset);
  return { items: rows.map(toPerson), page };
}

/** One member of this tenant, or null (a user of another tenant is nobody here). */
export async function getPerson(ctx: TTenantCtx, userId: string, db: Db = ctx.db): Promise<TPerson | null> {
  if (!/^[A-Za-z0-9_-]{1,80}$/.test(userId)) return null;
  const [row] = await db
    .select(personColumns)
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(tenantScope(memberships.tenantId, ctx), eq(memberships.userId, userId)))
    .limit(1);
  return row ? toPerson(row) : null;
}

/** Only a superadmin gives or takes the superadmin role; nobody changes or deactivates themselves. */
function assertMayManage(actor: TPeopleActor, target: TPerson, opts: { newKind?: number; what: "role" | "status" }): void {
  if (target.userId === actor.id)
    throw new AppError(
      "FORBIDDEN",
      opts.what === "role"
        ? "Anda tidak dapat mengubah peran Anda sendiri. Minta admin lain untuk melakukannya."
        : "Anda tidak dapat menonaktifkan akun Anda sendiri.",
    );
  if (actor.role !== "superadmin" && target.role === "superadmin")
    throw new AppError("FORBIDDEN", "Hanya Super Admin yang dapat mengubah peran atau status seorang Super Admin.");
  if (actor.role !== "superadmin" && opts.newKind === ROLE_KINDS.superadmin)
    throw new AppError("FORBIDDEN", "Hanya Super Admin yang dapat memberi peran Super Admin.");
}

/**
 * Changes a member's role if the row is still at `version` (else 409, nothing written); writes
 * the audit entry "role" with the role before and after in the same transaction.
 */
export async function changeRole(ctx: TTenantCtx, actor: TPeopleActor, input: { userId: string; kind: number; version: number }): Promise<TPerson> {
  return ctx.db.transaction(async (tx) => {
    const before = await getPerson(ctx, input.userId, tx);
    if (!before) throw new AppError("NOT_FOUND", "Pengguna tidak ditemukan di situs ini.");
    assertMayManage(actor, before, { newKind: input.kind, what: "role" });
    const updated = await tx
      .update(memberships)
      .set({ kind: input.kind, version: sql`${memberships.version} + 1` })
      .where(and(tenantScope(memberships.tenantId, ctx), eq(memberships.userId, input.userId), eq(memberships.version, input.version)))
      .returning({ userId: memberships.userId });
    await versionedRow(updated, async () => true, "Pengguna tidak ditemukan di situs ini.");
    const after = (await getPerson(ctx, input.userId, tx))!;
    await recordAudit(tx, ctx, {
      actor,
      entity: PERSON_ENTITY,
      entityId: input.userId,
      action: "role",
      before: { peran: before.roleLabel },
      after: { peran: after.roleLabel },
      summary: `${before.email}: ${before.roleLabel} → ${after.roleLabel}`,
    });
    return after;
  });
}

/**
 * Deactivates a member on this site (no sign-in here any more, every session and chat token on
 * this site ends at once) or reactivates them; optimistic concurrency like the role change.
 */
export async function setPersonActive(ctx: TTenantCtx, actor: TPeopleActor, input: { userId: string; active: boolean; version: number }): Promise<TPerson> {
  return ctx.db.transaction(async (tx) => {
    const before = await getPerson(ctx, input.userId, tx);
    if (!before) throw new AppError("NOT_FOUND", "Pengguna tidak ditemukan di situs ini.");
    assertMayManage(actor, before, { what: "status" });
    const updated = await tx
      .update(memberships)
      .set({ deactivatedAt: input.active ? null : sql`now()`, version: sql`${memberships.version} + 1` })
      .where(and(tenantScope(memberships.tenantId, ctx), eq(memberships.userId, input.userId), eq(memberships.version, input.version)))
      .returning({ userId: memberships.userId });
    await versionedRow(updated, async () => true, "Pengguna tidak ditemukan di situs ini.");
    if (!input.active) {
      const now = new Date();
      await tx
        .update(sessions)
        .set({ revokedAt: now })
        .where(and(tenantScope(sessions.tenantId, ctx), eq(sessions.userId, input.userId), isNull(sessions.revokedAt)));
      await tx
        .update(assistantTokens)
        .set({ revokedAt: now })
        .where(and(tenantScope(assistantTokens.tenantId, ctx), eq(assistantTokens.userId, input.userId), isNull(assistantTokens.revokedAt)));
    }
    const after = (await getPerson(ctx, input.userId, tx))!;
    await recordAudit(tx, ctx, {
      actor,
      entity: PERSON_ENTITY,
      entityId: input.userId,
      action: "update",
      before: { status: before.status },
      after: { status: after.status },
      summary: `${before.email}: ${input.active ? "diaktifkan kembali" : "dinonaktifkan"}`,
    });
    return after;
  });
}

export interface TInviteLinks {
  siteName: string;
  /** Where an existing account signs in to this site (the account host's start URL). */
  signIn: string;
  /** The set-password page on the account host for a new account's one-time token. */
  setPassword: (token: string) => string;
}

export type TInviteResult = { outcome: "invited"; person: TPerson } | { outcome: "already-member"; person: TPerson };

/**
 * Invites someone to this site by e-mail with a role. The answer never says whether the address
 * already had an account elsewhere (no enumeration): both cases add the membership, show the name
 * staff typed, and queue one mail — a set-password link for a new account (the account has no
 * usable password until then), a sign-in link for an existing one. An address that is already a
 * member of this site is reported as such (staff see their own members anyway).
 */
export async function invitePerson(ctx: TTenantCtx, actor: TPeopleActor, input: TInviteForm, links: TInviteLinks): Promise<TInviteResult> {
  if (actor.role !== "superadmin" && input.kind === ROLE_KINDS.superadmin)
    throw new AppError("FORBIDDEN", "Hanya Super Admin yang dapat memberi peran Super Admin.");
  const existing = await findUserByEmail(ctx.db, input.email);
  if (existing) {
    const member = await getPerson(ctx, existing.id);
    if (member) return { outcome: "already-member", person: member };
  }
  const [recent] = await ctx.db
    .select({ n: count() })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.toAddress, input.email), gt(mailOutbox.createdAt, new Date(Date.now() - INVITE_MAIL_WINDOW_MS))));
  const mayMail = (recent?.n ?? 0) < INVITE_MAILS_PER_ADDRESS;
  const roleLabel = ROLE_LABEL[roleForKind(input.kind)];
  const userId = await ctx.db.transaction(async (tx) => {
    let id = existing?.id;
    let mail: { subject: string; body: string; link: string };
    if (!id) {
      id = randomUUID();
      // "!" is no scrypt hash: nobody can sign in with a password until the invitee sets one.
      const [made] = await tx
        .insert(users)
        .values({ id, email: input.email, name: input.name, passwordHash: "!" })
        .onConflictDoNothing()
        .returning({ id: users.id });
      if (!made) throw new AppError("CONFLICT", "Alamat email ini baru saja didaftarkan. Muat ulang halaman lalu ulangi undangan.");
      const token = randomToken();
      await tx.insert(passwordResets).values({ tenantId: ctx.tenantId, tokenHash: sha256(token), userId: id, expiresAt: new Date(Date.now() + INVITE_TTL_MS) });
      const link = links.setPassword(token);
      mail = {
        subject: `Undangan bergabung di ${links.siteName}`,
        body:
          `Halo ${input.name},\n\n${actor.name} mengundang Anda bergabung di ${links.siteName} sebagai ${roleLabel}. ` +
          `Buat kata sandi Anda melalui tautan berikut dalam 7 hari, lalu masuk ke situs:\n\n${link}\n\n` +
          "Tidak merasa mengenal situs ini? Abaikan email ini; tanpa kata sandi tidak ada yang dapat masuk dengan akun ini.",
        link,
      };
    } else {
      mail = {
        subject: `Undangan bergabung di ${links.siteName}`,
        body:
          `Halo ${input.name},\n\n${actor.name} mengundang Anda bergabung di ${links.siteName} sebagai ${roleLabel}. ` +
          `Masuk dengan akun Anda yang sudah ada (email dan kata sandi yang sama):\n\n${links.signIn}\n\n` +
          "Tidak merasa mengenal situs ini? Abaikan email ini; akun Anda tetap aman.",
        link: links.signIn,
      };
    }
    await tx
      .insert(memberships)
      .values({ tenantId: ctx.tenantId, userId: id, kind: input.kind, invitedAt: new Date(), invitedName: input.name })
      .onConflictDoNothing();
    if (mayMail)
      await tx.insert(mailOutbox).values({ tenantId: ctx.tenantId, toAddress: input.email, subject: mail.subject, bodyText: mail.body, link: mail.link });
    await recordAudit(tx, ctx, {
      actor,
      entity: PERSON_ENTITY,
      entityId: id,
      action: "create",
      before: null,
      after: { email: input.email, nama: input.name, peran: roleLabel },
      summary: `Mengundang ${input.email} sebagai ${roleLabel}`,
    });
    return id;
  });
  return { outcome: "invited", person: (await getPerson(ctx, userId))! };
}

/** The number of members per role (the filter's counts). */
export async function countPeopleByRole(ctx: TTenantCtx): Promise<Record<number, number>> {
  const rows = await ctx.db
    .select({ kind: memberships.kind, n: count() })
    .from(memberships)
    .where(tenantScope(memberships.tenantId, ctx))
    .groupBy(memberships.kind);
  return Object.fromEntries(rows.map((r) => [r.kind, Number(r.n)]));
}
