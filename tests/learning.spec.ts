import { and, eq } from "drizzle-orm";
import { PDFDocument } from "pdf-lib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { catalogClasses, catalogCourses } from "../src/db/schema/catalog.ts";
import { chapterProgress } from "../src/db/schema/identity.ts";
import { learningCertificates, learningQuizAttempts } from "../src/db/schema/learning.ts";
import { getCourse } from "../src/domain/catalog/courses.ts";
import { listMyCourses } from "../src/domain/identity/learning.ts";
import { issueCertificateIfComplete } from "../src/domain/learning/certificates.ts";
import { computeProgress } from "../src/domain/learning/progress.ts";
import { assignTeaching, getTeachingReport } from "../src/domain/learning/teaching.ts";
import { createTestApp, type TTestApp } from "./helpers/app.ts";
import { signedIn } from "./helpers/identity.ts";
import { createCourse, enrol, FAILING_ANSWERS, PASSING_ANSWERS, SECRET_ANSWER, SECRET_EXPLANATION, unenrol, type TTestCourse } from "./helpers/learning.ts";
import { loadRender } from "./helpers/render.ts";

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp({ render: await loadRender() });
});
afterAll(() => t?.close());

const SB = "sekolahbeta";
const JDA = "jda";
const host = (tenant: string) => `${tenant}.localhost:3000`;

