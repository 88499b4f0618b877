import { data, redirect } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/course-reader";
import { SmartLink } from "../../components/SmartLink.tsx";
import { formatDuration, formatPrice } from "../../components/catalog/format.ts";
import { LockIcon } from "../../components/catalog/LockIcon.tsx";
import { JoinButton } from "../../components/payments/JoinButton.tsx";
import { ChapterBody } from "../../components/learning/ChapterBody.tsx";
import { CodeExercise } from "../../components/learning/CodeExercise.tsx";
import { MarkDoneForm } from "../../components/learning/MarkDoneForm.tsx";
import { ChapterOutline, OutlineSheet, useChapterKeys, useHydrated, type TOutlineModule } from "../../components/learning/ReaderNav.tsx";
import { parseForm } from "../../lib/form.server.ts";
import { asRouteError, requireViewer } from "../../lib/identity.server.ts";
import { notFound, requireEntry } from "../../lib/page-route.ts";
import { buildMeta, siteFromMatches, truncateWords } from "../../seo/meta.ts";
import { getChapter, getChapterContent, getCourseStructure } from "../../../src/domain/catalog/courses.ts";
import { requirePermission } from "../../../src/domain/identity/permissions.ts";
import { findCertificate, issueCertificateIfComplete } from "../../../src/domain/learning/certificates.ts";
import { getChapterExercise, lastExerciseAttempt, recordExerciseAttempt } from "../../../src/domain/learning/exercises.ts";
import { renderMarkdown, videoEmbed, videoFacadeHtml } from "../../../src/domain/learning/markdown.ts";
import { getCourseProgress, markChapter } from "../../../src/domain/learning/progress.ts";
import { getCourseQuizRows, listCourseQuizzes } from "../../../src/domain/learning/quizzes.ts";
import { chapterPath, coursePath, loginHref, quizPath } from "./course-paths.ts";
import { learnerOf } from "./learning.server.ts";
import { requestOf } from "../../lib/request-context.server.ts";
import { cachedRead, read } from "../../lib/cached-read.server.ts";

/**
 * The course reader: `/Courses/{slug}/module/{moduleSlug?}/chapter/{chapterSlug}` and its
 * `@Premium` twin. The chapter text is Markdown rendered on the server; a signed-in learner marks
 * the chapter done here, sees ticks and a completion bar, and takes the module's quiz. A premium
 * chapter the viewer may not read shows a locked screen instead.
 */
