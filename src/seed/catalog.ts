import type { Db } from "../db/client.ts";
import {
  catalogBatches,
  catalogClasses,
  catalogCompetences,
  catalogCourseChapters,
  catalogCourseModules,
  catalogCourses,
  catalogMentors,
  catalogPrograms,
  catalogSchools,
  catalogSyllabus,
  catalogWebinars,
} from "../db/schema/catalog.ts";
import type { TTenantRow } from "../db/schema/tenants.ts";
import { FESTIVAL_CLASS_CODE, FESTIVAL_CLASS_SLUG, imageUrl } from "../contracts/catalog-constants.ts";
import { CITIES, isMainCatalogTenant, THEMES, themeFor, type TCourseSeed, type TTheme } from "./catalog-data.ts";
import type { TSeeder } from "./seeder.ts";
import { chapterSeed, insertCourseLearning, type TSeededCourse } from "./learning.ts";

const DAY = 86_400_000;

export function kebab(s: string): string {
  return s
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

type TState = "onRegistration" | "started" | "comingSoon" | "ended" | "none";
const STATE_CYCLE: TState[] = ["onRegistration", "started", "comingSoon", "onRegistration", "ended", "none"];
const PRICES = [0, 750_000, 1_500_000, 2_500_000, 3_500_000, 500_000];
const SCHEDULE_EN: Record<string, string> = {
  online: "Tuesday & Thursday, 19:00–21:00 WIB",
  offline: "Monday–Friday, 08:00–15:00 WIB",
  hybrid: "Saturday, 09:00–12:00 WIB (online & in person)",
};
const SCHEDULE: Record<string, string> = {
  online: "Selasa & Kamis, 19.00–21.00 WIB",
  offline: "Senin–Jumat, 08.00–15.00 WIB",
  hybrid: "Sabtu, 09.00–12.00 WIB (daring & tatap muka)",
};

/** Dates are relative to the seeding day, so a fresh database always shows a living catalogue. */
function anchorDay(): number {
  const now = new Date();
  return Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), 2); // 09.00 WIB
}

function classDates(state: TState, i: number, anchor: number): { startsAt: Date; endsAt: Date } {
  const d = (n: number) => new Date(anchor + n * DAY);
  switch (state) {
    case "comingSoon":
      return { startsAt: d(40 + i), endsAt: d(100 + i) };
    case "onRegistration":
      return { startsAt: d(12 + i), endsAt: d(72 + i) };
    case "started":
      return { startsAt: d(-14 - i), endsAt: d(46 + i) };
    case "ended":
      return { startsAt: d(-150 - i), endsAt: d(-30 - i) };
    default:
      return { startsAt: d(60 + i), endsAt: d(120 + i) };
  }
}

/** "Sintaks ES2023" → "sintaks ES2023", keeping acronyms such as "HTML" or "CSS" intact. */
function lowerFirst(s: string): string {
  return /^[A-Z][a-z]/.test(s) ? s.charAt(0).toLowerCase() + s.slice(1) : s;
}

function chapterMarkdown(course: TCourseSeed, moduleTitle: string, chapter: string, n: number): string {
  const topic = lowerFirst(chapter);
  return [
    `Bab ini adalah bagian dari modul **${moduleTitle}** dalam kursus *${course.title}*. Kita akan membahas ${topic} secara bertahap: mulai dari konsep, contoh nyata, hingga latihan yang bisa langsung Anda kerjakan.`,
    "",
    "### Yang akan Anda pelajari",
    "",
    `- Memahami konsep utama ${topic} dan istilah yang sering dipakai.`,
    `- Mengenali kapan ${topic} dipakai dalam pekerjaan sehari-hari.`,
    "- Menghindari kesalahan umum yang sering dilakukan pemula.",
    "",
    "### Langkah praktik",
    "",
    `1. Baca ringkasan materi ${topic} di bawah ini sampai selesai.`,
    "2. Catat tiga hal yang paling baru bagi Anda.",
    "3. Kerjakan latihan singkat dan bandingkan hasilnya dengan contoh.",
    "",
    `Ringkasan: ${course.summary} Pada bab ke-${n} ini, fokus kita adalah ${topic}. Luangkan waktu sekitar 15 menit dan ulangi latihannya bila perlu.`,
    "",
    `> Tips: diskusikan hasil latihan ${topic} di forum kelas agar mendapat masukan dari mentor.`,
  ].join("\n");
}

