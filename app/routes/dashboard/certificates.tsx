import type { Route } from "./+types/certificates";
import { EmptyState } from "../../components/PageHeader.tsx";
import { DASHBOARD_DATE, requireSection } from "../../lib/dashboard.server.ts";
import { listMyCertificates } from "../../../src/domain/learning/certificates.ts";
import { requestOf } from "../../lib/request-context.server.ts";

/** /Dashboard/Sertifikat: the learner's certificates with their verification links and PDFs. */
export async function loader(args: Route.LoaderArgs) {
  const viewer = await requireSection(args, "dashboard-certificates");
  const certs = await listMyCertificates(requestOf(args.context).tenantCtx, viewer.userId);
  return {
    origin: requestOf(args.context).origin,
    certificates: certs.map((c) => ({ code: c.code, courseTitle: c.courseTitle, courseSlug: c.courseSlug, issuedAt: DASHBOARD_DATE.format(c.issuedAt) })),
  };
}

export default function DashboardCertificates({ loaderData: d }: Route.ComponentProps) {
  if (d.certificates.length === 0)
    return (
      <EmptyState title="Belum ada sertifikat" action={{ to: "/Dashboard/Kelas", label: "Lanjutkan belajar" }}>
        <p>Selesaikan semua bab dan lulus semua kuis sebuah kursus untuk mendapatkan sertifikatnya.</p>
      </EmptyState>
    );
  return (
    <ul className="grid gap-4 sm:grid-cols-2">
      {d.certificates.map((c) => (
        <li key={c.code} className="rounded-2xl border border-slate-200 bg-white p-5" data-testid="my-certificate">
          <p className="text-xs font-semibold uppercase tracking-wider text-slate-500">Sertifikat penyelesaian</p>
          <h2 className="mt-1 text-lg font-bold text-dark">{c.courseTitle}</h2>
          <p className="mt-1 text-sm text-slate-600">
            Terbit {c.issuedAt} · kode <span className="font-mono">{c.code}</span>
          </p>
          <div className="mt-4 flex flex-wrap gap-2">
            <a href={`/Certificate/${c.code}`} className="inline-flex h-10 items-center rounded-xl bg-primary px-4 text-sm font-semibold text-on-primary">
              Lihat &amp; bagikan
            </a>
            <a
              href={`/api/v1/learning/certificates/${c.code}/pdf`}
              download
              className="inline-flex h-10 items-center rounded-xl border border-slate-300 px-4 text-sm font-semibold text-slate-700 hover:bg-slate-50"
            >
              Unduh PDF
            </a>
          </div>
          <p className="mt-3 break-all text-xs text-slate-500">
            Tautan verifikasi: {d.origin}/Certificate/{c.code}
          </p>
        </li>
      ))}
    </ul>
  );
}