export async function loader({ request, context, params, pattern }: Route.LoaderArgs) {
  const { entry } = requireEntry({ pattern, params });
  const ctx = requestOf(context).tenantCtx;
  const learner = await learnerOf(request, context);
  // The course's structure and the chapter's content are the same for every reader: they come from
  // the tenant data cache; who may read what is decided per request.
  const view = await getChapter(ctx, params.slug, params.chapterSlug, params.moduleSlug, learner ? { userId: learner.userId } : null, {
    structure: (slug) => read(context, getCourseStructure, slug),
    content: (id) => read(context, getChapterContent, id),
  });
  if (!view) notFound("Bab tidak ditemukan");
  const premiumRoute = entry.id === "course-premium-chapter";
  if (view.course.isPremium !== premiumRoute) throw redirect(chapterPath(view.course.isPremium, view.course.slug, view.module.slug, view.chapter.slug), 301);
  const userId = learner?.userId ?? null;
  const [progress, quizzes, exercise, certificate] = await Promise.all([
    getCourseProgress(ctx, userId, view.course),
    listCourseQuizzes(ctx, view.course, userId, (id) => read(context, getCourseQuizRows, id)),
    view.locked ? null : read(context, getChapterExercise, view.chapter.id),
    userId ? findCertificate(ctx, userId, view.course.id) : null,
  ]);
  const last = exercise && userId ? await lastExerciseAttempt(ctx, userId, exercise.id) : null;
  const c = view.course;
  const done = new Set(progress.doneSlugs);
  const outline: TOutlineModule[] = c.modules.map((m) => ({
    id: m.id,
    title: m.title,
    position: m.position,
    chapters: m.chapters.map((ch) => ({
      id: ch.id,
      slug: ch.slug,
      title: ch.title,
      position: ch.position,
      readable: ch.readable,
      href: chapterPath(c.isPremium, c.slug, m.slug, ch.slug),
      done: done.has(ch.slug),
    })),
    quizzes: quizzes
      .filter((q) => q.moduleId === m.id)
      .map((q) => ({ slug: q.slug, title: q.title, href: quizPath(c.isPremium, c.slug, m.slug, q.slug), passed: !!q.best?.passed })),
  }));
  // The rendered body and the description are the same for every reader, like the content they
  // come from: Markdown (with highlight.js) is rendered once per chapter and tenant version.
  const source = view.chapter.bodyMd ?? view.chapter.content ?? "";
  const rendered = view.locked
    ? { html: "", description: "" }
    : await cachedRead(context, `reader-chapter-html:${view.chapter.id}`, async () => ({
        html: renderMarkdown(source),
        description: truncateWords(source.replace(/[#*>`\-[\]!()]/g, " ").replace(/\s+/g, " ")),
      }));
  const video = !view.locked && view.chapter.videoUrl ? videoEmbed(view.chapter.videoUrl) : null;
  const isLastOfModule = view.module && c.modules.find((m) => m.id === view.module.id)?.chapters.at(-1)?.id === view.chapter.id;
  return data(
    {
      view: { ...view, chapter: { ...view.chapter, content: null, bodyMd: null } },
      description: rendered.description,
      html: (video ? videoFacadeHtml(video, view.chapter.title) : "") + rendered.html,
      outline,
      progress: { done: progress.done, total: progress.total, percent: progress.percent, complete: progress.complete },
      chapterDone: done.has(view.chapter.slug),
      signedIn: !!learner,
      moduleQuizzes: isLastOfModule ? outline.find((m) => m.id === view.module.id)!.quizzes : [],
      exercise: exercise
        ? {
            slug: exercise.slug,
            title: exercise.title,
            promptHtml: await cachedRead(context, `reader-exercise-prompt:${exercise.id}`, async () => renderMarkdown(exercise.promptMd)),
            language: exercise.language,
            starter: exercise.starter,
            checks: exercise.checks,
            last,
          }
        : null,
      certificate: certificate ? { code: certificate.code } : null,
    },
    learner ? { headers: { "Cache-Control": "private, no-store" } } : undefined,
  );
}

const ZReaderAction = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("done") }),
  z.object({ intent: z.literal("undone") }),
  z.object({
    intent: z.literal("exercise"),
    exercise: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "Latihan tidak dikenal."),
    passedChecks: z.coerce.number().int().min(0),
    totalChecks: z.coerce.number().int().min(1),
    code: z.string().max(20_000, "Kode maksimal 20.000 karakter.").default(""),
  }),
]);

/** Mark done / not done (form or fetcher) and store an exercise result. */
export async function action({ request, context, params, url, pattern }: Route.ActionArgs) {
  requireEntry({ pattern, params });
  const viewer = await requireViewer(request, context, url);
  const ctx = requestOf(context).tenantCtx;
  try {
    requirePermission(viewer, "learning.progress");
    const f = await parseForm(request, ZReaderAction);
    if (!f.ok) return data({ error: "Permintaan tidak valid. Muat ulang halaman, lalu coba lagi." }, { status: 400 });
    if (f.value.intent === "exercise") {
      const { exercise, ...result } = f.value;
      const saved = await recordExerciseAttempt(ctx, viewer.userId, params.slug, exercise, result);
      return { ok: saved.passed ? "Hasil disimpan: semua pemeriksaan lulus." : `Hasil disimpan: ${saved.passedChecks} dari ${saved.totalChecks} lulus.` };
    }
    const { course } = await markChapter(ctx, viewer.userId, params.slug, params.chapterSlug, f.value.intent === "done");
    const cert = f.value.intent === "done" ? await issueCertificateIfComplete(ctx, viewer.userId, course) : null;
    return { ok: f.value.intent === "done" ? "Bab ditandai selesai." : "Tanda selesai dihapus.", certificate: cert ? cert.code : null };
  } catch (err) {
    const e = asRouteError(err, request);
    if (e && typeof e === "object" && "data" in e && "init" in e) {
      const status = (e as { init?: { status?: number } }).init?.status ?? 400;
      return data({ error: String((e as { data: unknown }).data) }, { status });
    }
    throw e;
  }
}

