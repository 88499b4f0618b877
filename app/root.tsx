import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, useRouteError, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/root";
import appCss from "./app.css?url";
import { OfflineBanner } from "./components/OnlineStatus.tsx";
import { ProgressBar } from "./components/ProgressBar.tsx";
import { ClickLogger } from "./components/ClickLogger.tsx";
import { LinkInterceptor } from "./components/LinkInterceptor.tsx";
import { SignInRedirect } from "./components/SignInRedirect.tsx";
import { SignedOutNotice } from "./components/identity/SignedOutNotice.tsx";
import { ErrorScreen, MaintenanceScreen, NotFoundScreen, TEXT } from "./components/Screens.tsx";
import { ErrorPageFailureGuard } from "./components/ErrorPageFailureGuard.tsx";
import { ConsentBanner } from "./components/ConsentBanner.tsx";
import { ScrollManager } from "./components/ScrollManager.tsx";
import { SiteFooter, SiteHeader } from "./components/SiteChrome.tsx";
import { reloadForChunkError } from "./lib/chunk-reload.ts";
import { AppSession } from "./lib/app-session.ts";
import { viewerMiddleware, viewerSummary } from "./lib/identity.server.ts";
import type { TSite } from "./site.ts";
import { errorStatus } from "../src/kernel/errors.ts";
import { themeCss } from "../src/domain/tenants/theme.ts";
import { analyticsIdFor } from "../src/domain/tenants/analytics.ts";
import { listRouteSeo } from "../src/domain/tenants/route-seo.ts";
import { read } from "./lib/cached-read.server.ts";
import { requestOf, type TRouterContext } from "./lib/request-context.server.ts";
import type { TTenant } from "../src/domain/tenants/tenant.ts";

/** The shell's tenant data, built once per tenant version and request origin (theme CSS included). */
const siteCache = new WeakMap<TTenant, Map<string, TSite>>();

function siteOf(context: TRouterContext): TSite {
  const { tenant: t, origin, host } = requestOf(context);
  let byOrigin = siteCache.get(t);
  if (!byOrigin) siteCache.set(t, (byOrigin = new Map()));
  const key = `${origin}\u0000${host}`;
  let site = byOrigin.get(key);
  if (site) return site;
  site = {
    id: t.id,
    layout: t.layout,
    family: t.family,
    name: t.name,
    title: t.title,
    tagline: t.tagline,
    description: t.meta.description ?? t.tagline,
    language: t.language,
    logoDark: t.logoDark,
    logoLight: t.logoLight,
    favicon: t.favicon,
    imageDefault: t.setting.layoutData?.imageDefault || t.meta.image || "",
    themeCss: themeCss(t.theme),
    primary: t.theme.clr_primary,
    isMaintenance: t.isMaintenance,
    contact: t.contact,
    meta: {
      keywords: t.meta.keywords,
      image: t.meta.image,
      card: t.meta.card,
      twitterSite: t.meta.twitter_site,
      robots: `${t.meta.robot_index === false ? "noindex" : "index"}, ${t.meta.robot_follow === false ? "nofollow" : "follow"}`,
      siteName: t.meta.site_name ?? t.name,
    },
    host,
    origin,
  };
  // A handful of origins per tenant (its hosts); bound it anyway against odd Host headers.
  if (byOrigin.size > 32) byOrigin.clear();
  byOrigin.set(key, site);
  return site;
}

/** Runs around every loader and action of a request: the viewer is looked up once, on first use. */
export const middleware: Route.MiddlewareFunction[] = [viewerMiddleware()];

/**
 * The stylesheet as a React resource (`precedence`): React writes it at the top of <head>, before
 * the module preloads that React Router's <Scripts> adds. As a plain <link> it came after ~25 of
 * them, and a browser with six connections per host fetched it only once most scripts were in,
 * which held back the first paint.
 */
export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: appCss, precedence: "default" }];

