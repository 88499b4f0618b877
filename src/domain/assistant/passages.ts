import { and, asc, eq, isNull } from "drizzle-orm";
import { ZSections, type TSection } from "../../contracts/content.ts";
import { catalogBatches, catalogClasses, catalogCourses, catalogPrograms } from "../../db/schema/catalog.ts";
import { contentEvents, contentFeatures, contentPages, contentPosts } from "../../db/schema/content.ts";
import { stateLabel } from "../catalog/badge.ts";
import type { TClassState } from "../../contracts/catalog-constants.ts";
import { eventUrl } from "../content/events.ts";
import { featureUrl } from "../content/features.ts";
import { formatDate, formatRupiah, formatTime } from "../../kernel/format.ts";
import { postUrl } from "../content/posts.ts";
import { isLive } from "../content/visibility.ts";
import { tenantScope, type TTenantCtx } from "../scope.ts";

/** One retrievable piece of a tenant's published content: what the answer quotes and links. */
export interface TPassage {
  key: string;
  kind: TPassageKind;
  title: string;
  url: string;
  /** Plain text, one fact per line (the extractive composer quotes whole lines). */
  body: string;
}

export type TPassageKind = "class" | "program" | "course" | "article" | "news" | "event" | "faq" | "pricing" | "page" | "feature";

export const KIND_LABEL: Record<TPassageKind, string> = {
  class: "Kelas",
  program: "Program",
  course: "Kursus",
  article: "Artikel",
  news: "Berita",
  event: "Event",
  faq: "Tanya jawab",
  pricing: "Harga",
  page: "Halaman",
  feature: "Fitur",
};

/** Marketing page key → its path (spec §2 static routes). Payment status pages are left out: they answer nothing. */
export const PAGE_PATHS: Record<string, string> = {
  about: "/About",
  corporates: "/Corporates",
  government: "/Government",
  collaboration: "/Collaboration",
  clients: "/Clients",
  network: "/Network",
  campus: "/Campus",
  pricing: "/Pricing",
  "training-services": "/Training-Services",
  "training-syllabus": "/Training-Services/Syllabus",
  welcome: "/Welcome",
  metamorfosa: "/Metamorfosa",
  aksara: "/Aksara",
  pesilat: "/Pesilat",
  lms: "/Lms",
  "privacy-policy": "/Privacy-Policy",
  terms: "/Terms-And-Conditions",
  "talent-hiring": "/Talent-Hiring",
  leaderboards: "/Leaderboards",
  "liga-smk": "/Liga-Smk",
  "make-appointment": "/Make-Appointment",
};

const LEVEL_LABEL: Record<string, string> = { pemula: "Pemula", menengah: "Menengah", mahir: "Mahir" };
const TYPE_LABEL: Record<string, string> = { online: "Daring (online)", offline: "Tatap muka (offline)", hybrid: "Hybrid (daring dan tatap muka)" };
const MAX_BODY = 2400;

/** HTML → plain text with line breaks at block ends (content is sanitised HTML). */
export function htmlToText(html: string): string {
  return html
    .replace(/<\s*(br|\/p|\/li|\/h[1-6]|\/div|\/tr)\s*\/?>/gi, "\n")
    .replace(/<li[^>]*>/gi, "- ")
    .replace(/<[^>]+>/g, "")
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .split("\n")
    .map((l) => l.replace(/\s+/g, " ").trim())
    .filter(Boolean)
    .join("\n");
}

const lines = (...xs: (string | false | null | undefined)[]) =>
  xs
    .filter((x): x is string => typeof x === "string" && x.trim() !== "")
    .join("\n")
    .slice(0, MAX_BODY);

const price = (n: number) => (n === 0 ? "Gratis (Rp 0)" : formatRupiah(n));

