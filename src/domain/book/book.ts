import type { TSection } from "../../contracts/content.ts";
import { getPage } from "../content/pages.ts";
import type { TTenantCtx } from "../scope.ts";

/**
 * The book landing page (DECISIONS.md): `/` of the puja family sites and `/Buku` of the main site
 * (the product's own tenant and the demo tenant that carries its brand locally). Its content is
 * the tenant's content page `buku` (content_pages), written with ordinary sections so staff edit it
 * like any page; `getBook` reads it into the book's shape.
 */
export const BOOK_HOME_LAYOUTS = ["pujapramudya", "aibersamapuja", "belajarbersamapuja", "wujudbersamapuja", "beasiswabersamapuja"] as const;
export const BOOK_PAGE_KEY = "buku";
export const BOOK_PATH = "/Buku";

/** Where a tenant shows its book: "/" (puja family), "/Buku" (main site), or null (no book page). */
export function bookPathOf(layout: string, product: string): "/" | "/Buku" | null {
  if ((BOOK_HOME_LAYOUTS as readonly string[]).includes(layout)) return "/";
  if (layout === product || layout === "demo") return BOOK_PATH;
  return null;
}

export interface TBookLink {
  store: string;
  format: string;
  url: string;
}

export interface TBook {
  title: string;
  subtitle: string;
  author: string;
  /** An uploaded or seeded cover; empty = the page draws one from the title. */
  cover: string;
  synopsisHtml: string;
  authorHtml: string;
  buyLinks: TBookLink[];
  details: { label: string; value: string }[];
  highlights: { title: string; desc: string }[];
  donation: { title: string; text: string; goal: number };
}

const DEFAULT_GOAL = 50_000_000;

/**
 * The book of a tenant, or null when the tenant has no `buku` page. Section roles, by type and
 * title: hero (eyebrow "… karya <author>"), richtext "Sinopsis" and "Tentang Penulis", table
 * "Tempat membeli" (store, format, https link), table "Detail buku", features (what the reader
 * gets), cta (the donation's title and purpose) and counters "Target donasi" (the goal in rupiah).
 */
export async function getBook(ctx: TTenantCtx, host?: string): Promise<TBook | null> {
  const page = await getPage(ctx, BOOK_PAGE_KEY, host);
  if (!page) return null;
  return bookFromSections(page.title, page.lead, page.cover, page.sections);
}

export function bookFromSections(title: string, lead: string, cover: string, sections: TSection[]): TBook {
  const of = <T extends TSection["type"]>(type: T, name?: RegExp) =>
    sections.find((s): s is Extract<TSection, { type: T }> => s.type === type && (!name || name.test("title" in s ? (s.title ?? "") : "")));
  const hero = of("hero");
  const author = hero?.eyebrow?.replace(/^.*\bkarya\s+/i, "").trim() ?? "";
  const buy = of("table", /membeli|beli/i);
  const details = of("table", /detail/i);
  const goalText = of("counters", /donasi/i)?.items[0]?.value ?? "";
  const goal = Number(goalText.replace(/\D/g, ""));
  const cta = of("cta");
  return {
    title,
    subtitle: lead || hero?.subtitle || "",
    author,
    cover,
    synopsisHtml: of("richtext", /sinopsis/i)?.html ?? "",
    authorHtml: of("richtext", /penulis/i)?.html ?? "",
    buyLinks: (buy?.rows ?? []).map(([store = "", format = "", url = ""]) => ({ store, format, url })).filter((l) => l.store && /^https:\/\/\S+$/.test(l.url)),
    details: (details?.rows ?? []).map(([label = "", value = ""]) => ({ label, value })).filter((d) => d.label && d.value),
    highlights: of("features")?.items.map((i) => ({ title: i.title, desc: i.desc })) ?? [],
    donation: {
      title: cta?.title ?? "Dukung gerakan ini",
      text: cta?.text ?? "",
      goal: Number.isSafeInteger(goal) && goal > 0 ? goal : DEFAULT_GOAL,
    },
  };
}