export function meta({ data: d, matches }: Route.MetaArgs) {
  if (!d) return [];
  const { view } = d;
  const c = view.course;
  return buildMeta(siteFromMatches(matches), {
    title: `${view.chapter.title} — ${c.title}`,
    description: d.description || c.summary,
    image: c.cover,
    path: chapterPath(c.isPremium, c.slug, view.module.slug, view.chapter.slug),
    type: "article",
  });
}

export default function CourseReader({ loaderData }: Route.ComponentProps) {
  const { view, outline, progress, chapterDone, signedIn, html, exercise, moduleQuizzes, certificate } = loaderData;
  const { course: c, chapter, module: mod, index, total, previous, next, locked } = view;
  const hydrated = useHydrated();
  const prevHref = previous ? chapterPath(c.isPremium, c.slug, previous.moduleSlug, previous.slug) : null;
  const nextHref = next ? chapterPath(c.isPremium, c.slug, next.moduleSlug, next.slug) : null;
  useChapterKeys(prevHref, nextHref);
  const here = chapterPath(c.isPremium, c.slug, mod.slug, chapter.slug);
  const progressLabel = `${progress.done} dari ${progress.total} bab selesai`;
  return (
    <div className="mx-auto grid max-w-7xl gap-8 px-4 py-8 sm:px-6 lg:grid-cols-4">
      <aside className={`order-2 lg:order-1 lg:col-span-1 ${hydrated ? "hidden lg:block" : ""}`} aria-label="Daftar bab">
        <div className="lg:sticky lg:top-4 lg:max-h-[calc(100vh-2rem)] lg:overflow-y-auto lg:pr-2">
          <SmartLink to={coursePath(c.isPremium, c.slug)} className="text-sm font-semibold text-primary-ink">
            ← {c.title}
          </SmartLink>
          <div className="mt-4">
            <ChapterOutline modules={outline} currentId={chapter.id} />
          </div>
        </div>
      </aside>

      <article className="order-1 min-w-0 lg:order-2 lg:col-span-3" aria-labelledby="judul-bab">
        <div className="mb-4 flex items-center justify-between gap-3 lg:hidden">
          <SmartLink to={coursePath(c.isPremium, c.slug)} className="min-w-0 truncate text-sm font-semibold text-primary-ink">
            ← {c.title}
          </SmartLink>
          {hydrated ? (
            <OutlineSheet modules={outline} currentId={chapter.id} label={`${progress.done}/${progress.total}`} />
          ) : (
            <a href="#daftar-bab-bawah" className="shrink-0 whitespace-nowrap text-sm font-semibold text-primary-ink">
              Daftar bab ↓
            </a>
          )}
        </div>
        <div className="rounded-2xl border border-slate-200 bg-slate-50 p-4">
          <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
            <p className="font-semibold text-dark" data-testid="chapter-progress">
              Bab {index} dari {total}
            </p>
            <p className="text-slate-500">
              Modul {mod.position}: {mod.title} · {formatDuration(chapter.durationMinutes)}
            </p>
          </div>
          <div
            className="mt-3 h-2 overflow-hidden rounded-full bg-slate-200"
            role="progressbar"
            aria-label="Kemajuan kursus"
            aria-valuemin={0}
            aria-valuemax={progress.total}
            aria-valuenow={progress.done}
            aria-valuetext={`${progressLabel} (${progress.percent}%)`}
          >
            <div className="h-full rounded-full bg-green-600 transition-[width]" style={{ width: `${progress.percent}%` }} />
          </div>
          <p className="mt-2 text-xs text-slate-600" data-testid="completion">
            {signedIn ? `${progressLabel} (${progress.percent}%)` : "Masuk untuk menyimpan kemajuan belajar Anda."}
          </p>
        </div>

        {certificate ? (
          <p className="mt-4 rounded-xl border border-green-200 bg-green-50 p-3 text-sm text-green-900" role="status">
            Selamat, kursus ini selesai!{" "}
            <a className="font-semibold underline" href={`/Certificate/${certificate.code}`}>
              Lihat sertifikat Anda
            </a>
            .
          </p>
        ) : null}

        <h1 id="judul-bab" className="mt-8 text-3xl font-extrabold tracking-tight text-dark sm:text-4xl">
          {chapter.title}
        </h1>

        {locked ? (
          <section className="mt-8 rounded-2xl border border-amber-200 bg-amber-50 p-8 text-center" aria-labelledby="terkunci">
            <LockIcon className="mx-auto h-12 w-12 text-amber-600" label="Bab terkunci" />
            <h2 id="terkunci" className="mt-4 text-xl font-bold text-dark">
              Bab ini khusus peserta kursus premium
            </h2>
            <p className="mt-2 text-slate-600">
              Daftar kursus <strong>{c.title}</strong> seharga <strong>{formatPrice(c.price)}</strong> untuk membuka semua {total} bab, latihan, dan sertifikat.
            </p>
            <div className="mt-6 flex flex-wrap justify-center gap-3">
              <JoinButton
                kind="course"
                slug={c.slug}
                className="inline-flex h-12 items-center rounded-xl bg-primary px-6 font-semibold text-on-primary shadow hover:opacity-90"
              >
                Daftar Kursus — {formatPrice(c.price)}
              </JoinButton>
              {signedIn ? null : (
                <SmartLink
                  to={loginHref(here)}
                  className="inline-flex h-12 items-center rounded-xl border border-primary px-6 font-semibold text-primary-ink hover:bg-primary/5"
                >
                  Sudah terdaftar? Masuk
                </SmartLink>
              )}
            </div>
          </section>
        ) : (
          <>
            <ChapterBody html={html} className="mt-6" />
            {exercise ? <CodeExercise key={exercise.slug} exercise={exercise} signedIn={signedIn} hydrated={hydrated} /> : null}
            <div className="mt-10 flex flex-wrap items-center gap-3 rounded-2xl border border-slate-200 p-4">
              <MarkDoneForm done={chapterDone} signedIn={signedIn} loginHref={loginHref(here)} />
            </div>
          </>
        )}

        {moduleQuizzes.length ? (
          <section className="mt-6 rounded-2xl border border-primary/30 bg-primary/5 p-5" aria-labelledby="kuis-modul">
            <h2 id="kuis-modul" className="font-bold text-dark">
              Kuis akhir modul
            </h2>
            <ul className="mt-2 space-y-2">
              {moduleQuizzes.map((q) => (
                <li key={q.slug}>
                  <SmartLink to={q.href} className="font-semibold text-primary-ink underline">
                    {q.title}
                  </SmartLink>
                  {q.passed ? <span className="ml-2 text-sm text-green-700">✓ Lulus</span> : null}
                </li>
              ))}
            </ul>
          </section>
        ) : null}

        <nav aria-label="Navigasi bab" className="mt-12 grid gap-3 border-t border-slate-200 pt-6 sm:grid-cols-2">
          {prevHref && previous ? (
            <SmartLink to={prevHref} rel="prev" className="rounded-xl border border-slate-200 p-4 hover:border-primary">
              <span className="block text-xs font-semibold text-slate-500">‹ Sebelumnya</span>
              <span className="mt-1 block font-semibold text-dark">{previous.title}</span>
            </SmartLink>
          ) : (
            <span />
          )}
          {nextHref && next ? (
            <SmartLink to={nextHref} rel="next" className="rounded-xl border border-slate-200 p-4 text-right hover:border-primary">
              <span className="block text-xs font-semibold text-slate-500">Berikutnya ›</span>
              <span className="mt-1 block font-semibold text-dark">{next.title}</span>
            </SmartLink>
          ) : (
            <SmartLink to={coursePath(c.isPremium, c.slug)} className="rounded-xl border border-primary bg-primary/5 p-4 text-right">
              <span className="block text-xs font-semibold text-primary-ink">Selesai</span>
              <span className="mt-1 block font-semibold text-dark">Kembali ke halaman kursus</span>
            </SmartLink>
          )}
        </nav>
        <p className="mt-3 hidden text-xs text-slate-500 sm:block" data-testid="keyboard-hint">
          Pintasan papan ketik: <kbd className="rounded border border-slate-300 bg-white px-1.5 font-mono">[</kbd> bab sebelumnya ·{" "}
          <kbd className="rounded border border-slate-300 bg-white px-1.5 font-mono">]</kbd> bab berikutnya
        </p>
        {!hydrated ? <span id="daftar-bab-bawah" /> : null}
      </article>
    </div>
  );
}
