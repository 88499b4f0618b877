import { data, redirect } from "react-router";
import { cachedRead, read } from "../../lib/cached-read.server.ts";
import { replyErrors } from "../../components/form/errors.ts";
import { formFailure, formSuccess, parseForm } from "../../lib/form.server.ts";
import { getViewer } from "../../lib/identity.server.ts";
import { notFound } from "../../lib/page-route.ts";
import { paymentContext } from "../payments/payments.server.ts";
import { BOOK_INTENTS, ZAspirationForm, ZDiscNameForm, ZDonationForm, ZReviewForm, ZTestimonyForm, type TBookIntent } from "../../../src/contracts/book.ts";
import { bookPathOf, getBook } from "../../../src/domain/book/book.ts";
import { scoreDisc, validateDiscAnswers, type TDiscResult } from "../../../src/domain/book/disc.ts";
import { createDonation, donationByOrder } from "../../../src/domain/book/donations.ts";
import { reviewSummary } from "../../../src/domain/book/review-summary.ts";
import { createAspiration, createDiscResult, createReview, createTestimony } from "../../../src/domain/external-data/entries.ts";
import { anonKeyOf } from "../../../src/domain/external-data/keys.ts";
import { donationTotal } from "../../../src/domain/external-data/donations.ts";
import { listApproved } from "../../../src/domain/external-data/moderation.ts";
import { AppError } from "../../../src/kernel/errors.ts";
import type { TTenantCtx } from "../../../src/domain/scope.ts";
import { requestOf, type TRouterContext } from "../../lib/request-context.server.ts";

/**
 * The book landing page's loader and action, shared by `/` (puja family, app/routes/home.tsx) and
 * `/Buku` (main site, app/routes/book/book.tsx). The loader renders everything the page shows
 * (approved lists, the paid total) so it is complete without JavaScript; in the browser the page
 * then talks to `/rest/v1` with the tenant's anonymous key (app/lib/rest-client.ts). The action is
 * the same writes for forms sent without JavaScript.
 */
export const REVIEWS_SHOWN = 6;
export const ASPIRATIONS_SHOWN = 12;
export const TESTIMONIES_SHOWN = 6;

type TArgs = { context: TRouterContext; url: URL; request: Request };

export function bookPathFor(context: TRouterContext) {
  const { tenant, services } = requestOf(context);
  return bookPathOf(tenant.layout, services.product);
}

// One function per list, so the data cache keys them apart and each keeps its row type.
const approvedReviews = (ctx: TTenantCtx, limit: number) => listApproved(ctx, "book_reviews", { limit, offset: 0 });
const approvedAspirations = (ctx: TTenantCtx, limit: number) => listApproved(ctx, "aspirations", { limit, offset: 0 });
const approvedTestimonies = (ctx: TTenantCtx, limit: number) => listApproved(ctx, "testimonies", { limit, offset: 0 });

const iso = (d: Date | string) => (typeof d === "string" ? d : d.toISOString());

export async function bookPageData({ context, url }: TArgs, path: "/" | "/Buku") {
  if (bookPathFor(context) !== path) notFound();
  const book = await read(context, getBook, url.host);
  if (!book) notFound("Halaman buku belum tersedia di situs ini.");
  const [reviews, summary, aspirations, testimonies, total, anonKey] = await Promise.all([
    read(context, approvedReviews, REVIEWS_SHOWN),
    read(context, reviewSummary),
    read(context, approvedAspirations, ASPIRATIONS_SHOWN),
    read(context, approvedTestimonies, TESTIMONIES_SHOWN),
    read(context, donationTotal),
    cachedRead(context, "book:anon-key", () => anonKeyOf(requestOf(context).tenantCtx)),
  ]);
  const orderId = url.searchParams.get("donasi");
  const receipt = orderId ? await donationByOrder(requestOf(context).tenantCtx, orderId) : null;
  return {
    path,
    book,
    anonKey,
    reviews: {
      total: reviews.total,
      average: summary.average,
      counts: summary.counts,
      items: reviews.items.map((r) => ({ id: r.id, name: r.name, rating: r.rating, comment: r.comment, createdAt: iso(r.createdAt) })),
    },
    aspirations: {
      total: aspirations.total,
      items: aspirations.items.map((a) => ({ id: a.id, name: a.name, message: a.message, createdAt: iso(a.createdAt) })),
    },
    testimonies: {
      total: testimonies.total,
      items: testimonies.items.map((t) => ({ id: t.id, name: t.name, occupation: t.occupation, message: t.message, createdAt: iso(t.createdAt) })),
    },
    donations: { total: total.total, count: total.count, goal: book.donation.goal },
    receipt: orderId ? (receipt ?? { orderId, missing: true as const }) : null,
  };
}

export type TBookPageData = Awaited<ReturnType<typeof bookPageData>>;

