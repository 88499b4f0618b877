import { redirect } from "react-router";
import { Breadcrumbs } from "../../components/PageHeader.tsx";
import { Section } from "../../components/Section.tsx";
import { SiteImage } from "../../components/SiteImage.tsx";
import type { Route } from "./+types/course-detail";
import { SmartLink } from "../../components/SmartLink.tsx";
import { MentorChip } from "../../components/catalog/Cards.tsx";
import { formatDuration, formatPrice } from "../../components/catalog/format.ts";
import { JsonLd } from "../../components/catalog/JsonLd.tsx";
import { courseJsonLd } from "../../seo/json-ld.ts";
import { LockIcon } from "../../components/catalog/LockIcon.tsx";
import { JoinButton } from "../../components/payments/JoinButton.tsx";
import { notFound, requireEntry } from "../../lib/page-route.ts";
import { buildMeta, siteFromMatches } from "../../seo/meta.ts";
import { LEVEL_LABEL } from "../../../src/contracts/catalog-constants.ts";
import { getCourse, getCourseStructure } from "../../../src/domain/catalog/courses.ts";
import { findCertificate } from "../../../src/domain/learning/certificates.ts";
import { getCourseProgress } from "../../../src/domain/learning/progress.ts";
import { getCourseQuizRows, listCourseQuizzes } from "../../../src/domain/learning/quizzes.ts";
import { courseViewer, pageSite } from "./catalog.server.ts";
import { chapterPath, courseBase, coursePath, quizPath } from "./course-paths.ts";
import { learnerOf } from "./learning.server.ts";
import { requestOf } from "../../lib/request-context.server.ts";
import { read } from "../../lib/cached-read.server.ts";

/** `/Courses/{slug}` and `/Courses/@Premium/{slug}`: the course slug is the 2nd segment (spec §2). */
export async function loader({ request, context, params, pattern }: Route.LoaderArgs) {
  const { entry } = requireEntry({ pattern, params });
  // The structure is public (tenant data cache); what the viewer may read is decided per request.
  const course = await getCourse(requestOf(context).tenantCtx, params.slug, await courseViewer(request, context), (slug) =>
    read(context, getCourseStructure, slug),
  );
  if (!course) notFound("Kursus tidak ditemukan");
  const premiumRoute = entry.id === "course-premium";
  if (course.isPremium !== premiumRoute) throw redirect(coursePath(course.isPremium, course.slug), 301);
  // The learner's own state: completion, where to resume, quizzes and the certificate (issue 16).
  const learner = await learnerOf(request, context);
  const ctx = requestOf(context).tenantCtx;
  const [progress, quizzes, cert] = await Promise.all([
    getCourseProgress(ctx, learner?.userId ?? null, course),
    listCourseQuizzes(ctx, course, learner?.userId ?? null, (id) => read(context, getCourseQuizRows, id)),
    learner ? findCertificate(ctx, learner.userId, course.id) : null,
  ]);
  const learning = learner
    ? {
        done: progress.done,
        total: progress.total,
        percent: progress.percent,
        resume: progress.resume
          ? { ...progress.resume, href: chapterPath(course.isPremium, course.slug, progress.resume.moduleSlug, progress.resume.slug) }
          : null,
        certificate: cert?.code ?? null,
      }
    : null;
  const quizLinks = quizzes.map((q) => ({
    slug: q.slug,
    title: q.title,
    moduleId: q.moduleId,
    href: quizPath(course.isPremium, course.slug, q.moduleSlug, q.slug),
    passed: !!q.best?.passed,
    best: q.best?.percent ?? null,
  }));
  return { course, ...pageSite(context), learning, quizLinks, done: progress.doneSlugs };
}

export function meta({ data, matches }: Route.MetaArgs) {
  if (!data) return [];
  const c = data.course;
  return buildMeta(siteFromMatches(matches), { title: c.title, description: c.description, image: c.cover, path: coursePath(c.isPremium, c.slug) });
}

