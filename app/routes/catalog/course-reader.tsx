import { redirect } from "react-router";
import type { Route } from "./+types/course-reader";
import { SmartLink } from "../../components/SmartLink.tsx";
import { formatDuration, formatPrice } from "../../components/catalog/format.ts";
import { LockIcon } from "../../components/catalog/LockIcon.tsx";
import { Markdown } from "../../components/catalog/Markdown.tsx";
import { notFound, requireEntry } from "../../lib/page-route.ts";
import { buildMeta, siteFromMatches, truncateWords } from "../../seo/meta.ts";
import { getChapter } from "../../../src/domain/catalog/courses.ts";
import { catalogCtx, courseViewer } from "./catalog.server.ts";
import { chapterPath, coursePath } from "./course-paths.ts";

/**
 * The course reader: `/Courses/{slug}/module/{moduleSlug?}/chapter/{chapterSlug}` and its
 * `@Premium` twin. A premium chapter the viewer may not read shows a locked screen instead.
 */
export async function loader({ request, context, params, url }: Route.LoaderArgs) {
  const { entry } = requireEntry(url);
  const view = await getChapter(catalogCtx(context), params.slug, params.chapterSlug, params.moduleSlug, await courseViewer(request, context));
  if (!view) notFound("Bab tidak ditemukan");
  const premiumRoute = entry.id === "course-premium-chapter";
  if (view.course.isPremium !== premiumRoute) throw redirect(chapterPath(view.course.isPremium, view.course.slug, view.module.slug, view.chapter.slug), 301);
  return { view };
}

export function meta({ data, matches }: Route.MetaArgs) {
  if (!data) return [];
  const { view } = data;
  const c = view.course;
  return buildMeta(siteFromMatches(matches), {
    title: `${view.chapter.title} — ${c.title}`,
    description: view.chapter.content ? truncateWords(view.chapter.content.replace(/[#*>`-]/g, " ")) : c.summary,
    image: c.cover,
    path: chapterPath(c.isPremium, c.slug, view.module.slug, view.chapter.slug),
    type: "article",
  });
}

export default function CourseReader({ loaderData }: Route.ComponentProps) {
  const { view } = loaderData;
  const { course: c, chapter, module: mod, index, total, previous, next, locked } = view;
  const percent = Math.round((index / total) * 100);
  return (
    <div className="mx-auto grid max-w-7xl gap-8 px-4 py-8 sm:px-6 lg:grid-cols-4">
      <aside className="order-2 lg:order-1 lg:col-span-1" aria-label="Daftar bab">
        <SmartLink to={coursePath(c.isPremium, c.slug)} className="text-sm font-semibold text-primary-ink">
          ← {c.title}
        </SmartLink>
        <ol className="mt-4 space-y-4">
          {c.modules.map((m) => (
            <li key={m.id}>
              <p className="text-xs font-bold uppercase tracking-wider text-slate-500">
                Modul {m.position}: {m.title}
              </p>
              <ol className="mt-2 space-y-0.5">
                {m.chapters.map((ch) => {
                  const current = ch.id === chapter.id;
                  return (
                    <li key={ch.id}>
                      <SmartLink
                        to={chapterPath(c.isPremium, c.slug, m.slug, ch.slug)}
                        aria-current={current ? "page" : undefined}
                        className={`flex items-center justify-between gap-2 rounded-lg px-3 py-2 text-sm ${current ? "bg-primary font-semibold text-on-primary" : "text-slate-700 hover:bg-slate-100"}`}
                      >
                        <span>
                          {ch.position}. {ch.title}
                        </span>
                        {ch.readable ? null : <LockIcon className="h-3.5 w-3.5 shrink-0" />}
                      </SmartLink>
                    </li>
                  );
                })}
              </ol>
            </li>
          ))}
        </ol>
      </aside>

      <article className="order-1 min-w-0 lg:order-2 lg:col-span-3" aria-labelledby="judul-bab">
        <div className="rounded-2xl border border-slate-200 bg-slate-50 p-4">
          <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
            <p className="font-semibold text-dark" data-testid="chapter-progress">
              Bab {index} dari {total}
            </p>
            <p className="text-slate-500">
              Modul {mod.position}: {mod.title} · {formatDuration(chapter.durationMinutes)}
            </p>
          </div>
          <div className="mt-3 h-2 overflow-hidden rounded-full bg-slate-200" role="progressbar" aria-label="Kemajuan kursus" aria-valuemin={0} aria-valuemax={total} aria-valuenow={index} aria-valuetext={`Bab ${index} dari ${total}`}>
            <div className="h-full rounded-full bg-primary" style={{ width: `${percent}%` }} />
          </div>
        </div>

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
              <SmartLink to={`/Register?kursus=${encodeURIComponent(c.slug)}`} className="inline-flex h-12 items-center rounded-xl bg-primary px-6 font-semibold text-on-primary shadow hover:opacity-90">
                Daftar Kursus — {formatPrice(c.price)}
              </SmartLink>
              <SmartLink to="/Login" className="inline-flex h-12 items-center rounded-xl border border-primary px-6 font-semibold text-primary-ink hover:bg-primary/5">
                Sudah terdaftar? Masuk
              </SmartLink>
            </div>
          </section>
        ) : (
          <div className="mt-6">
            {chapter.videoUrl ? (
              <a href={chapter.videoUrl} target="_blank" rel="noopener noreferrer" className="mb-6 inline-flex items-center gap-2 rounded-xl bg-dark px-4 py-2.5 text-sm font-semibold text-white">
                ▶ Tonton video bab ini
              </a>
            ) : null}
            <Markdown source={chapter.content ?? ""} />
          </div>
        )}

        <nav aria-label="Navigasi bab" className="mt-12 grid gap-3 border-t border-slate-200 pt-6 sm:grid-cols-2">
          {previous ? (
            <SmartLink to={chapterPath(c.isPremium, c.slug, previous.moduleSlug, previous.slug)} rel="prev" className="rounded-xl border border-slate-200 p-4 hover:border-primary">
              <span className="block text-xs font-semibold text-slate-500">‹ Sebelumnya</span>
              <span className="mt-1 block font-semibold text-dark">{previous.title}</span>
            </SmartLink>
          ) : (
            <span />
          )}
          {next ? (
            <SmartLink to={chapterPath(c.isPremium, c.slug, next.moduleSlug, next.slug)} rel="next" className="rounded-xl border border-slate-200 p-4 text-right hover:border-primary">
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
      </article>
    </div>
  );
}
