import type { TSection } from "../../../src/contracts/content.ts";
import { formatRupiah } from "../../../src/kernel/format.ts";
import { withContentKeys } from "../../lib/content-keys.ts";
import { Icon } from "../Icon.tsx";
import { SmartLink } from "../SmartLink.tsx";
import { Container, Html } from "./ContentUI.tsx";

/** The one generic renderer for stored marketing-page sections (hero, features, counters, …). */
export function Sections({ sections }: { sections: TSection[] }) {
  return (
    <>
      {withContentKeys(sections, (s) => s.type).map(({ key, item: s, index }) => (
        <SectionView key={key} s={s} index={index} />
      ))}
    </>
  );
}

const btn = "inline-flex items-center rounded-full px-5 py-2.5 text-sm font-semibold";

function SectionView({ s, index }: { s: TSection; index: number }) {
  const band = index % 2 === 1 ? "bg-slate-50" : "bg-white";
  switch (s.type) {
    case "hero":
      return (
        <section className="bg-white py-12 sm:py-16">
          <Container className="grid items-center gap-8 lg:grid-cols-[3fr_2fr]">
            <div>
              {s.eyebrow ? <p className="text-sm font-semibold uppercase tracking-wide text-primary-ink">{s.eyebrow}</p> : null}
              <h2 className="font-heading text-3xl font-extrabold leading-tight text-dark sm:text-4xl">{s.title}</h2>
              {s.subtitle ? <p className="mt-4 text-lg text-slate-600">{s.subtitle}</p> : null}
              {s.actions.length ? (
                <div className="mt-6 flex flex-wrap gap-3">
                  {s.actions.map((a, i) => (
                    <SmartLink
                      key={a.href}
                      to={a.href}
                      className={
                        i === 0 ? `${btn} bg-primary text-on-primary hover:opacity-90` : `${btn} border border-primary text-primary-ink hover:bg-primary/5`
                      }
                    >
                      {a.label}
                    </SmartLink>
                  ))}
                </div>
              ) : null}
            </div>
            <div className="hidden aspect-[4/3] rounded-3xl bg-gradient-to-br from-primary/20 to-secondary/30 lg:block" aria-hidden="true" />
          </Container>
        </section>
      );
    case "features":
      return (
        <section className={`${band} py-12 sm:py-16`}>
          <Container>
            <h2 className="font-heading text-2xl font-extrabold text-dark sm:text-3xl">{s.title}</h2>
            {s.intro ? <p className="mt-2 max-w-2xl text-slate-600">{s.intro}</p> : null}
            <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {s.items.map((f) => (
                <li key={f.title} className="rounded-2xl border border-slate-200 bg-white p-6">
                  <span className="grid h-11 w-11 place-items-center rounded-xl bg-primary/10 text-primary-ink">
                    <Icon name={f.icon} />
                  </span>
                  <h3 className="mt-4 font-heading text-lg font-bold text-dark">{f.title}</h3>
                  <p className="mt-1 text-sm text-slate-600">{f.desc}</p>
                </li>
              ))}
            </ul>
          </Container>
        </section>
      );
    case "counters":
      return (
        <section className="bg-gradient-to-r from-primary to-hero-end py-12 text-on-primary">
          <Container>
            {s.title ? <h2 className="text-center font-heading text-2xl font-extrabold">{s.title}</h2> : null}
            <dl className="mt-6 grid grid-cols-2 gap-6 text-center lg:grid-cols-4">
              {s.items.map((c) => (
                <div key={c.label}>
                  <dt className="text-sm text-on-primary">{c.label}</dt>
                  <dd className="order-first font-heading text-3xl font-extrabold sm:text-4xl">{c.value}</dd>
                </div>
              ))}
            </dl>
          </Container>
        </section>
      );
    case "testimonials":
      return (
        <section className={`${band} py-12 sm:py-16`}>
          <Container>
            <h2 className="font-heading text-2xl font-extrabold text-dark sm:text-3xl">{s.title}</h2>
            <ul className="mt-8 grid gap-6 md:grid-cols-3">
              {s.items.map((t) => (
                <li key={t.name}>
                  <figure className="h-full rounded-2xl border border-slate-200 bg-white p-6">
                    <blockquote className="text-slate-700">“{t.quote}”</blockquote>
                    <figcaption className="mt-4 text-sm">
                      <span className="font-bold text-dark">{t.name}</span>
                      <span className="block text-slate-500">{t.role}</span>
                    </figcaption>
                  </figure>
                </li>
              ))}
            </ul>
          </Container>
        </section>
      );
    case "logos":
      return (
        <section className={`${band} py-12`}>
          <Container>
            <h2 className="text-center font-heading text-xl font-bold text-dark">{s.title}</h2>
            <ul className="mt-8 grid grid-cols-2 gap-4 sm:grid-cols-4">
              {s.items.map((l) => (
                <li key={l.name} className="flex items-center justify-center rounded-xl border border-slate-200 bg-white p-4">
                  <img src={`/media/logo/${slugify(l.name)}.svg`} alt={l.name} className="h-10 w-auto max-w-full" loading="lazy" />
                </li>
              ))}
            </ul>
          </Container>
        </section>
      );
    case "faq":
      return (
        <section className={`${band} py-12 sm:py-16`}>
          <Container className="max-w-3xl">
            <h2 className="font-heading text-2xl font-extrabold text-dark sm:text-3xl">{s.title}</h2>
            <div className="mt-6 divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
              {s.items.map((f) => (
                <details key={f.q} className="group p-5">
                  <summary className="cursor-pointer list-none font-semibold text-dark marker:hidden">
                    <span className="mr-2 inline-block text-primary-ink transition group-open:rotate-45" aria-hidden="true">
                      +
                    </span>
                    {f.q}
                  </summary>
                  <p className="mt-3 text-slate-600">{f.a}</p>
                </details>
              ))}
            </div>
          </Container>
        </section>
      );
    case "cta":
      return (
        <section className="py-12">
          <Container>
            <div className="rounded-3xl bg-dark px-6 py-10 text-center text-white sm:px-12">
              <h2 className="font-heading text-2xl font-extrabold">{s.title}</h2>
              <p className="mx-auto mt-2 max-w-xl text-white/80">{s.text}</p>
              <SmartLink to={s.action.href} className={`${btn} mt-6 bg-primary text-on-primary hover:opacity-90`}>
                {s.action.label}
              </SmartLink>
            </div>
          </Container>
        </section>
      );
    case "richtext":
      return (
        <section className="py-10">
          <Container className="max-w-3xl">
            {s.title ? <h2 className="font-heading text-2xl font-extrabold text-dark">{s.title}</h2> : null}
            <Html html={s.html} />
          </Container>
        </section>
      );
    case "pricing":
      return (
        <section className={`${band} py-12 sm:py-16`}>
          <Container>
            <h2 className="text-center font-heading text-2xl font-extrabold text-dark sm:text-3xl">{s.title}</h2>
            <ul className="mt-8 grid gap-6 md:grid-cols-3">
              {s.plans.map((p) => (
                <li
                  key={p.name}
                  className={`flex flex-col rounded-2xl border bg-white p-6 ${p.highlight ? "border-primary shadow-lg ring-2 ring-primary/30" : "border-slate-200"}`}
                >
                  <h3 className="font-heading text-lg font-bold text-dark">{p.name}</h3>
                  <p className="mt-3">
                    <span className="font-heading text-3xl font-extrabold text-dark">
                      {p.price === null ? "Hubungi kami" : p.price === 0 ? "Gratis" : formatRupiah(p.price)}
                    </span>
                    <span className="ml-1 text-sm text-slate-500">/ {p.period}</span>
                  </p>
                  <ul className="mt-4 flex-1 space-y-2 text-sm text-slate-700">
                    {p.features.map((f) => (
                      <li key={f} className="flex gap-2">
                        <span className="text-success-ink" aria-hidden="true">
                          ✓
                        </span>
                        {f}
                      </li>
                    ))}
                  </ul>
                  <SmartLink
                    to={p.action.href}
                    className={`${btn} mt-6 justify-center ${p.highlight ? "bg-primary text-on-primary" : "border border-primary text-primary-ink"}`}
                  >
                    {p.action.label}
                  </SmartLink>
                </li>
              ))}
            </ul>
          </Container>
        </section>
      );
    case "steps":
      return (
        <section className={`${band} py-12 sm:py-16`}>
          <Container>
            <h2 className="font-heading text-2xl font-extrabold text-dark sm:text-3xl">{s.title}</h2>
            <ol className="mt-8 grid gap-6 md:grid-cols-3">
              {s.items.map((st, i) => (
                <li key={st.title} className="rounded-2xl border border-slate-200 bg-white p-6">
                  <span className="grid h-9 w-9 place-items-center rounded-full bg-primary font-bold text-on-primary">{i + 1}</span>
                  <h3 className="mt-3 font-heading text-lg font-bold text-dark">{st.title}</h3>
                  <p className="mt-1 text-sm text-slate-600">{st.desc}</p>
                </li>
              ))}
            </ol>
          </Container>
        </section>
      );
    case "table":
      return (
        <section className="py-10">
          <Container>
            <h2 className="font-heading text-2xl font-extrabold text-dark">{s.title}</h2>
            <div className="mt-4 overflow-x-auto rounded-2xl border border-slate-200">
              <table className="w-full min-w-[32rem] text-left text-sm">
                {s.caption ? <caption className="p-3 text-left text-slate-500">{s.caption}</caption> : null}
                <thead className="bg-slate-50 text-dark">
                  <tr>
                    {s.columns.map((c) => (
                      <th key={c} scope="col" className="px-4 py-3 font-semibold">
                        {c}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-200">
                  {withContentKeys(s.rows, (r) => r.join("\u0001")).map(({ key: rowKey, item: r }) => (
                    <tr key={rowKey}>
                      {withContentKeys(r).map(({ key: cellKey, item: cell }) => (
                        <td key={cellKey} className="px-4 py-3 text-slate-700">
                          {cell}
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </Container>
        </section>
      );
  }
}

function slugify(s: string): string {
  return s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}
