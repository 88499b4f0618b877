import type { TContrastCheck } from "../../../src/domain/tenants/contrast.ts";
import { themeContrast, type TTheme } from "../../../src/domain/tenants/theme.ts";

/**
 * A small picture of the site in the given colours and fonts: the header (logo, links, "Masuk"),
 * a banner with its button, and a card with a link and a badge. The colours are those the site
 * derives from the theme (text on brand colours, darkened link colour), so what shows here is what
 * visitors will see.
 */
export function ThemePreview({ theme, title, logo }: { theme: TTheme; title: string; logo: string }) {
  const c = themeContrast(theme);
  const heading = { fontFamily: `"${theme.ft_primary}", system-ui, sans-serif` };
  const body = { fontFamily: `"${theme.ft_secondary}", system-ui, sans-serif`, color: theme.clr_dark };
  return (
    <figure className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm" data-testid="theme-preview" aria-label="Pratinjau warna situs">
      <div className="flex items-center justify-between gap-3 border-b border-slate-200 bg-white px-3 py-2.5" style={body} data-testid="preview-header">
        <span className="flex min-w-0 items-center gap-2">
          <img src={logo} alt="" className="h-6 w-auto max-w-[6rem] object-contain" />
          <span className="truncate text-sm font-bold" style={{ ...heading, color: theme.clr_dark }}>
            {title}
          </span>
        </span>
        <span className="hidden gap-3 text-xs font-medium sm:flex">
          <span style={{ color: c.primaryInk }}>Kelas</span>
          <span className="text-slate-600">Program</span>
        </span>
        <span className="rounded-md px-3 py-1.5 text-xs font-semibold" style={{ backgroundColor: theme.clr_primary, color: c.onPrimary }}>
          Masuk
        </span>
      </div>
      <div className="px-4 py-5" style={{ background: `linear-gradient(120deg, ${theme.clr_primary}, ${c.heroEnd})`, color: c.onPrimary }}>
        <p className="text-lg font-extrabold leading-tight" style={heading}>
          Belajar bersama mentor terbaik
        </p>
        <p className="mt-1 text-xs opacity-90" style={{ fontFamily: body.fontFamily }}>
          Kelas praktis untuk talenta Indonesia.
        </p>
        <span
          className="mt-3 inline-block rounded-full px-4 py-1.5 text-xs font-semibold"
          style={{ backgroundColor: c.onPrimary, color: c.onPrimary === "#ffffff" ? c.primaryInk : "#ffffff" }}
          data-testid="preview-button"
        >
          Lihat kelas
        </span>
      </div>
      <div className="p-4" style={{ backgroundColor: theme.clr_light + "33" }}>
        <div className="rounded-lg border border-slate-200 bg-white p-3 shadow-sm" style={body} data-testid="preview-card">
          <span
            className="inline-block rounded-full px-2 py-0.5 text-[11px] font-semibold"
            style={{ backgroundColor: `${theme.clr_success}1a`, color: c.successInk }}
          >
            Pendaftaran Dibuka
          </span>
          <p className="mt-2 text-sm font-bold" style={heading}>
            Dasar Pemrograman Web
          </p>
          <p className="mt-1 text-xs">Belajar HTML, CSS dan JavaScript dari nol.</p>
          <div className="mt-3 flex items-center justify-between gap-2">
            <span className="text-xs font-semibold underline" style={{ color: c.primaryInk }}>
              Selengkapnya
            </span>
            <span className="rounded-md px-2.5 py-1 text-xs font-semibold" style={{ backgroundColor: theme.clr_secondary, color: c.onSecondary }}>
              Daftar
            </span>
          </div>
        </div>
      </div>
      <div className="px-4 py-2 text-[11px]" style={{ backgroundColor: theme.clr_dark, color: "#cbd5e1" }}>
        © {title}
      </div>
    </figure>
  );
}

/** The pairs below WCAG AA (4.5:1), with their ratio and what the site does about it. Empty → a short "all readable" line. */
export function ContrastWarnings({ checks }: { checks: TContrastCheck[] }) {
  const failing = checks.filter((c) => !c.ok);
  return (
    <div aria-live="polite" data-testid="contrast-warnings">
      {failing.length === 0 ? (
        <p className="rounded-lg border border-green-200 bg-green-50 px-3 py-2 text-sm text-green-800">
          Semua pasangan teks dan latar memenuhi kontras WCAG AA (4,5:1).
        </p>
      ) : (
        <div className="rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">
          <p className="font-semibold">Kontras di bawah WCAG AA (4,5:1) pada {failing.length} pasangan:</p>
          <ul className="mt-2 space-y-1.5">
            {failing.map((c) => (
              <li key={c.id} className="flex items-start gap-2" data-contrast={c.id}>
                <span
                  aria-hidden="true"
                  className="mt-0.5 inline-flex h-5 w-8 shrink-0 items-center justify-center rounded border border-slate-300 text-[10px] font-bold"
                  style={{ backgroundColor: c.bg, color: c.fg }}
                >
                  Aa
                </span>
                <span>
                  {c.label}: <strong>{c.ratio.toLocaleString("id-ID")}:1</strong>
                  {c.fallback ? (
                    <span className="text-amber-800">
                      {" "}
                      — situs otomatis memakai {c.fallback.fg} ({c.fallback.ratio.toLocaleString("id-ID")}:1) agar tetap terbaca.
                    </span>
                  ) : (
                    <span className="text-amber-800"> — sulit dibaca; pilih warna yang lebih kontras.</span>
                  )}
                </span>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
