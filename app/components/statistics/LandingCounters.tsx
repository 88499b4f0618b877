import { NUMBER_ID } from "../../../src/kernel/format.ts";
/** The home page's counters (issue 18): the same numbers as the statistics dashboard. Hidden while all are zero. */
const LABELS: [string, string][] = [
  ["students", "Peserta"],
  ["alumni", "Alumni"],
  ["mentors", "Mentor"],
  ["schools", "Sekolah"],
  ["cities", "Kota/kabupaten"],
  ["programs", "Program"],
];

/** Whether the band shows at all (some counter above zero). */
export const showsCounters = (counters: Record<string, number>) => LABELS.some(([k]) => (counters[k] ?? 0) > 0);

export function LandingCounters({ counters }: { counters: Record<string, number> }) {
  if (!showsCounters(counters)) return null;
  return (
    <section className="bg-gradient-to-r from-primary to-hero-end py-10 text-on-primary" aria-labelledby="home-counters">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <h2 id="home-counters" className="text-center font-heading text-2xl font-extrabold">
          Dalam angka
        </h2>
        <dl className="mt-6 grid grid-cols-2 gap-6 text-center sm:grid-cols-3 lg:grid-cols-6" data-testid="landing-counters">
          {LABELS.map(([k, label]) => (
            <div key={k} className="flex flex-col">
              <dt className="text-sm text-on-primary">{label}</dt>
              <dd className="order-first font-heading text-3xl font-extrabold tabular-nums" data-counter={k}>
                {NUMBER_ID.format(counters[k] ?? 0)}
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
