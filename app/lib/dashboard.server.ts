import { data } from "react-router";
import type { TViewer } from "../../src/domain/identity/accounts.ts";
import { can } from "../../src/domain/identity/permissions.ts";
import { dashboardSection, type TDashboardSectionId } from "./dashboard-sections.ts";
import { requireViewer } from "./identity.server.ts";
import type { TRouterContext } from "./request-context.server.ts";
import { DATE_ID } from "../../src/kernel/format.ts";

export const FORBIDDEN_SECTION = "Anda tidak memiliki akses ke halaman ini. Bagian ini hanya untuk peran tertentu.";

/**
 * The one access check of a dashboard section: signed in (else off to sign-in, remembering the
 * page) and the section's permission from app/lib/dashboard-sections.ts (else the 403 page).
 * Every section loader and action calls it first with its own id; React Router runs the layout's
 * loader in parallel, so a section must not rely on the layout having checked.
 */
export async function requireSection(args: { request: Request; context: TRouterContext; url: URL }, id: TDashboardSectionId): Promise<TViewer> {
  const viewer = await requireViewer(args.request, args.context, args.url);
  const section = dashboardSection(id);
  if (!section || !can(viewer.role, section.permission)) throw data(FORBIDDEN_SECTION, { status: 403 });
  return viewer;
}

/** Dates in the dashboard: "5 Maret 2026", Asia/Jakarta. */
export const DASHBOARD_DATE = DATE_ID;
