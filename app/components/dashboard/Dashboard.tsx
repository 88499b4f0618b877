import { Form, NavLink, useLocation, useRouteLoaderData } from "react-router";
import { DASHBOARD_GROUPS, DASHBOARD_LAYOUT_ID, type TDashboardGroup } from "../../lib/dashboard-sections.ts";

/** What the dashboard layout's loader gives every section (read with `useDashboard()`). */
export interface TDashboardData {
  viewer: { name: string; email: string; photoUrl: string; roleLabel: string };
  /** The sections this viewer's role may open, in menu order. */
  sidebar: TSidebarItem[];
}

export interface TSidebarItem {
  id: string;
  path: string;
  label: string;
  hint: string;
  group?: TDashboardGroup;
}

interface TMenuNode extends TSidebarItem {
  children: TMenuNode[];
}

/**
 * The menu as a tree: sections without a group first, then one block per group in
 * `DASHBOARD_GROUPS` order; within a block, a section whose path lies under another's is its child.
 */
export function menuTree(items: TSidebarItem[]): { top: TMenuNode[]; groups: { name: TDashboardGroup; items: TMenuNode[] }[] } {
  const nest = (list: TSidebarItem[]): TMenuNode[] => {
    const nodes = list.map((i) => ({ ...i, children: [] as TMenuNode[] }));
    const roots: TMenuNode[] = [];
    for (const n of nodes) {
      const parent = nodes
        .filter((p) => p !== n && p.path !== "/Dashboard" && n.path.startsWith(`${p.path}/`))
        .sort((a, b) => b.path.length - a.path.length)[0];
      (parent ? parent.children : roots).push(n);
    }
    return roots;
  };
  return {
    top: nest(items.filter((i) => !i.group)),
    groups: DASHBOARD_GROUPS.map((name) => ({ name, items: nest(items.filter((i) => i.group === name)) })).filter((g) => g.items.length > 0),
  };
}

function MenuLinks({ nodes, nested = false }: { nodes: TMenuNode[]; nested?: boolean }) {
  return nodes.map((s) => (
    <li key={s.id}>
      <NavLink
        to={s.path}
        end={s.path === "/Dashboard" || s.children.length > 0}
        className={({ isActive }) =>
          `block rounded-lg py-2 text-sm font-medium ${nested ? "pl-7 pr-4" : "px-4"} ${isActive ? "bg-primary text-on-primary" : "text-slate-700 hover:bg-white hover:text-primary-ink"}`
        }
      >
        {s.label}
      </NavLink>
      {s.children.length ? (
        <ul className="mt-0.5 space-y-0.5">
          <MenuLinks nodes={s.children} nested />
        </ul>
      ) : null}
    </li>
  ));
}

/**
 * The section menu. On wide screens it is always open beside the page; on phones it folds into a
 * "Menu" disclosure above the page (a native `<details>`, so it works without JavaScript) that
 * names the current section.
 */
function SectionMenu({ sidebar, title }: { sidebar: TSidebarItem[]; title: string }) {
  const { top, groups } = menuTree(sidebar);
  const { pathname } = useLocation();
  return (
    <details
      className="group/menu mt-4 rounded-2xl border border-slate-200 bg-white lg:border-0 lg:bg-transparent lg:[&::details-content]:[content-visibility:visible]"
      key={pathname}
    >
      <summary className="flex cursor-pointer list-none items-center justify-between gap-3 px-4 py-3 text-sm font-semibold text-dark lg:hidden [&::-webkit-details-marker]:hidden">
        <span>
          Menu <span className="font-normal text-slate-500">· {title}</span>
        </span>
        <svg viewBox="0 0 20 20" className="h-5 w-5 text-slate-500 transition-transform group-open/menu:rotate-180" fill="currentColor" aria-hidden="true">
          <path d="M5.2 7.2a.75.75 0 0 1 1.06 0L10 10.94l3.74-3.74a.75.75 0 1 1 1.06 1.06l-4.27 4.27a.75.75 0 0 1-1.06 0L5.2 8.26a.75.75 0 0 1 0-1.06z" />
        </svg>
      </summary>
      <nav aria-label="Bagian dasbor" className="border-t border-slate-200 px-2 pb-3 pt-2 lg:border-0 lg:p-0">
        <ul className="space-y-0.5" data-testid="dashboard-sidebar">
          <MenuLinks nodes={top} />
          {groups.map((g) => (
            <li key={g.name} className="pt-3">
              <p id={`menu-group-${g.name}`} className="px-4 pb-1 text-xs font-bold uppercase tracking-wider text-slate-500">
                {g.name}
              </p>
              <ul aria-labelledby={`menu-group-${g.name}`} className="space-y-0.5">
                <MenuLinks nodes={g.items} />
              </ul>
            </li>
          ))}
        </ul>
      </nav>
    </details>
  );
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
          <SectionMenu sidebar={sidebar} title={title} />
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
