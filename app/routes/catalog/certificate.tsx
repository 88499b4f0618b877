import { useEffect, useState } from "react";
import type { Route } from "./+types/certificate";
import { SmartLink } from "../../components/SmartLink.tsx";
import { notFound, requireEntry } from "../../lib/page-route.ts";
import { buildMeta, siteFromMatches } from "../../seo/meta.ts";
import { formatWibDate, getCertificateByCode } from "../../../src/domain/learning/certificates.ts";
import { coursePath } from "./course-paths.ts";
import { requestOf } from "../../lib/request-context.server.ts";

/** `/Certificate/{code}`: public verification of a course certificate of this site. */
export async function loader({ context, params, pattern }: Route.LoaderArgs) {
  requireEntry({ pattern, params });
  const cert = await getCertificateByCode(requestOf(context).tenantCtx, params.code);
  if (!cert) notFound("Sertifikat dengan kode ini tidak ditemukan. Periksa kembali kodenya.");
  return {
    cert: {
      code: cert.code,
      learnerName: cert.learnerName,
      courseTitle: cert.courseTitle,
      courseSlug: cert.courseSlug,
      issuedAt: formatWibDate(cert.issuedAt),
    },
    brand: requestOf(context).tenant.name,
    url: `${requestOf(context).origin}/Certificate/${cert.code}`,
  };
}

export function meta({ data, matches }: Route.MetaArgs) {
  if (!data) return [];
  return buildMeta(siteFromMatches(matches), {
    title: `Sertifikat ${data.cert.courseTitle} — ${data.cert.learnerName}`,
    description: `${data.cert.learnerName} telah menyelesaikan kursus ${data.cert.courseTitle} di ${data.brand} pada ${data.cert.issuedAt}.`,
    path: `/Certificate/${data.cert.code}`,
    robots: "noindex",
  });
}

function ShareLink({ url, title }: { url: string; title: string }) {
  const [state, setState] = useState<"" | "copied" | "failed">("");
  const [canShare, setCanShare] = useState(false);
  useEffect(() => setCanShare(typeof navigator !== "undefined" && typeof navigator.share === "function"), []);
  return (
    <div className="mt-6">
      <label htmlFor="tautan-sertifikat" className="text-sm font-semibold text-slate-700">
        Tautan verifikasi untuk dibagikan
      </label>
      <div className="mt-1 flex flex-wrap gap-2">
        <input
          id="tautan-sertifikat"
          readOnly
          value={url}
          className="h-11 min-w-0 flex-1 rounded-xl border border-slate-300 bg-slate-50 px-3 text-sm"
          onFocus={(e) => e.currentTarget.select()}
        />
        <button
          type="button"
          className="h-11 rounded-xl border border-slate-300 px-4 text-sm font-semibold text-slate-700 hover:bg-slate-50"
          onClick={() =>
            navigator.clipboard?.writeText(url).then(
              () => setState("copied"),
              () => setState("failed"),
            )
          }
        >
          Salin tautan
        </button>
        {canShare ? (
          <button
            type="button"
            className="h-11 rounded-xl border border-slate-300 px-4 text-sm font-semibold text-slate-700 hover:bg-slate-50"
            onClick={() => navigator.share({ title, url }).catch(() => undefined)}
          >
            Bagikan
          </button>
        ) : null}
      </div>
      <p className="mt-1 text-sm text-slate-600" aria-live="polite">
        {state === "copied" ? "Tautan disalin." : state === "failed" ? "Tidak dapat menyalin otomatis: pilih tautan lalu salin." : ""}
      </p>
    </div>
  );
}

export default function CertificatePage({ loaderData: d }: Route.ComponentProps) {
  const { cert } = d;
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <section className="overflow-hidden rounded-3xl border-4 border-primary bg-white shadow-lg" aria-labelledby="judul-sertifikat">
        <div className="bg-primary px-6 py-5 text-center text-on-primary">
          <p className="text-sm font-semibold uppercase tracking-widest">{d.brand}</p>
        </div>
        <div className="px-6 py-10 text-center">
          <p
            className="inline-flex items-center gap-2 rounded-full bg-green-100 px-4 py-1 text-sm font-semibold text-green-800"
            data-testid="certificate-valid"
          >
            <span aria-hidden="true">✓</span> Sertifikat sah
          </p>
          <h1 id="judul-sertifikat" className="mt-5 text-sm font-bold uppercase tracking-widest text-slate-500">
            Sertifikat Penyelesaian
          </h1>
          <p className="mt-4 text-slate-600">diberikan kepada</p>
          <p className="mt-1 text-3xl font-extrabold text-dark sm:text-4xl" data-testid="certificate-learner">
            {cert.learnerName}
          </p>
          <p className="mt-4 text-slate-600">atas keberhasilannya menyelesaikan seluruh bab dan kuis kursus</p>
          <p className="mt-1 text-2xl font-bold text-primary-ink">
            <SmartLink to={coursePath(false, cert.courseSlug)} className="hover:underline">
              {cert.courseTitle}
            </SmartLink>
          </p>
          <dl className="mx-auto mt-8 grid max-w-md grid-cols-2 gap-4 text-left text-sm">
            <div>
              <dt className="text-slate-500">Tanggal terbit (WIB)</dt>
              <dd className="font-semibold text-dark">{cert.issuedAt}</dd>
            </div>
            <div>
              <dt className="text-slate-500">Kode verifikasi</dt>
              <dd className="font-mono font-semibold text-dark">{cert.code}</dd>
            </div>
          </dl>
          <a
            href={`/api/v1/learning/certificates/${cert.code}/pdf`}
            download
            className="mt-8 inline-flex h-12 items-center rounded-xl bg-primary px-6 font-semibold text-on-primary shadow hover:opacity-90"
          >
            Unduh sertifikat (PDF)
          </a>
        </div>
      </section>
      <ShareLink url={d.url} title={`Sertifikat ${cert.courseTitle}`} />
    </div>
  );
}