/** Seeds one tenant's catalogue; returns nothing, inserts in bulk per table. */
async function seedTenants(db: Db, product: string, rows: TTenantRow[]): Promise<void> {
  if (rows.length === 0) return;
  const anchor = anchorDay();
  const english = new Set(rows.filter((r) => r.language === "en").map((r) => r.id));
  const en = (tenantId: string) => english.has(tenantId);

  type TPlan = { tenant: TTenantRow; theme: TTheme; main: boolean; cityIdx: number };
  const plans: TPlan[] = rows.map((tenant, k) => ({
    tenant,
    theme: themeFor(tenant.layout, product),
    main: isMainCatalogTenant(tenant.layout, product),
    cityIdx: k % CITIES.length,
  }));

  // Programmes, competences, mentors: independent of each other.
  const programRows = plans.flatMap(({ tenant, theme, main }) =>
    theme.programs.slice(0, main ? 10 : 4).map((p, i) => ({
      tenantId: tenant.id,
      slug: kebab(p.name),
      name: p.name,
      summary: p.summary,
      description:
        p.description ??
        `${p.summary} Program ${p.kind.toLowerCase()} ini dirancang bersama mitra industri dan ${tenant.name}, dengan kelas terjadwal, mentor praktisi, proyek akhir dan sertifikat kelulusan.`,
      logo: imageUrl("program", kebab(p.name)),
      kind: p.kind,
      level: i % 3 === 0 ? "pemula" : i % 3 === 1 ? "menengah" : "mahir",
      isActive: true,
      startsAt: new Date(anchor - (30 - i * 7) * DAY),
      endsAt: new Date(anchor + (150 + i * 10) * DAY),
      position: i + 1,
    })),
  );
  const competenceRows = plans.flatMap(({ tenant, theme }) =>
    theme.competences.map((name) => ({
      tenantId: tenant.id,
      slug: kebab(name),
      name,
      description:
        tenant.language === "en"
          ? `Classes that build ${name} skills employers ask for.`
          : `Kelas-kelas untuk membangun kompetensi ${name.toLowerCase()} yang dibutuhkan industri.`,
    })),
  );
  const mentorRows = plans.flatMap(({ tenant, theme, main }) =>
    theme.mentors.slice(0, theme.own ? undefined : main ? 8 : 4).map((m, i) => ({
      tenantId: tenant.id,
      slug: kebab(m.name),
      name: m.name,
      role: m.role,
      company: m.company,
      bio:
        m.bio ??
        `${m.name} adalah ${m.role} di ${m.company} dengan pengalaman lebih dari ${6 + i} tahun. Ia membimbing peserta ${tenant.name} dalam ${m.expertise.join(", ")}.`,
      photo: imageUrl("mentor", kebab(m.name)),
      expertise: m.expertise,
      position: i + 1,
    })),
  );
  // One after the other: the seed runs inside a transaction, i.e. on one connection.
  const programs = await db
    .insert(catalogPrograms)
    .values(programRows)
    .returning({ tenantId: catalogPrograms.tenantId, id: catalogPrograms.id, position: catalogPrograms.position, name: catalogPrograms.name });
  const competences = await db
    .insert(catalogCompetences)
    .values(competenceRows)
    .returning({ tenantId: catalogCompetences.tenantId, id: catalogCompetences.id });
  const mentors = await db
    .insert(catalogMentors)
    .values(mentorRows)
    .returning({ tenantId: catalogMentors.tenantId, id: catalogMentors.id, name: catalogMentors.name });
  const byTenant = <T extends { tenantId: string }>(list: T[]) => {
    const m = new Map<string, T[]>();
    for (const x of list) m.set(x.tenantId, [...(m.get(x.tenantId) ?? []), x]);
    return m;
  };
  const programsOf = byTenant(programs.sort((a, b) => a.position - b.position));
  const competencesOf = byTenant(competences.sort((a, b) => a.id - b.id));
  const mentorsOf = byTenant(mentors.sort((a, b) => a.id - b.id));

  // Classes.
  type TClassPlan = { tenantId: string; skills: string[]; variant: number; programId: number | null; state: TState; name: string; mentorNames: string[] };
  const classPlans: TClassPlan[] = [];
  const classRows = plans.flatMap(({ tenant, theme, main, cityIdx }) => {
    const progs = programsOf.get(tenant.id) ?? [];
    const comps = competencesOf.get(tenant.id) ?? [];
    const ments = mentorsOf.get(tenant.id) ?? [];
    const topics = theme.topics;
    // Own content: every topic, plus "<name> Lanjutan" on main tenants for the topics that describe one.
    const order: [number, number][] = theme.own
      ? [...topics.map((_, k) => [k, 0] as [number, number]), ...(main ? topics.flatMap((tp, k) => (tp.advanced ? [[k, 1] as [number, number]] : [])) : [])]
      : Array.from({ length: main ? topics.length * 2 : 8 }, (_, i) => [i % topics.length, Math.floor(i / topics.length)] as [number, number]);
    const count = order.length;
    const teachersOf = (code: string) => {
      const names = new Set(theme.mentors.filter((m) => m.teaches?.includes(code)).map((m) => m.name));
      return ments.filter((m) => names.has(m.name));
    };
    const city = CITIES[cityIdx]![0];
    const out = [];
    for (let i = 0; i < count; i++) {
      const [topicIdx, variant] = order[i]!;
      const topic = topics[topicIdx]!;
      const name = variant === 0 ? topic.name : `${topic.name} Lanjutan`;
      const state = STATE_CYCLE[i % STATE_CYCLE.length]!;
      const type = theme.defaultType && i % 3 !== 2 ? theme.defaultType : (["online", "offline", "hybrid"] as const)[i % 3]!;
      const program = progs.length ? progs[(theme.programOf[topicIdx] ?? 0) % progs.length]! : null;
      const mentorPick = theme.own ? teachersOf(topic.code) : ments.length ? [ments[i % ments.length]!, ments[(i + 3) % ments.length]!] : [];
      const uniqueMentors = [...new Map(mentorPick.map((m) => [m.id, m])).values()];
      const dates = classDates(state, i, anchor);
      const skills = variant === 0 ? topic.skills : topic.skills.map((s) => `${s} tingkat lanjut`);
      classPlans.push({ tenantId: tenant.id, skills, variant, programId: program?.id ?? null, state, name, mentorNames: uniqueMentors.map((m) => m.name) });
      out.push({
        tenantId: tenant.id,
        programId: program?.id ?? null,
        competenceId: comps.length ? comps[i % comps.length]!.id : null,
        code: `${topic.code}-${variant === 0 ? 101 : 201}`,
        slug: kebab(name),
        name,
        description:
          (variant === 0 ? topic.description : topic.advanced) ??
          `${name} untuk ${theme.audience}: ${topic.skills.join("; ")}. Belajar bersama mentor praktisi lewat praktik terbimbing, proyek nyata dan sertifikat kelulusan.`,
        logo: imageUrl("class", kebab(name)),
        level: variant === 1 ? "mahir" : i % 2 === 0 ? "pemula" : "menengah",
        type,
        comingSoon: state === "comingSoon",
        onRegistration: state === "onRegistration",
        started: state === "started",
        ended: state === "ended",
        schedule: (en(tenant.id) ? SCHEDULE_EN : SCHEDULE)[type]!,
        location:
          type === "online"
            ? en(tenant.id)
              ? "Online (Zoom)"
              : "Daring (Zoom)"
            : type === "offline"
              ? city
              : `${en(tenant.id) ? "Online" : "Daring"} & ${city}`,
        ...dates,
        price: PRICES[i % PRICES.length]!,
        quota: 20 + ((i * 7) % 21),
        mentorIds: uniqueMentors.map((m) => m.id),
        position: i + 1,
      });
    }
    // The festival class of /BelajarBersama, on every tenant.
    const festName = "Festival Belajar Bersama";
    classPlans.push({
      tenantId: tenant.id,
      skills: ["Sesi pembuka dan perkenalan mentor", "Kelas praktik pilihan", "Mentoring kelompok", "Pameran karya dan penutupan"],
      variant: 0,
      programId: progs[0]?.id ?? null,
      state: "onRegistration",
      name: festName,
      mentorNames: ments.slice(0, 3).map((m) => m.name),
    });
    out.push({
      tenantId: tenant.id,
      programId: progs[0]?.id ?? null,
      competenceId: comps[0]?.id ?? null,
      code: FESTIVAL_CLASS_CODE,
      slug: FESTIVAL_CLASS_SLUG,
      name: festName,
      description: `Festival belajar gratis selama tiga hari bersama para mentor ${tenant.name}: kelas praktik, mentoring kelompok, dan pameran karya peserta. Terbuka untuk pelajar, mahasiswa, guru, dan masyarakat umum.`,
      logo: imageUrl("class", FESTIVAL_CLASS_SLUG),
      level: "pemula",
      type: "hybrid",
      comingSoon: false,
      onRegistration: true,
      started: false,
      ended: false,
      schedule: "Jumat–Minggu, 09.00–16.00 WIB",
      location: `Daring & ${city}`,
      startsAt: new Date(anchor + 21 * DAY),
      endsAt: new Date(anchor + 23 * DAY),
      price: 0,
      quota: 500,
      mentorIds: ments.slice(0, 3).map((m) => m.id),
      position: count + 1,
    });
    return out;
  });
  const classes = await db.insert(catalogClasses).values(classRows).returning({ id: catalogClasses.id });

  // Batches and syllabus follow the class plans (returning keeps insertion order).
  const batchRows = [];
  const syllabusRows = [];
  for (let k = 0; k < classes.length; k++) {
    const cls = classes[k]!;
    const plan = classPlans[k]!;
    const row = classRows[k]!;
    const base = { tenantId: plan.tenantId, classId: cls.id, programId: plan.programId, quota: row.quota };
    const start = row.startsAt.getTime();
    if (plan.state === "onRegistration" || plan.state === "ended") {
      batchRows.push({
        ...base,
        number: 1,
        name: en(plan.tenantId) ? "Cohort 1" : "Angkatan 1",
        startsAt: new Date(start - 180 * DAY),
        endsAt: new Date(start - 120 * DAY),
        registrationEndsAt: new Date(start - 190 * DAY),
        enrolled: row.quota,
        isActive: false,
      });
    }
    if (plan.state !== "ended") {
      const n = plan.state === "onRegistration" ? 2 : 1;
      batchRows.push({
        ...base,
        number: n,
        name: `${en(plan.tenantId) ? "Cohort" : "Angkatan"} ${n}`,
        startsAt: row.startsAt,
        endsAt: row.endsAt,
        registrationEndsAt: new Date(start - 3 * DAY),
        enrolled: plan.state === "started" ? row.quota - 2 : Math.floor(row.quota / 2),
        isActive: true,
      });
    }
    plan.skills.forEach((skill, i) => {
      syllabusRows.push({
        tenantId: plan.tenantId,
        classId: cls.id,
        programId: plan.programId,
        position: i + 1,
        title: skill.charAt(0).toUpperCase() + skill.slice(1),
        description: en(plan.tenantId)
          ? `Session ${i + 1}: ${lowerFirst(skill)}, through a short explanation, a mentor demonstration and guided practice.`
          : `Pertemuan ${i + 1}: peserta mempelajari ${lowerFirst(skill)} melalui penjelasan singkat, demonstrasi mentor, dan latihan terbimbing.`,
        hours: plan.variant === 0 ? 4 + (i % 2) * 2 : 6 + (i % 2) * 2,
      });
    });
    syllabusRows.push({
      tenantId: plan.tenantId,
      classId: cls.id,
      programId: plan.programId,
      position: plan.skills.length + 1,
      title: en(plan.tenantId) ? "Final project and presentation" : "Proyek akhir dan presentasi",
      description: en(plan.tenantId)
        ? `Participants complete their ${plan.name} final project and present it to their mentors to earn the certificate.`
        : `Peserta menyelesaikan proyek akhir ${plan.name} dan mempresentasikannya di depan mentor untuk mendapatkan sertifikat.`,
      hours: 8,
    });
  }

  // Webinars and schools hang off programmes.
  const webinarRows = plans.flatMap(({ tenant, theme, main }) => {
    const progs = programsOf.get(tenant.id) ?? [];
    const ments = mentorsOf.get(tenant.id) ?? [];
    return theme.topics.slice(0, main ? 8 : 3).map((topic, i) => ({
      tenantId: tenant.id,
      programId: progs.length ? progs[(theme.programOf[i] ?? 0) % progs.length]!.id : null,
      slug: kebab(`webinar karier ${topic.name}`),
      title: en(tenant.id) ? `Webinar: Careers in ${topic.name}` : `Webinar: Karier di Bidang ${topic.name}`,
      summary: en(tenant.id)
        ? `An informal talk on careers in ${topic.name}: the skills employers look for and how to get started.`
        : `Bincang santai tentang peluang karier di bidang ${topic.name}, keterampilan yang dicari industri, dan cara memulainya.`,
      speaker: theme.own
        ? (theme.mentors.find((m) => m.teaches?.includes(topic.code))?.name ?? tenant.name)
        : ments.length
          ? ments[i % ments.length]!.name
          : tenant.name,
      startsAt: new Date(anchor + (i * 7 - 14) * DAY + 5 * 3_600_000),
      durationMinutes: 90,
      link: "/Event",
    }));
  });
  const schoolRows = plans.flatMap(({ tenant, main }) =>
    (programsOf.get(tenant.id) ?? []).flatMap((p, pi) =>
      Array.from({ length: main ? 12 : 3 }, (_, si) => {
        const [city, province] = CITIES[(pi * 3 + si) % CITIES.length]!;
        const kind = si % 3 === 0 ? "SMA Negeri" : "SMK Negeri";
        return {
          tenantId: tenant.id,
          programId: p.id,
          name: `${kind} ${1 + ((pi + si * 5) % 9)} ${city}`,
          city,
          province,
          students: 30 + ((pi * 17 + si * 23) % 150),
        };
      }),
    ),
  );

  // Courses: the theme's own, plus a second family's for the main tenants.
  const coursePlans = plans.flatMap(({ tenant, theme, main }) => {
    const extra = main && !theme.own ? (theme.key === "digital" ? THEMES.coding : THEMES.digital).courses : [];
    const ments = mentorsOf.get(tenant.id) ?? [];
    const owner = (i: number) => (theme.own ? ments.find((m) => m.name === theme.own!.courseMentors[i]) : undefined) ?? ments[i % ments.length];
    return [...theme.courses, ...extra].map((c, i) => ({ tenantId: tenant.id, seed: c, position: i + 1, mentorId: ments.length ? owner(i)!.id : null }));
  });
  const courses = await db
    .insert(catalogCourses)
    .values(
      coursePlans.map((c) => ({
        tenantId: c.tenantId,
        slug: c.seed.slug,
        title: c.seed.title,
        summary: c.seed.summary,
        description:
          c.seed.description ??
          `${c.seed.summary} Kursus mandiri ini terdiri atas ${c.seed.modules.length} modul dan ${c.seed.modules.reduce((n, m) => n + m.chapters.length, 0)} bab yang bisa dipelajari kapan saja, lengkap dengan latihan di setiap bab.`,
        cover: imageUrl("course", c.seed.slug),
        level: c.seed.level,
        mentorId: c.mentorId,
        isPremium: c.seed.premium,
        price: c.seed.price,
        position: c.position,
      })),
    )
    .returning({ id: catalogCourses.id });
  await db.insert(catalogBatches).values(batchRows);
  await db.insert(catalogSyllabus).values(syllabusRows);
  await db.insert(catalogWebinars).values(webinarRows);
  if (schoolRows.length) await db.insert(catalogSchools).values(schoolRows);

  const moduleRows = coursePlans.flatMap((c, k) =>
    c.seed.modules.map((m, i) => ({ tenantId: c.tenantId, courseId: courses[k]!.id, slug: kebab(m.title), title: m.title, position: i + 1 })),
  );
  const modules = await db.insert(catalogCourseModules).values(moduleRows).returning({ id: catalogCourseModules.id });
  const chapterRows = [];
  const learning: TSeededCourse[] = [];
  let mk = 0;
  for (let k = 0; k < coursePlans.length; k++) {
    const c = coursePlans[k]!;
    let n = 0;
    const seeded: TSeededCourse = { tenantId: c.tenantId, courseId: courses[k]!.id, modules: [], chapters: [] };
    for (const m of c.seed.modules) {
      const moduleId = modules[mk++]!.id;
      seeded.modules.push({ id: moduleId, quizzes: m.quizzes ?? [] });
      for (const raw of m.chapters) {
        const ch = chapterSeed(raw);
        n++;
        chapterRows.push({
          tenantId: c.tenantId,
          courseId: courses[k]!.id,
          moduleId,
          slug: kebab(ch.title),
          title: ch.title,
          position: n,
          // Written chapters keep their Markdown in both columns; only bare titles get generated text.
          content: ch.bodyMd ?? chapterMarkdown(c.seed, m.title, ch.title, n),
          bodyMd: ch.bodyMd ?? null,
          videoUrl: ch.videoUrl ?? null,
          durationMinutes: ch.durationMinutes ?? 10 + ((n * 7) % 16),
          isPreview: c.seed.premium && n <= 2,
        });
        seeded.chapters.push({ id: 0, exercise: ch.exercise });
      }
    }
    learning.push(seeded);
  }
  const chapterIds = await db.insert(catalogCourseChapters).values(chapterRows).returning({ id: catalogCourseChapters.id });
  let ck = 0;
  for (const c of learning) for (const ch of c.chapters) ch.id = chapterIds[ck++]!.id;
  // Quizzes and coding exercises of these courses (format: src/contracts/learning.ts).
  await insertCourseLearning(db, learning);
}

export const catalogSeeder: TSeeder = {
  name: "catalog",
  async run(db, product, tenants) {
    const seeded = await db.selectDistinct({ tenantId: catalogClasses.tenantId }).from(catalogClasses);
    const have = new Set(seeded.map((r) => r.tenantId));
    const todo = tenants.filter((t) => !have.has(t.id));
    if (todo.length === 0) return;
    await db.transaction(async (tx) => {
      await seedTenants(tx as unknown as Db, product, todo);
    });
  },
};
