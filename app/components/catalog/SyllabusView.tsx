import type { TProgramSyllabus } from "../../../src/domain/catalog/programs.ts";
import { LEVEL_LABEL } from "../../../src/contracts/catalog-constants.ts";
import { SmartLink } from "../SmartLink.tsx";

/** A programme's syllabus, class by class, each class a collapsible list of sessions. */
export function SyllabusView({ s }: { s: TProgramSyllabus }) {
  return (
    <div>
      <p className="text-sm text-slate-600">
        {s.classes.length} kelas · {s.totalHours} jam materi
      </p>
      <ol className="mt-4 space-y-4">
        {s.classes.map((c, i) => (
          <li key={c.id}>
            <details className="group rounded-2xl border border-slate-200 bg-white shadow-sm" open={i === 0}>
              <summary className="flex cursor-pointer list-none items-center justify-between gap-4 p-5 [&::-webkit-details-marker]:hidden">
                <span>
                  <span className="text-xs font-semibold tracking-wide text-slate-500">
                    {c.code} · {LEVEL_LABEL[c.level] ?? c.level} · {c.totalHours} jam
                  </span>
                  <span className="mt-1 block text-lg font-bold text-dark">{c.name}</span>
                </span>
                <span className="text-primary-ink transition group-open:rotate-180" aria-hidden="true">
                  ▾
                </span>
              </summary>
              <div className="border-t border-slate-100 px-5 pb-5">
                <ol className="mt-4 space-y-3">
                  {c.items.map((it) => (
                    <li key={it.id} className="flex gap-3">
                      <span className="grid h-7 w-7 shrink-0 place-items-center rounded-lg bg-primary/10 text-sm font-bold text-primary-ink">
                        {it.position}
                      </span>
                      <div>
                        <p className="font-semibold text-dark">
                          {it.title} <span className="text-xs font-medium text-slate-500">· {it.hours} jam</span>
                        </p>
                        <p className="text-sm text-slate-600">{it.description}</p>
                      </div>
                    </li>
                  ))}
                </ol>
                <SmartLink to={`/Class/${c.slug}`} className="mt-4 inline-flex text-sm font-semibold text-primary-ink">
                  Detail kelas →
                </SmartLink>
              </div>
            </details>
          </li>
        ))}
      </ol>
    </div>
  );
}
