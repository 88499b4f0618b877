import { Form, Link } from "react-router";
import type { Route } from "./+types/classes";
import { EmptyState } from "../../components/PageHeader.tsx";
import { Card, SavedNotice } from "../../components/dashboard/Dashboard.tsx";
import { ErrorSummary, useFormReply } from "../../components/form/index.ts";
import { DASHBOARD_DATE, requireSection } from "../../lib/dashboard.server.ts";
import { formFailure, formSuccess, parseForm } from "../../lib/form.server.ts";
import { asRouteError, tenantCtxOf } from "../../lib/identity.server.ts";
import { ZProgressForm } from "../../../src/contracts/identity-forms.ts";
import { getCourse } from "../../../src/domain/catalog/courses.ts";
import { listDoneChapters, listMyCourses, setChapterDone } from "../../../src/domain/identity/learning.ts";
import { can, requirePermission } from "../../../src/domain/identity/permissions.ts";

/** /Dashboard/Kelas: the viewer's courses, chapters done, and a toggle per chapter. */
export async function loader(args: Route.LoaderArgs) {
  const viewer = await requireSection(args, "dashboard-classes");
  const ctx = tenantCtxOf(args.context);
  const mine = await listMyCourses(ctx, viewer.userId);
  const courses = await Promise.all(
    mine.map(async (m) => {
      const detail = await getCourse(ctx, m.courseSlug, { userId: viewer.userId }).catch(() => null);
      return {
        slug: m.courseSlug,
        title: detail?.title ?? m.courseSlug.replace(/-/g, " "),
        premium: detail?.isPremium ?? false,
        enrolledAt: DASHBOARD_DATE.format(m.enrolledAt),
        done: await listDoneChapters(ctx, viewer.userId, m.courseSlug),
        chapters: detail ? detail.modules.flatMap((mod) => mod.chapters.map((ch) => ({ slug: ch.slug, title: ch.title }))) : [],
      };
    }),
  );
  return { courses, canProgress: can(viewer.role, "learning.progress") };
}

export async function action(args: Route.ActionArgs) {
  const viewer = await requireSection(args, "dashboard-classes");
  try {
    requirePermission(viewer, "learning.progress");
    const f = await parseForm(args.request, ZProgressForm);
    if (!f.ok) return formFailure(new FormData(), { formError: "Bab ini tidak dapat ditandai. Muat ulang halaman, lalu coba lagi." });
    await setChapterDone(tenantCtxOf(args.context), viewer.userId, f.value);
    return formSuccess(f.value.done ? "Bab ditandai selesai." : "Tanda selesai dihapus.");
  } catch (err) {
    throw asRouteError(err);
  }
}

export default function DashboardClasses({ loaderData: d }: Route.ComponentProps) {
  const reply = useFormReply();
  if (d.courses.length === 0)
    return (
      <EmptyState title="Belum ada kursus" action={{ to: "/Courses", label: "Jelajahi kursus" }}>
        <p>Kursus yang Anda ikuti dan kemajuan belajar Anda akan tampil di sini.</p>
      </EmptyState>
    );
  return (
    <>
      {reply?.ok ? <SavedNotice>{reply.ok}</SavedNotice> : null}
      <ErrorSummary result={reply?.result} formId="kemajuan" />
      {d.courses.map((c) => {
        const total = c.chapters.length;
        const pct = total ? Math.round((c.done.filter((s) => c.chapters.some((ch) => ch.slug === s)).length / total) * 100) : 0;
        return (
          <Card key={c.slug} title={c.title}>
            <p className="text-sm text-slate-500">
              Terdaftar sejak {c.enrolledAt} · {total ? `${c.done.length} dari ${total} bab selesai` : `${c.done.length} bab selesai`}
            </p>
            {total ? (
              <div className="mt-3 h-2 rounded-full bg-slate-100" role="progressbar" aria-valuenow={pct} aria-valuemin={0} aria-valuemax={100} aria-label={`Kemajuan ${c.title}`}>
                <div className="h-2 rounded-full bg-primary" style={{ width: `${pct}%` }} />
              </div>
            ) : null}
            <ul className="mt-4 divide-y divide-slate-100">
              {(c.chapters.length ? c.chapters : c.done.map((s) => ({ slug: s, title: s.replace(/-/g, " ") }))).map((ch) => {
                const done = c.done.includes(ch.slug);
                return (
                  <li key={ch.slug} className="flex items-center justify-between gap-3 py-2.5">
                    <span className={done ? "text-slate-500 line-through" : "text-dark"}>{ch.title}</span>
                    {d.canProgress ? (
                      <Form method="post">
                        <input type="hidden" name="courseSlug" value={c.slug} />
                        <input type="hidden" name="chapterSlug" value={ch.slug} />
                        <input type="hidden" name="done" value={done ? "0" : "1"} />
                        <button
                          className={`shrink-0 rounded-full px-3 py-1.5 text-xs font-semibold ${done ? "border border-slate-300 text-slate-600" : "bg-primary text-on-primary"}`}
                          aria-label={`${done ? "Batalkan tanda selesai" : "Tandai selesai"}: ${ch.title}`}
                        >
                          {done ? "Batalkan" : "Tandai selesai"}
                        </button>
                      </Form>
                    ) : null}
                  </li>
                );
              })}
            </ul>
            <Link to={c.premium ? `/Courses/@Premium/${c.slug}` : `/Courses/${c.slug}`} className="mt-4 inline-flex text-sm font-semibold text-primary-ink hover:underline">
              Buka kursus →
            </Link>
          </Card>
        );
      })}
    </>
  );
}
