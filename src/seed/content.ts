import { sql } from "drizzle-orm";
import { sanitizeHtml } from "../domain/content/sanitize-html.ts";
import { layoutFamily } from "../domain/tenants/layout-family.ts";
import { ZMarketingPage } from "../contracts/content.ts";
import type { Db } from "../db/client.ts";
import {
  contentCareers,
  contentCategories,
  contentEvents,
  contentFeatures,
  contentGallery,
  contentJobs,
  contentPages,
  contentPodcasts,
  contentPortfolios,
  contentPosts,
  contentVideos,
} from "../db/schema/content.ts";
import type { TTenantRow } from "../db/schema/tenants.ts";
import type { TSeeder } from "./seeder.ts";
import { PODCAST_TRANSCRIPTS, transcriptHtml } from "./media-transcripts.ts";
import { SEED_CLIP_SECONDS, seedClipUrl } from "../domain/content/video-source.ts";
import { CATEGORIES_EN, CATEGORIES_ID, PODCASTS_EN, PODCASTS_ID, POSTS_EN, POSTS_ID } from "./content-posts-data.ts";
import {
  careerSeeds,
  eventSeeds,
  featureSeeds,
  gallerySeeds,
  pageSeeds,
  portfolioSeeds,
  sponsorTiers,
  videoSeeds,
  type TEventSeed,
  type TSeedCtx,
} from "./content-site-data.ts";
import { tenantContent } from "./content/index.ts";
import type { TEventDraft } from "./content/types.ts";

function fill(s: string, c: TSeedCtx): string {
  return s.replaceAll("{name}", c.name).replaceAll("{city}", c.city);
}

const slugOf = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

/** A tenant's own event (src/seed/content/) in the row shape of the generated ones. */
function ownEvent(e: TEventDraft, c: TSeedCtx): TEventSeed {
  return {
    kind: e.kind,
    slug: e.slug,
    title: fill(e.title, c),
    summary: fill(e.summary, c),
    description: fill(e.description, c),
    startsAt: e.startsAt,
    endsAt: e.endsAt,
    location: e.location,
    mode: e.mode,
    speakers: e.speakers.map(([name, bio, confirmed], i) => ({
      id: i + 1,
      image: `/media/avatar/${slugOf(name)}.svg`,
      name,
      short_bio: bio,
      isConfirmed: confirmed,
    })),
    activities: e.activities.map(([name, description]) => ({ image: `/media/photo/${slugOf(name)}.svg`, name, description })),
    sponsorTiers: e.sponsors ? sponsorTiers(c) : [],
    cover: `/media/cover/${e.slug}.svg`,
  };
}

function seedCtx(t: TTenantRow, product: string): TSeedCtx | null {
  const family = layoutFamily(t.setting?.layout ?? t.layout, product);
  if (family === "empty") return null;
  const city = (t.contact?.address ?? "Yogyakarta, Indonesia").split(",")[0]!.trim() || "Yogyakarta";
  return { name: t.setting?.title || t.name, city, family, lang: t.language === "en" ? "en" : "id", layout: t.layout };
}

