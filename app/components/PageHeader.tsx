import { SmartLink } from "./SmartLink.tsx";

export type TCrumb = { to: string; label: string };

/** "Beranda / … / current" on a brand-coloured banner. */
export function Breadcrumbs({ crumbs = [], current }: { crumbs?: TCrumb[]; current: string }) {
  return (
    <nav aria-label="Remah roti" className="text-sm text-on-primary">
      <ol className="flex flex-wrap items-center gap-1">
        <li>
          <SmartLink to="/" className="hover:text-on-primary">
            Beranda
          </SmartLink>
        </li>
        {crumbs.map((c) => (
          <li key={c.to} className="flex items-center gap-1">
            <span aria-hidden="true">/</span>
            <SmartLink to={c.to} className="hover:text-on-primary">
              {c.label}
            </SmartLink>
          </li>
        ))}
        <li className="flex items-center gap-1" aria-current="page">
          <span aria-hidden="true">/</span>
          <span>{current}</span>
        </li>
      </ol>
    </nav>
  );
}

export function PageHeader({ title, lead, crumbs = [] }: { title: string; lead?: string; crumbs?: TCrumb[] }) {
  return (
    <div className="relative overflow-hidden bg-gradient-to-br from-primary to-hero-end text-on-primary">
      <div className="absolute -right-16 -top-16 h-64 w-64 rounded-full bg-white/10" aria-hidden="true" />
      <div className="relative mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16">
        <Breadcrumbs crumbs={crumbs} current={title} />
        <h1 className="mt-3 text-3xl font-extrabold tracking-tight sm:text-4xl">{title}</h1>
        {lead ? <p className="mt-3 max-w-2xl text-base text-on-primary sm:text-lg">{lead}</p> : null}
      </div>
    </div>
  );
}

export function EmptyState({ title, children, action }: { title: string; children?: React.ReactNode; action?: { to: string; label: string } }) {
  return (
    <div className="mx-auto my-12 max-w-xl rounded-2xl border border-dashed border-slate-300 bg-slate-50 px-6 py-12 text-center">
      <svg viewBox="0 0 64 64" className="mx-auto h-14 w-14 text-primary-ink" aria-hidden="true">
        <rect x="10" y="14" width="44" height="36" rx="6" fill="currentColor" opacity=".12" />
        <path d="M18 26h28M18 34h20M18 42h12" stroke="currentColor" strokeWidth="4" strokeLinecap="round" />
      </svg>
      <h2 className="mt-4 text-lg font-bold text-dark">{title}</h2>
      {children ? <div className="mt-2 text-sm text-slate-600">{children}</div> : null}
      {action ? (
        <SmartLink to={action.to} className="mt-6 inline-flex rounded-full bg-primary px-5 py-2.5 text-sm font-semibold text-on-primary hover:opacity-90">
          {action.label}
        </SmartLink>
      ) : null}
    </div>
  );
}
