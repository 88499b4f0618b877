import { Link } from "react-router";
import type { TOnboarding } from "../../../src/domain/learning/onboarding.ts";

const STATE_LABEL: Record<string, string> = {
  onRegistration: "Pendaftaran dibuka",
  started: "Sedang berjalan",
  comingSoon: "Segera hadir",
  ended: "Selesai",
  none: "",
};

/** The dashboard's next step for a new learner: the chosen class, or three suggestions, and a checklist. */
export function OnboardingCard({ onboarding }: { onboarding: TOnboarding }) {
  const { chosen, suggestions, checklist } = onboarding;
  const items = [
    { done: checklist.profile, label: "Lengkapi profil dengan foto", to: "/Dashboard/Profil" },
    { done: checklist.joinedClass, label: "Daftar ke kelas pertama Anda", to: chosen ? `/Class/${chosen.slug}` : "/Class" },
    { done: checklist.firstChapter, label: "Selesaikan bab pertama sebuah kursus", to: "/Courses" },
  ];
  const left = items.filter((i) => !i.done).length;
  return (
    <section className="rounded-2xl border border-primary/30 bg-white p-5 shadow-sm sm:p-6" aria-labelledby="langkah-berikutnya" data-testid="onboarding">
      <h2 id="langkah-berikutnya" className="font-heading text-lg font-bold text-dark">
        Langkah berikutnya
      </h2>
      {chosen ? (
        <div className="mt-3 rounded-xl bg-primary/5 p-4">
          <p className="text-sm text-slate-600">Kelas yang Anda pilih sebelum mendaftar:</p>
          <p className="mt-1 text-lg font-bold text-dark">{chosen.name}</p>
          <p className="mt-1 text-sm text-slate-600">{chosen.schedule}</p>
          <Link
            to={`/Class/${chosen.slug}`}
            className="mt-3 inline-flex h-11 items-center rounded-xl bg-primary px-5 text-sm font-semibold text-on-primary shadow hover:opacity-90"
          >
            Lanjutkan pendaftaran kelas
          </Link>
        </div>
      ) : suggestions.length ? (
        <>
          <p className="mt-1 text-sm text-slate-600">Belum memilih kelas? Tiga kelas ini sedang kami sarankan:</p>
          <ul className="mt-3 grid gap-3 md:grid-cols-3">
            {suggestions.map((c) => (
              <li key={c.slug} className="flex flex-col rounded-xl border border-slate-200 p-4">
                {STATE_LABEL[c.state] ? (
                  <span className="self-start rounded-full bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-800">{STATE_LABEL[c.state]}</span>
                ) : null}
                <Link to={`/Class/${c.slug}`} className="mt-2 font-semibold text-dark hover:text-primary-ink">
                  {c.name}
                </Link>
                <p className="mt-1 line-clamp-3 text-sm text-slate-600">{c.description}</p>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <h3 className="mt-5 text-sm font-bold uppercase tracking-wider text-slate-500">
        Daftar periksa ({items.length - left} dari {items.length} selesai)
      </h3>
      <ul className="mt-2 space-y-2">
        {items.map((i) => (
          <li key={i.label} className="flex items-center gap-3 text-sm">
            <span
              className={`flex h-5 w-5 shrink-0 items-center justify-center rounded-full border text-[0.7rem] ${i.done ? "border-green-600 bg-green-600 text-white" : "border-slate-300"}`}
              aria-hidden="true"
            >
              {i.done ? "✓" : ""}
            </span>
            {i.done ? (
              <span className="text-slate-500 line-through">
                {i.label}
                <span className="sr-only"> (selesai)</span>
              </span>
            ) : (
              <Link to={i.to} className="font-medium text-primary-ink hover:underline">
                {i.label}
              </Link>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
