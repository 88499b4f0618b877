import type { Route } from "./+types/teaching";
import { EmptyState } from "../../components/PageHeader.tsx";
import { Card } from "../../components/dashboard/Dashboard.tsx";
import { DASHBOARD_DATE, requireSection } from "../../lib/dashboard.server.ts";
import { getTeachingReport } from "../../../src/domain/learning/teaching.ts";
import { requestOf } from "../../lib/request-context.server.ts";

/**
 * /Dashboard/Mengajar: the courses and classes a mentor or teacher teaches, each learner's
 * progress, quiz scores and last activity, with a CSV export. A mentor sees only their own
 * (src/domain/learning/teaching.ts); an admin sees every course of the site.
 */
export async function loader(args: Route.LoaderArgs) {
  const viewer = await requireSection(args, "dashboard-teaching");
  const report = await getTeachingReport(requestOf(args.context).tenantCtx, viewer);
  return {
    all: report.all,
    courses: report.courses.map((c) => ({
      ...c,
      learners: c.learners.map((l) => ({ ...l, lastActivity: l.lastActivity ? DASHBOARD_DATE.format(l.lastActivity) : null })),
    })),
    classes: report.classes.map((k) => ({ ...k, learners: k.learners.map((l) => ({ ...l, enrolledAt: DASHBOARD_DATE.format(l.enrolledAt) })) })),
  };
}

export default function DashboardTeaching({ loaderData: d }: Route.ComponentProps) {
  if (d.courses.length === 0 && d.classes.length === 0)
    return (
      <EmptyState title="Belum ada kelas yang Anda ajar">
        <p>
          Kursus dan kelas yang ditugaskan kepada Anda akan tampil di sini bersama kemajuan pesertanya. Hubungi admin situs bila penugasan Anda belum muncul.
        </p>
      </EmptyState>
    );
  const learnerCount = d.courses.reduce((n, c) => n + c.learners.length, 0) + d.classes.reduce((n, k) => n + k.learners.length, 0);
  return (
    <>
      <Card title={d.all ? "Semua kursus dan kelas situs ini" : "Ringkasan mengajar"}>
        <p className="text-slate-600">
          {d.courses.length} kursus · {d.classes.length} kelas · {learnerCount} peserta.{" "}
          {d.all ? "Sebagai admin Anda melihat semua kursus situs ini." : "Hanya peserta dari kursus dan kelas yang Anda ajar yang tampil di sini."}
        </p>
        <a
          href="/Dashboard/Mengajar/Ekspor"
          download
          className="mt-4 inline-flex h-11 items-center rounded-xl border border-primary px-5 text-sm font-semibold text-primary-ink hover:bg-primary/5"
        >
          Unduh CSV kemajuan peserta
        </a>
      </Card>
      {d.courses.map((c) => (
        <section key={c.id} className="rounded-2xl border border-slate-200 bg-white p-5" aria-labelledby={`kursus-${c.id}`} data-testid="taught-course">
          <h2 id={`kursus-${c.id}`} className="text-lg font-bold text-dark">
            {c.title}{" "}
            <span className="text-sm font-normal text-slate-500">
              · Kursus{c.isPremium ? " premium" : ""} · {c.chapterCount} bab
            </span>
          </h2>
          {c.learners.length === 0 ? (
            <p className="mt-2 text-sm text-slate-600">Belum ada peserta yang mulai belajar.</p>
          ) : (
            <div className="mt-3 overflow-x-auto">
              <table className="w-full min-w-[40rem] text-left text-sm">
                <caption className="sr-only">Kemajuan peserta kursus {c.title}</caption>
                <thead className="border-b border-slate-200 text-xs uppercase tracking-wider text-slate-500">
                  <tr>
                    <th scope="col" className="py-2 pr-3">
                      Peserta
                    </th>
                    <th scope="col" className="py-2 pr-3">
                      Kemajuan
                    </th>
                    {c.quizzes.map((q) => (
                      <th key={q.id} scope="col" className="py-2 pr-3">
                        {q.title}
                      </th>
                    ))}
                    <th scope="col" className="py-2">
                      Aktivitas terakhir
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-100">
                  {c.learners.map((l) => (
                    <tr key={l.userId}>
                      <th scope="row" className="py-2 pr-3 font-medium text-dark">
                        {l.name}
                        <span className="block text-xs font-normal text-slate-500">{l.email}</span>
                      </th>
                      <td className="py-2 pr-3">
                        <div className="flex items-center gap-2">
                          <div
                            className="h-2 w-24 overflow-hidden rounded-full bg-slate-200"
                            role="progressbar"
                            aria-label={`Kemajuan ${l.name}`}
                            aria-valuemin={0}
                            aria-valuemax={l.total}
                            aria-valuenow={l.done}
                          >
                            <div className="h-full bg-green-600" style={{ width: `${l.percent}%` }} />
                          </div>
                          <span>
                            {l.done}/{l.total} ({l.percent}%)
                          </span>
                        </div>
                      </td>
                      {c.quizzes.map((q) => {
                        const s = l.quizBest[q.id];
                        return (
                          <td
                            key={q.id}
                            className={`py-2 pr-3 ${s === undefined ? "text-slate-400" : s >= q.passMark ? "font-semibold text-green-700" : "text-amber-700"}`}
                          >
                            {s === undefined ? "—" : `${s}%`}
                          </td>
                        );
                      })}
                      <td className="py-2">{l.lastActivity ?? "—"}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </section>
      ))}
      {d.classes.map((k) => (
        <section key={k.id} className="rounded-2xl border border-slate-200 bg-white p-5" aria-labelledby={`kelas-${k.id}`}>
          <h2 id={`kelas-${k.id}`} className="text-lg font-bold text-dark">
            {k.name} <span className="text-sm font-normal text-slate-500">· Kelas {k.code}</span>
          </h2>
          {k.learners.length === 0 ? (
            <p className="mt-2 text-sm text-slate-600">Belum ada peserta terdaftar di kelas ini.</p>
          ) : (
            <ul className="mt-3 divide-y divide-slate-100 text-sm">
              {k.learners.map((l) => (
                <li key={l.userId} className="flex flex-wrap justify-between gap-2 py-2">
                  <span className="font-medium text-dark">
                    {l.name} <span className="text-slate-500">· {l.email}</span>
                  </span>
                  <span className="text-slate-600">Terdaftar {l.enrolledAt}</span>
                </li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </>
  );
}
