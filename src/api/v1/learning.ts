import type { Context, MiddlewareHandler } from "hono";
import type { TViewer } from "../../domain/identity/accounts.ts";
import { requirePermission } from "../../domain/identity/permissions.ts";
import { viewerOf } from "../../domain/identity/viewer.ts";
import { AppError } from "../../kernel/errors.ts";
import { getCertificateByCode, issueCertificateIfComplete } from "../../domain/learning/certificates.ts";
import { certificateFileName, certificatePdfFor } from "../../domain/learning/certificate-pdf.ts";
import { markChapter } from "../../domain/learning/progress.ts";
import { getQuizView, submitQuiz } from "../../domain/learning/quizzes.ts";
import { SANDBOX_CSP, sandboxRunnerHtml } from "../../domain/learning/sandbox-runner.ts";
import { tenantOrigin } from "../../domain/tenants/public-urls.ts";
import type { TServices } from "../../platform/services.ts";
import { ok } from "../envelope.ts";
import { createApiRouter, createRoute, envelope, errors, jsonBody, z, type TApiEnv } from "../openapi.ts";
import { requireTenant, tenantCtx } from "../tenant.ts";

const tags = ["Belajar"];
const ZSlug = z
  .string()
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/)
  .max(120);
const ZCode = z.string().regex(/^[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}$/, "Kode sertifikat tidak valid.");

const ZProgress = z
  .object({ done: z.number().int(), total: z.number().int(), percent: z.number().int(), doneSlugs: z.array(z.string()), complete: z.boolean() })
  .openapi("CourseProgress");
const ZCertificate = z
  .object({
    code: z.string(),
    learnerName: z.string(),
    courseTitle: z.string(),
    courseSlug: z.string(),
    issuedAt: z.string(),
    verifyUrl: z.string(),
    pdfUrl: z.string(),
  })
  .openapi("Certificate");
const ZPublicQuestion = z.union([
  z.object({ kind: z.literal("multiple_choice"), id: z.string(), prompt: z.string(), options: z.array(z.string()) }),
  z.object({ kind: z.literal("short_answer"), id: z.string(), prompt: z.string() }),
]);
const ZQuizResult = z
  .object({
    attemptId: z.number().int(),
    score: z.number().int(),
    total: z.number().int(),
    percent: z.number().int(),
    passed: z.boolean(),
    passMark: z.number().int(),
    questions: z.array(z.object({ id: z.string(), correct: z.boolean(), given: z.string(), expected: z.string(), explanation: z.string() })),
    certificate: ZCertificate.nullable(),
  })
  .openapi("QuizResult");

/**
 * Learning calls (issue 16): mark chapters, take module quizzes (scored here; the key never
 * leaves the server), verify and download certificates, and the sandbox page coding exercises
 * run in. Signed-in calls use the bearer access token like the rest of the Services API.
 */
