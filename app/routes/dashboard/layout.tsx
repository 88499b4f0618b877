import { isRouteErrorResponse, Outlet, useMatches, useRouteError, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/layout";
import { DashboardFrame, type TDashboardData } from "../../components/dashboard/Dashboard.tsx";
import { ErrorScreen, NotFoundScreen } from "../../components/Screens.tsx";
import { SignInRedirect } from "../../components/SignInRedirect.tsx";
import { DASHBOARD_LAYOUT_ID, DASHBOARD_SECTIONS, type TDashboardSection } from "../../lib/dashboard-sections.ts";
import { dashboardMeta, dashboardTitle } from "../../lib/dashboard-title.ts";
import { requireViewer } from "../../lib/identity.server.ts";
import { can } from "../../../src/domain/identity/permissions.ts";
import { errorStatus } from "../../../src/kernel/errors.ts";

/**
 * /Dashboard and every /Dashboard/… section: signed in (else sign-in, then back here), the
 * viewer's card and the sections their role may open. The section modules beside this file
 * render the content and check their own permission (`requireSection`).
 */
export async function loader({ request, context, url }: Route.LoaderArgs) {
  const viewer = await requireViewer(request, context, url);
  const result: TDashboardData = {
    viewer: { name: viewer.name, email: viewer.email, photoUrl: viewer.photoUrl, roleLabel: viewer.roleLabel },
    sidebar: DASHBOARD_SECTIONS.filter((s) => can(viewer.role, s.permission)).map((s: TDashboardSection) => ({
      id: s.id,
      path: s.path,
      label: s.label,
      hint: s.hint,
      ...(s.group ? { group: s.group } : {}),
    })),
  };
  return result;
}

/** The heading of the page being shown: the record's title its loader names, else the route's own title. */
function sectionTitle(matches: ReturnType<typeof useMatches>): string {
  return dashboardTitle(matches);
}

// A parent's meta sees the matches up to itself only: the title comes from the path. Pages about
// one record export their own meta (dashboardMeta) with the record's title.
export function meta({ matches, location }: Route.MetaArgs) {
  return dashboardMeta({ matches, location });
}

export default function DashboardLayout({ loaderData }: Route.ComponentProps) {
  const matches = useMatches();
  return (
    <DashboardFrame data={loaderData} title={sectionTitle(matches)}>
      <Outlet />
    </DashboardFrame>
  );
}

/**
 * A section that fails (403 for a role without access, 404, 500) keeps the dashboard's frame
 * around the message, so the menu stays in reach. A failing layout shows the plain error page.
 */
export function ErrorBoundary() {
  const error = useRouteError();
  const data = useRouteLoaderData(DASHBOARD_LAYOUT_ID) as TDashboardData | undefined;
  const matches = useMatches();
  const status = isRouteErrorResponse(error) ? error.status : errorStatus(error);
  if (status === 401) return <SignInRedirect />;
  if (status === 404 && !data) return <NotFoundScreen />;
  const detail = isRouteErrorResponse(error) && typeof error.data === "string" && error.data && !error.data.startsWith("Error:") ? error.data : undefined;
  if (!data) return <ErrorScreen status={status} detail={detail} />;
  return (
    <DashboardFrame data={data} title={sectionTitle(matches)}>
      <section role="alert" className="rounded-2xl border border-red-200 bg-white p-6 shadow-sm">
        <h2 className="font-heading text-lg font-bold text-dark">
          {status === 403 ? "Akses ditolak" : status === 404 ? "Tidak ditemukan" : "Terjadi kesalahan"}
        </h2>
        <p className="mt-2 text-slate-600">{detail ?? "Maaf, bagian ini sedang tidak dapat ditampilkan. Coba lagi sebentar lagi."}</p>
        <p className="mt-1 text-xs text-slate-500">Kode galat {status}</p>
      </section>
    </DashboardFrame>
  );
}
