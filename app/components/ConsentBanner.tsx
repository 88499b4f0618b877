import { useEffect, useState } from "react";
import { Link } from "react-router";

/**
 * Analytics consent (UU PDP: consent before processing, as easy to refuse as to give, can be
 * withdrawn). Rendered only for a site with a measurement ID; the gtag script is added only after
 * "Terima". The choice is kept for a year in a first-party cookie — not in local storage, which
 * the app-version check (spec §4) empties on a new release and on a first visit while the visitor
 * may already be choosing. The server does not read it: pages stay the same for everyone and
 * cacheable. Nothing renders on the server or in the first client render, so hydration always
 * matches; the banner appears right after hydration when no choice is stored.
 * See docs/decisions/033-analytics-measurement-ids-by-layout-loaded-only-after.md.
 */
export const CONSENT_COOKIE = "tunas_analytics_consent";
const MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
type TChoice = "granted" | "denied";

function readChoice(): TChoice | "unknown" {
  const m = new RegExp(`(?:^|;\\s*)${CONSENT_COOKIE}=(granted|denied)(?:;|$)`).exec(document.cookie);
  return m ? (m[1] as TChoice) : "unknown";
}

function saveChoice(choice: TChoice): void {
  const secure = location.protocol === "https:" ? "; Secure" : "";
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in some supported browsers; this is a plain synchronous write
  document.cookie = `${CONSENT_COOKIE}=${choice}; Max-Age=${MAX_AGE_SECONDS}; Path=/; SameSite=Lax${secure}`;
}

type TGtagWindow = Window & { dataLayer?: unknown[]; gtag?: (...args: unknown[]) => void };

/** Loads gtag.js from our own bundle (no inline script: the CSP allows only hashed inline scripts). */
function loadAnalytics(measurementId: string): void {
  if (document.getElementById("tunas-gtag")) return;
  const w = window as TGtagWindow;
  w.dataLayer = w.dataLayer ?? [];
  w.gtag = function gtag() {
    // gtag.js reads the `arguments` object itself, not an array.
    // biome-ignore lint/complexity/noArguments: required by gtag.js
    w.dataLayer!.push(arguments);
  };
  w.gtag("js", new Date());
  w.gtag("config", measurementId, { anonymize_ip: true, allow_google_signals: false, allow_ad_personalization_signals: false });
  const s = document.createElement("script");
  s.id = "tunas-gtag";
  s.async = true;
  s.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(measurementId)}`;
  document.head.appendChild(s);
}

/** Withdrawal: forget analytics cookies of this site; a reload drops the loaded script. */
function clearAnalyticsCookies(): void {
  const host = location.hostname;
  const domains = ["", host, `.${host}`, `.${host.split(".").slice(-2).join(".")}`];
  for (const c of document.cookie.split(";")) {
    const name = c.split("=")[0]!.trim();
    if (!name.startsWith("_ga")) continue;
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in some supported browsers; this is a plain synchronous write
    for (const d of domains) document.cookie = `${name}=; Max-Age=0; path=/${d ? `; domain=${d}` : ""}`;
  }
}

const BUTTON = "min-w-28 rounded-full border-2 border-primary bg-white px-5 py-2 text-sm font-semibold text-primary-ink hover:bg-primary/10";

export function ConsentBanner({ measurementId }: { measurementId: string }) {
  // null until hydrated: the server and the first client render both show nothing.
  const [choice, setChoice] = useState<TChoice | "unknown" | null>(null);
  const [loaded, setLoaded] = useState(false);
  useEffect(() => setChoice(readChoice()), []);
  useEffect(() => {
    if (choice === "granted") {
      loadAnalytics(measurementId);
      setLoaded(true);
    }
  }, [choice, measurementId]);

  if (choice === null) return null;
  if (choice !== "unknown") {
    return (
      <aside aria-label="Pengaturan privasi" className="bg-dark pb-3 text-center">
        <button type="button" onClick={() => setChoice("unknown")} className="text-xs text-white/80 underline hover:text-white">
          Pengaturan privasi (analitik: {choice === "granted" ? "diizinkan" : "ditolak"})
        </button>
      </aside>
    );
  }
  const decide = (c: TChoice) => {
    saveChoice(c);
    if (c === "denied" && loaded) {
      clearAnalyticsCookies();
      location.reload();
      return;
    }
    setChoice(c);
  };
  return (
    <section
      aria-labelledby="consent-title"
      data-testid="consent-banner"
      className="fixed inset-x-0 bottom-0 z-50 border-t border-slate-200 bg-white/95 px-4 py-4 shadow-[0_-4px_16px_rgba(0,0,0,0.08)] backdrop-blur"
    >
      <div className="mx-auto flex max-w-5xl flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="text-sm text-slate-700">
          <h2 id="consent-title" className="font-semibold text-dark">
            Bolehkah kami memakai analitik?
          </h2>
          <p className="mt-1">
            Kami ingin memakai Google Analytics untuk memahami halaman mana yang berguna dan memperbaiki situs ini. Data kunjungan hanya dikirim ke Google bila
            Anda setuju; Anda dapat mengubah pilihan ini kapan saja lewat tautan Pengaturan privasi di bagian bawah halaman.{" "}
            <Link to="/Privacy-Policy" className="font-semibold text-primary-ink underline">
              Kebijakan Privasi
            </Link>
          </p>
        </div>
        <div className="flex shrink-0 gap-3">
          <button type="button" onClick={() => decide("denied")} className={BUTTON}>
            Tolak
          </button>
          <button type="button" onClick={() => decide("granted")} className={BUTTON}>
            Terima
          </button>
        </div>
      </div>
    </section>
  );
}