/** Text of a marketing-page section (every section type of the content contract). */
export function sectionText(s: TSection): string {
  const x = s as Record<string, unknown> & { type: string };
  const out: string[] = [];
  const push = (v: unknown) => {
    if (typeof v === "string" && v.trim()) out.push(v.trim());
  };
  push(x.title);
  push(x.subtitle);
  push(x.intro);
  push(x.text);
  push(x.caption);
  if (x.type === "richtext" && typeof x.html === "string") push(htmlToText(x.html));
  if (Array.isArray(x.items)) {
    for (const it of x.items as Record<string, unknown>[]) {
      if (x.type === "faq") continue; // FAQs become their own passages
      const parts = [it.title, it.desc, it.value, it.label, it.quote, it.name, it.role].filter((v) => typeof v === "string" && v) as string[];
      if (parts.length) out.push(parts.join(": "));
    }
  }
  if (x.type === "table" && Array.isArray(x.rows)) {
    const cols = Array.isArray(x.columns) ? (x.columns as string[]) : [];
    for (const row of x.rows as string[][]) out.push(row.map((c, i) => (cols[i] ? `${cols[i]} ${c}` : c)).join(", "));
  }
  if (x.type === "pricing" && Array.isArray(x.plans)) {
    for (const p of x.plans as { name: string; price: number | null; period?: string; features?: string[] }[]) {
      out.push(
        `Paket ${p.name}: ${p.price === null ? "harga sesuai kebutuhan (hubungi kami)" : `${price(p.price)}${p.period ? ` ${p.period}` : ""}`}${p.features?.length ? `; ${p.features.join(", ")}` : ""}.`,
      );
    }
  }
  return out.join("\n");
}

/**
 * Every passage of the tenant's published content: active classes (with batches and registration
 * dates), active programmes, courses, published articles and news, events, feature pages,
 * marketing pages, and each FAQ item and pricing plan on its own.
 */