function api(tenant: string, token: string | null, path: string, init: { method?: string; body?: unknown } = {}) {
  const headers: Record<string, string> = { "content-type": "application/json" };
  if (token) headers.authorization = `Bearer ${token}`;
  return t.req(host(tenant), `/api/v1/learning${path}`, {
    method: init.method ?? "GET",
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
}

/** A page response whose text() drops React's `<!-- -->` text separators, so assertions read like the page. */
async function page(tenant: string, token: string | null, path: string, init: { method?: string; form?: Record<string, string> } = {}) {
  const res = await rawPage(tenant, token, path, init);
  const body = await res.text();
  return { status: res.status, headers: res.headers, text: async () => body.replace(/<!-- -->/g, "") };
}

function rawPage(tenant: string, token: string | null, path: string, init: { method?: string; form?: Record<string, string> } = {}) {
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  let body: string | undefined;
  if (init.form) {
    headers["content-type"] = "application/x-www-form-urlencoded";
    body = new URLSearchParams(init.form).toString();
  }
  return t.req(host(tenant), path, { method: init.method ?? (init.form ? "POST" : "GET"), headers, body, redirect: "manual" });
}

const mark = (tenant: string, token: string, c: TTestCourse, chapter: string, done = true) =>
  api(tenant, token, `/courses/${c.slug}/chapters/${chapter}/progress`, { method: "PUT", body: { done } });
const submit = (tenant: string, token: string, c: TTestCourse, answers: Record<string, string>) =>
  api(tenant, token, `/courses/${c.slug}/quizzes/${c.quiz.slug}/attempts`, { method: "POST", body: { answers } });

describe(`learning on ${process.env.TEST_DB}`, () => {
  describe("progress", () => {
    it("marking a chapter is idempotent both ways, and the percentage is done / total", async () => {
      const c = await createCourse(t.db.db, SB);
      const u = await signedIn(t, SB, 4);
      for (let i = 0; i < 3; i++) expect((await mark(SB, u.token, c, "bab-pertama")).status).toBe(200);
      const rows = await t.db.db
        .select()
        .from(chapterProgress)
        .where(and(eq(chapterProgress.userId, u.userId), eq(chapterProgress.courseSlug, c.slug)));
      expect(rows).toHaveLength(1);
      const body = await (await mark(SB, u.token, c, "bab-ketiga")).json();
      expect(body.data.progress).toMatchObject({ done: 2, total: 3, percent: 66, complete: false });
      expect((await mark(SB, u.token, c, "bab-ketiga", false)).status).toBe(200);
      const again = await (await mark(SB, u.token, c, "bab-ketiga", false)).json();
      expect(again.data.progress).toMatchObject({ done: 1, total: 3, percent: 33 });
    });

    it("Kelas Saya counts the learner's own chapters, and a course deleted on this tenant leaves the list", async () => {
      const ctx = { db: t.db.db, tenantId: SB };
      const c = await createCourse(t.db.db, SB);
      const a = await signedIn(t, SB, 4);
      const b = await signedIn(t, SB, 4);
      await enrol(t.db.db, SB, a.userId, c.slug);
      await enrol(t.db.db, SB, b.userId, c.slug);
      const done = (userId: string, chapterSlug: string, at: string) => ({ tenantId: SB, userId, courseSlug: c.slug, chapterSlug, doneAt: new Date(at) });
      await t.db.db
        .insert(chapterProgress)
        .values([
          done(a.userId, "bab-pertama", "2026-03-01T08:00:00Z"),
          done(b.userId, "bab-pertama", "2026-03-02T08:00:00Z"),
          done(b.userId, "bab-kedua", "2026-03-05T08:00:00Z"),
        ]);
      const mine = (await listMyCourses(ctx, a.userId)).find((x) => x.courseSlug === c.slug);
      expect(mine).toMatchObject({ chaptersDone: 1, lastDoneAt: new Date("2026-03-01T08:00:00Z") });
      expect((await listMyCourses(ctx, b.userId)).find((x) => x.courseSlug === c.slug)).toMatchObject({ chaptersDone: 2 });
      // Another tenant has a live course with the same slug; deleting this tenant's course still removes it.
      await t.db.db
        .insert(catalogCourses)
        .values({ tenantId: JDA, slug: c.slug, title: "Kursus kembar", summary: "x", description: "x", cover: "/media/x.svg", level: "pemula" });
      await t.db.db
        .update(catalogCourses)
        .set({ deletedAt: new Date() })
        .where(and(eq(catalogCourses.tenantId, SB), eq(catalogCourses.slug, c.slug)));
      expect((await listMyCourses(ctx, a.userId)).some((x) => x.courseSlug === c.slug)).toBe(false);
      expect((await listMyCourses(ctx, b.userId)).some((x) => x.courseSlug === c.slug)).toBe(false);
    });

    it("a premium course page offers a free chapter to visitors and 'Mulai belajar' to a learner who owns it", async () => {
      const c = await createCourse(t.db.db, SB, { premium: true });
      const u = await signedIn(t, SB, 4);
      const visitor = await (await page(SB, null, `/Courses/@Premium/${c.slug}`)).text();
      expect(visitor).toContain("Coba bab gratis");
      expect(visitor).not.toContain("Mulai belajar");
      await enrol(t.db.db, SB, u.userId, c.slug);
      const owner = await (await page(SB, u.token, `/Courses/@Premium/${c.slug}`)).text();
      expect(owner).toContain("Mulai belajar");
      expect(owner).not.toContain("Coba bab gratis");
    });

    it("resume picks the first unfinished chapter in course order, and the course page says Lanjutkan", async () => {
      const c = await createCourse(t.db.db, SB);
      const u = await signedIn(t, SB, 4);
      await mark(SB, u.token, c, "bab-pertama");
      await mark(SB, u.token, c, "bab-ketiga");
      const course = (await getCourse({ db: t.db.db, tenantId: SB }, c.slug, { userId: u.userId }))!;
      const p = computeProgress(course, ["bab-pertama", "bab-ketiga"]);
      expect(p.resume).toEqual({ slug: "bab-kedua", moduleSlug: "modul-satu", title: "Bab 2 uji" });
      const html = await (await page(SB, u.token, `/Courses/${c.slug}`)).text();
      expect(html).toContain(`href="${c.path("bab-kedua")}"`);
      expect(html).toMatch(/Lanjutkan/);
      expect(computeProgress(course, ["bab-pertama", "bab-kedua", "bab-ketiga"]).resume).toBeNull();
    });

    it("a locked chapter counts as not done, and cannot be marked", async () => {
      const c = await createCourse(t.db.db, SB, { premium: true });
      const u = await signedIn(t, SB, 4);
      expect((await mark(SB, u.token, c, "bab-kedua")).status).toBe(403);
      await enrol(t.db.db, SB, u.userId, c.slug);
      await mark(SB, u.token, c, "bab-pertama");
      const full = await (await mark(SB, u.token, c, "bab-kedua")).json();
      expect(full.data.progress).toMatchObject({ done: 2, total: 3 });
      await unenrol(t.db.db, SB, u.userId);
      // bab-kedua is locked again: its mark stays stored but does not count.
      const after = await (await mark(SB, u.token, c, "bab-pertama")).json();
      expect(after.data.progress).toMatchObject({ done: 1, total: 3, percent: 33 });
      const html = await (await page(SB, u.token, c.path("bab-pertama"))).text();
      expect(html).toContain('aria-valuenow="1"');
      expect(html).toContain("1 dari 3 bab selesai (33%)");
    });

    it("the chapter page marks done and undone with a plain form post (no JavaScript) and shows ticks", async () => {
      const c = await createCourse(t.db.db, SB);
      const u = await signedIn(t, SB, 4);
      const before = await (await page(SB, u.token, c.path("bab-pertama"))).text();
      expect(before).toContain("Tandai selesai");
      expect(before).toContain('<aside class="callout callout-note"');
      expect(before).toContain('<span class="hljs-keyword">const</span>');
      const done = await page(SB, u.token, c.path("bab-pertama"), { form: { intent: "done" } });
      expect(done.status).toBe(200);
      const html = await done.text();
      expect(html).toContain("Bab ini sudah selesai");
      expect(html).toContain("1 dari 3 bab selesai (33%)");
      expect(html).toContain("(selesai)");
      const undone = await (await page(SB, u.token, c.path("bab-pertama"), { form: { intent: "undone" } })).text();
      expect(undone).toContain("0 dari 3 bab selesai (0%)");
      const anon = await page(SB, null, c.path("bab-pertama"), { form: { intent: "done" } });
      expect(anon.status).toBe(302);
      expect(anon.headers.get("location")).toBe("/Login");
    });
  });

  describe("quizzes", () => {
    it("never sends the answer key or explanations before submitting: API, quiz page and reader", async () => {
      const c = await createCourse(t.db.db, SB);
      const u = await signedIn(t, SB, 4);
      const got = await api(SB, u.token, `/courses/${c.slug}/modules/modul-satu/quizzes/${c.quiz.slug}`);
      expect(got.status).toBe(200);
      const text = await got.text();
      expect(text).toContain("Berapa 2 + 2?");
      for (const secret of [SECRET_ANSWER, SECRET_EXPLANATION, '"answer"', '"accept"', "explanation"]) expect(text).not.toContain(secret);
      for (const who of [u.token, null]) {
        for (const path of [c.quizPath, c.path("bab-kedua"), `/Courses/${c.slug}`]) {
          const html = await (await page(SB, who, path)).text();
          expect(html).not.toContain(SECRET_ANSWER);
          expect(html).not.toContain(SECRET_EXPLANATION);
        }
      }
      const quizPage = await (await page(SB, u.token, c.quizPath)).text();
      expect(quizPage).toContain('name="q_q1"');
      // Data requests of client navigations carry no key either.
      const dataReq = await (await page(SB, u.token, `${c.quizPath}.data`)).text();
      expect(dataReq).not.toContain(SECRET_ANSWER);
    });

    it("scores on the server, stores attempts and shows the score with explanations after submitting", async () => {
      const c = await createCourse(t.db.db, SB);
      const u = await signedIn(t, SB, 4);
      const fail = await (await submit(SB, u.token, c, FAILING_ANSWERS)).json();
      expect(fail.data).toMatchObject({ score: 0, total: 2, percent: 0, passed: false, passMark: 60 });
      expect(fail.data.questions[0]).toMatchObject({ id: "q1", correct: false, expected: "4", explanation: SECRET_EXPLANATION });
      const half = await (await submit(SB, u.token, c, { q1: "1", q2: "  JAWABAN-rahasia-KUIS " })).json();
      expect(half.data).toMatchObject({ score: 2, percent: 100, passed: true });
      const missing = await submit(SB, u.token, c, { q1: "1" });
      expect(missing.status).toBe(400);
      const rows = await t.db.db.select().from(learningQuizAttempts).where(eq(learningQuizAttempts.userId, u.userId));
      expect(rows.map((r) => r.passed).sort()).toEqual([false, true]);
      // The page form: the action scores and renders the explanations.
      const res = await page(SB, u.token, c.quizPath, { form: { q_q1: "1", q_q2: "salah" } });
      expect(res.status).toBe(200);
      const html = await res.text();
      expect(html).toContain("Nilai Anda 50% (1 dari 2 benar) — Belum lulus");
      expect(html).toContain(SECRET_EXPLANATION);
      const empty = await page(SB, u.token, c.quizPath, { form: { q_q1: "1" } });
      expect(empty.status).toBe(400);
      expect(await empty.text()).toContain("Soal ini belum dijawab.");
      expect((await submit(SB, "bukan-token", c, PASSING_ANSWERS)).status).toBe(401);
    });

    it("keeps attempts per tenant and per user", async () => {
      const c = await createCourse(t.db.db, SB);
      const a = await signedIn(t, SB, 4);
      const b = await signedIn(t, SB, 4);
      await submit(SB, a.token, c, PASSING_ANSWERS);
      const course = (await getCourse({ db: t.db.db, tenantId: SB }, c.slug, { userId: b.userId }))!;
      const bView = await (await page(SB, b.token, c.quizPath)).text();
      expect(bView).not.toContain("Percobaan sebelumnya");
      expect(course.id).toBe(c.id);
      // The same course slug does not exist on jda: the sekolahbeta quiz is not reachable there.
      const other = await signedIn(t, JDA, 4);
      expect((await submit(JDA, other.token, c, PASSING_ANSWERS)).status).toBe(404);
      const jdaAttempts = await t.db.db.select().from(learningQuizAttempts).where(eq(learningQuizAttempts.tenantId, JDA));
      expect(jdaAttempts).toHaveLength(0);
      // A jda course with the same quiz slug keeps its own attempts.
      const cj = await createCourse(t.db.db, JDA);
      await submit(JDA, other.token, cj, FAILING_ANSWERS);
      const mine = await t.db.db.select().from(learningQuizAttempts).where(eq(learningQuizAttempts.userId, a.userId));
      expect(mine.map((r) => r.tenantId)).toEqual([SB]);
    });

    it("gates a premium course's quiz like its premium chapters", async () => {
      const c = await createCourse(t.db.db, SB, { premium: true });
      const u = await signedIn(t, SB, 4);
      const locked = await (await page(SB, u.token, c.quizPath)).text();
      expect(locked).toContain("Kuis ini khusus peserta kursus premium");
      expect(locked).not.toContain("Berapa 2 + 2?");
      expect((await submit(SB, u.token, c, PASSING_ANSWERS)).status).toBe(403);
      const q = await (await api(SB, u.token, `/courses/${c.slug}/modules/modul-satu/quizzes/${c.quiz.slug}`)).json();
      expect(q.data).toMatchObject({ locked: true, questions: [] });
      await enrol(t.db.db, SB, u.userId, c.slug);
      expect((await submit(SB, u.token, c, PASSING_ANSWERS)).status).toBe(201);
    });
  });

  describe("certificates", () => {
    it("is issued only when every chapter is done and every quiz passed, exactly once", async () => {
      const c = await createCourse(t.db.db, SB, { title: "Dasar Uji Sertifikat" });
      const u = await signedIn(t, SB, 4);
      for (const ch of c.chapters) expect((await (await mark(SB, u.token, c, ch.slug)).json()).data.certificate).toBeNull();
      const failed = await (await submit(SB, u.token, c, FAILING_ANSWERS)).json();
      expect(failed.data.certificate).toBeNull();
      const passed = await (await submit(SB, u.token, c, PASSING_ANSWERS)).json();
      expect(passed.data.certificate).toMatchObject({ courseTitle: "Dasar Uji Sertifikat" });
      const code = passed.data.certificate.code as string;
      // Again, and several at once: still one certificate with the same code.
      const ctx = { db: t.db.db, tenantId: SB };
      const again = await Promise.all([1, 2, 3].map(() => issueCertificateIfComplete(ctx, u.userId, c.slug)));
      expect(new Set(again.map((x) => x?.code))).toEqual(new Set([code]));
      await mark(SB, u.token, c, "bab-kedua", false);
      await mark(SB, u.token, c, "bab-kedua", true);
      const rows = await t.db.db.select().from(learningCertificates).where(eq(learningCertificates.userId, u.userId));
      expect(rows).toHaveLength(1);

      const verify = await page(SB, null, `/Certificate/${code}`);
      expect(verify.status).toBe(200);
      const html = await verify.text();
      expect(html).toContain(`data-testid="certificate-learner">${rows[0]!.learnerName}<`);
      expect(html).toContain("Dasar Uji Sertifikat");
      expect(html).toContain("Sekolah Beta");
      // Another tenant does not know the code.
      expect((await page(JDA, null, `/Certificate/${code}`)).status).toBe(404);

      const pdf = await t.req(host(SB), `/api/v1/learning/certificates/${code}/pdf`);
      expect(pdf.status).toBe(200);
      expect(pdf.headers.get("content-type")).toBe("application/pdf");
      const doc = await PDFDocument.load(new Uint8Array(await pdf.arrayBuffer()));
      expect(doc.getPageCount()).toBe(1);
      expect(doc.getTitle()).toBe(`Sertifikat Dasar Uji Sertifikat - ${rows[0]!.learnerName}`);
      expect(doc.getAuthor()).toBe("Sekolah Beta");
      expect(doc.getKeywords()).toContain(code);
      expect(doc.getSubject()).toContain("Sekolah Beta");
    });

    it("is not issued while a chapter is missing, even with every quiz passed", async () => {
      const c = await createCourse(t.db.db, SB);
      const u = await signedIn(t, SB, 4);
      await mark(SB, u.token, c, "bab-pertama");
      await mark(SB, u.token, c, "bab-kedua");
      const r = await (await submit(SB, u.token, c, PASSING_ANSWERS)).json();
      expect(r.data.passed).toBe(true);
      expect(r.data.certificate).toBeNull();
      expect(await issueCertificateIfComplete({ db: t.db.db, tenantId: SB }, u.userId, c.slug)).toBeNull();
    });

    it("an unknown or malformed code is the 404 page", async () => {
      const unknown = await page(SB, null, "/Certificate/ABCD-EFGH-JKLM");
      expect(unknown.status).toBe(404);
      expect(await unknown.text()).toContain("Sertifikat dengan kode ini tidak ditemukan");
      expect((await page(SB, null, "/Certificate/bukan-kode")).status).toBe(404);
      expect((await api(SB, null, "/certificates/ABCD-EFGH-JKLM")).status).toBe(404);
    });

    it("the learner finds it under /Dashboard/Sertifikat with the link to share", async () => {
      const c = await createCourse(t.db.db, SB);
      const u = await signedIn(t, SB, 4);
      for (const ch of c.chapters) await mark(SB, u.token, c, ch.slug);
      const code = (await (await submit(SB, u.token, c, PASSING_ANSWERS)).json()).data.certificate.code;
      const html = await (await page(SB, u.token, "/Dashboard/Sertifikat")).text();
      expect(html).toContain(`/Certificate/${code}`);
      expect(html).toContain(`http://sekolahbeta.localhost:3000/Certificate/${code}`);
    });
  });

  describe("coding exercises", () => {
    it("stores what the browser sandbox reported, like a quiz attempt, and refuses a mismatched report", async () => {
      const c = await createCourse(t.db.db, SB);
      const u = await signedIn(t, SB, 4);
      const html = await (await page(SB, u.token, c.path("bab-pertama"))).text();
      expect(html).toContain('data-testid="code-exercise"');
      expect(html).toContain("tambah(2, 3) menghasilkan 5.");
      const saved = await page(SB, u.token, c.path("bab-pertama"), {
        form: { intent: "exercise", exercise: "latihan-tambah", passedChecks: "1", totalChecks: "1", code: "function tambah(a, b) { return a + b; }" },
      });
      expect(saved.status).toBe(200);
      const after = await (await page(SB, u.token, c.path("bab-pertama"))).text();
      expect(after).toContain("return a + b;");
      const wrong = await page(SB, u.token, c.path("bab-pertama"), {
        form: { intent: "exercise", exercise: "latihan-tambah", passedChecks: "3", totalChecks: "3", code: "" },
      });
      expect(wrong.status).toBe(400);
      const sandbox = await t.req(host(SB), "/api/v1/learning/sandbox");
      expect(sandbox.headers.get("content-security-policy")).toContain("default-src 'none'");
      expect(sandbox.headers.get("content-security-policy")).not.toContain("connect-src");
    });
  });

  describe("reader access with a shared course cache", () => {
    it("a premium chapter read by an enrolled learner stays locked for the next reader without access, signed in or not", async () => {
      const c = await createCourse(t.db.db, SB, { premium: true });
      const ch = c.chapters[1]!; // not a preview
      const path = `/Courses/@Premium/${c.slug}/module/${ch.moduleSlug}/chapter/${ch.slug}`;
      const enrolled = await signedIn(t, SB, 4);
      await enrol(t.db.db, SB, enrolled.userId, c.slug);
      // The first read fills the tenant data cache with the course's structure and this chapter's content.
      const open = await (await page(SB, enrolled.token, path)).text();
      expect(open).toContain("Isi bab 2.");
      expect(open).not.toContain('id="terkunci"');
      const other = await signedIn(t, SB, 4);
      for (const token of [other.token, null]) {
        const res = await page(SB, token, path);
        expect(res.status).toBe(200);
        const html = await res.text();
        expect(html).toContain('id="terkunci"');
        expect(html).not.toContain("Isi bab 2.");
      }
      // And the enrolled learner still reads it after the others.
      expect(await (await page(SB, enrolled.token, path)).text()).toContain("Isi bab 2.");
    });
  });

  describe("dashboard", () => {
    it("a new learner's home shows the next step: three suggested classes, or the class chosen before signing up, and a checklist", async () => {
      const u = await signedIn(t, SB, 4);
      const html = await (await page(SB, u.token, "/Dashboard")).text();
      expect(html).toContain('data-testid="onboarding"');
      expect(html).not.toContain("Pilih bagian di menu");
      expect((html.match(/Tiga kelas ini sedang kami sarankan/g) ?? []).length).toBe(1);
      const onboarding = html.slice(html.indexOf('data-testid="onboarding"'));
      expect((onboarding.slice(0, onboarding.indexOf("Daftar periksa")).match(/href="\/Class\/[a-z0-9-]+"/g) ?? []).length).toBe(3);
      expect(html).toContain("Lengkapi profil dengan foto");
      const [pick] = await t.db.db
        .select({ slug: catalogClasses.slug, name: catalogClasses.name })
        .from(catalogClasses)
        .where(eq(catalogClasses.tenantId, SB))
        .limit(1);
      const chosen = await (await page(SB, u.token, `/Dashboard?kelas=${pick!.slug}`)).text();
      expect(chosen).toContain("Kelas yang Anda pilih sebelum mendaftar:");
      expect(chosen).toContain(pick!.name);
      expect(chosen).toContain(`href="/Class/${pick!.slug}"`);
    });

    it("Kelas Saya of a mentor does not use learner wording and points to the classes they teach", async () => {
      const m = await signedIn(t, SB, 2);
      const html = await (await page(SB, m.token, "/Dashboard/Kelas")).text();
      expect(html).toContain("Kelas dan kursus yang Anda ajar");
      expect(html).not.toContain("Lanjutkan kursus yang Anda ikuti");
      expect(html).not.toContain("Kursus yang Anda ikuti dan kemajuan belajar Anda");
      const learner = await signedIn(t, SB, 4);
      const c = await createCourse(t.db.db, SB);
      await mark(SB, learner.token, c, "bab-pertama");
      const mine = await (await page(SB, learner.token, "/Dashboard/Kelas")).text();
      expect(mine).toContain(`Lanjutkan: Bab 2 uji`);
      expect(mine).toContain("1 dari 3 bab selesai (33%)");
    });
  });

  describe("mentor and teacher view", () => {
    it("a mentor sees only the learners of their own courses, on the page and in the CSV", async () => {
      const x = await createCourse(t.db.db, SB, { title: "Kursus Mentor A" });
      const y = await createCourse(t.db.db, SB, { title: "Kursus Mentor B" });
      const mentorA = await signedIn(t, SB, 2);
      const mentorB = await signedIn(t, SB, 2);
      const ctx = { db: t.db.db, tenantId: SB };
      await assignTeaching(ctx, mentorA.userId, "course", x.id);
      await assignTeaching(ctx, mentorB.userId, "course", y.id);
      const learnerX = await signedIn(t, SB, 4);
      const learnerY = await signedIn(t, SB, 4);
      await mark(SB, learnerX.token, x, "bab-pertama");
      await submit(SB, learnerX.token, x, PASSING_ANSWERS);
      await mark(SB, learnerY.token, y, "bab-pertama");

      const aPage = await page(SB, mentorA.token, "/Dashboard/Mengajar");
      expect(aPage.status).toBe(200);
      const a = await aPage.text();
      expect(a).toContain("Kursus Mentor A");
      expect(a).toContain(learnerX.email);
      expect(a).toContain("1/3 (33%)");
      expect(a).toContain("100%");
      expect(a).not.toContain("Kursus Mentor B");
      expect(a).not.toContain(learnerY.email);

      const csv = await page(SB, mentorA.token, "/Dashboard/Mengajar/Ekspor");
      expect(csv.status).toBe(200);
      expect(csv.headers.get("content-type")).toContain("text/csv");
      const text = await csv.text();
      expect(text).toContain(learnerX.email);
      expect(text).not.toContain(learnerY.email);
      expect(text).toContain('"Kuis Modul Satu: 100%"');

      const b = await getTeachingReport(ctx, { userId: mentorB.userId, role: "mentor" });
      expect(b.courses.map((c) => c.title)).toEqual(["Kursus Mentor B"]);
      expect(b.courses[0]!.learners.map((l) => l.email)).toEqual([learnerY.email]);

      // A learner has no teaching page; another tenant's mentor sees nothing of sekolahbeta.
      expect((await page(SB, learnerX.token, "/Dashboard/Mengajar")).status).toBe(403);
      expect((await page(SB, learnerX.token, "/Dashboard/Mengajar/Ekspor")).status).toBe(403);
      const jdaMentor = await signedIn(t, JDA, 2);
      await assignTeaching({ db: t.db.db, tenantId: JDA }, jdaMentor.userId, "course", x.id);
      const jda = await getTeachingReport({ db: t.db.db, tenantId: JDA }, { userId: jdaMentor.userId, role: "mentor" });
      expect(jda.courses).toEqual([]);
    });
  });
});
