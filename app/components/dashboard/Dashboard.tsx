import { Form, NavLink, useRouteLoaderData } from "react-router";
import { DASHBOARD_LAYOUT_ID } from "../../lib/dashboard-sections.ts";

/** What the dashboard layout's loader gives every section (read with `useDashboard()`). */
export interface TDashboardData {
  viewer: { name: string; email: string; photoUrl: string; roleLabel: string };
  /** The sections this viewer's role may open, in menu order. */
  sidebar: { id: string; path: string; label: string; hint: string }[];
}

export function useDashboard(): TDashboardData {
  return useRouteLoaderData(DASHBOARD_LAYOUT_ID) as TDashboardData;
}

/** A white panel with a heading: the building block of every section. */
export function Card({ title, children, headingLevel = 2 }: { title: string; children: React.ReactNode; headingLevel?: 2 | 3 }) {
  const H = headingLevel === 2 ? "h2" : "h3";
  return (
    <section className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <H className="font-heading text-lg font-bold text-dark">{title}</H>
      <div className="mt-4">{children}</div>
    </section>
  );
}

/** A success line after a form was saved. */
export function SavedNotice({ children }: { children: React.ReactNode }) {
  return (
    <p role="status" className="mb-4 rounded-lg border border-green-200 bg-green-50 px-4 py-3 text-sm text-green-800">
      {children}
    </p>
  );
}

/** The layout's frame: the viewer, the role's sections and sign-out on the side, the section on the right. */
export function DashboardFrame({ data, title, children }: { data: TDashboardData; title: string; children: React.ReactNode }) {
  const { viewer, sidebar } = data;
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
            <button
              type="submit"
              className="w-full rounded-lg border border-slate-300 bg-white px-4 py-2.5 text-sm font-semibold text-slate-700 hover:border-danger hover:text-danger-ink"
            >
              Keluar
            </button>
          </Form>
        </aside>
        <div className="min-w-0">
          <h1 className="font-heading text-2xl font-extrabold text-dark sm:text-3xl">{title}</h1>
          <div className="mt-6 space-y-6">{children}</div>
        </div>
      </div>
    </div>
  );
}