export async function collectPassages(ctx: TTenantCtx, now = new Date()): Promise<TPassage[]> {
  const db = ctx.db;
  const [classes, programs, batches, courses, posts, events, features, pages] = await Promise.all([
    db
      .select()
      .from(catalogClasses)
      .where(and(tenantScope(catalogClasses.tenantId, ctx), eq(catalogClasses.isActive, true), isNull(catalogClasses.deletedAt)))
      .orderBy(asc(catalogClasses.position)),
    db
      .select()
      .from(catalogPrograms)
      .where(and(tenantScope(catalogPrograms.tenantId, ctx), eq(catalogPrograms.isActive, true), isNull(catalogPrograms.deletedAt)))
      .orderBy(asc(catalogPrograms.position)),
    db
      .select()
      .from(catalogBatches)
      .where(and(tenantScope(catalogBatches.tenantId, ctx), eq(catalogBatches.isActive, true), isNull(catalogBatches.deletedAt)))
      .orderBy(asc(catalogBatches.startsAt)),
    db
      .select()
      .from(catalogCourses)
      .where(and(tenantScope(catalogCourses.tenantId, ctx), eq(catalogCourses.isActive, true), isNull(catalogCourses.deletedAt)))
      .orderBy(asc(catalogCourses.position)),
    db
      .select()
      .from(contentPosts)
      .where(and(tenantScope(contentPosts.tenantId, ctx), isLive(contentPosts))),
    db
      .select()
      .from(contentEvents)
      .where(and(tenantScope(contentEvents.tenantId, ctx), isLive(contentEvents))),
    db
      .select()
      .from(contentFeatures)
      .where(and(tenantScope(contentFeatures.tenantId, ctx), isLive(contentFeatures))),
    db.select().from(contentPages).where(tenantScope(contentPages.tenantId, ctx)),
  ]);
  const programName = new Map(programs.map((p) => [p.id, `${p.name}: ${p.summary}`]));
  const out: TPassage[] = [];

  for (const c of classes) {
    const own = batches.filter((b) => b.classId === c.id);
    const open = own.filter((b) => b.registrationEndsAt.getTime() >= now.getTime());
    out.push({
      key: `class:${c.id}`,
      kind: "class",
      title: c.name,
      url: `/Class/${c.slug}`,
      body: lines(
        `Kelas ${c.name} (kode ${c.code}), level ${LEVEL_LABEL[c.level] ?? c.level}, ${TYPE_LABEL[c.type] ?? c.type}.`,
        c.description,
        `Status: ${stateLabel(c.state as TClassState)}.`,
        `Biaya: ${price(c.price)}.`,
        `Jadwal: ${c.schedule}; lokasi: ${c.location}; kuota ${c.quota} peserta.`,
        `Kelas berlangsung ${formatDate(c.startsAt)} sampai ${formatDate(c.endsAt)}.`,
        c.programId && programName.get(c.programId) ? `Bagian dari program ${programName.get(c.programId)}` : null,
        ...open.slice(0, 2).map((b) => `${b.name}: pendaftaran ditutup ${formatDate(b.registrationEndsAt)}, mulai ${formatDate(b.startsAt)}.`),
      ),
    });
  }
  for (const p of programs) {
    out.push({
      key: `program:${p.id}`,
      kind: "program",
      title: p.name,
      url: `/Program/${p.slug}`,
      body: lines(
        `Program ${p.name} (${p.kind}, level ${p.level}).`,
        p.summary,
        htmlToText(p.description),
        `Periode program: ${formatDate(p.startsAt)} sampai ${formatDate(p.endsAt)}.`,
      ),
    });
  }
  for (const c of courses) {
    out.push({
      key: `course:${c.id}`,
      kind: "course",
      title: c.title,
      url: `/Courses/${c.slug}`,
      body: lines(
        `Kursus mandiri ${c.title}, level ${LEVEL_LABEL[c.level] ?? c.level}.`,
        c.summary,
        htmlToText(c.description),
        c.isPremium ? `Kursus premium, biaya ${price(c.price)}.` : "Kursus gratis.",
      ),
    });
  }
  for (const p of posts) {
    out.push({
      key: `post:${p.id}`,
      kind: p.kind === "news" ? "news" : "article",
      title: p.title,
      url: postUrl(p),
      body: lines(`${p.kind === "news" ? "Berita" : "Artikel"}: ${p.title}.`, p.summary, htmlToText(p.content), `Diterbitkan ${formatDate(p.publishedAt)}.`),
    });
  }
  for (const e of events) {
    const tiers = e.sponsorTiers.map(
      (t) => `Sponsor ${t.name} (${t.slot} slot): ${t.price === null ? (t.priceNote ?? "seluruh biaya acara") : formatRupiah(t.price)}.`,
    );
    out.push({
      key: `event:${e.id}`,
      kind: "event",
      title: e.title,
      url: eventUrl(e),
      body: lines(
        `Event ${e.title} (${e.mode === "online" ? "daring" : e.mode === "hybrid" ? "hybrid" : "tatap muka"}).`,
        e.summary,
        `Waktu: ${formatDate(e.startsAt)} pukul ${formatTime(e.startsAt)} sampai ${formatDate(e.endsAt)}.`,
        e.location ? `Lokasi: ${e.location}.` : null,
        htmlToText(e.description),
        e.speakers.length ? `Pembicara: ${e.speakers.map((s) => s.name).join(", ")}.` : null,
        ...tiers,
      ),
    });
  }
  for (const f of features) {
    out.push({
      key: `feature:${f.product}:${f.slug}`,
      kind: "feature",
      title: f.title,
      url: featureUrl(f),
      body: lines(`Fitur ${f.title}.`, f.description, f.listFeatures.join("; "), ...f.benefits.map((b) => `${b.title}: ${b.desc}`)),
    });
  }
  for (const page of pages) {
    const path = PAGE_PATHS[page.key];
    if (!path) continue;
    const sections: TSection[] = [];
    for (const raw of page.sections) {
      const r = ZSections.element.safeParse(raw);
      if (r.success) sections.push(r.data);
    }
    out.push({ key: `page:${page.key}`, kind: "page", title: page.title, url: path, body: lines(page.lead, ...sections.map(sectionText)) });
    let n = 0;
    for (const s of sections) {
      if (s.type === "faq") {
        for (const item of (s as { items: { q: string; a: string }[] }).items) {
          out.push({ key: `faq:${page.key}:${++n}`, kind: "faq", title: `${item.q} (${page.title})`, url: path, body: lines(`${item.q} ${item.a}`) });
        }
      }
      if (s.type === "pricing") {
        for (const plan of (s as { plans: { name: string; price: number | null; period?: string; features?: string[] }[] }).plans) {
          out.push({
            key: `pricing:${page.key}:${++n}`,
            kind: "pricing",
            title: `Paket ${plan.name}`,
            url: path,
            body: lines(
              sectionText({ ...(s as object), title: undefined, plans: [plan] } as unknown as TSection),
              `Harga paket ${plan.name} di halaman ${page.title}.`,
            ),
          });
        }
      }
    }
  }
  return out;
}
