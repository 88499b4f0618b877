import { z } from "zod";

// ---- Marketing page sections (stored per tenant as JSON, validated on write and read) -------------

const text = (max = 400) => z.string().trim().min(1).max(max);
const href = z
  .string()
  .max(300)
  .regex(/^(\/[^\s]*|https:\/\/[^\s]+|mailto:[^\s]+|#[\w-]*)$/, "harus berupa path /…, URL https://, mailto: atau #anchor");
const icon = z.enum(["class", "program", "book", "users", "calendar", "news", "image", "building", "gov", "school", "heart", "chart"]);
const action = z.object({ label: text(60), href });

export const ZSection = z.discriminatedUnion("type", [
  z.object({
    type: z.literal("hero"),
    eyebrow: text(80).optional(),
    title: text(160),
    subtitle: text(500).optional(),
    actions: z.array(action).max(2).default([]),
  }),
  z.object({
    type: z.literal("features"),
    title: text(160),
    intro: text(500).optional(),
    items: z
      .array(z.object({ title: text(100), desc: text(400), icon: icon.default("book") }))
      .min(1)
      .max(12),
  }),
  z.object({
    type: z.literal("counters"),
    title: text(160).optional(),
    items: z
      .array(z.object({ value: text(20), label: text(80) }))
      .min(1)
      .max(6),
  }),
  z.object({
    type: z.literal("testimonials"),
    title: text(160),
    items: z
      .array(z.object({ quote: text(600), name: text(80), role: text(120) }))
      .min(1)
      .max(6),
  }),
  z.object({
    type: z.literal("logos"),
    title: text(160),
    items: z
      .array(z.object({ name: text(80), note: text(120).optional() }))
      .min(1)
      .max(24),
  }),
  z.object({
    type: z.literal("faq"),
    title: text(160),
    items: z
      .array(z.object({ q: text(200), a: text(1200) }))
      .min(1)
      .max(20),
  }),
  z.object({ type: z.literal("cta"), title: text(160), text: text(500), action }),
  z.object({ type: z.literal("richtext"), title: text(160).optional(), html: z.string().max(40_000) }),
  z.object({
    type: z.literal("pricing"),
    title: text(160),
    plans: z
      .array(
        z.object({
          name: text(60),
          price: z.number().int().nonnegative().nullable(),
          period: text(40),
          highlight: z.boolean().default(false),
          features: z.array(text(160)).min(1).max(12),
          action,
        }),
      )
      .min(1)
      .max(4),
  }),
  z.object({
    type: z.literal("steps"),
    title: text(160),
    items: z
      .array(z.object({ title: text(100), desc: text(400) }))
      .min(1)
      .max(8),
  }),
  z.object({
    type: z.literal("table"),
    title: text(160),
    caption: text(300).optional(),
    columns: z.array(text(60)).min(2).max(6),
    rows: z
      .array(z.array(z.string().max(120)))
      .min(1)
      .max(50),
  }),
]);
export type TSection = z.infer<typeof ZSection>;
export const ZSections = z.array(ZSection).max(20);

export const ZMarketingPage = z.object({
  title: text(160),
  lead: z.string().max(500).default(""),
  cover: z.string().max(300).default(""),
  sections: ZSections,
});
export type TMarketingPage = z.infer<typeof ZMarketingPage>;

// ---- Services API queries (spec §7) ---------------------------------------------------------------

const page = z.coerce.number({ message: "harus berupa angka" }).int("harus bilangan bulat").min(1, "minimal 1").max(10_000, "maksimal 10000").default(1);
const pageSize = (d: number) =>
  z.coerce.number({ message: "harus berupa angka" }).int("harus bilangan bulat").min(1, "minimal 1").max(50, "maksimal 50").default(d);
const slug = z
  .string()
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "harus huruf kecil, angka dan tanda hubung")
  .max(120);
/** Ids are PostgreSQL `serial` (int4): a larger number is invalid input, not a database error. */
export const MAX_ID = 2_147_483_647;
const id = z.coerce.number({ message: "harus berupa angka" }).int("harus bilangan bulat").positive("harus lebih dari 0").max(MAX_ID, "terlalu besar");
const search = z.string().trim().max(100, "maksimal 100 karakter").optional();

/** Spec §9: 6 for blogs, podcasts and galleries; 10 for posts. */
export const DEFAULT_PAGE_SIZE = 6;
export const POST_PAGE_SIZE = 10;

export const ZArticleListQuery = z.object({ page, pageSize: pageSize(DEFAULT_PAGE_SIZE), search, categorySlug: slug.optional(), excludeId: id.optional() });
export const ZCategoryQuery = z.object({ page, pageSize: pageSize(DEFAULT_PAGE_SIZE), search, categorySlug: slug.optional() });
export const ZPodcastListQuery = ZCategoryQuery;
export const ZPostListQuery = z.object({
  page,
  pageSize: pageSize(POST_PAGE_SIZE),
  kind: z.enum(["article", "news", "blog"], { message: "harus article, news atau blog" }).optional(),
  type: z.enum(["latest", "popular", "oldest"], { message: "harus latest, popular atau oldest" }).default("latest"),
  active: z
    .enum(["true", "false", "1", "0"], { message: "harus true atau false" })
    .transform((v) => v === "true" || v === "1")
    .optional(),
});
export const ZPageQuery = z.object({ page });
export const ZIdQuery = z.object({ id });
export const ZSlugQuery = z.object({ slug });
export const ZJobListQuery = z.object({ careerId: id, page });

/** Spec §3 list shape (one definition: src/kernel/pagination.ts). */
export type { TListPage as TPaged, TPagination } from "../kernel/pagination.ts";
export type TPostListQuery = z.infer<typeof ZPostListQuery>;
