/**
 * Shapes of the per-tenant demo content (issue 16, "content that fits each brand"). Every tenant
 * module under `tenants/` is plain data written for that brand and its audience; the catalogue
 * and content seeders turn it into rows. Courses live once in `courses/` and are referenced by
 * slug (a deliberately shared library).
 */

/** One class topic. Main tenants also get "<name> Lanjutan" when `advanced` is given. */
export interface TClassTopic {
  code: string;
  name: string;
  /** Four skills, in teaching order: they become the syllabus. */
  skills: [string, string, string, string];
  /** The class description, written for this tenant's audience. */
  description: string;
  /** Description of the follow-up class "<name> Lanjutan" (main tenants only). */
  advanced?: string;
  /** Index into the tenant's programmes. */
  program: number;
}

export interface TMentorProfile {
  name: string;
  role: string;
  company: string;
  expertise: string[];
  bio: string;
  /** Topic codes of the classes this mentor teaches. */
  teaches: string[];
}

export interface TProgramProfile {
  name: string;
  kind: string;
  summary: string;
  description: string;
}

export interface TPostDraft {
  kind: "article" | "news" | "blog";
  slug: string;
  title: string;
  summary: string;
  author: string;
  category: string;
  tags: string[];
  /** ISO date (WIB morning) */
  date: string;
  /** HTML (sanitised by the seeder). */
  html: string;
  /** Marks a post that several tenants of one brand carry on purpose. */
  shared?: true;
}

export interface TEventDraft {
  kind: "event" | "program";
  slug: string;
  title: string;
  summary: string;
  /** HTML (sanitised by the seeder). */
  description: string;
  startsAt: string;
  endsAt: string;
  location: string;
  mode: "online" | "offline" | "hybrid";
  /** [name, short bio, confirmed] */
  speakers: [string, string, boolean][];
  /** [name, description] */
  activities: [string, string][];
  /** Shows the four sponsorship tiers of spec §9. */
  sponsors?: boolean;
}

export interface TTenantContent {
  /** Who the classes are for, e.g. "lulusan SMK". */
  audience: string;
  defaultType?: "online" | "offline" | "hybrid";
  programs: TProgramProfile[];
  competences: string[];
  topics: TClassTopic[];
  mentors: TMentorProfile[];
  /** Course slugs of the shared course library, with the mentor who owns each course here. */
  courses: { slug: string; mentor: string }[];
  posts: TPostDraft[];
  events: TEventDraft[];
}

/** Paragraph helper for post and event HTML: strings starting with "<" are kept as they are. */
export const html = (...parts: string[]): string => parts.map((x) => (x.startsWith("<") ? x : `<p>${x}</p>`)).join("\n");

/** Skills written as "a; b; c; d". */
export const skills = (s: string): [string, string, string, string] => {
  const p = s.split(";").map((x) => x.trim());
  return [p[0]!, p[1]!, p[2]!, p[3]!];
};

/** A class topic in one line: code, name, programme index, "a; b; c; d" skills, description. */
export const topic = (code: string, name: string, program: number, skillList: string, description: string, advanced?: string): TClassTopic => ({
  code,
  name,
  program,
  skills: skills(skillList),
  description,
  ...(advanced ? { advanced } : {}),
});

/** A mentor in one line: name, role, company, expertise, topic codes taught, bio. */
export const mentor = (name: string, role: string, company: string, expertise: string[], teaches: string[], bio: string): TMentorProfile => ({
  name,
  role,
  company,
  expertise,
  teaches,
  bio,
});
