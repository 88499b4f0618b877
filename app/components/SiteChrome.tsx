import { useEffect, useRef, type RefObject } from "react";
import { useLocation } from "react-router";
import { FOOTER_LINKS, mainNav, type TNavItem } from "../layouts/navigation.ts";
import { CachedMarkup } from "../lib/markup-cache.tsx";
import type { TSite } from "../site.ts";
import { SmartLink } from "./SmartLink.tsx";
import { isGeneratedLogo, wordmarkLayout } from "../../src/domain/tenants/wordmark.ts";
import { MobileUserLinks, UserMenu, useViewer, type TViewerSummary } from "./identity/UserMenu.tsx";
import { yearWib } from "../../src/kernel/format.ts";

export function SiteHeader({ site }: { site: TSite }) {
  const nav = mainNav(site.family);
  const { pathname } = useLocation();
  const viewer = useViewer();
  const active = nav.filter((item) => pathname === item.to || pathname.startsWith(item.to + "/")).map((item) => item.to);
  const menu = useRef<HTMLDetailsElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: pathname is the trigger: the phone menu closes after every navigation
  useEffect(() => {
    if (menu.current) menu.current.open = false;
  }, [pathname]);
  // Escape closes the phone menu and gives focus back to its button, as a menu should.
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const d = menu.current;
      if (e.key !== "Escape" || !d?.open) return;
      d.open = false;
      d.querySelector("summary")?.focus();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, []);
  return (
    // The shell text is Indonesian even on sites whose content is English (<html lang> follows the site).
    <CachedMarkup
      as="header"
      scope={site}
      cacheKey={`${active.join(",")}\u0000${viewer ? JSON.stringify(viewer) : ""}`}
      lang={site.language === "id" ? undefined : "id"}
      className="sticky top-0 z-40 border-b border-slate-200/80 bg-white/95 backdrop-blur"
    >
      <HeaderBody site={site} nav={nav} active={active} viewer={viewer} menu={menu} />
    </CachedMarkup>
  );
}