export function learningV1Router(services: TServices) {
  const r = createApiRouter();
  const signedIn: MiddlewareHandler<TApiEnv> = async (c, next) => {
    const v = await viewerOf(tenantCtx(c), c.req.raw);
    if (!v) throw new AppError("UNAUTHENTICATED", "Silakan masuk terlebih dahulu: sertakan Authorization: Bearer <access token>.");
    requirePermission(v, "learning.progress");
    c.set("viewer" as never, v as never);
    await next();
  };
  const viewer = (c: Context): TViewer => c.get("viewer" as never) as TViewer;
  const certOut = (c: Context, cert: { code: string; learnerName: string; courseTitle: string; courseSlug: string; issuedAt: Date }) => {
    const origin = tenantOrigin(requireTenant(c), services.urls);
    return {
      ...cert,
      issuedAt: cert.issuedAt.toISOString(),
      verifyUrl: `${origin}/Certificate/${cert.code}`,
      pdfUrl: `${origin}/api/v1/learning/certificates/${cert.code}/pdf`,
    };
  };

  r.openapi(
    createRoute({
      method: "put",
      path: "/v1/learning/courses/{slug}/chapters/{chapterSlug}/progress",
      summary: "Tandai bab selesai atau belum selesai (idempoten)",
      tags,
      middleware: [signedIn] as const,
      request: { params: z.object({ slug: ZSlug, chapterSlug: ZSlug }), body: jsonBody(z.object({ done: z.boolean() })) },
      responses: { 200: envelope(z.object({ progress: ZProgress, certificate: ZCertificate.nullable() })), ...errors(400, 401, 403, 404) },
    }),
    async (c) => {
      const { slug, chapterSlug } = c.req.valid("param");
      const ctx = tenantCtx(c);
      const { course, progress } = await markChapter(ctx, viewer(c).userId, slug, chapterSlug, c.req.valid("json").done);
      const cert = await issueCertificateIfComplete(ctx, viewer(c).userId, course);
      c.header("Cache-Control", "no-store");
      const { resume: _r, ...p } = progress;
      return ok(c, { progress: p, certificate: cert ? certOut(c, cert) : null });
    },
  );

  r.openapi(
    createRoute({
      method: "get",
      path: "/v1/learning/courses/{slug}/modules/{moduleSlug}/quizzes/{quizSlug}",
      summary: "Soal kuis modul (tanpa kunci jawaban); kuis kursus premium hanya untuk peserta terdaftar",
      tags,
      request: { params: z.object({ slug: ZSlug, moduleSlug: ZSlug, quizSlug: ZSlug }) },
      responses: {
        200: envelope(z.object({ slug: z.string(), title: z.string(), passMark: z.number().int(), locked: z.boolean(), questions: z.array(ZPublicQuestion) })),
        ...errors(401, 404),
      },
    }),
    async (c) => {
      const { slug, moduleSlug, quizSlug } = c.req.valid("param");
      const ctx = tenantCtx(c);
      const v = await viewerOf(ctx, c.req.raw);
      const view = await getQuizView(ctx, slug, moduleSlug, quizSlug, v?.userId ?? null);
      if (!view) throw new AppError("NOT_FOUND", "Kuis tidak ditemukan.");
      c.header("Cache-Control", "private, no-store");
      return ok(c, { slug: view.quiz.slug, title: view.quiz.title, passMark: view.quiz.passMark, locked: view.locked, questions: view.quiz.questions });
    },
  );

  r.openapi(
    createRoute({
      method: "post",
      path: "/v1/learning/courses/{slug}/quizzes/{quizSlug}/attempts",
      summary: "Kirim jawaban kuis: dinilai di server, skor dan pembahasan dikembalikan",
      tags,
      middleware: [signedIn] as const,
      request: {
        params: z.object({ slug: ZSlug, quizSlug: ZSlug }),
        body: jsonBody(z.object({ answers: z.record(z.string(), z.string()) }), 'Jawaban per id soal: indeks pilihan ("0", "1", …) atau teks jawaban singkat'),
      },
      responses: { 201: envelope(ZQuizResult), ...errors(400, 401, 403, 404) },
    }),
    async (c) => {
      const { slug, quizSlug } = c.req.valid("param");
      const ctx = tenantCtx(c);
      const { result, course, missing } = await submitQuiz(ctx, viewer(c).userId, slug, quizSlug, c.req.valid("json").answers);
      if (missing.length) throw new AppError("INVALID_INPUT", `Jawab semua soal terlebih dahulu (${missing.length} belum dijawab).`, { missing });
      const cert = result.passed ? await issueCertificateIfComplete(ctx, viewer(c).userId, course) : null;
      c.header("Cache-Control", "no-store");
      return ok(c, { ...result, certificate: cert ? certOut(c, cert) : null }, "Jawaban dinilai", 201);
    },
  );

  r.openapi(
    createRoute({
      method: "get",
      path: "/v1/learning/certificates/{code}",
      summary: "Verifikasi sertifikat berdasarkan kodenya",
      tags,
      request: { params: z.object({ code: ZCode }) },
      responses: { 200: envelope(ZCertificate), ...errors(400, 404) },
    }),
    async (c) => {
      const cert = await getCertificateByCode(tenantCtx(c), c.req.valid("param").code);
      if (!cert) throw new AppError("NOT_FOUND", "Sertifikat dengan kode ini tidak ditemukan.");
      return ok(c, certOut(c, cert));
    },
  );

  r.openapi(
    createRoute({
      method: "get",
      path: "/v1/learning/certificates/{code}/pdf",
      summary: "Unduh sertifikat (PDF)",
      tags,
      request: { params: z.object({ code: ZCode }) },
      responses: {
        200: { description: "Sertifikat PDF", content: { "application/pdf": { schema: z.string().openapi({ format: "binary" }) } } },
        ...errors(400, 404),
      },
    }),
    async (c) => {
      const cert = await getCertificateByCode(tenantCtx(c), c.req.valid("param").code);
      if (!cert) throw new AppError("NOT_FOUND", "Sertifikat dengan kode ini tidak ditemukan.");
      const tenant = requireTenant(c);
      const bytes = await certificatePdfFor(cert, tenant, tenantOrigin(tenant, services.urls));
      return c.body(bytes as unknown as ArrayBuffer, 200, {
        "Content-Type": "application/pdf",
        "Content-Disposition": `attachment; filename="${certificateFileName(cert)}"`,
        "Cache-Control": "private, max-age=300",
      });
    },
  );

  // The page coding exercises run in: loaded into <iframe sandbox="allow-scripts"> (an opaque
  // origin: no cookies, no storage, no access to the reader), with its own CSP that allows the
  // learner's code to run but not to load or send anything.
  r.openapi(
    createRoute({
      method: "get",
      path: "/v1/learning/sandbox",
      summary: "Halaman sandbox tempat latihan koding dijalankan (di dalam iframe sandbox, CSP sendiri)",
      tags,
      responses: { 200: { description: "Halaman HTML runner latihan", content: { "text/html": { schema: z.string() } } } },
    }),
    (c) => {
      c.header("Content-Security-Policy", SANDBOX_CSP);
      c.header("Cache-Control", "public, max-age=3600");
      c.header("X-Frame-Options", "SAMEORIGIN");
      return c.html(sandboxRunnerHtml());
    },
  );

  return r;
}
