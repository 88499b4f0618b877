import type { TChapterSeed, TQuizSeed } from "../contracts/learning.ts";
import type { Db } from "../db/client.ts";
import type { TTenantRow } from "../db/schema/tenants.ts";

/** Types shared by the seeders and their data modules (kept apart so neither imports the other). */

/**
 * A seeder fills one bounded context with demo data. It must be idempotent: it checks its own
 * tables and does nothing when they already hold rows, so every start can run all seeders and a
 * database created before a context existed still gets that context's demo data.
 */
export interface TSeeder {
  name: string;
  run(db: Db, product: string, tenants: TTenantRow[]): Promise<void>;
}

export interface TCourseSeed {
  slug: string;
  title: string;
  summary: string;
  premium: boolean;
  price: number;
  level: string;
  /** The course page text; without it one is generated (in Indonesian) from the summary. */
  description?: string;
  /**
   * Modules in order. A chapter is a bare title (filler text is generated) or a `TChapterSeed`
   * with real Markdown; `quizzes` are the module's quizzes. Format: src/contracts/learning.ts.
   */
  modules: { title: string; chapters: (string | TChapterSeed)[]; quizzes?: TQuizSeed[] }[];
}
