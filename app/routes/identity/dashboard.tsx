import { data, Form, Link, NavLink, redirect, useActionData, useNavigation } from "react-router";
import type { Route } from "./+types/dashboard";
import { EmptyState } from "../../components/PageHeader.tsx";
import { DASHBOARD_SECTIONS, type TDashboardSectionId } from "../../lib/dashboard-sections.ts";
import { asRouteError, requireViewer, tenantCtxOf } from "../../lib/identity.server.ts";
import { requireEntry } from "../../lib/page-route.ts";
import { buildMeta, siteFromMatches } from "../../seo/meta.ts";
import { ZPassword, ZProfile, findUserById, setPassword, updateProfile } from "../../../src/domain/identity/accounts.ts";
import { verifyPassword } from "../../../src/domain/identity/crypto.ts";
import { ZChapterProgress, ZEnrolment, enrolByEmail, listDoneChapters, listMyCourses, setChapterDone } from "../../../src/domain/identity/learning.ts";
import { can, requirePermission } from "../../../src/domain/identity/permissions.ts";
import { revokeSession } from "../../../src/domain/identity/sessions.ts";
import { accessTokenOf } from "../../../src/domain/identity/viewer.ts";
import { secureCookies, serializeCookie } from "../../../src/domain/identity/cookies.ts";
import { getCourse } from "../../../src/domain/catalog/courses.ts";
import { SESSION_COOKIE } from "../../../src/server/context.ts";
import { AppError } from "../../../src/domain/errors.ts";
import { ZMarketingPage } from "../../../src/contracts/content.ts";
import { getPage, MARKETING_PAGE_KEYS, savePage } from "../../../src/domain/content/pages.ts";
import { applyTextFields, pageTextFields, type TPageField } from "../../../src/domain/content/page-fields.ts";
import { ROUTE_TABLE } from "../../route-table.ts";

const DATE = new Intl.DateTimeFormat("id-ID", { day: "numeric", month: "long", year: "numeric", timeZone: "Asia/Jakarta" });

