import { Link } from "react-router";

export const TEXT = {
  notFound: "Oops.. Maaf halaman tidak ditemukan.",
  routerNotFound: "This page could not be found.",
  genericFailure: "Opps.. Maaf terjadi kesalahan pada website",
  backHome: "Kembali ke halaman utama",
  maintenanceTitle: "Website Sedang Dalam Perbaikan",
  maintenanceLine: "Seperti halnya manusia, kami bertumbuh untuk menjadi lebih baik!",
} as const;

function NotFoundIllustration() {
  return (
    <svg viewBox="0 0 320 200" className="mx-auto h-40 w-auto sm:h-52" role="img" aria-label="Ilustrasi halaman tidak ditemukan">
      <ellipse cx="160" cy="182" rx="120" ry="10" fill="currentColor" opacity=".08" />
      <text x="160" y="130" textAnchor="middle" fontSize="112" fontWeight="800" fill="var(--color-primary)" opacity=".16" fontFamily="var(--font-heading)">
        404
      </text>
      <circle cx="150" cy="92" r="38" fill="none" stroke="var(--color-primary)" strokeWidth="10" />
      <line x1="178" y1="120" x2="214" y2="156" stroke="var(--color-secondary)" strokeWidth="14" strokeLinecap="round" />
      <circle cx="138" cy="84" r="5" fill="var(--color-dark)" />
      <circle cx="162" cy="84" r="5" fill="var(--color-dark)" />
      <path d="M136 106 q14 -10 28 0" stroke="var(--color-dark)" strokeWidth="4" fill="none" strokeLinecap="round" />
    </svg>
  );
}

export function NotFoundScreen() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center sm:py-24" aria-labelledby="nf-title">
      <NotFoundIllustration />
      <h1 id="nf-title" className="mt-6 text-2xl font-extrabold text-dark sm:text-3xl">
        {TEXT.notFound}
      </h1>
      <p className="mt-2 text-sm text-slate-500" lang="en">
        {TEXT.routerNotFound}
      </p>
      <Link to="/" className="mt-8 inline-flex items-center rounded-full bg-primary px-6 py-3 font-semibold text-on-primary shadow hover:opacity-90">
        {TEXT.backHome}
      </Link>
    </section>
  );
}

export function ErrorScreen({ status, detail }: { status: number; detail?: string }) {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center sm:py-24" aria-labelledby="err-title" role="alert">
      <div className="grid h-20 w-20 place-items-center rounded-full bg-danger/10 text-3xl font-black text-danger-ink" aria-hidden="true">
        !
      </div>
      <h1 id="err-title" className="mt-6 text-2xl font-extrabold text-dark sm:text-3xl">
        {TEXT.genericFailure}
      </h1>
      {detail ? <p className="mt-3 text-slate-600">{detail}</p> : null}
      <p className="mt-1 text-xs text-slate-500">Kode galat {status}</p>
      <Link
        to="/"
        reloadDocument
        className="mt-8 inline-flex items-center rounded-full bg-primary px-6 py-3 font-semibold text-on-primary shadow hover:opacity-90"
      >
        {TEXT.backHome}
      </Link>
    </section>
  );
}

export function MaintenanceScreen({ name, logo }: { name: string; logo: string }) {
  return (
    <main className="grid min-h-screen place-items-center bg-slate-50 px-4" aria-labelledby="mt-title">
      <div className="max-w-lg text-center">
        <img src={logo} alt={name} className="mx-auto h-12 w-auto" />
        <svg viewBox="0 0 120 120" className="mx-auto mt-10 h-28 w-28" aria-hidden="true">
          <circle cx="60" cy="60" r="50" fill="var(--color-primary)" opacity=".12" />
          <path
            d="M40 80 l28 -28 m-6 -10 a14 14 0 1 0 16 16 l-6 -6 6 -6 -4 -4 -6 6 z"
            stroke="var(--color-primary)"
            strokeWidth="7"
            fill="none"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
        <h1 id="mt-title" className="mt-6 text-3xl font-extrabold text-dark">
          {TEXT.maintenanceTitle}
        </h1>
        <p className="mt-3 text-lg text-slate-600">{TEXT.maintenanceLine}</p>
      </div>
    </main>
  );
}

export function LoadingScreen() {
  return (
    <div className="grid min-h-[40vh] place-items-center" role="status" aria-live="polite">
      <div className="spinner" />
      <span className="sr-only">Memuat…</span>
    </div>
  );
}