export default function CourseDetail({ loaderData }: Route.ComponentProps) {
  const { course: c, origin, provider, learning, quizLinks, done } = loaderData;
  const doneSet = new Set(done);
  const first = c.modules[0]?.chapters[0] ? { m: c.modules[0], ch: c.modules[0].chapters[0] } : null;
  // Every chapter readable on a premium course: the viewer has it (bought or enrolled by staff).
  const owned = c.isPremium && c.modules.every((m) => m.chapters.every((ch) => ch.readable));
  return (
    <>
      <JsonLd data={courseJsonLd(c, origin, coursePath(c.isPremium, c.slug), provider)} />
      <div className="bg-gradient-to-br from-primary to-hero-end text-on-primary">
        <div className="mx-auto grid max-w-7xl items-center gap-8 px-4 py-12 sm:px-6 lg:grid-cols-3 lg:py-16">
          <div className="lg:col-span-2">
            <Breadcrumbs crumbs={[{ to: courseBase(c.isPremium), label: c.isPremium ? "Kursus Premium" : "Kursus" }]} current={c.title} />
            <p className="mt-4 flex gap-2 text-xs font-semibold">
              <span className="rounded-full bg-white/15 px-3 py-1">{c.isPremium ? "Premium" : "Gratis"}</span>
              <span className="rounded-full bg-white/15 px-3 py-1">{LEVEL_LABEL[c.level] ?? c.level}</span>
            </p>
            <h1 className="mt-3 text-3xl font-extrabold tracking-tight sm:text-4xl">{c.title}</h1>
            <p className="mt-3 max-w-2xl text-base text-on-primary sm:text-lg">{c.description}</p>
            <p className="mt-4 text-sm text-on-primary">
              {c.modules.length} modul · {c.chapterCount} bab · {formatDuration(c.durationMinutes)}
              {c.isPremium ? ` · ${formatPrice(c.price)}` : ""}
            </p>
            {learning && learning.done > 0 ? (
              <div className="mt-6 max-w-md">
                <div
                  className="h-2 overflow-hidden rounded-full bg-white/30"
                  role="progressbar"
                  aria-label="Kemajuan kursus"
                  aria-valuemin={0}
                  aria-valuemax={learning.total}
                  aria-valuenow={learning.done}
                >
                  <div className="h-full rounded-full bg-white" style={{ width: `${learning.percent}%` }} />
                </div>
                <p className="mt-2 text-sm text-on-primary">
                  {learning.done} dari {learning.total} bab selesai ({learning.percent}%)
                </p>
              </div>
            ) : null}
            {learning?.certificate ? (
              <a
                href={`/Certificate/${learning.certificate}`}
                className="mt-6 inline-flex rounded-full bg-white px-6 py-3 font-semibold text-primary-ink shadow hover:bg-slate-50"
              >
                Kursus selesai — lihat sertifikat
              </a>
            ) : learning?.resume && learning.done > 0 ? (
              <SmartLink
                to={learning.resume.href}
                className="mt-6 inline-flex rounded-full bg-white px-6 py-3 font-semibold text-primary-ink shadow hover:bg-slate-50"
              >
                Lanjutkan: {learning.resume.title}
              </SmartLink>
            ) : first ? (
              <SmartLink
                to={chapterPath(c.isPremium, c.slug, first.m.slug, first.ch.slug)}
                className="mt-6 inline-flex rounded-full bg-white px-6 py-3 font-semibold text-primary-ink shadow hover:bg-slate-50"
              >
                {c.isPremium && !owned ? "Coba bab gratis" : "Mulai belajar"}
              </SmartLink>
            ) : null}
          </div>
          <SiteImage
            src={c.cover}
            alt={`Sampul kursus ${c.title}`}
            width={320}
            height={200}
            className="hidden w-full rounded-2xl shadow-2xl ring-1 ring-white/30 lg:block"
          />
        </div>
      </div>
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-10 sm:px-6 lg:grid-cols-3">
        <Section id="materi" title="Materi kursus" className="lg:col-span-2">
          <ol className="mt-5 space-y-4">
            {c.modules.map((m) => (
              <li key={m.id} className="rounded-2xl border border-slate-200 bg-white">
                <h3 className="border-b border-slate-100 px-5 py-4 font-bold text-dark">
                  Modul {m.position}: {m.title}
                </h3>
                <ol className="divide-y divide-slate-100">
                  {m.chapters.map((ch) => (
                    <li key={ch.id}>
                      <SmartLink
                        to={chapterPath(c.isPremium, c.slug, m.slug, ch.slug)}
                        className="flex items-center justify-between gap-4 px-5 py-3 text-sm hover:bg-slate-50"
                      >
                        <span className="flex items-center gap-3">
                          <span className="w-6 text-right font-semibold text-slate-500">{ch.position}</span>
                          <span className="font-medium text-slate-800">{ch.title}</span>
                          {doneSet.has(ch.slug) ? (
                            <span className="rounded-full bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-800">✓ Selesai</span>
                          ) : null}
                          {ch.isPreview && c.isPremium ? (
                            <span className="rounded-full bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-800">Pratinjau</span>
                          ) : null}
                        </span>
                        <span className="flex shrink-0 items-center gap-2 text-slate-500">
                          {formatDuration(ch.durationMinutes)}
                          {ch.readable ? null : <LockIcon />}
                        </span>
                      </SmartLink>
                    </li>
                  ))}
                  {quizLinks
                    .filter((q) => q.moduleId === m.id)
                    .map((q) => (
                      <li key={q.slug}>
                        <SmartLink to={q.href} className="flex items-center justify-between gap-4 px-5 py-3 text-sm hover:bg-slate-50">
                          <span className="flex items-center gap-3">
                            <span className="w-6 text-right font-semibold text-slate-500" aria-hidden="true">
                              ?
                            </span>
                            <span className="font-semibold text-primary-ink">{q.title}</span>
                          </span>
                          <span className={q.passed ? "font-semibold text-green-700" : "text-slate-500"}>
                            {q.passed ? `✓ Lulus (${q.best}%)` : q.best !== null ? `Nilai terbaik ${q.best}%` : "Kuis"}
                          </span>
                        </SmartLink>
                      </li>
                    ))}
                </ol>
              </li>
            ))}
          </ol>
        </Section>
        <aside className="space-y-6" aria-label="Tentang kursus">
          {c.isPremium ? (
            <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              <p className="text-sm text-slate-500">Harga kursus</p>
              <p className="mt-1 text-3xl font-extrabold text-primary-ink">{formatPrice(c.price)}</p>
              <p className="mt-2 text-sm text-slate-600">Akses seumur hidup ke semua bab, latihan, dan sertifikat.</p>
              {owned && first ? (
                <SmartLink
                  to={chapterPath(c.isPremium, c.slug, first.m.slug, first.ch.slug)}
                  className="mt-5 flex h-12 items-center justify-center rounded-xl bg-primary font-semibold text-on-primary shadow hover:opacity-90"
                >
                  Anda sudah terdaftar — Mulai Belajar
                </SmartLink>
              ) : (
                <JoinButton
                  kind="course"
                  slug={c.slug}
                  className="mt-5 flex h-12 w-full items-center justify-center rounded-xl bg-primary font-semibold text-on-primary shadow hover:opacity-90"
                >
                  Daftar Kursus — {formatPrice(c.price)}
                </JoinButton>
              )}
            </div>
          ) : null}
          {c.mentor ? (
            <div className="rounded-2xl border border-slate-200 bg-white p-6">
              <h2 className="mb-3 text-sm font-bold uppercase tracking-wider text-slate-500">Pengajar</h2>
              <MentorChip m={c.mentor} />
            </div>
          ) : null}
        </aside>
      </div>
      {c.isPremium && !owned ? (
        // Phones: price and button stay in reach at the bottom (the price card sits below the chapter list).
        <>
          <div
            className="fixed inset-x-0 bottom-0 z-30 border-t border-slate-200 bg-white/95 px-4 py-3 shadow-[0_-4px_16px_rgba(0,0,0,0.08)] backdrop-blur lg:hidden"
            data-testid="join-bar"
          >
            <div className="flex items-center justify-between gap-4">
              <div className="min-w-0">
                <p className="text-xs text-slate-500">Harga kursus</p>
                <p className="truncate text-xl font-extrabold text-primary-ink">{formatPrice(c.price)}</p>
              </div>
              <JoinButton
                kind="course"
                slug={c.slug}
                className="h-12 shrink-0 rounded-xl bg-primary px-6 font-semibold text-on-primary shadow hover:opacity-90"
              >
                Daftar Kursus
              </JoinButton>
            </div>
          </div>
          <div className="h-20 lg:hidden" aria-hidden="true" />
        </>
      ) : null}
    </>
  );
}