/** Fills the content tables for every tenant that has no content yet (bharabas renders nothing: skipped). */
export async function seedContent(db: Db, product: string, tenantRows: TTenantRow[]): Promise<number> {
  const done = new Set((await db.selectDistinct({ id: contentPages.tenantId }).from(contentPages)).map((r) => r.id));
  const todo = tenantRows.map((t) => ({ t, c: seedCtx(t, product) })).filter((x): x is { t: TTenantRow; c: TSeedCtx } => !!x.c && !done.has(x.t.id));
  if (!todo.length) return 0;

  const posts: (typeof contentPosts.$inferInsert)[] = [];
  const cats: (typeof contentCategories.$inferInsert)[] = [];
  const pods: (typeof contentPodcasts.$inferInsert)[] = [];
  const gallery: (typeof contentGallery.$inferInsert)[] = [];
  const videos: (typeof contentVideos.$inferInsert)[] = [];
  const portfolios: (typeof contentPortfolios.$inferInsert)[] = [];
  const events: (typeof contentEvents.$inferInsert)[] = [];
  const features: (typeof contentFeatures.$inferInsert)[] = [];
  const pages: (typeof contentPages.$inferInsert)[] = [];
  const careers: (typeof contentCareers.$inferInsert)[] = [];
  const jobsByCareer = new Map<string, { jobs: ReturnType<typeof careerSeeds>[number]["jobs"]; c: TSeedCtx; company: string }>();

  for (const { t, c } of todo) {
    const tenantId = t.id;
    const en = c.lang === "en";
    const own = tenantContent(t.layout, product);
    for (const k of en ? CATEGORIES_EN : CATEGORIES_ID) cats.push({ tenantId, ...k });
    for (const p of own?.posts ?? (en ? POSTS_EN : POSTS_ID)) {
      posts.push({
        tenantId,
        kind: p.kind,
        slug: p.slug,
        title: fill(p.title, c),
        summary: fill(p.summary, c),
        author: fill(p.author, c),
        content: sanitizeHtml(fill(p.html, c)),
        cover: `/media/cover/${p.slug}.svg`,
        categorySlug: p.category,
        tags: p.tags,
        published: true,
        publishedAt: new Date(p.date),
        updatedAt: new Date(p.date),
      });
    }
    // One draft per tenant: proves the published filter (never listed, never served).
    posts.push({
      tenantId,
      kind: "article",
      slug: "draf-rencana-kurikulum",
      title: en ? "Draft: curriculum plan" : "Draf: rencana kurikulum semester depan",
      summary: "",
      content: "<p>Draf internal.</p>",
      cover: "/media/cover/draf.svg",
      categorySlug: en ? "education" : "pendidikan",
      published: false,
      publishedAt: new Date("2025-03-12T02:00:00Z"),
    });
    (en ? PODCASTS_EN : PODCASTS_ID).forEach((p, i, all) => {
      pods.push({
        tenantId,
        slug: p.slug,
        title: fill(p.title, c),
        summary: fill(p.summary, c),
        description: sanitizeHtml(fill(p.html, c) + transcriptHtml(p.slug)),
        cover: `/media/cover/${p.slug}.svg`,
        // Every seeded episode has a short spoken recording of its transcript (media/seed/audio/).
        audioUrl: PODCAST_TRANSCRIPTS[p.slug] ? `/media/audio/${p.slug}.ogg` : null,
        durationSec: PODCAST_TRANSCRIPTS[p.slug]?.durationSec ?? p.durationSec,
        host: p.host,
        guests: p.guests,
        categorySlug: p.category,
        episode: all.length - i,
        publishedAt: new Date(p.date),
      });
    });
    for (const g of gallerySeeds(c)) gallery.push({ tenantId, ...g, takenAt: new Date(g.takenAt) });
    // Seeded videos play their generated local clip (video-source.ts), six seconds each.
    videoSeeds(c).forEach((v, i) => {
      const videoUrl = seedClipUrl(i);
      videos.push({
        tenantId,
        ...v,
        youtubeId: null,
        videoUrl,
        durationSec: videoUrl ? SEED_CLIP_SECONDS : v.durationSec,
        publishedAt: new Date(v.publishedAt),
      });
    });
    for (const p of portfolioSeeds(c)) portfolios.push({ tenantId, ...p, description: sanitizeHtml(p.description), date: new Date(p.date) });
    for (const e of own ? own.events.map((x) => ownEvent(x, c)) : eventSeeds(c))
      events.push({ tenantId, ...e, description: sanitizeHtml(e.description), startsAt: new Date(e.startsAt), endsAt: new Date(e.endsAt) });
    featureSeeds(c).forEach((f, i) => {
      features.push({ tenantId, ...f, image: `/media/cover/fitur-${f.slug}.svg`, position: i });
    });
    for (const p of pageSeeds(c)) {
      const { key, ...page } = p;
      const valid = ZMarketingPage.parse(page);
      pages.push({ tenantId, key, ...valid, sections: valid.sections.map((s) => (s.type === "richtext" ? { ...s, html: sanitizeHtml(s.html) } : s)) });
    }
    for (const k of careerSeeds(c)) {
      const { jobs, ...career } = k;
      careers.push({ tenantId, ...career, logo: `/media/logo/${k.slug}.svg` });
      jobsByCareer.set(`${tenantId}\u0000${k.slug}`, { jobs, c, company: k.name });
    }
  }

  await db.transaction(async (tx) => {
    const chunked = async <T>(rows: T[], insert: (part: T[]) => Promise<unknown>) => {
      for (let i = 0; i < rows.length; i += 500) await insert(rows.slice(i, i + 500));
    };
    await chunked(cats, (r) => tx.insert(contentCategories).values(r).onConflictDoNothing());
    await chunked(posts, (r) => tx.insert(contentPosts).values(r));
    await chunked(pods, (r) => tx.insert(contentPodcasts).values(r));
    await chunked(gallery, (r) => tx.insert(contentGallery).values(r));
    await chunked(videos, (r) => tx.insert(contentVideos).values(r));
    await chunked(portfolios, (r) => tx.insert(contentPortfolios).values(r).onConflictDoNothing());
    await chunked(events, (r) => tx.insert(contentEvents).values(r));
    await chunked(features, (r) => tx.insert(contentFeatures).values(r).onConflictDoNothing());
    const inserted = await tx
      .insert(contentCareers)
      .values(careers)
      .returning({ id: contentCareers.id, tenantId: contentCareers.tenantId, slug: contentCareers.slug });
    const jobs: (typeof contentJobs.$inferInsert)[] = [];
    for (const k of inserted) {
      const entry = jobsByCareer.get(`${k.tenantId}\u0000${k.slug}`);
      if (!entry) continue;
      const en = entry.c.lang === "en";
      entry.jobs.forEach((j, i) => {
        jobs.push({
          tenantId: k.tenantId,
          careerId: k.id,
          slug: j.title
            .toLowerCase()
            .replace(/[^a-z0-9]+/g, "-")
            .replace(/^-|-$/g, ""),
          title: j.title,
          employment: j.employment,
          location: k.slug === "tim-internal" ? "" : "Jakarta / Remote",
          salaryMin: j.salaryMin,
          salaryMax: j.salaryMax,
          requirements: j.requirements,
          description: sanitizeHtml(
            en
              ? `<p>${entry.company} is looking for a ${j.title} to join us. You will work closely with mentors and the programme team and learn from real projects.</p><h3>What we look for</h3><ul>${j.requirements.map((r) => `<li>${r}</li>`).join("")}</ul><p>Send your CV and portfolio before the closing date.</p>`
              : `<p>${entry.company} membuka posisi ${j.title}. Anda akan bekerja bersama tim program dan mentor, serta belajar langsung dari proyek nyata.</p><h3>Kualifikasi</h3><ul>${j.requirements.map((r) => `<li>${r}</li>`).join("")}</ul><p>Kirim CV dan portofolio Anda sebelum batas waktu pendaftaran.</p>`,
          ),
          closesAt: new Date(Date.UTC(2027, 11, 31, 16)),
          publishedAt: new Date(Date.UTC(2025, 2, 1 + i, 2)),
        });
      });
    }
    await chunked(jobs, (r) => tx.insert(contentJobs).values(r));
    // Pages last: their presence marks a tenant as seeded.
    await chunked(pages, (r) => tx.insert(contentPages).values(r).onConflictDoNothing());
  });
  await db.execute(sql`analyze content_posts`);
  return todo.length;
}

export const contentSeeder: TSeeder = {
  name: "content",
  async run(db, product, tenantRows) {
    await seedContent(db, product, tenantRows);
  },
};
