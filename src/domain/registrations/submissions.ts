import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { mailOutbox, memberships, users } from "../../db/schema/identity.ts";
import { formSubmissions, mailAttachments, type TFormSubmissionRow, type TSubmissionKind } from "../../db/schema/registrations.ts";
import { WindowLimiter } from "../rate-limit.ts";
import { KIND_LABEL } from "../../contracts/registrations.ts";
import { AppError } from "../../kernel/errors.ts";
import { tenantScope, type TTenantCtx } from "../scope.ts";
import { LONG_DATE_ID, TIME_ID } from "../../kernel/format.ts";

/**
 * The one path every inbound form takes (page action or API call):
 * honeypot → idempotency key → rate limits (per client address and per e-mail, in the database)
 * → one transaction that writes the submission, the kind's own rows (`attach`) and the outbox
 * mails (confirmation to the sender, notification to the tenant's staff). A failure anywhere
 * rolls everything back: no half-written registration.
 */

export { KIND_LABEL };

/** Per tenant: enough for a school's computer lab behind one NAT, too few for a script. */
export const FORM_LIMITS = {
  perClient: { max: 30, windowMs: 10 * 60_000 },
  perEmail: { max: 5, windowMs: 10 * 60_000 },
};

export interface TSubmitSite {
  tenantId: string;
  /** The tenant's display name (mail subject, sender name). */
  name: string;
  /** The tenant's public origin, for links in mails. */
  origin: string;
  contactEmail?: string;
}

export interface TSubmitMeta {
  idempotencyKey?: string;
  /** Honeypot field: filled only by bots. */
  website?: string;
  /** Client address (IPv6 per /64) for the per-client limit. */
  clientKey: string;
}

export interface TSubmitInput {
  kind: TSubmissionKind;
  name: string;
  email: string;
  phone?: string;
  organization?: string;
  message?: string;
  payload?: Record<string, unknown>;
}

export interface TMailExtra {
  /** Lines added to the sender's confirmation mail. */
  confirmation?: string;
  subject?: string;
  attachments?: { filename: string; contentType: string; content: string }[];
}

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export interface TSubmitResult {
  submission: TFormSubmissionRow;
  /** True when the idempotency key named an earlier submission: nothing new was written. */
  replayed: boolean;
  /** True when the honeypot caught it: nothing was written, the sender sees a normal thank-you. */
  discarded?: boolean;
}

/** Postgres unique violation (node-postgres and PGlite both carry the SQLSTATE in `code`). */
export function isUniqueViolation(err: unknown, constraint?: string): boolean {
  let e: unknown = err;
  for (let i = 0; i < 4 && e && typeof e === "object"; i++) {
    const o = e as { code?: unknown; constraint?: unknown; message?: unknown; cause?: unknown };
    if (o.code === "23505") return !constraint || o.constraint === constraint || String(o.message ?? "").includes(constraint);
    e = o.cause;
  }
  return false;
}

export async function findByIdempotencyKey(ctx: TTenantCtx, key: string): Promise<TFormSubmissionRow | null> {
  const [row] = await ctx.db
    .select()
    .from(formSubmissions)
    .where(and(tenantScope(formSubmissions.tenantId, ctx), eq(formSubmissions.idempotencyKey, key)))
    .limit(1);
  return row ?? null;
}

async function checkLimits(ctx: TTenantCtx, kind: TSubmissionKind, email: string, clientKey: string): Promise<void> {
  const perClient = new WindowLimiter(ctx.db, "forms.client", FORM_LIMITS.perClient.max, FORM_LIMITS.perClient.windowMs);
  const perEmail = new WindowLimiter(ctx.db, "forms.email", FORM_LIMITS.perEmail.max, FORM_LIMITS.perEmail.windowMs);
  const waitClient = await perClient.hit(`${ctx.tenantId} ${clientKey}`);
  const waitEmail = waitClient ? 0 : await perEmail.hit(`${ctx.tenantId} ${kind} ${email}`);
  const wait = Math.max(waitClient, waitEmail);
  if (wait > 0) {
    throw new AppError("RATE_LIMITED", `Terlalu banyak formulir dikirim. Coba lagi dalam ${Math.max(1, Math.ceil(wait / 60))} menit.`, {
      retryAfterSeconds: wait,
    });
  }
}

/** Staff who hear about new submissions: the tenant's superadmins and admins, and its contact address. */
export async function staffAddresses(ctx: TTenantCtx, contactEmail?: string): Promise<string[]> {
  const rows = await ctx.db
    .select({ email: users.email })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(tenantScope(memberships.tenantId, ctx), inArray(memberships.kind, [0, 1])))
    .limit(20);
  const out = new Set(rows.map((r) => r.email.toLowerCase()));
  if (contactEmail) out.add(contactEmail.toLowerCase());
  return [...out].slice(0, 20);
}

