import { and, asc, eq, sql } from "drizzle-orm";
import { z } from "zod";
import { schools, teams } from "../../db/schema/registrations.ts";
import { leaderboardConsents, ligaScores } from "../../db/schema/statistics.ts";
import { AppError } from "../../kernel/errors.ts";
import { tenantScope, type TTenantCtx } from "../scope.ts";

export const MAX_ROUNDS = 20;
export const MAX_SCORE = 100_000;

/** Staff entry of one Liga SMK score (team, season, round). */
export const ZLigaScore = z.object({
  season: z.coerce
    .number({ message: "Musim wajib diisi." })
    .int("Musim harus tahun, mis. 2026.")
    .min(2000, "Musim harus tahun 2000–2100.")
    .max(2100, "Musim harus tahun 2000–2100."),
  teamId: z.coerce.number({ message: "Pilih tim." }).int("Pilih tim.").positive("Pilih tim."),
  round: z.coerce
    .number({ message: "Babak wajib diisi." })
    .int("Babak harus bilangan bulat.")
    .min(1, `Babak harus 1–${MAX_ROUNDS}.`)
    .max(MAX_ROUNDS, `Babak harus 1–${MAX_ROUNDS}.`),
  score: z.coerce
    .number({ message: "Skor wajib diisi." })
    .int("Skor harus bilangan bulat.")
    .min(0, "Skor tidak boleh negatif.")
    .max(MAX_SCORE, `Skor maksimal ${MAX_SCORE.toLocaleString("id-ID")}.`),
  note: z.string().trim().max(200, "Catatan maksimal 200 karakter.").optional().default(""),
});
export type TLigaScoreInput = z.infer<typeof ZLigaScore>;

export interface TLigaTeamScores {
  teamId: number;
  teamName: string;
  schoolName: string;
  /** Score per round (1-based), null where none was entered. */
  rounds: (number | null)[];
  total: number;
}

/** The Liga SMK teams of a season with the scores entered so far (the staff entry table). */
export async function listLigaTeamScores(ctx: TTenantCtx, season: number): Promise<{ teams: TLigaTeamScores[]; rounds: number }> {
  const teamRows = await ctx.db
    .select({ id: teams.id, name: teams.name, school: schools.name })
    .from(teams)
    .leftJoin(schools, and(eq(schools.tenantId, teams.tenantId), eq(schools.id, teams.schoolId)))
    .where(and(tenantScope(teams.tenantId, ctx), eq(teams.kind, "liga_smk"), eq(teams.season, season), sql`${teams.status} <> 'didiskualifikasi'`))
    .orderBy(asc(teams.name), asc(teams.id));
  const scoreRows = await ctx.db
    .select({ teamId: ligaScores.teamId, round: ligaScores.round, score: ligaScores.score })
    .from(ligaScores)
    .where(and(tenantScope(ligaScores.tenantId, ctx), eq(ligaScores.season, season)));
  const rounds = Math.max(3, ...scoreRows.map((s) => s.round));
  const by = new Map<number, (number | null)[]>();
  for (const s of scoreRows) {
    const arr = by.get(s.teamId) ?? Array.from({ length: rounds }, () => null);
    arr[s.round - 1] = s.score;
    by.set(s.teamId, arr);
  }
  return {
    rounds,
    teams: teamRows.map((t) => {
      const r = by.get(t.id) ?? Array.from({ length: rounds }, () => null);
      return { teamId: t.id, teamName: t.name, schoolName: t.school ?? "", rounds: r, total: r.reduce<number>((a, b) => a + (b ?? 0), 0) };
    }),
  };
}

/** Saves (or replaces) one round's score of a team of this tenant and season. */
export async function saveLigaScore(ctx: TTenantCtx, input: TLigaScoreInput, enteredBy: string | null): Promise<{ created: boolean; teamName: string }> {
  const [team] = await ctx.db
    .select({ id: teams.id, name: teams.name, season: teams.season })
    .from(teams)
    .where(and(tenantScope(teams.tenantId, ctx), eq(teams.id, input.teamId), eq(teams.kind, "liga_smk")))
    .limit(1);
  if (!team)
    throw new AppError("NOT_FOUND", "Tim Liga SMK tidak ditemukan di situs ini.", { fields: { teamId: "Tim Liga SMK tidak ditemukan di situs ini." } });
  if (team.season !== input.season)
    throw new AppError("INVALID_INPUT", `Tim ${team.name} terdaftar di musim ${team.season}, bukan ${input.season}.`, {
      fields: { season: `Tim ini terdaftar di musim ${team.season}.` },
    });
  const res = await ctx.db
    .insert(ligaScores)
    .values({ tenantId: ctx.tenantId, season: input.season, teamId: input.teamId, round: input.round, score: input.score, note: input.note ?? "", enteredBy })
    .onConflictDoUpdate({
      target: [ligaScores.tenantId, ligaScores.season, ligaScores.teamId, ligaScores.round],
      set: { score: input.score, note: input.note ?? "", enteredBy, updatedAt: new Date() },
    })
    .returning({ created: sql<boolean>`xmax = 0` });
  return { created: Boolean(res[0]?.created), teamName: team.name };
}

export async function deleteLigaScore(ctx: TTenantCtx, key: { season: number; teamId: number; round: number }): Promise<boolean> {
  const res = await ctx.db
    .delete(ligaScores)
    .where(and(tenantScope(ligaScores.tenantId, ctx), eq(ligaScores.season, key.season), eq(ligaScores.teamId, key.teamId), eq(ligaScores.round, key.round)))
    .returning({ id: ligaScores.id });
  return res.length > 0;
}

/** Whether the learner agreed to show their name on the leaderboard (default: no). */
export async function getLeaderboardConsent(ctx: TTenantCtx, userId: string): Promise<boolean> {
  const [row] = await ctx.db
    .select({ show: leaderboardConsents.showName })
    .from(leaderboardConsents)
    .where(and(tenantScope(leaderboardConsents.tenantId, ctx), eq(leaderboardConsents.userId, userId)))
    .limit(1);
  return row?.show ?? false;
}

export async function setLeaderboardConsent(ctx: TTenantCtx, userId: string, show: boolean): Promise<void> {
  await ctx.db
    .insert(leaderboardConsents)
    .values({ tenantId: ctx.tenantId, userId, showName: show })
    .onConflictDoUpdate({ target: [leaderboardConsents.tenantId, leaderboardConsents.userId], set: { showName: show, updatedAt: new Date() } });
}
