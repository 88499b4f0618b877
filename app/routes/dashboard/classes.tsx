import { Link } from "react-router";
import type { Route } from "./+types/classes";
import { EmptyState } from "../../components/PageHeader.tsx";
import { Card, SavedNotice } from "../../components/dashboard/Dashboard.tsx";
import { ErrorSummary, useFormReply } from "../../components/form/index.ts";
import { DASHBOARD_DATE, requireSection } from "../../lib/dashboard.server.ts";
import { formFailure, formSuccess, parseForm } from "../../lib/form.server.ts";
import { asRouteError } from "../../lib/identity.server.ts";
import { ZProgressForm } from "../../../src/contracts/identity-forms.ts";
import { getCourse, getCourseStructure } from "../../../src/domain/catalog/courses.ts";
import { listDoneChapters, listMyCourses, setChapterDone } from "../../../src/domain/identity/learning.ts";
import { can, requirePermission } from "../../../src/domain/identity/permissions.ts";
import { listMyClasses } from "../../../src/domain/payments/enrolments.ts";
import { findCertificate } from "../../../src/domain/learning/certificates.ts";
import { computeProgress } from "../../../src/domain/learning/progress.ts";
import { requestOf } from "../../lib/request-context.server.ts";
import { read } from "../../lib/cached-read.server.ts";
import type { TTenantCtx } from "../../../src/domain/scope.ts";

async function courseLearning(ctx: TTenantCtx, userId: string, course: NonNullable<Awaited<ReturnType<typeof getCourse>>>) {
  const p = computeProgress(course, await listDoneChapters(ctx, userId, course.slug));
  const cert = await findCertificate(ctx, userId, course.id);
  const base = course.isPremium ? `/Courses/@Premium/${course.slug}` : `/Courses/${course.slug}`;
  return {
    done: p.done,
    total: p.total,
    percent: p.percent,
    resume: p.resume ? { title: p.resume.title, href: `${base}/module/${p.resume.moduleSlug}/chapter/${p.resume.slug}` } : null,
    certificate: cert?.code ?? null,
  };
}

/** /Dashboard/Kelas: the viewer's classes and courses with completion, "Lanjutkan" and certificates. */
export async function loader(args: Route.LoaderArgs) {
  const viewer = await requireSection(args, "dashboard-classes");
  const ctx = requestOf(args.context).tenantCtx;
  const mine = await listMyCourses(ctx, viewer.userId);
  const courses = await Promise.all(
    mine.map(async (m) => {
      // Each course's structure is public (tenant data cache); the access marks are the viewer's.
      const detail = await getCourse(ctx, m.courseSlug, { userId: viewer.userId }, (slug) => read(args.context, getCourseStructure, slug)).catch(() => null);
      return {
        slug: m.courseSlug,
        title: detail?.title ?? m.courseSlug.replace(/-/g, " "),
        premium: detail?.isPremium ?? false,
        enrolledAt: DASHBOARD_DATE.format(m.enrolledAt),
        done: await listDoneChapters(ctx, viewer.userId, m.courseSlug),
        chapters: detail ? detail.modules.flatMap((mod) => mod.chapters.map((ch) => ({ slug: ch.slug, title: ch.title }))) : [],
        // Completion as the reader counts it (locked chapters count as not done) and where to resume.
        learning: detail ? await courseLearning(ctx, viewer.userId, detail) : null,
      };
    }),
  );
  const classes = (await listMyClasses(ctx, viewer.userId)).map((k) => ({
    slug: k.slug,
    name: k.name,
    batchName: k.batchName,
    startsAt: k.startsAt ? DASHBOARD_DATE.format(k.startsAt) : null,
    started: k.startsAt ? k.startsAt.getTime() <= Date.now() : false,
    schedule: k.schedule,
    location: k.location,
  }));
  return { courses, classes, canProgress: can(viewer.role, "learning.progress"), teaches: can(viewer.role, "teaching.view") };
}

export async function action(args: Route.ActionArgs) {
  const viewer = await requireSection(args, "dashboard-classes");
  try {
    requirePermission(viewer, "learning.progress");
    const f = await parseForm(args.request, ZProgressForm);
    if (!f.ok) return formFailure(new FormData(), { formError: "Bab ini tidak dapat ditandai. Muat ulang halaman, lalu coba lagi." });
    await setChapterDone(requestOf(args.context).tenantCtx, viewer.userId, f.value);
    return formSuccess(f.value.done ? "Bab ditandai selesai." : "Tanda selesai dihapus.");
  } catch (err) {
    throw asRouteError(err, args.request);
  }
}

