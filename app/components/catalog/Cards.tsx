import type { TMentorBrief } from "../../../src/domain/catalog/classes.ts";
import { LEVEL_LABEL, TYPE_LABEL } from "../../../src/contracts/catalog-constants.ts";
import type { TCourseSummary } from "../../../src/domain/catalog/courses.ts";
import type { TMentor, TProgramSummary } from "../../../src/domain/catalog/programs.ts";
import { SmartLink } from "../SmartLink.tsx";
import { Avatar, SiteImage } from "../SiteImage.tsx";
import type { TClassCard } from "./class-card-data.ts";
import { ClassBadge } from "./ClassBadge.tsx";
import { formatDuration, formatPrice, formatShortDate } from "./format.ts";

/** `priority`: the card opens a list on the first screen, so its image is the page's LCP candidate (eager, high priority). */
export function ClassCard({ c, href, priority = false }: { c: TClassCard; href?: string; priority?: boolean }) {
  const to = href ?? `/Class/${c.slug}`;
  return (
    <article
      className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition hover:-translate-y-0.5 hover:border-primary/40 hover:shadow-md"
      data-class-code={c.code}
    >
      <SiteImage
        src={c.logo}
        alt=""
        width={320}
        height={200}
        loading={priority ? "eager" : "lazy"}
        fetchPriority={priority ? "high" : undefined}
        className="aspect-[16/10] w-full object-cover"
      />
      <div className="flex flex-1 flex-col p-5">
        <div className="flex flex-wrap items-center gap-2">
          <ClassBadge badge={c.badge} />
          <span className="text-xs font-semibold tracking-wide text-slate-500">{c.code}</span>
        </div>
        <h3 className="mt-3 text-lg font-bold leading-snug text-dark group-hover:text-primary-ink">
          <SmartLink to={to} className="after:absolute after:inset-0">
            {c.name}
          </SmartLink>
        </h3>
        {c.program ? <p className="mt-1 text-sm text-slate-500">{c.program.name}</p> : null}
        <p className="mt-3 line-clamp-3 text-sm leading-relaxed text-slate-600">{c.description}</p>
        <dl className="mt-4 grid grid-cols-2 gap-x-3 gap-y-2 text-xs">
          {[
            ["Level", LEVEL_LABEL[c.level] ?? c.level],
            ["Tipe", TYPE_LABEL[c.type] ?? c.type],
            ["Mulai", formatShortDate(c.startsAt)],
            ["Kuota", `${c.quota} peserta`],
          ].map(([k, v]) => (
            <div key={k}>
              <dt className="text-slate-500">{k}</dt>
              <dd className="font-semibold text-slate-700">{v}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-auto pt-4 text-base font-extrabold text-primary-ink">{formatPrice(c.price)}</p>
      </div>
    </article>
  );
}

export function ProgramCard({ p }: { p: TProgramSummary }) {
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition hover:-translate-y-0.5 hover:border-primary/40 hover:shadow-md">
      <SiteImage src={p.logo} alt="" width={320} height={200} loading="lazy" className="aspect-[16/9] w-full object-cover" />
      <div className="flex flex-1 flex-col p-5">
        <span className="w-fit rounded-full bg-secondary/10 px-2.5 py-1 text-xs font-semibold text-secondary-ink">{p.kind}</span>
        <h3 className="mt-3 text-lg font-bold leading-snug text-dark group-hover:text-primary-ink">
          <SmartLink to={`/Program/${p.slug}`} className="after:absolute after:inset-0">
            {p.name}
          </SmartLink>
        </h3>
        <p className="mt-2 line-clamp-3 text-sm leading-relaxed text-slate-600">{p.summary}</p>
        <p className="mt-auto flex gap-4 pt-4 text-xs font-medium text-slate-500">
          <span>{p.classCount} kelas</span>
          <span>{p.schoolCount} sekolah mitra</span>
        </p>
      </div>
    </article>
  );
}

export function CourseCard({ c }: { c: TCourseSummary }) {
  const to = c.isPremium ? `/Courses/@Premium/${c.slug}` : `/Courses/${c.slug}`;
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition hover:-translate-y-0.5 hover:border-primary/40 hover:shadow-md">
      <SiteImage src={c.cover} alt="" width={320} height={200} loading="lazy" className="aspect-[16/10] w-full object-cover" />
      <div className="flex flex-1 flex-col p-5">
        <div className="flex items-center gap-2 text-xs font-semibold">
          {c.isPremium ? (
            <span className="rounded-full bg-amber-100 px-2.5 py-1 text-amber-800">Premium</span>
          ) : (
            <span className="rounded-full bg-green-100 px-2.5 py-1 text-green-800">Gratis</span>
          )}
          <span className="text-slate-500">{LEVEL_LABEL[c.level] ?? c.level}</span>
        </div>
        <h3 className="mt-3 text-lg font-bold leading-snug text-dark group-hover:text-primary-ink">
          <SmartLink to={to} className="after:absolute after:inset-0">
            {c.title}
          </SmartLink>
        </h3>
        <p className="mt-2 line-clamp-3 text-sm leading-relaxed text-slate-600">{c.summary}</p>
        <p className="mt-auto flex items-center justify-between pt-4 text-sm">
          <span className="text-slate-500">
            {c.chapterCount} bab · {formatDuration(c.durationMinutes)}
          </span>
          {c.isPremium ? <span className="font-extrabold text-primary-ink">{formatPrice(c.price)}</span> : null}
        </p>
      </div>
    </article>
  );
}

export function MentorChip({ m }: { m: TMentorBrief }) {
  return (
    <div className="flex items-center gap-3">
      <Avatar src={m.photo} name={m.name} size={48} className="h-12 w-12 rounded-full" />
      <div>
        <p className="font-semibold text-dark">{m.name}</p>
        <p className="text-sm text-slate-500">
          {m.role}, {m.company}
        </p>
      </div>
    </div>
  );
}

export function MentorCard({ m }: { m: TMentor }) {
  return (
    <article className="flex h-full flex-col items-center rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-sm" id={`mentor-${m.slug}`}>
      <Avatar src={m.photo} name={m.name} size={112} label={`Foto ${m.name}`} className="h-28 w-28 rounded-full" />
      <h3 className="mt-4 text-lg font-bold text-dark">{m.name}</h3>
      <p className="text-sm font-medium text-primary-ink">{m.role}</p>
      <p className="text-sm text-slate-500">{m.company}</p>
      <p className="mt-3 text-sm leading-relaxed text-slate-600">{m.bio}</p>
      <ul className="mt-4 flex flex-wrap justify-center gap-1.5" aria-label="Keahlian">
        {m.expertise.map((e) => (
          <li key={e} className="rounded-full bg-slate-100 px-2.5 py-1 text-xs font-medium text-slate-700">
            {e}
          </li>
        ))}
      </ul>
    </article>
  );
}
