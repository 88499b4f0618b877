import { z } from "@hono/zod-openapi";
import { CLASS_STATES } from "../contracts/catalog-constants.ts";
import { ZMarketingPage } from "../contracts/content.ts";
import { activePageSchema, listPageSchema } from "./openapi.ts";

/**
 * Response `data` shapes of the API, as they go over the wire (dates are ISO strings). Each is
 * registered as a named component of /api/openapi.json; tests/api-schemas.spec.ts checks real
 * answers against them.
 */

const int = () => z.number().int();
const iso = () => z.string().openapi({ format: "date-time" });
const ref = z.object({ id: int(), slug: z.string(), name: z.string() });

// ---- Catalogue -----------------------------------------------------------------------------------

export const ZMentorBrief = z
  .object({ id: int(), slug: z.string(), name: z.string(), role: z.string(), company: z.string(), photo: z.string() })
  .openapi("MentorBrief");
export const ZMentor = ZMentorBrief.extend({ bio: z.string(), expertise: z.array(z.string()) }).openapi("Mentor");

export const ZClassSummary = z
  .object({
    id: int(),
    code: z.string(),
    slug: z.string(),
    name: z.string(),
    description: z.string(),
    logo: z.string(),
    level: z.string(),
    type: z.string(),
    comingSoon: z.boolean(),
    onRegistration: z.boolean(),
    started: z.boolean(),
    ended: z.boolean(),
    state: z.enum(CLASS_STATES),
    badge: z.object({ state: z.enum(CLASS_STATES), label: z.string(), color: z.enum(["orange", "green", "blue", "red"]) }),
    schedule: z.string(),
    location: z.string(),
    startsAt: z.string(),
    endsAt: z.string(),
    price: int().openapi({ description: "rupiah" }),
    quota: int(),
    program: ref.nullable(),
    mentors: z.array(ZMentorBrief),
  })
  .openapi("ClassSummary");

export const ZBatch = z
  .object({
    id: int(),
    number: int(),
    name: z.string(),
    startsAt: z.string(),
    endsAt: z.string(),
    registrationEndsAt: z.string(),
    quota: int(),
    enrolled: int(),
    isActive: z.boolean(),
  })
  .openapi("Batch");
export const ZSyllabusItem = z.object({ id: int(), position: int(), title: z.string(), description: z.string(), hours: z.number() }).openapi("SyllabusItem");

export const ZClassDetail = ZClassSummary.extend({
  competence: ref.nullable(),
  batches: z.array(ZBatch),
  syllabus: z.array(ZSyllabusItem),
  totalHours: z.number(),
}).openapi("ClassDetail");

const classRef = z.object({ id: int(), code: z.string(), slug: z.string(), name: z.string() });
export const ZClassSyllabus = z.object({ class: classRef, items: z.array(ZSyllabusItem), totalHours: z.number() }).openapi("ClassSyllabus");

export const ZWebinar = z
  .object({
    id: int(),
    slug: z.string(),
    title: z.string(),
    summary: z.string(),
    speaker: z.string(),
    startsAt: z.string(),
    durationMinutes: int(),
    link: z.string(),
    program: ref.nullable(),
  })
  .openapi("Webinar");

export const ZProgramSummary = z
  .object({
    id: int(),
    slug: z.string(),
    name: z.string(),
    summary: z.string(),
    logo: z.string(),
    kind: z.string(),
    level: z.string(),
    startsAt: z.string(),
    endsAt: z.string(),
    classCount: int(),
    schoolCount: int(),
  })
  .openapi("ProgramSummary");
export const ZProgramDetail = ZProgramSummary.extend({ description: z.string(), classes: z.array(ZClassSummary) }).openapi("ProgramDetail");
export const ZSchool = z.object({ id: int(), name: z.string(), city: z.string(), province: z.string(), students: int() }).openapi("School");

export const ZProgramSyllabus = z
  .object({
    program: z.object({ id: int(), slug: z.string(), name: z.string(), summary: z.string() }),
    classes: z.array(classRef.extend({ level: z.string(), items: z.array(ZSyllabusItem), totalHours: z.number() })),
    totalHours: z.number(),
  })
  .openapi("ProgramSyllabus");

export const ZActiveBatch = z
  .object({
    id: int(),
    number: int(),
    name: z.string(),
    startsAt: z.string(),
    endsAt: z.string(),
    registrationEndsAt: z.string(),
    quota: int(),
    enrolled: int(),
    class: classRef,
    program: ref.nullable(),
  })
  .openapi("ActiveBatch");