export async function loader({ context, request }: Route.LoaderArgs) {
  const { tenant, services } = requestOf(context);
  // Signed-in pages carry the session cookie, so the page cache never stores them.
  const [viewer, seo] = await Promise.all([viewerSummary(request, context), read(context, listRouteSeo)]);
  return {
    site: siteOf(context),
    viewer,
    // The tenant's per-route SEO overrides (only the set fields); `siteFromMatches` picks the matched route's.
    seo,
    analyticsId: analyticsIdFor(tenant, services.analyticsDefaultId),
  };
}

/** The root loader only depends on the tenant: no need to refetch it on every navigation. */
export function shouldRevalidate({ formAction }: { formAction?: string }) {
  // Only a dashboard form (profile name, photo) changes what the root shows.
  return formAction?.startsWith("/Dashboard") ?? false;
}

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData("root") as { site: TSite } | undefined;
  const site = data?.site;
  return (
    <html lang={site?.language ?? "id"}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {site ? <meta name="theme-color" content={site.primary} /> : null}
        {site ? <link rel="icon" type="image/svg+xml" href={site.favicon} /> : null}
        {site ? <style id="tenant-theme">{site.themeCss}</style> : null}
        <Meta />
        <Links />
      </head>
      <body className="flex min-h-screen flex-col bg-white antialiased">
        {children}
        <Scripts />
      </body>
    </html>
  );
}

function Shell({ site, children, failed = false }: { site: TSite; children: React.ReactNode; failed?: boolean }) {
  return (
    <>
      <ProgressBar failed={failed} />
      <ScrollManager />
      <LinkInterceptor />
      <ClickLogger />
      <SiteHeader site={site} />
      <main id="konten" className="page flex-1">
        {children}
      </main>
      <SiteFooter site={site} />
      <OfflineBanner />
    </>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  const { site, analyticsId } = loaderData;
  if (site.isMaintenance) return <MaintenanceScreen name={site.name} logo={site.logoDark} />;
  return (
    <>
      <Shell site={site}>
        <AppSession />
        <SignedOutNotice />
        <Outlet />
      </Shell>
      {analyticsId ? <ConsentBanner measurementId={analyticsId} /> : null}
    </>
  );
}

export function meta({ data, error }: Route.MetaArgs) {
  // The error page's title comes from here, with the other meta tags of every page, rather than
  // from a <title> inside ErrorBoundary.
  if (error) {
    const status = isRouteErrorResponse(error) ? error.status : errorStatus(error);
    const title = status === 404 ? TEXT.notFound : TEXT.genericFailure;
    return [{ title: data?.site ? `${title} | ${data.site.title}` : title }];
  }
  return [{ title: data?.site.title ?? "" }];
}

/** The error screen; if showing it fails in the browser, the guard shows spec §8's last-resort screen. */
export function ErrorBoundary(props: Route.ErrorBoundaryProps) {
  return (
    <ErrorPageFailureGuard>
      <ErrorScreenForRoute {...props} />
    </ErrorPageFailureGuard>
  );
}

function ErrorScreenForRoute({ error }: Route.ErrorBoundaryProps) {
  const data = useRouteLoaderData("root") as { site: TSite } | undefined;
  const routeError = useRouteError() ?? error;
  reloadForChunkError(routeError);
  const status = isRouteErrorResponse(routeError) ? routeError.status : errorStatus(routeError);
  const notFound = status === 404;
  const detail =
    isRouteErrorResponse(routeError) && typeof routeError.data === "string" && routeError.data && !routeError.data.startsWith("Error:")
      ? routeError.data
      : routeError instanceof Error && import.meta.env.DEV
        ? routeError.message
        : undefined;
  const body = notFound ? <NotFoundScreen /> : status === 401 ? <SignInRedirect /> : <ErrorScreen status={status} detail={detail} />;
  if (!data?.site) return <main className="page flex-1">{body}</main>;
  if (data.site.isMaintenance) return <MaintenanceScreen name={data.site.name} logo={data.site.logoDark} />;
  return (
    <Shell site={data.site} failed={!notFound}>
      {body}
    </Shell>
  );
}
