import { data, Form, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/course-quiz";
import { SmartLink } from "../../components/SmartLink.tsx";
import { formatPrice } from "../../components/catalog/format.ts";
import { LockIcon } from "../../components/catalog/LockIcon.tsx";
import { asRouteError, requireViewer } from "../../lib/identity.server.ts";
import { withContentKeys } from "../../lib/content-keys.ts";
import { notFound, requireEntry } from "../../lib/page-route.ts";
import { buildMeta, siteFromMatches } from "../../seo/meta.ts";
import { requirePermission } from "../../../src/domain/identity/permissions.ts";
import { formatWibDate, issueCertificateIfComplete } from "../../../src/domain/learning/certificates.ts";
import { getQuizView, submitQuiz } from "../../../src/domain/learning/quizzes.ts";
import type { TQuizResult } from "../../../src/contracts/learning.ts";
import { chapterPath, coursePath, loginHref, quizPath } from "./course-paths.ts";
import { learnerOf } from "./learning.server.ts";
import { requestOf } from "../../lib/request-context.server.ts";
import { read } from "../../lib/cached-read.server.ts";
import { getCourseStructure } from "../../../src/domain/catalog/courses.ts";

/**
 * A module quiz: `/Courses/{slug}/module/{moduleSlug}/quiz/{quizSlug}` (and the `@Premium`
 * twin). The page carries the questions only; answers are scored by the action on the server,
 * which then shows the score and each question's explanation.
 */
export async function loader({ request, context, params, pattern }: Route.LoaderArgs) {
  const { entry } = requireEntry({ pattern, params });
  const learner = await learnerOf(request, context);
  const view = await getQuizView(requestOf(context).tenantCtx, params.slug, params.moduleSlug, params.quizSlug, learner?.userId ?? null, (slug) =>
    read(context, getCourseStructure, slug),
  );
  if (!view) notFound("Kuis tidak ditemukan");
  const premiumRoute = entry.id === "course-premium-quiz";
  if (view.course.isPremium !== premiumRoute) throw redirect(quizPath(view.course.isPremium, view.course.slug, view.module.slug, view.quiz.slug), 301);
  const mod = view.course.modules.find((m) => m.id === view.module.id)!;
  const lastChapter = mod.chapters.at(-1);
  return data(
    {
      course: { slug: view.course.slug, title: view.course.title, isPremium: view.course.isPremium, price: view.course.price, cover: view.course.cover },
      module: view.module,
      quiz: view.quiz,
      locked: view.locked,
      signedIn: !!learner,
      attempts: view.attempts.map((a) => ({ ...a, at: formatWibDate(a.at) })),
      backHref: lastChapter
        ? chapterPath(view.course.isPremium, view.course.slug, mod.slug, lastChapter.slug)
        : coursePath(view.course.isPremium, view.course.slug),
    },
    learner ? { headers: { "Cache-Control": "private, no-store" } } : undefined,
  );
}

export async function action({ request, context, params, url, pattern }: Route.ActionArgs) {
  requireEntry({ pattern, params });
  const viewer = await requireViewer(request, context, url);
  const ctx = requestOf(context).tenantCtx;
  try {
    requirePermission(viewer, "learning.progress");
    let form: FormData;
    try {
      form = await request.formData();
    } catch {
      form = new FormData();
    }
    const answers: Record<string, string> = {};
    for (const [k, v] of form) if (k.startsWith("q_") && typeof v === "string") answers[k.slice(2)] = v;
    const { result, course, missing } = await submitQuiz(ctx, viewer.userId, params.slug, params.quizSlug, answers);
    if (missing.length) return data({ missing, answers, result: null as TQuizResult | null, certificate: null as string | null }, { status: 400 });
    const cert = result.passed ? await issueCertificateIfComplete(ctx, viewer.userId, course) : null;
    return { missing: [] as string[], answers, result, certificate: cert?.code ?? null };
  } catch (err) {
    throw asRouteError(err, request);
  }
}

export function meta({ data: d, matches }: Route.MetaArgs) {
  if (!d) return [];
  return buildMeta(siteFromMatches(matches), {
    title: `${d.quiz.title} — ${d.course.title}`,
    description: `Kuis modul ${d.module.title} dari kursus ${d.course.title}. Nilai lulus ${d.quiz.passMark}%.`,
    image: d.course.cover,
    path: quizPath(d.course.isPremium, d.course.slug, d.module.slug, d.quiz.slug),
  });
}

export default function CourseQuiz({ loaderData: d, actionData }: Route.ComponentProps) {
  const nav = useNavigation();
  const submitting = nav.state !== "idle" && nav.formMethod?.toLowerCase() === "post";
  const result = actionData?.result ?? null;
  const missing = new Set(actionData?.missing ?? []);
  const given = actionData?.answers ?? {};
  const here = quizPath(d.course.isPremium, d.course.slug, d.module.slug, d.quiz.slug);
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6">
      <SmartLink to={coursePath(d.course.isPremium, d.course.slug)} className="text-sm font-semibold text-primary-ink">
        ← {d.course.title}
      </SmartLink>
      <p className="mt-4 text-sm font-semibold text-slate-500">
        Modul {d.module.position}: {d.module.title}
      </p>
      <h1 className="mt-1 text-3xl font-extrabold tracking-tight text-dark">{d.quiz.title}</h1>
      <p className="mt-2 text-slate-600">
        {d.quiz.questions.length ? `${d.quiz.questions.length} soal · ` : ""}nilai lulus {d.quiz.passMark}%. Jawaban dinilai setelah dikirim, lalu pembahasan
        setiap soal ditampilkan.
      </p>

      {d.locked ? (
        <section className="mt-8 rounded-2xl border border-amber-200 bg-amber-50 p-8 text-center" aria-labelledby="terkunci">
          <LockIcon className="mx-auto h-12 w-12 text-amber-600" label="Kuis terkunci" />
          <h2 id="terkunci" className="mt-4 text-xl font-bold text-dark">
            Kuis ini khusus peserta kursus premium
          </h2>
          <p className="mt-2 text-slate-600">
            Daftar kursus <strong>{d.course.title}</strong> seharga <strong>{formatPrice(d.course.price)}</strong> untuk mengerjakan kuis dan mendapatkan
            sertifikat.
          </p>
          <div className="mt-6 flex flex-wrap justify-center gap-3">
            <SmartLink
              to={`/Register?kursus=${encodeURIComponent(d.course.slug)}`}
              className="inline-flex h-12 items-center rounded-xl bg-primary px-6 font-semibold text-on-primary shadow hover:opacity-90"
            >
              Daftar Kursus — {formatPrice(d.course.price)}
            </SmartLink>
            {d.signedIn ? null : (
              <SmartLink
                to={loginHref(here)}
                className="inline-flex h-12 items-center rounded-xl border border-primary px-6 font-semibold text-primary-ink hover:bg-primary/5"
              >
                Sudah terdaftar? Masuk
              </SmartLink>
            )}
          </div>
        </section>
      ) : result ? (
        <section className="mt-8" aria-labelledby="hasil-kuis">
          <div className={`rounded-2xl border p-6 ${result.passed ? "border-green-200 bg-green-50" : "border-amber-200 bg-amber-50"}`} role="status">
            <h2 id="hasil-kuis" className="text-xl font-bold text-dark" data-testid="quiz-score">
              Nilai Anda {result.percent}% ({result.score} dari {result.total} benar) — {result.passed ? "Lulus" : "Belum lulus"}
            </h2>
            <p className="mt-1 text-sm text-slate-700">
              {result.passed
                ? "Bagus! Kuis modul ini sudah Anda lewati."
                : `Butuh ${result.passMark}% untuk lulus. Baca lagi pembahasannya lalu coba sekali lagi.`}
            </p>
            {actionData?.certificate ? (
              <p className="mt-3 font-semibold text-green-900">
                Semua bab dan kuis selesai — sertifikat Anda sudah terbit:{" "}
                <a className="underline" href={`/Certificate/${actionData.certificate}`}>
                  lihat sertifikat
                </a>
                .
              </p>
            ) : null}
          </div>
          <ol className="mt-6 space-y-4">
            {d.quiz.questions.map((q, i) => {
              const r = result.questions.find((x) => x.id === q.id);
              return (
                <li key={q.id} className="rounded-2xl border border-slate-200 bg-white p-5">
                  <p className="font-semibold text-dark">
                    {i + 1}. {q.prompt}
                  </p>
                  <p className={`mt-2 text-sm font-semibold ${r?.correct ? "text-green-700" : "text-red-700"}`}>
                    {r?.correct ? "✓ Benar" : "✗ Salah"} — jawaban Anda: {r?.given || "(kosong)"}
                  </p>
                  {!r?.correct ? <p className="mt-1 text-sm text-slate-700">Jawaban yang benar: {r?.expected}</p> : null}
                  <p className="mt-2 rounded-xl bg-slate-50 p-3 text-sm text-slate-700">
                    <span className="font-semibold">Pembahasan:</span> {r?.explanation}
                  </p>
                </li>
              );
            })}
          </ol>
          <div className="mt-6 flex flex-wrap gap-3">
            <a
              href={here}
              className="inline-flex h-11 items-center rounded-xl border border-slate-300 px-5 text-sm font-semibold text-slate-700 hover:bg-slate-50"
            >
              Coba lagi
            </a>
            <SmartLink to={d.backHref} className="inline-flex h-11 items-center rounded-xl bg-primary px-5 text-sm font-semibold text-on-primary">
              Kembali ke materi
            </SmartLink>
          </div>
        </section>
      ) : !d.signedIn ? (
        <section className="mt-8 rounded-2xl border border-slate-200 bg-slate-50 p-6">
          <p className="text-slate-700">Masuk untuk mengerjakan kuis ini; nilai dan percobaan Anda disimpan di akun Anda.</p>
          <SmartLink to={loginHref(here)} className="mt-4 inline-flex h-11 items-center rounded-xl bg-primary px-5 text-sm font-semibold text-on-primary">
            Masuk untuk mengerjakan
          </SmartLink>
        </section>
      ) : (
        <Form method="post" className="mt-8 space-y-5" noValidate aria-describedby={missing.size ? "soal-kosong" : undefined}>
          {missing.size ? (
            <p id="soal-kosong" className="rounded-xl border border-red-200 bg-red-50 p-3 text-sm text-red-800" role="alert">
              Jawab semua soal terlebih dahulu: {missing.size} soal belum dijawab.
            </p>
          ) : null}
          {d.quiz.questions.map((q, i) => {
            const invalid = missing.has(q.id);
            const errId = `galat-${q.id}`;
            return (
              <fieldset
                key={q.id}
                className={`rounded-2xl border bg-white p-5 ${invalid ? "border-red-500" : "border-slate-200"}`}
                aria-invalid={invalid || undefined}
                aria-describedby={invalid ? errId : undefined}
              >
                <legend className="sr-only">Soal {i + 1}</legend>
                <p className="font-semibold text-dark">
                  {i + 1}. {q.prompt}
                </p>
                {q.kind === "multiple_choice" ? (
                  <div className="mt-3 space-y-2">
                    {withContentKeys(q.options).map(({ key, item: o, index: j }) => (
                      <label
                        key={key}
                        className="flex cursor-pointer items-start gap-3 rounded-xl border border-slate-200 p-3 hover:bg-slate-50 has-[:checked]:border-primary has-[:checked]:bg-primary/5"
                      >
                        <input type="radio" name={`q_${q.id}`} value={String(j)} defaultChecked={given[q.id] === String(j)} className="mt-1" />
                        <span>{o}</span>
                      </label>
                    ))}
                  </div>
                ) : (
                  <div className="mt-3">
                    <label htmlFor={`q_${q.id}`} className="text-sm text-slate-600">
                      Jawaban singkat
                    </label>
                    <input
                      id={`q_${q.id}`}
                      name={`q_${q.id}`}
                      defaultValue={given[q.id] ?? ""}
                      maxLength={500}
                      autoComplete="off"
                      className={`mt-1 h-11 w-full rounded-xl border px-3 ${invalid ? "border-red-500" : "border-slate-300"}`}
                    />
                  </div>
                )}
                {invalid ? (
                  <p id={errId} className="mt-2 text-sm text-red-700">
                    Soal ini belum dijawab.
                  </p>
                ) : null}
              </fieldset>
            );
          })}
          <button
            type="submit"
            disabled={submitting}
            className="inline-flex h-12 items-center rounded-xl bg-primary px-6 font-semibold text-on-primary shadow hover:opacity-90 disabled:opacity-60"
          >
            {submitting ? "Menilai…" : "Kirim jawaban"}
          </button>
        </Form>
      )}

      {d.attempts.length && !result ? (
        <section className="mt-10" aria-labelledby="riwayat">
          <h2 id="riwayat" className="text-lg font-bold text-dark">
            Percobaan sebelumnya
          </h2>
          <ul className="mt-2 divide-y divide-slate-100 rounded-2xl border border-slate-200 bg-white text-sm">
            {d.attempts.map((a) => (
              <li key={a.id} className="flex justify-between px-4 py-2">
                <span>{a.at}</span>
                <span className={a.passed ? "font-semibold text-green-700" : "text-slate-700"}>
                  {a.percent}% {a.passed ? "· Lulus" : ""}
                </span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