export default function DashboardClasses({ loaderData: d }: Route.ComponentProps) {
  const reply = useFormReply();
  const teachingCard = d.teaches ? (
    <Card title="Kelas dan kursus yang Anda ajar">
      <p className="text-slate-600">Kemajuan, nilai kuis dan aktivitas terakhir peserta Anda ada di bagian Kelas yang Saya Ajar.</p>
      <Link to="/Dashboard/Mengajar" className="mt-4 inline-flex h-10 items-center rounded-xl bg-primary px-4 text-sm font-semibold text-on-primary">
        Buka kelas yang saya ajar
      </Link>
    </Card>
  ) : null;
  if (d.courses.length === 0 && d.classes.length === 0)
    return d.teaches ? (
      teachingCard
    ) : (
      <EmptyState title="Belum ada kursus" action={{ to: "/Courses", label: "Jelajahi kursus" }}>
        <p>Kursus yang Anda ikuti dan kemajuan belajar Anda akan tampil di sini.</p>
      </EmptyState>
    );
  return (
    <>
      {teachingCard}
      {reply?.ok ? <SavedNotice>{reply.ok}</SavedNotice> : null}
      <ErrorSummary result={reply?.result} formId="kemajuan" />
      {d.classes.map((k) => (
        <Card key={`kelas-${k.slug}`} title={k.name}>
          <p className="text-sm text-slate-500">
            Kelas · {k.batchName ?? "Angkatan berikutnya"} · {k.schedule} · {k.location}
          </p>
          <p className="mt-3 rounded-lg bg-slate-50 px-3 py-2 text-sm text-dark">
            <span className="font-semibold">Langkah berikutnya: </span>
            {k.started
              ? "kelas sudah berjalan — ikuti sesi sesuai jadwal."
              : k.startsAt
                ? `hadir di sesi perdana pada ${k.startsAt}.`
                : "tunggu jadwal angkatan diumumkan lewat email."}
          </p>
          <Link to={`/Class/${k.slug}`} className="mt-4 inline-flex text-sm font-semibold text-primary-ink hover:underline">
            Buka halaman kelas →
          </Link>
        </Card>
      ))}
      {d.courses.map((c) => {
        const l = c.learning;
        return (
          <Card key={c.slug} title={c.title}>
            <p className="text-sm text-slate-500">
              {d.teaches ? "Kursus yang Anda ikuti sebagai peserta" : "Terdaftar sejak"} {d.teaches ? "" : c.enrolledAt}
              {l ? ` · ${l.done} dari ${l.total} bab selesai (${l.percent}%)` : ` · ${c.done.length} bab selesai`}
            </p>
            {l ? (
              <div
                className="mt-3 h-2 rounded-full bg-slate-100"
                role="progressbar"
                aria-valuenow={l.done}
                aria-valuemin={0}
                aria-valuemax={l.total}
                aria-label={`Kemajuan ${c.title}`}
              >
                <div className="h-2 rounded-full bg-green-600" style={{ width: `${l.percent}%` }} />
              </div>
            ) : null}
            <div className="mt-4 flex flex-wrap items-center gap-3">
              {l?.certificate ? (
                <Link
                  to={`/Certificate/${l.certificate}`}
                  className="inline-flex h-10 items-center rounded-xl bg-green-700 px-4 text-sm font-semibold text-white"
                >
                  Lihat sertifikat
                </Link>
              ) : l?.resume ? (
                <Link
                  to={l.resume.href}
                  className="inline-flex h-10 items-center rounded-xl bg-primary px-4 text-sm font-semibold text-on-primary"
                  data-testid="resume-link"
                >
                  {l.done ? "Lanjutkan" : "Mulai"}: {l.resume.title}
                </Link>
              ) : null}
              <Link to={c.premium ? `/Courses/@Premium/${c.slug}` : `/Courses/${c.slug}`} className="text-sm font-semibold text-primary-ink hover:underline">
                Buka kursus →
              </Link>
            </div>
          </Card>
        );
      })}
    </>
  );
}
