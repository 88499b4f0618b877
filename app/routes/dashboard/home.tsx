import { Link } from "react-router";
import type { Route } from "./+types/home";
import { Card, useDashboard } from "../../components/dashboard/Dashboard.tsx";
import { requireSection } from "../../lib/dashboard.server.ts";
import { listMyCourses } from "../../../src/domain/identity/learning.ts";
import { can } from "../../../src/domain/identity/permissions.ts";
import { inboxCounts } from "../../../src/domain/registrations/inbox.ts";
import { OnboardingCard } from "../../components/learning/Onboarding.tsx";
import { NEXT_COOKIE } from "../../lib/identity.server.ts";
import { parseCookies } from "../../../src/domain/identity/cookies.ts";
import { chosenClassSlug, getOnboarding } from "../../../src/domain/learning/onboarding.ts";
import { requestOf } from "../../lib/request-context.server.ts";
import { read } from "../../lib/cached-read.server.ts";
import { getClassByKey, listActiveClasses } from "../../../src/domain/catalog/classes.ts";

/** /Dashboard: a greeting and a card for every section the role may open. */
export async function loader(args: Route.LoaderArgs) {
  const viewer = await requireSection(args, "dashboard");
  const courseCount = can(viewer.role, "learning.view") ? (await listMyCourses(requestOf(args.context).tenantCtx, viewer.userId)).length : null;
  // A learner's next step (issue 16): the class chosen before signing up (`?kelas=` or the kept
  // sign-in return path), else three suggested classes, and a short checklist.
  const chosen = chosenClassSlug(args.url.searchParams.get("kelas")) ?? chosenClassSlug(parseCookies(args.request.headers.get("cookie") ?? "")[NEXT_COOKIE]);
  // The suggested and chosen classes are public catalogue reads: they come from the tenant data cache.
  const onboarding =
    viewer.role === "student"
      ? await getOnboarding(requestOf(args.context).tenantCtx, viewer, chosen, {
          classBySlug: (slug) => read(args.context, getClassByKey, { slug }),
          activeClasses: (f) => read(args.context, listActiveClasses, f),
        })
      : null;
  // Inbox counts for the staff who answer the forms (issue 14).
  const inbox = can(viewer.role, "inbox.manage") ? (await inboxCounts(requestOf(args.context).tenantCtx)).byStatus : null;
  return { courseCount, onboarding, inbox };
}

export default function DashboardHome({ loaderData }: Route.ComponentProps) {
  const { viewer, sidebar } = useDashboard();
  return (
    <>
      <Card title={`Halo, ${viewer.name}!`}>
        <p className="text-slate-600">
          Anda masuk sebagai <strong>{viewer.roleLabel}</strong> dengan email {viewer.email}.{" "}
          {loaderData.onboarding ? "Mulai dari langkah berikutnya di bawah ini." : "Pilih bagian di menu untuk melanjutkan."}
        </p>
      </Card>
      {loaderData.onboarding ? <OnboardingCard onboarding={loaderData.onboarding} /> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        {sidebar
          .filter((s) => s.id !== "dashboard")
          .map((s) => (
            <Link
              key={s.id}
              to={s.path}
              className="rounded-2xl border border-slate-200 bg-white p-5 font-semibold text-dark hover:border-primary hover:text-primary-ink"
            >
              {s.label}
              <span className="mt-1 block text-sm font-normal text-slate-600">
                {s.id === "dashboard-classes" && loaderData.courseCount !== null
                  ? `${loaderData.courseCount} kursus · ${s.hint}`
                  : s.id === "dashboard-inbox" && loaderData.inbox
                    ? `${loaderData.inbox.baru} baru · ${loaderData.inbox.dihubungi} dihubungi · ${s.hint}`
                    : s.hint}
              </span>
            </Link>
          ))}
      </div>
    </>
  );
}
