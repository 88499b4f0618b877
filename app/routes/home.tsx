import type { Route } from "./+types/home";
import { read } from "../lib/cached-read.server.ts";
import { Icon } from "../components/Icon.tsx";
import { SmartLink } from "../components/SmartLink.tsx";
import { homeLayout } from "../layouts/home-sections.ts";
import { buildMeta, siteFromMatches } from "../seo/meta.ts";
import type { TSite } from "../site.ts";
import { lazy } from "react";
import { data, useRouteLoaderData } from "react-router";
import { ClassCard } from "../components/catalog/Cards.tsx";
import { toClassCard } from "../components/catalog/class-card-data.ts";
import { listActiveClasses } from "../../src/domain/catalog/classes.ts";
import { readableOn, THEME_DEFAULTS } from "../../src/domain/tenants/theme.ts";
import { getCounters, LANDING_COUNTERS } from "../../src/domain/statistics/read.ts";
import { LandingCounters, showsCounters } from "../components/statistics/LandingCounters.tsx";
import { DemoRequestSection } from "../components/forms/DemoRequest.tsx";
import { bookAction, bookPathFor, bookPageData } from "./book/book.server.ts";
import { bookMeta } from "./book/book-meta.ts";
import { requestOf } from "../lib/request-context.server.ts";

// Only the puja family's home is a book landing page: its code (forms, the DISC test, Zod for the
// REST client) loads on that home alone, not with every other tenant's home page. No Suspense
// boundary: the server render waits for it (onAllReady) and hydration waits for the chunk, so the
// page hydrates at once, as before, only a chunk later.
const BookLanding = lazy(() => import("../components/book/BookLanding.tsx").then((m) => ({ default: m.BookLanding })));

/** Academy and brand homes show the classes that are open for registration right now. */
export async function loader(args: Route.LoaderArgs) {
  const { context } = args;
  // The puja family's home is its book landing page (DECISIONS.md).
  if (bookPathFor(context) === "/") {
    const book = await bookPageData(args, "/");
    return data({ book, open: [], counters: null }, { headers: args.url.searchParams.has("donasi") ? { "Cache-Control": "private, no-store" } : {} });
  }
  // Landing counters (issue 18): the statistics summaries the dashboards read, cached per tenant version.
  const counters = await read(context, getCounters, LANDING_COUNTERS);
  const { family } = requestOf(context).tenant;
  if (family !== "academy" && family !== "brand") return { open: [], counters };
  const open = await read(context, listActiveClasses, { state: "onRegistration", pageSize: 3 });
  return { open: open.items.map(toClassCard), counters };
}