export const ZActiveClasses = activePageSchema(ZClassSummary).openapi("ActiveClassPage");
export const ZActivePrograms = activePageSchema(ZProgramSummary).openapi("ActiveProgramPage");
export const ZActiveBatches = activePageSchema(ZActiveBatch).openapi("ActiveBatchPage");
export const ZWebinarPage = listPageSchema(ZWebinar).openapi("WebinarPage");
export const ZSchoolPage = listPageSchema(ZSchool).openapi("SchoolPage");
export const ZMentorPage = listPageSchema(ZMentor).openapi("MentorPage");

// ---- Content -------------------------------------------------------------------------------------

const category = z.object({ slug: z.string(), name: z.string() });

export const ZPostCard = z
  .object({
    id: int(),
    kind: z.enum(["article", "news", "blog"]),
    slug: z.string(),
    title: z.string(),
    summary: z.string(),
    cover: z.string(),
    author: z.string(),
    category,
    tags: z.array(z.string()),
    publishedAt: iso(),
    readingMinutes: int(),
    url: z.string(),
  })
  .openapi("PostCard");
export const ZPost = ZPostCard.extend({ content: z.string().openapi({ description: "HTML tersanitasi" }), updatedAt: iso() }).openapi("Post");
export const ZPostPage = listPageSchema(ZPostCard).openapi("PostPage");

export const ZCategory = z.object({ slug: z.string(), name: z.string(), description: z.string(), postCount: int() }).openapi("Category");
export const ZCategoryPage = listPageSchema(ZCategory).openapi("CategoryPage");

export const ZPodcastCard = z
  .object({
    id: int(),
    slug: z.string(),
    title: z.string(),
    summary: z.string(),
    cover: z.string(),
    durationSec: int(),
    host: z.string(),
    guests: z.array(z.string()),
    episode: int(),
    category,
    publishedAt: iso(),
    url: z.string(),
  })
  .openapi("PodcastCard");
export const ZPodcast = ZPodcastCard.extend({ description: z.string(), audioUrl: z.string().nullable() }).openapi("Podcast");
export const ZPodcastPage = listPageSchema(ZPodcastCard).openapi("PodcastPage");

export const ZGalleryItem = z
  .object({ id: int(), title: z.string(), caption: z.string(), image: z.string(), album: z.string(), takenAt: z.string() })
  .openapi("GalleryItem");
export const ZGalleryPage = listPageSchema(ZGalleryItem).openapi("GalleryPage");

export const ZCareer = z
  .object({
    id: int(),
    slug: z.string(),
    name: z.string(),
    summary: z.string(),
    description: z.string(),
    logo: z.string(),
    location: z.string(),
    website: z.string().nullable(),
    jobCount: int(),
    url: z.string(),
  })
  .openapi("Career");
export const ZCareerPage = listPageSchema(ZCareer).openapi("CareerPage");

export const ZJob = z
  .object({
    id: int(),
    careerId: int(),
    slug: z.string(),
    title: z.string(),
    employment: z.string(),
    location: z.string(),
    salaryMin: int().nullable().openapi({ description: "rupiah" }),
    salaryMax: int().nullable().openapi({ description: "rupiah" }),
    description: z.string(),
    requirements: z.array(z.string()),
    closesAt: iso().nullable(),
    publishedAt: iso(),
    career: z.object({ id: int(), slug: z.string(), name: z.string(), logo: z.string() }),
    url: z.string(),
  })
  .openapi("Job");
export const ZJobPage = listPageSchema(ZJob).openapi("JobPage");

export const ZMarketingPageContent = ZMarketingPage.extend({ key: z.string(), updatedAt: iso() }).openapi("MarketingPage");
export const ZMarketingPageBrief = z.object({ key: z.string(), title: z.string(), updatedAt: iso() }).openapi("MarketingPageBrief");

// ---- Identity ------------------------------------------------------------------------------------

export const ZPublicUser = z
  .object({
    id: z.string(),
    email: z.string(),
    name: z.string(),
    photoUrl: z.string(),
    user_kind: int().nullable(),
    role: z.string(),
    roleLabel: z.string(),
    tenantId: z.string(),
  })
  .openapi("PublicUser");

export const ZTokenInvalid = z.object({ valid: z.literal(false), reason: z.string() });
