import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TTestApp } from "./helpers/app.ts";
import { loadRender } from "./helpers/render.ts";

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp({ render: await loadRender() });
});
afterAll(() => t?.close());

const SB = "sekolahbeta.localhost";
const KOPI = "sekolahkopi.localhost";

async function page(host: string, path: string) {
  const res = await t.req(host, path, { redirect: "manual" });
  return { status: res.status, location: res.headers.get("location"), html: await res.text(), csp: res.headers.get("content-security-policy") ?? "" };
}

/** The fields of a JSON-LD block these tests read; the rest is compared with toMatchObject. */
interface TJsonLd {
  "@type"?: string;
  name?: string;
  hasCourse?: unknown[];
  [key: string]: unknown;
}

function jsonLd(html: string): TJsonLd[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as TJsonLd);
}

describe(`catalogue pages on ${process.env.TEST_DB}`, () => {
  it("lists six classes with their badges and keeps the filters in the page links", async () => {
    const { status, html } = await page(SB, "/Class?level=pemula");
    expect(status).toBe(200);
    expect(html).toContain("<title>Kelas | Sekolah Beta</title>");
    expect((html.match(/data-class-code=/g) ?? []).length).toBe(6);
    expect(html).toMatch(/data-badge="green" data-state="onRegistration"[^>]*>.*Pendaftaran Dibuka/);
    expect(html).toContain('href="/Class?level=pemula&amp;page=2"');
  });

  it("says a page past the end does not exist and links the last page, keeping the filters", async () => {
    const first = await page(SB, "/Class?level=pemula");
    const last = Number([...first.html.matchAll(/aria-label="Halaman (\d+)"/g)].map((m) => m[1]).at(-1));
    expect(last).toBeGreaterThan(1);
    const { status, html } = await page(SB, "/Class?level=pemula&page=99");
    expect(status).toBe(200);
    expect(html).toContain(`Halaman 99 tidak ada`);
    expect(html).toContain(`href="/Class?level=pemula&amp;page=${last}"`);
    expect(html).not.toContain("Belum ada kelas yang dibuka");
    expect(html).not.toMatch(/Menampilkan \d+–\d+/);
  });

  it("filters by search, state, programme and type from the URL", async () => {
    const search = await page(SB, "/Class?search=flutter");
    expect(search.html).toContain("Aplikasi Mobile Flutter");
    expect(search.html).not.toContain("Pemrograman Web</a>");
    const ended = await page(SB, "/Class?state=ended");
    const badges = [...ended.html.matchAll(/data-badge="(\w+)"/g)].map((m) => m[1]);
    expect(badges.length).toBeGreaterThan(0);
    expect(new Set(badges)).toEqual(new Set(["red"]));
    const program = await page(SB, "/Class?program=bootcamp-fullstack-javascript&type=online");
    expect(program.status).toBe(200);
    expect(program.html).toContain("Bootcamp Fullstack JavaScript");
    const nothing = await page(SB, "/Class?program=tidak-ada");
    expect(nothing.html).toContain("Tidak ada kelas yang cocok.");
  });

  it("shows a class by slug and by code, with canonical URL, meta from the class and Course JSON-LD", async () => {
    const bySlug = await page(SB, "/Class/pemrograman-web");
    expect(bySlug.status).toBe(200);
    expect(bySlug.html).toContain("<title>Pemrograman Web | Sekolah Beta</title>");
    expect(bySlug.html).toContain('rel="canonical" href="http://sekolahbeta.localhost:3000/Class/pemrograman-web"');
    expect(bySlug.html).toContain('property="og:image" content="http://sekolahbeta.localhost:3000/api/v1/catalog/image/class/pemrograman-web.svg"');
    const description = /<meta name="description" content="([^"]*)"/.exec(bySlug.html)![1]!;
    expect(description.split(" ")).toHaveLength(20);
    expect(description.endsWith("…")).toBe(true);
    const [ld] = jsonLd(bySlug.html);
    expect(ld).toMatchObject({ "@context": "https://schema.org", "@type": "Course", name: "Pemrograman Web", courseCode: "WEB-101" });
    const byCode = await page(SB, "/Class/WEB-101");
    expect(byCode.status).toBe(200);
    expect(byCode.html).toContain('rel="canonical" href="http://sekolahbeta.localhost:3000/Class/pemrograman-web"');
  });

  it("answers 404 for an unknown class, a class of another tenant, and a bad key", async () => {
    for (const [host, path] of [
      [SB, "/Class/tidak-ada"],
      [SB, "/Class/ZZZ-999"],
      [SB, "/Class/manual-brew"],
      [KOPI, "/Class/WEB-101"],
      [SB, "/Class/Web-101"],
      [SB, "/Class/Competence/tidak-ada"],
      [SB, "/Overview/ZZZ-1"],
      [SB, "/Program/tidak-ada"],
      [SB, "/Curriculum/tidak-ada"],
      [SB, "/Courses/tidak-ada"],
      [SB, "/Courses/javascript-dasar/module/mengenal-javascript/chapter/tidak-ada"],
      [SB, "/Courses/javascript-dasar/module/dasar-bahasa/chapter/program-pertama"],
      [KOPI, "/Courses/javascript-dasar"],
      ["pesilat.localhost", "/Pesilat/Class/WEB-101"],
    ] as const) {
      const r = await page(host, path);
      expect(r.status, `${host}${path}`).toBe(404);
      expect(r.html).toContain("Oops.. Maaf halaman tidak ditemukan.");
    }
  });

  it("shows a programme with its classes, schools and EducationalOccupationalProgram JSON-LD", async () => {
    const r = await page(SB, "/Program/bootcamp-fullstack-javascript");
    expect(r.status).toBe(200);
    expect(r.html).toContain("<title>Bootcamp Fullstack JavaScript | Sekolah Beta</title>");
    expect(r.html).toContain("Sekolah mitra");
    const ld = jsonLd(r.html).find((x) => x["@type"] === "EducationalOccupationalProgram");
    expect(ld?.name).toBe("Bootcamp Fullstack JavaScript");
    expect(ld?.hasCourse?.length).toBeGreaterThan(0);
    expect(r.csp).not.toContain("unsafe-inline' 'sha");
  });

  it("redirects /Program/{id}/{wrong-slug} to the canonical address and 404s another tenant's id", async () => {
    const api = (await (await t.req(SB, "/api/v1/program/active/detail?slug=bootcamp-fullstack-javascript")).json()) as { data: { id: number } };
    const id = api.data.id;
    const ok = await page(SB, `/Program/${id}/bootcamp-fullstack-javascript`);
    expect(ok.status).toBe(200);
    const moved = await page(SB, `/Program/${id}/judul-lama`);
    expect(moved.status).toBe(301);
    expect(moved.location).toBe(`/Program/${id}/bootcamp-fullstack-javascript`);
    expect((await page(KOPI, `/Program/${id}/bootcamp-fullstack-javascript`)).status).toBe(404);
  });

  it("reads a free chapter with its progress and neighbours", async () => {
    const r = await page(SB, "/Courses/javascript-dasar/module/dasar-bahasa/chapter/operator-dan-ekspresi");
    expect(r.status).toBe(200);
    expect(r.html).toContain("Bab <!-- -->5<!-- --> dari <!-- -->12");
    expect(r.html).toContain('href="/Courses/javascript-dasar/module/dasar-bahasa/chapter/variabel-dan-tipe-data"');
    expect(r.html).toContain('href="/Courses/javascript-dasar/module/dasar-bahasa/chapter/percabangan"');
    // The chapter's own text (src/seed/content/courses/javascript-dasar.ts), rendered from Markdown.
    expect(r.html).toContain("<h2>Urutan pengerjaan</h2>");
    const noModule = await page(SB, "/Courses/javascript-dasar/module/chapter/operator-dan-ekspresi");
    expect(noModule.status).toBe(200);
  });

  it("locks a premium chapter with the price, and opens its preview chapters", async () => {
    const locked = await page(SB, "/Courses/@Premium/react-produksi/module/kinerja/chapter/code-splitting");
    expect(locked.status).toBe(200);
    expect(locked.html).toContain("Bab ini khusus peserta kursus premium");
    expect(locked.html).toContain("Rp 499.000");
    expect(locked.html).not.toContain("Pemecahan per rute");
    const preview = await page(SB, "/Courses/@Premium/react-produksi/module/fondasi-komponen/chapter/berpikir-dalam-komponen");
    expect(preview.html).toContain("<h2>Dari desain ke pohon komponen</h2>");
    expect(preview.html).not.toContain("Bab ini khusus peserta kursus premium");
  });

  it("moves a premium course to its @Premium address and back", async () => {
    const toPremium = await page(SB, "/Courses/react-produksi/module/kinerja/chapter/code-splitting");
    expect(toPremium.status).toBe(301);
    expect(toPremium.location).toBe("/Courses/@Premium/react-produksi/module/kinerja/chapter/code-splitting");
    const toFree = await page(SB, "/Courses/@Premium/javascript-dasar");
    expect(toFree.status).toBe(301);
    expect(toFree.location).toBe("/Courses/javascript-dasar");
  });

  it("shows each tenant's own catalogue on the same paths", async () => {
    const kopi = await page(KOPI, "/Courses");
    expect(kopi.html).toContain("Mengenal Kopi Indonesia");
    expect(kopi.html).not.toContain("JavaScript Dasar");
    const mentors = await page("smkcoding.localhost", "/Mentor");
    expect(mentors.html).toContain("<title>Mentor | SMK Coding</title>");
    expect(mentors.html).toContain("Rizky Pratama");
    expect((await page("pesilat.localhost", "/Mentor")).html).not.toContain("Rizky Pratama");
  });

  it("always shows the festival class on /BelajarBersama", async () => {
    const r = await page("belajarbersamapuja.localhost", "/BelajarBersama");
    expect(r.status).toBe(200);
    expect(r.html).toContain("<title>Festival Belajar Bersama | Belajar Bersama Puja</title>");
    expect(r.html).toContain("Pendaftaran Dibuka");
  });

  it("serves curriculum, syllabus, overview and the pesilat class pages", async () => {
    const cur = await page(SB, "/Curriculum/bootcamp-fullstack-javascript");
    expect(cur.html).toContain("Kurikulum Bootcamp Fullstack JavaScript");
    const sil = await page(SB, "/Silabus?program=coding-goes-to-school");
    expect(sil.html).toContain('<option value="coding-goes-to-school" selected="">');
    const ov = await page(SB, "/Overview/WEB-101");
    expect(ov.html).toContain("<title>Ringkasan Pemrograman Web | Sekolah Beta</title>");
    const pes = await page("tunas.localhost", "/Pesilat/Class/OTO-101");
    expect(pes.status).toBe(200);
    expect(pes.html).toContain("Teknik Otomotif Ringan");
    const comp = await page(SB, "/Class/Competence/pengembangan-web");
    expect(comp.html).toContain("Kompetensi Pengembangan Web");
  });

  it("shows the classes open for registration on academy and brand homes only", async () => {
    const home = await page(SB, "/");
    expect(home.html).toContain("Kelas yang sedang dibuka");
    const badges = [...home.html.matchAll(/data-badge="(\w+)"/g)].map((m) => m[1]);
    expect(badges).toEqual(["green", "green", "green"]);
    expect((await page("aksara.localhost", "/")).html).not.toContain("Kelas yang sedang dibuka");
  });
});