/** Only the book landing page takes posts here (its forms without JavaScript); elsewhere 405. */
export async function action(args: Route.ActionArgs) {
  return bookAction(args, "/");
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export function meta({ data, matches }: Route.MetaArgs) {
  const site = siteFromMatches(matches);
  if (data && "book" in data && data.book) return bookMeta(site, data.book);
  return buildMeta(site, { title: site ? `${site.title} — ${site.tagline}` : "", description: site?.description, path: "/", suffix: false });
}

export default function Home({ loaderData }: Route.ComponentProps) {
  if ("book" in loaderData && loaderData.book) return <BookLanding data={loaderData.book} />;
  return <BrandHome open={loaderData.open} counters={loaderData.counters!} />;
}

function BrandHome({ open, counters }: { open: ReturnType<typeof toClassCard>[]; counters: Awaited<ReturnType<typeof getCounters>> }) {
  const { site } = useRouteLoaderData("root") as { site: TSite };
  const home = homeLayout(site.family);
  return (
    <>
      <section className="relative overflow-hidden bg-gradient-to-br from-primary via-primary to-hero-end text-on-primary">
        <div className="absolute -right-24 -top-24 h-96 w-96 rounded-full bg-white/10" aria-hidden="true" />
        <div className="absolute -bottom-32 left-1/3 h-80 w-80 rounded-full bg-white/5" aria-hidden="true" />
        <div className="relative mx-auto grid max-w-7xl items-center gap-10 px-4 py-16 sm:px-6 md:py-24 lg:grid-cols-5">
          <div className="lg:col-span-3">
            <p className="inline-flex rounded-full bg-white/15 px-3 py-1 text-xs font-semibold uppercase tracking-wider">{home.eyebrow}</p>
            <h1 className="mt-5 text-4xl font-extrabold leading-tight tracking-tight sm:text-5xl">{site.name}</h1>
            <p className="mt-3 text-xl font-semibold text-on-primary sm:text-2xl">{site.tagline}</p>
            <p className="mt-4 max-w-2xl text-base leading-relaxed text-on-primary sm:text-lg">{site.description}</p>
            <div className="mt-8 flex flex-wrap gap-3">
              <SmartLink to={home.primaryCta.to} className="rounded-full bg-white px-6 py-3 font-semibold text-primary-ink shadow-lg hover:bg-slate-50">
                {home.primaryCta.label}
              </SmartLink>
              <SmartLink
                to={home.secondaryCta.to}
                className="rounded-full border border-on-primary/70 px-6 py-3 font-semibold text-on-primary hover:bg-white/10"
              >
                {home.secondaryCta.label}
              </SmartLink>
            </div>
          </div>
          <div className="hidden lg:col-span-2 lg:block" aria-hidden="true">
            <div className="rotate-2 rounded-3xl bg-white/10 p-6 shadow-2xl ring-1 ring-white/20 backdrop-blur">
              <img src={readableOn(site.primary, THEME_DEFAULTS.clr_dark) === "#ffffff" ? site.logoLight : site.logoDark} alt="" className="h-12 w-auto" />
              <div className="mt-6 space-y-3">
                {home.cards.slice(0, 3).map((c) => (
                  <div key={c.to} className="flex items-center gap-3 rounded-xl bg-white/10 p-3">
                    <span className="grid h-10 w-10 place-items-center rounded-lg bg-white/20">
                      <Icon name={c.icon} className="h-5 w-5" />
                    </span>
                    <span className="font-semibold">{c.title}</span>
                  </div>
                ))}
              </div>
            </div>
          </div>
        </div>
      </section>

      <section className="mx-auto max-w-7xl px-4 py-16 sm:px-6" aria-labelledby="home-explore">
        <div className="max-w-2xl">
          <h2 id="home-explore" className="text-2xl font-extrabold text-dark sm:text-3xl">
            {home.sectionTitle}
          </h2>
          <p className="mt-3 text-slate-600">{home.sectionLead}</p>
        </div>
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {home.cards.map((card) => (
            <li key={card.to}>
              <SmartLink
                to={card.to}
                className="group flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition hover:-translate-y-0.5 hover:border-primary/40 hover:shadow-md"
              >
                <span className="grid h-12 w-12 place-items-center rounded-xl bg-primary/10 text-primary-ink">
                  <Icon name={card.icon} />
                </span>
                <span className="mt-4 text-lg font-bold text-dark group-hover:text-primary-ink">{card.title}</span>
                <span className="mt-2 text-sm leading-relaxed text-slate-600">{card.text}</span>
                <span className="mt-auto pt-4 text-sm font-semibold text-primary-ink">Selengkapnya →</span>
              </SmartLink>
            </li>
          ))}
        </ul>
      </section>

      <LandingCounters counters={counters} />

      {/* After the counters band the section needs its own top space; after the explore section, that one's padding is enough. */}
      {open.length ? (
        <section className={`mx-auto max-w-7xl px-4 pb-16 sm:px-6 ${showsCounters(counters) ? "pt-16" : ""}`} aria-labelledby="home-open-classes">
          <div className="flex flex-wrap items-end justify-between gap-4">
            <div>
              <h2 id="home-open-classes" className="text-2xl font-extrabold text-dark sm:text-3xl">
                Kelas yang sedang dibuka
              </h2>
              <p className="mt-2 text-slate-600">Pendaftaran masih dibuka: amankan kursi Anda sebelum kuota penuh.</p>
            </div>
            <SmartLink to="/Class?state=onRegistration" className="text-sm font-semibold text-primary-ink hover:underline">
              Lihat semua kelas →
            </SmartLink>
          </div>
          <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {open.map((c) => (
              <li key={c.id}>
                <ClassCard c={c} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <DemoRequestSection />

      <section className="mx-auto max-w-7xl px-4 sm:px-6" aria-labelledby="home-cta">
        <div className="flex flex-col items-start justify-between gap-6 rounded-3xl bg-slate-900 px-6 py-10 text-white sm:px-10 md:flex-row md:items-center">
          <div>
            <h2 id="home-cta" className="text-2xl font-extrabold">
              {home.closingTitle}
            </h2>
            <p className="mt-2 text-slate-300">{home.closingText}</p>
          </div>
          <SmartLink to={home.closingCta.to} className="shrink-0 rounded-full bg-primary px-6 py-3 font-semibold text-on-primary hover:opacity-90">
            {home.closingCta.label}
          </SmartLink>
        </div>
      </section>
    </>
  );
}