/** The header's content: plain props and no router hooks, so the server can render it on its own. */
function HeaderBody({
  site,
  nav,
  active,
  viewer,
  menu,
}: {
  site: TSite;
  nav: TNavItem[];
  active: string[];
  viewer: TViewerSummary | null;
  menu: RefObject<HTMLDetailsElement | null>;
}) {
  const isActive = (to: string) => active.includes(to);
  return (
    <>
      <a href="#konten" className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:rounded focus:bg-white focus:px-3 focus:py-2">
        Langsung ke konten
      </a>
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6">
        <SmartLink to="/" className="flex min-w-0 items-center" aria-label={`${site.name} — beranda`}>
          <HeaderLogo site={site} />
        </SmartLink>
        <nav aria-label="Navigasi utama" className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {nav.map((item) => (
              <li key={item.to}>
                <a
                  href={item.to}
                  aria-current={isActive(item.to) ? "page" : undefined}
                  className={`rounded-md px-3 py-2 text-sm font-medium transition-colors ${isActive(item.to) ? "text-primary-ink" : "text-slate-700 hover:text-primary-ink"}`}
                >
                  {item.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex items-center gap-2">
          <a
            href="/Chat"
            className="flex h-10 items-center gap-1.5 rounded-md border border-slate-200 px-2.5 text-sm font-medium text-slate-700 hover:border-primary hover:text-primary-ink"
            aria-label="Tanya asisten"
          >
            <svg viewBox="0 0 24 24" className="h-5 w-5" aria-hidden="true">
              <path d="M4 5h16v11H9l-5 4V5z" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
            </svg>
            <span className="hidden sm:inline">Tanya</span>
          </a>
          <UserMenu viewer={viewer} />
          <details ref={menu} className="group relative lg:hidden">
            <summary
              className="flex h-10 w-10 cursor-pointer list-none items-center justify-center rounded-md border border-slate-200 [&::-webkit-details-marker]:hidden"
              aria-label="Buka menu"
            >
              <svg viewBox="0 0 24 24" className="h-5 w-5" aria-hidden="true">
                <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
            </summary>
            <nav aria-label="Navigasi seluler" className="absolute right-0 mt-2 w-64 rounded-xl border border-slate-200 bg-white p-2 shadow-xl">
              <ul>
                <LinkItems items={nav} linkClassName="block rounded-md px-3 py-2 text-slate-700 hover:bg-slate-50 hover:text-primary-ink" />
                <li className="mt-1 border-t border-slate-100 pt-1">
                  <MobileUserLinks viewer={viewer} />
                </li>
              </ul>
            </nav>
          </details>
        </div>
      </div>
    </>
  );
}

/**
 * The header logo, sized by height (44 px on phones, 40 px from `sm`) and never wider than the room
 * the header leaves. A generated wordmark whose one-line form is wide switches to its two-line
 * `#stacked` view below `sm`, so a long name stays readable at phone width; the boxes carry the
 * wordmark's exact aspect ratio, so nothing moves when the file arrives.
 */
function HeaderLogo({ site }: { site: TSite }) {
  const img = "h-11 w-auto max-w-full object-contain object-left sm:h-10 sm:max-w-[20rem]";
  if (!isGeneratedLogo(site.logoDark, site.layout)) return <img src={site.logoDark} alt={site.name} className={img} width={200} height={40} />;
  const { width, stacked } = wordmarkLayout(site.name);
  return (
    <picture>
      {stacked ? <source media="(max-width: 39.999rem)" srcSet={`${site.logoDark}#stacked`} width={stacked.width} height={stacked.height} /> : null}
      <img src={site.logoDark} alt={site.name} className={img} width={width} height={48} data-wordmark={stacked ? "stacked" : "line"} />
    </picture>
  );
}

/** One `<li>` link per item: the phone menu and the footer lists. */
function LinkItems({ items, linkClassName }: { items: readonly TNavItem[]; linkClassName: string }) {
  return items.map((item) => (
    <li key={item.to}>
      <SmartLink to={item.to} className={linkClassName}>
        {item.label}
      </SmartLink>
    </li>
  ));
}

function FooterLinks({ items }: { items: readonly TNavItem[] }) {
  return (
    <ul className="mt-4 space-y-2 text-sm">
      <LinkItems items={items} linkClassName="hover:text-white" />
    </ul>
  );
}

export function SiteFooter({ site }: { site: TSite }) {
  // The sites' year, the same on the server and in any browser's time zone.
  const year = yearWib();
  return (
    <CachedMarkup as="footer" scope={site} cacheKey={String(year)} lang={site.language === "id" ? undefined : "id"} className="mt-16 bg-dark text-slate-300">
      <FooterBody site={site} year={year} />
    </CachedMarkup>
  );
}

function FooterBody({ site, year }: { site: TSite; year: number }) {
  const nav = mainNav(site.family);
  return (
    <>
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-2 lg:grid-cols-4">
        <div className="lg:col-span-2">
          <img src={site.logoLight} alt={site.name} className="h-10 w-auto" width={200} height={40} loading="lazy" />
          <p className="mt-4 max-w-md text-sm leading-relaxed text-slate-400">{site.description}</p>
        </div>
        <div>
          <h2 className="text-sm font-bold uppercase tracking-wider text-white">Jelajahi</h2>
          <FooterLinks items={nav} />
        </div>
        <div>
          <h2 className="text-sm font-bold uppercase tracking-wider text-white">Hubungi Kami</h2>
          <address className="mt-4 space-y-2 text-sm not-italic">
            {site.contact.email ? (
              <p>
                <a href={`mailto:${site.contact.email}`} className="hover:text-white">
                  {site.contact.email}
                </a>
              </p>
            ) : null}
            {site.contact.phone ? (
              <p>
                <a href={`tel:${site.contact.phone.replace(/\s+/g, "")}`} className="hover:text-white">
                  {site.contact.phone}
                </a>
              </p>
            ) : null}
            {site.contact.address ? <p>{site.contact.address}</p> : null}
          </address>
          <FooterLinks items={FOOTER_LINKS} />
        </div>
      </div>
      <div className="border-t border-white/10 py-5 text-center text-xs text-slate-400">
        {/* A page rendered (and cached) before New Year hydrates after it: keep the server's year
            rather than fail hydration over it. */}
        © <span suppressHydrationWarning>{year}</span> {site.name}. Hak cipta dilindungi.
      </div>
    </>
  );
}