export async function submitForm(
  ctx: TTenantCtx,
  site: TSubmitSite,
  input: TSubmitInput,
  meta: TSubmitMeta,
  attach?: (tx: Tx, submissionId: number) => Promise<{ refId?: number; mail?: TMailExtra; payload?: Record<string, unknown> } | undefined>,
): Promise<TSubmitResult> {
  const email = input.email.trim().toLowerCase();
  if (meta.website && meta.website.trim() !== "") {
    const now = new Date();
    return {
      discarded: true,
      replayed: false,
      submission: {
        tenantId: ctx.tenantId,
        id: 0,
        kind: input.kind,
        status: "baru",
        name: input.name,
        email,
        phone: "",
        organization: "",
        message: "",
        payload: {},
        refId: null,
        idempotencyKey: null,
        clientKey: "",
        statusNote: "",
        handledBy: null,
        handledAt: null,
        createdAt: now,
        updatedAt: now,
      },
    };
  }
  const key = meta.idempotencyKey || null;
  if (key) {
    const earlier = await findByIdempotencyKey(ctx, key);
    if (earlier) return sameKind(earlier, input.kind);
  }
  await checkLimits(ctx, input.kind, email, meta.clientKey);
  const staff = await staffAddresses(ctx, site.contactEmail);

  const result = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(formSubmissions)
      .values({
        tenantId: ctx.tenantId,
        kind: input.kind,
        name: input.name,
        email,
        phone: input.phone ?? "",
        organization: input.organization ?? "",
        message: input.message ?? "",
        payload: input.payload ?? {},
        idempotencyKey: key,
        clientKey: meta.clientKey.slice(0, 100),
      })
      .onConflictDoNothing({ target: [formSubmissions.tenantId, formSubmissions.idempotencyKey] })
      .returning();
    // A concurrent request with the same key committed first: answer with its row.
    if (!row) return null;
    const extra = (await attach?.(tx, row.id)) ?? undefined;
    let submission = row;
    if (extra && (extra.refId !== undefined || extra.payload)) {
      [submission] = (await tx
        .update(formSubmissions)
        .set({ refId: extra.refId ?? null, payload: { ...row.payload, ...(extra.payload ?? {}) } })
        .where(and(tenantScope(formSubmissions.tenantId, ctx), eq(formSubmissions.id, row.id)))
        .returning()) as [TFormSubmissionRow];
    }
    await queueMails(tx, ctx, site, submission, staff, extra?.mail);
    return submission;
  });
  if (result) return { submission: result, replayed: false };
  const earlier = key ? await findByIdempotencyKey(ctx, key) : null;
  if (!earlier) throw new AppError("CONFLICT", "Formulir sedang diproses. Coba lagi sebentar.");
  return sameKind(earlier, input.kind);
}

/**
 * The notify call (`POST /v1/notification/email`): one mail in the outbox per recipient, the
 * site's staff or one address. The dispatcher delivers it like every other mail.
 */
export async function queueNotification(
  ctx: TTenantCtx,
  input: { to: "staff" | string; subject: string; message: string; link?: string },
  contactEmail?: string,
): Promise<string[]> {
  const recipients = input.to === "staff" ? await staffAddresses(ctx, contactEmail) : [input.to];
  if (!recipients.length) throw new AppError("UNPROCESSABLE", "Situs ini belum punya staf penerima notifikasi.");
  await ctx.db
    .insert(mailOutbox)
    .values(recipients.map((to) => ({ tenantId: ctx.tenantId, toAddress: to, subject: input.subject, bodyText: input.message, link: input.link ?? "" })));
  return recipients;
}

function sameKind(row: TFormSubmissionRow, kind: TSubmissionKind): TSubmitResult {
  if (row.kind !== kind) throw new AppError("CONFLICT", "Kunci idempotensi sudah dipakai untuk formulir lain.");
  return { submission: row, replayed: true };
}

async function queueMails(tx: Tx, ctx: TTenantCtx, site: TSubmitSite, s: TFormSubmissionRow, staff: string[], extra?: TMailExtra): Promise<void> {
  const label = KIND_LABEL[s.kind];
  const greeting = s.name ? `Halo ${s.name},` : "Halo,";
  const [mail] = await tx
    .insert(mailOutbox)
    .values({
      tenantId: ctx.tenantId,
      toAddress: s.email,
      subject: extra?.subject ?? `${label} Anda sudah kami terima — ${site.name}`,
      bodyText:
        `${greeting}\n\nTerima kasih, ${label.toLowerCase()} Anda di ${site.name} sudah kami terima (nomor #${s.id}).\n\n` +
        (extra?.confirmation ? `${extra.confirmation}\n\n` : "") +
        `Tim kami akan menghubungi Anda melalui email ini${s.phone ? " atau nomor telepon yang Anda berikan" : ""}.\n\n` +
        `Salam,\nTim ${site.name}\n${site.origin}`,
      link: site.origin,
    })
    .returning({ id: mailOutbox.id });
  if (mail && extra?.attachments?.length) {
    await tx.insert(mailAttachments).values(extra.attachments.map((a, i) => ({ tenantId: ctx.tenantId, mailId: mail.id, position: i, ...a })));
  }
  const inbox = `${site.origin}/Dashboard/Inbox?id=${s.id}`;
  if (staff.length) {
    await tx.insert(mailOutbox).values(
      staff.map((to) => ({
        tenantId: ctx.tenantId,
        toAddress: to,
        subject: `[${site.name}] ${label} baru dari ${s.name || s.email}`,
        bodyText:
          `${label} baru masuk (#${s.id}).\n\nNama: ${s.name || "-"}\nEmail: ${s.email}\nTelepon: ${s.phone || "-"}\nInstansi: ${s.organization || "-"}\n` +
          (s.message ? `\nPesan:\n${s.message}\n` : "") +
          (extra?.confirmation ? `\n${extra.confirmation}\n` : "") +
          `\nBuka di kotak masuk: ${inbox}`,
        link: inbox,
      })),
    );
  }
}

/** "Senin, 5 Januari 2026 pukul 09.00 WIB". */
export function formatWib(d: Date): string {
  return `${LONG_DATE_ID.format(d)} pukul ${TIME_ID.format(d)} WIB`;
}