/** The member dashboard: one module for every /Dashboard/... section; access from the permission matrix. */
export async function loader({ request, context, url }: Route.LoaderArgs) {
  const { entry } = requireEntry(url);
  if (entry.id === "dashboard-logout") throw redirect("/Dashboard");
  const viewer = await requireViewer(request, context, url);
  const section = DASHBOARD_SECTIONS.find((s) => s.id === entry.id)!;
  if (!can(viewer.role, section.permission)) {
    throw data("Anda tidak memiliki akses ke halaman ini. Bagian ini hanya untuk peran tertentu.", { status: 403 });
  }
  const ctx = tenantCtxOf(context);
  const sidebar = DASHBOARD_SECTIONS.filter((s) => can(viewer.role, s.permission)).map(({ id, path, label, hint }) => ({ id, path, label, hint }));
  let courses: { slug: string; title: string; premium: boolean; enrolledAt: string; done: string[]; chapters: { slug: string; title: string }[] }[] = [];
  if (section.id === "dashboard-classes" || (section.id === "dashboard" && can(viewer.role, "learning.view"))) {
    const mine = await listMyCourses(ctx, viewer.userId);
    courses = await Promise.all(
      mine.map(async (m) => {
        const detail = await getCourse(ctx, m.courseSlug, { userId: viewer.userId }).catch(() => null);
        return {
          slug: m.courseSlug,
          title: detail?.title ?? m.courseSlug.replace(/-/g, " "),
          premium: detail?.isPremium ?? false,
          enrolledAt: DATE.format(m.enrolledAt),
          done: await listDoneChapters(ctx, viewer.userId, m.courseSlug),
          chapters: detail ? detail.modules.flatMap((mod) => mod.chapters.map((ch) => ({ slug: ch.slug, title: ch.title }))) : [],
        };
      }),
    );
  }
  // Content staff: the tenant's marketing pages, and the texts of the one being edited.
  let pages: { key: string; title: string; path: string | null; updatedAt: string }[] = [];
  let editing: { key: string; title: string; path: string | null; version: string; fields: TPageField[] } | null = null;
  if (section.id === "dashboard-content") {
    const stored = (await Promise.all(MARKETING_PAGE_KEYS.map((k) => getPage(ctx, k)))).filter((p) => p !== null);
    pages = stored.map((p) => ({ key: p.key, title: p.title, path: pagePath(p.key), updatedAt: DATE.format(new Date(p.updatedAt)) }));
    const chosen = stored.find((p) => p.key === url.searchParams.get("halaman"));
    if (chosen) editing = { key: chosen.key, title: chosen.title, path: pagePath(chosen.key), version: chosen.updatedAt, fields: pageTextFields(chosen) };
  }
  return data(
    {
      pages,
      editing,
      section: section.id as TDashboardSectionId,
      title: section.label,
      viewer: { name: viewer.name, email: viewer.email, photoUrl: viewer.photoUrl, role: viewer.role, roleLabel: viewer.roleLabel },
      sidebar,
      courses,
      canProgress: can(viewer.role, "learning.progress"),
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

type TActionResult = { ok?: string; error?: string; fields?: Record<string, string>; intent?: string };

export async function action({ request, context, url }: Route.ActionArgs): Promise<TActionResult | Response> {
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const ctx = tenantCtxOf(context);
  const secure = secureCookies(context.services.appEnv);
  try {
    const viewer = await requireViewer(request, context, url);
    if (intent === "logout") {
      await revokeSession(ctx, accessTokenOf(request)?.token);
      return redirect("/", { headers: { "Set-Cookie": serializeCookie(SESSION_COOKIE, "", { maxAge: 0, secure }), "Cache-Control": "no-store" } });
    }
    if (intent === "profile") {
      requirePermission(viewer, "profile.edit");
      const parsed = ZProfile.safeParse({ name: form.get("name"), photoUrl: form.get("photoUrl") ?? "" });
      if (!parsed.success) return { intent, error: "Periksa kembali isian profil.", fields: fieldErrors(parsed.error.issues) };
      await updateProfile(ctx.db, viewer.userId, parsed.data);
      return { intent, ok: "Profil disimpan." };
    }
    if (intent === "password") {
      requirePermission(viewer, "profile.edit");
      const user = await findUserById(ctx.db, viewer.userId);
      if (!user || !(await verifyPassword(String(form.get("current") ?? ""), user.passwordHash))) {
        return { intent, error: "Kata sandi saat ini salah.", fields: { current: "kata sandi saat ini salah" } };
      }
      const next = ZPassword.safeParse(String(form.get("password") ?? ""));
      if (!next.success) return { intent, error: next.error.issues[0]!.message, fields: { password: next.error.issues[0]!.message } };
      if (form.get("confirm") !== form.get("password")) return { intent, error: "Kata sandi baru tidak sama.", fields: { confirm: "kata sandi tidak sama" } };
      await setPassword(ctx.db, viewer.userId, next.data);
      return { intent, ok: "Kata sandi diperbarui." };
    }
    if (intent === "progress") {
      requirePermission(viewer, "learning.progress");
      const parsed = ZChapterProgress.safeParse({ courseSlug: form.get("courseSlug"), chapterSlug: form.get("chapterSlug"), done: form.get("done") === "1" });
      if (!parsed.success) return { intent, error: "Bab tidak valid." };
      await setChapterDone(ctx, viewer.userId, parsed.data);
      return { intent, ok: parsed.data.done ? "Bab ditandai selesai." : "Tanda selesai dihapus." };
    }
    if (intent === "enrol") {
      requirePermission(viewer, "enrolment.manage");
      const parsed = ZEnrolment.safeParse({ email: form.get("email"), courseSlug: form.get("courseSlug") });
      if (!parsed.success) return { intent, error: "Periksa kembali isian.", fields: fieldErrors(parsed.error.issues) };
      const res = await enrolByEmail(ctx, parsed.data, viewer.userId).catch((e: unknown) => {
        if (e instanceof AppError && e.code === "NOT_FOUND") return e;
        throw e;
      });
      if (res instanceof AppError) return { intent, error: res.message, fields: { email: "belum terdaftar di situs ini" } };
      await context.services.registry.bumpVersion(ctx.tenantId);
      return { intent, ok: res.created ? `${res.email} terdaftar di kursus ${res.courseSlug}.` : `${res.email} sudah terdaftar di kursus ${res.courseSlug}.` };
    }
    if (intent === "page") {
      requirePermission(viewer, "content.write");
      const key = String(form.get("key") ?? "");
      const current = (MARKETING_PAGE_KEYS as readonly string[]).includes(key) ? await getPage(ctx, key) : null;
      if (!current) return { intent, error: "Halaman ini tidak ada di situs ini." };
      const next = applyTextFields(current, (name) => {
        const v = form.get(name);
        return typeof v === "string" ? v : null;
      });
      const parsed = ZMarketingPage.safeParse(next);
      if (!parsed.success) return { intent, error: "Periksa kembali isian yang ditandai.", fields: pathErrors(parsed.error.issues) };
      await savePage(ctx, key, parsed.data);
      await context.services.registry.bumpVersion(ctx.tenantId);
      return { intent, ok: "Halaman disimpan dan langsung tampil di situs." };
    }
    return { intent, error: "Tindakan tidak dikenal." };
  } catch (err) {
    throw asRouteError(err);
  }
}

/** Zod issues keyed by their whole path (`sections.1.items.0.desc`), the editor's field names. */
function pathErrors(issues: { path: PropertyKey[]; message: string; code?: string; minimum?: unknown; maximum?: unknown }[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const i of issues) {
    const plain =
      i.code === "too_small" && Number(i.minimum) === 1 ? "Wajib diisi." : i.code === "too_big" && typeof i.maximum === "number" ? `Maksimal ${i.maximum} karakter.` : i.message;
    out[i.path.map(String).join(".") || "_"] ??= plain;
  }
  return out;
}

/** The public address of a marketing page (its route in the table), if it has a fixed one. */
function pagePath(key: string): string | null {
  const entry = ROUTE_TABLE.find((e) => e.id === key);
  return entry && !entry.path.includes(":") ? entry.path : null;
}

function fieldErrors(issues: { path: PropertyKey[]; message: string }[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const i of issues) out[String(i.path[0] ?? "_")] ??= i.message;
  return out;
}

export function meta({ data: d, matches }: Route.MetaArgs) {
  return buildMeta(siteFromMatches(matches), { title: d ? `${d.title} — Dasbor` : "Dasbor", description: "Dasbor anggota.", path: "/Dashboard", robots: "noindex, nofollow" });
}

const inputCls = "mt-1 w-full rounded-lg font-normal border border-slate-300 px-3 py-2.5 text-base focus:border-primary focus:outline-none focus:ring-2 focus:ring-primary/30";

function Notice({ result, intent }: { result?: TActionResult; intent: string }) {
  if (!result || result.intent !== intent) return null;
  if (result.ok)
    return (
      <p role="status" className="mb-4 rounded-lg border border-green-200 bg-green-50 px-4 py-3 text-sm text-green-800">
        {result.ok}
      </p>
    );
  if (result.error)
    return (
      <p role="alert" className="mb-4 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
        {result.error}
      </p>
    );
  return null;
}

function FieldError({ result, intent, name }: { result?: TActionResult; intent: string; name: string }) {
  const msg = result?.intent === intent ? result.fields?.[name] : undefined;
  return msg ? <p className="mt-1 text-sm text-red-700">{msg}</p> : null;
}

function Card({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 className="font-heading text-lg font-bold text-dark">{title}</h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const { section, title, viewer, sidebar } = loaderData;
  const initials = viewer.name
    .split(/\s+/)
    .slice(0, 2)
    .map((p) => p.charAt(0).toUpperCase())
    .join("");
  return (
    <div className="bg-slate-50">
      <div className="mx-auto grid max-w-7xl grid-cols-1 gap-6 px-4 py-8 sm:px-6 lg:grid-cols-[260px_1fr] lg:py-12">
        <aside aria-label="Menu dasbor" className="min-w-0 lg:sticky lg:top-24 lg:self-start">
          <div className="flex items-center gap-3 rounded-2xl border border-slate-200 bg-white p-4">
            {viewer.photoUrl ? (
              <img src={viewer.photoUrl} alt="" className="h-12 w-12 rounded-full object-cover" width={48} height={48} />
            ) : (
              <span className="grid h-12 w-12 place-items-center rounded-full bg-primary text-lg font-bold text-on-primary" aria-hidden="true">
                {initials}
              </span>
            )}
            <div className="min-w-0">
              <p className="truncate font-semibold text-dark">{viewer.name}</p>
              <p className="text-sm text-slate-500" data-testid="role-label">
                {viewer.roleLabel}
              </p>
            </div>
          </div>
          <nav className="mt-4" aria-label="Bagian dasbor">
            <ul className="flex gap-2 overflow-x-auto pb-1 lg:flex-col lg:gap-1 lg:overflow-visible" data-testid="dashboard-sidebar">
              {sidebar.map((s) => (
                <li key={s.id} className="shrink-0">
                  <NavLink
                    to={s.path}
                    end
                    className={({ isActive }) =>
                      `block rounded-lg px-4 py-2.5 text-sm font-medium ${isActive ? "bg-primary text-on-primary" : "bg-white text-slate-700 hover:text-primary-ink lg:bg-transparent lg:hover:bg-white"}`
                    }
                  >
                    {s.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <Form method="post" action="/Dashboard/Keluar" reloadDocument className="mt-4">
            <input type="hidden" name="intent" value="logout" />
            <button type="submit" className="w-full rounded-lg border border-slate-300 bg-white px-4 py-2.5 text-sm font-semibold text-slate-700 hover:border-danger hover:text-danger-ink">
              Keluar
            </button>
          </Form>
        </aside>
        <div className="min-w-0">
          <h1 className="font-heading text-2xl font-extrabold text-dark sm:text-3xl">{title}</h1>
          <div className="mt-6 space-y-6">
            <SectionBody data={loaderData} />
          </div>
        </div>
      </div>
    </div>
  );
}

function SectionBody({ data: d }: { data: Route.ComponentProps["loaderData"] }) {
  const result = useActionData<typeof action>() as TActionResult | undefined;
  const nav = useNavigation();
  const busy = nav.state === "submitting";
  switch (d.section) {
    case "dashboard":
      return (
        <>
          <Card title={`Halo, ${d.viewer.name}!`}>
            <p className="text-slate-600">
              Anda masuk sebagai <strong>{d.viewer.roleLabel}</strong> dengan email {d.viewer.email}. Pilih bagian di menu untuk melanjutkan.
            </p>
          </Card>
          <div className="grid gap-4 sm:grid-cols-2">
            {d.sidebar
              .filter((s) => s.id !== "dashboard")
              .map((s) => (
                <Link key={s.id} to={s.path} className="rounded-2xl border border-slate-200 bg-white p-5 font-semibold text-dark hover:border-primary hover:text-primary-ink">
                  {s.label}
                  <span className="mt-1 block text-sm font-normal text-slate-600">
                    {s.id === "dashboard-classes" ? `${d.courses.length} kursus · ${s.hint}` : s.hint}
                  </span>
                </Link>
              ))}
          </div>
        </>
      );
    case "dashboard-profile":
      return (
        <>
          <Card title="Data diri">
            <Notice result={result} intent="profile" />
            <Form method="post" className="grid gap-4">
              <input type="hidden" name="intent" value="profile" />
              <label className="block text-sm font-semibold text-dark">
                Nama lengkap
                <input name="name" defaultValue={d.viewer.name} required maxLength={100} className={inputCls} autoComplete="name" />
                <FieldError result={result} intent="profile" name="name" />
              </label>
              <label className="block text-sm font-semibold text-dark">
                URL foto profil
                <input name="photoUrl" defaultValue={d.viewer.photoUrl} maxLength={500} placeholder="https://…" className={inputCls} inputMode="url" />
                <FieldError result={result} intent="profile" name="photoUrl" />
              </label>
              <p className="text-sm text-slate-500">Email: {d.viewer.email}</p>
              <button disabled={busy} className="justify-self-start rounded-full bg-primary px-6 py-2.5 font-semibold text-on-primary hover:opacity-90 disabled:opacity-60">
                Simpan profil
              </button>
            </Form>
          </Card>
          <Card title="Ganti kata sandi">
            <Notice result={result} intent="password" />
            <Form method="post" className="grid gap-4">
              <input type="hidden" name="intent" value="password" />
              <label className="block text-sm font-semibold text-dark">
                Kata sandi saat ini
                <input name="current" type="password" required autoComplete="current-password" className={inputCls} />
                <FieldError result={result} intent="password" name="current" />
              </label>
              <label className="block text-sm font-semibold text-dark">
                Kata sandi baru
                <input name="password" type="password" required minLength={8} autoComplete="new-password" className={inputCls} />
                <FieldError result={result} intent="password" name="password" />
              </label>
              <label className="block text-sm font-semibold text-dark">
                Ulangi kata sandi baru
                <input name="confirm" type="password" required autoComplete="new-password" className={inputCls} />
                <FieldError result={result} intent="password" name="confirm" />
              </label>
              <button disabled={busy} className="justify-self-start rounded-full bg-primary px-6 py-2.5 font-semibold text-on-primary hover:opacity-90 disabled:opacity-60">
                Ganti kata sandi
              </button>
            </Form>
          </Card>
        </>
      );
    case "dashboard-classes":
      if (d.courses.length === 0)
        return (
          <EmptyState title="Belum ada kursus" action={{ to: "/Courses", label: "Jelajahi kursus" }}>
            <p>Kursus yang Anda ikuti dan kemajuan belajar Anda akan tampil di sini.</p>
          </EmptyState>
        );
      return (
        <>
          <Notice result={result} intent="progress" />
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
                            <input type="hidden" name="intent" value="progress" />
                            <input type="hidden" name="courseSlug" value={c.slug} />
                            <input type="hidden" name="chapterSlug" value={ch.slug} />
                            <input type="hidden" name="done" value={done ? "0" : "1"} />
                            <button className={`shrink-0 rounded-full px-3 py-1.5 text-xs font-semibold ${done ? "border border-slate-300 text-slate-600" : "bg-primary text-on-primary"}`}>
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
    case "dashboard-payments":
      return (
        <EmptyState title="Belum ada pembayaran" action={{ to: "/Class", label: "Lihat kelas" }}>
          <p>Riwayat tagihan dan pembayaran kelas Anda akan tampil di sini setelah Anda mendaftar kelas berbayar.</p>
        </EmptyState>
      );
    case "dashboard-payout":
      return (
        <EmptyState title="Belum ada payout">
          <p>Pengajuan payout beserta statusnya (diajukan, disetujui, ditolak) akan tampil di sini. Saldo dan rekening bank dikelola di bagian ini begitu fitur pembayaran aktif.</p>
        </EmptyState>
      );
    case "dashboard-statistics":
      return (
        <EmptyState title="Statistik belum tersedia">
          <p>Ringkasan peserta, alumni, sekolah dan kota program Anda akan tampil di sini begitu data statistik terkumpul.</p>
        </EmptyState>
      );
    case "dashboard-content":
      if (d.editing) {
        const e = d.editing;
        return (
          <Card title={`Ubah halaman: ${e.title}`}>
            <p className="mb-4 text-sm text-slate-600">
              Ubah teks halaman ini; susunan bagian, ikon dan tautan tetap. Perubahan langsung tampil di situs setelah disimpan.
              {e.path ? (
                <>
                  {" "}
                  <Link to={e.path} className="font-semibold text-primary-ink underline">
                    Lihat halaman
                  </Link>
                </>
              ) : null}
            </p>
            <Notice result={result} intent="page" />
            <Form method="post" action={`?halaman=${e.key}`} key={e.version} className="grid gap-4">
              <input type="hidden" name="intent" value="page" />
              <input type="hidden" name="key" value={e.key} />
              {e.fields.map((f) => {
                const invalid = result?.intent === "page" && !!result.fields?.[f.name];
                return (
                  <label key={f.name} className="block text-sm font-semibold text-dark">
                    {f.label}
                    {f.multiline ? (
                      <textarea name={f.name} defaultValue={f.value} rows={f.name.endsWith(".html") ? 8 : 3} aria-invalid={invalid || undefined} className={inputCls} />
                    ) : (
                      <input name={f.name} defaultValue={f.value} aria-invalid={invalid || undefined} className={inputCls} />
                    )}
                    <FieldError result={result} intent="page" name={f.name} />
                  </label>
                );
              })}
              <div className="flex flex-wrap items-center gap-4">
                <button disabled={busy} className="rounded-full bg-primary px-6 py-2.5 font-semibold text-on-primary hover:opacity-90 disabled:opacity-60">
                  {busy ? "Menyimpan…" : "Simpan halaman"}
                </button>
                <Link to="/Dashboard/Konten" className="text-sm font-semibold text-primary-ink hover:underline">
                  Kembali ke daftar halaman
                </Link>
              </div>
            </Form>
          </Card>
        );
      }
      if (!d.pages.length)
        return (
          <EmptyState title="Belum ada halaman" action={{ to: "/Blog", label: "Lihat blog" }}>
            <p>Halaman situs (Tentang Kami, Harga, dan lainnya) yang sudah diisi akan tampil di sini untuk diubah.</p>
          </EmptyState>
        );
      return (
        <Card title="Halaman situs">
          <p className="mb-4 text-sm text-slate-600">Pilih halaman untuk mengubah teksnya.</p>
          <ul className="divide-y divide-slate-200" data-testid="content-pages">
            {d.pages.map((p) => (
              <li key={p.key} className="flex flex-wrap items-center justify-between gap-2 py-3">
                <div className="min-w-0">
                  <p className="font-semibold text-dark">{p.title}</p>
                  <p className="text-xs text-slate-500">Diperbarui {p.updatedAt}</p>
                </div>
                <div className="flex gap-4 text-sm font-semibold">
                  {p.path ? (
                    <Link to={p.path} className="text-slate-600 hover:text-primary-ink">
                      Lihat
                    </Link>
                  ) : null}
                  <Link to={`/Dashboard/Konten?halaman=${p.key}`} className="text-primary-ink hover:underline" aria-label={`Ubah ${p.title}`}>
                    Ubah
                  </Link>
                </div>
              </li>
            ))}
          </ul>
        </Card>
      );
    case "dashboard-members":
      return (
        <Card title="Daftarkan peserta ke kursus premium">
          <p className="mb-4 text-sm text-slate-600">Sampai pembayaran aktif, admin membuka kursus premium bagi peserta secara manual. Peserta harus sudah pernah masuk ke situs ini.</p>
          <Notice result={result} intent="enrol" />
          <Form method="post" className="grid gap-4 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
            <input type="hidden" name="intent" value="enrol" />
            <label className="block text-sm font-semibold text-dark">
              Email peserta
              <input name="email" type="email" required className={inputCls} />
              <FieldError result={result} intent="enrol" name="email" />
            </label>
            <label className="block text-sm font-semibold text-dark">
              Slug kursus
              <input name="courseSlug" required pattern="[a-z0-9]+(-[a-z0-9]+)*" placeholder="contoh: react-lanjut" className={inputCls} />
              <FieldError result={result} intent="enrol" name="courseSlug" />
            </label>
            <button disabled={busy} className="rounded-full bg-primary px-6 py-2.5 font-semibold text-on-primary hover:opacity-90 disabled:opacity-60">
              Daftarkan
            </button>
          </Form>
        </Card>
      );
  }
}