/** The page's data; a donation's return address carries its order id, and that answer is the payer's alone (never cached). */
export async function loadBookPage(args: TArgs, path: "/" | "/Buku") {
  const payload = await bookPageData(args, path);
  return data(payload, { headers: args.url.searchParams.has("donasi") ? { "Cache-Control": "private, no-store" } : {} });
}

export type TDiscReply = { intent: "disc"; ok: string; disc: TDiscResult & { name: string | null } };

export async function bookAction({ context, request }: TArgs, path: "/" | "/Buku") {
  if (bookPathFor(context) !== path) throw data("Metode tidak diizinkan", { status: 405 });
  const formData = await request.formData().catch(() => new FormData());
  const intent = String(formData.get("intent") ?? "") as TBookIntent;
  if (!(BOOK_INTENTS as readonly string[]).includes(intent))
    return formFailure(formData, { formError: "Formulir tidak dikenal. Muat ulang halaman lalu coba lagi." });
  // The honeypot field people never see: a bot that fills it gets a quiet success and no row.
  if (String(formData.get("website") ?? "")) return { ...formSuccess("Terima kasih.", intent) };
  const ctx = requestOf(context).tenantCtx;
  try {
    switch (intent) {
      case "review": {
        const f = await parseForm(formData, ZReviewForm);
        if (!f.ok) return withIntent(f.reply, intent);
        await createReview(ctx, f.value);
        return formSuccess("Terima kasih! Ulasan Anda sudah kami terima dan akan tampil setelah diperiksa moderator.", intent);
      }
      case "aspiration": {
        const f = await parseForm(formData, ZAspirationForm);
        if (!f.ok) return withIntent(f.reply, intent);
        await createAspiration(ctx, f.value);
        return formSuccess("Terima kasih! Aspirasi Anda sudah kami terima dan akan tampil di dinding setelah diperiksa moderator.", intent);
      }
      case "testimony": {
        const f = await parseForm(formData, ZTestimonyForm);
        if (!f.ok) return withIntent(f.reply, intent);
        await createTestimony(ctx, f.value);
        return formSuccess("Terima kasih! Testimoni Anda sudah kami terima dan akan tampil setelah diperiksa moderator.", intent);
      }
      case "disc": {
        const f = await parseForm(formData, ZDiscNameForm);
        const answers = validateDiscAnswers(Object.fromEntries(formData));
        if (!answers.ok || !f.ok) {
          const count = answers.ok ? 0 : Object.keys(answers.errors).length;
          return withIntent(
            formFailure(formData, {
              fields: { ...(answers.ok ? {} : answers.errors), ...(f.ok ? {} : { name: replyErrors(f.result).fields.name ?? "Nama tidak valid." }) },
              formError: count ? `Masih ada ${count} pilihan yang belum lengkap atau belum benar. Periksa soal yang ditandai.` : undefined,
            }),
            intent,
          );
        }
        const result = scoreDisc(answers.choices);
        await createDiscResult(ctx, {
          name: f.value.name,
          answers: answers.choices.map((c) => [c.most, c.least]),
          scoreD: result.scores.D,
          scoreI: result.scores.I,
          scoreS: result.scores.S,
          scoreC: result.scores.C,
          profile: result.profile,
        });
        return { ...formSuccess("Hasil tes DISC Anda sudah tersimpan.", intent), disc: { ...result, name: f.value.name } };
      }
      case "donation": {
        const f = await parseForm(formData, ZDonationForm);
        if (!f.ok) return withIntent(f.reply, intent);
        const pc = paymentContext(context);
        const book = await read(context, getBook, undefined);
        const viewer = await getViewer(request, context);
        const start = await createDonation(pc.ctx, pc.gateway, f.value, {
          ...pc.opts,
          title: `Donasi: ${book?.donation.title ?? "buku"}`,
          path,
          payer: viewer ? { userId: viewer.userId, email: viewer.email, name: viewer.name } : null,
        });
        throw redirect(start.checkoutUrl || `${path}?donasi=${encodeURIComponent(start.orderId)}#donasi`, {
          headers: { "Cache-Control": "private, no-store" },
        });
      }
    }
  } catch (err) {
    if (err instanceof Response) throw err;
    if (err instanceof AppError && (err.code === "INVALID_INPUT" || err.code === "UNAVAILABLE" || err.code === "CONFLICT")) {
      return withIntent(formFailure(formData, { formError: err.message, status: err.code === "UNAVAILABLE" ? 503 : 400 }), intent);
    }
    throw err;
  }
}

/** Several forms share the page: a reply names the form it answers. */
function withIntent<T extends ReturnType<typeof formFailure>>(reply: T, intent: TBookIntent) {
  return data({ ...reply.data, intent }, { status: reply.init?.status ?? 400 });
}
