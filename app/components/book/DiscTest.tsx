import { useEffect, useRef, useState } from "react";
import { useActionData } from "react-router";
import {
  DISC_DIMS,
  DISC_PROFILES,
  DISC_QUESTION_COUNT,
  DISC_QUESTIONS,
  discField,
  discPercent,
  scoreDisc,
  validateDiscAnswers,
  type TDiscResult,
} from "../../../src/domain/book/disc.ts";
import { ZDiscNameForm } from "../../../src/contracts/book.ts";
import type { bookAction } from "../../routes/book/book.server.ts";
import { fieldClass, replyErrors, replyFor, schemaConstraints } from "../form/index.ts";
import { Honeypot } from "../forms/SpamGuard.tsx";
import { restInsert } from "../../lib/rest-client.ts";
import { formObject } from "./BookForms.tsx";

type TDiscShown = TDiscResult & { name: string | null };

/**
 * The DISC test: one form of 24 questions, each a small table of four statements with a "paling
 * sesuai" and a "paling tidak sesuai" column. Without JavaScript the page's action validates,
 * scores and saves it and the result replaces the form; with JavaScript the answers are checked
 * and scored here (the same module), saved with a direct `POST /rest/v1/user_disc`, and a chosen
 * statement cannot be picked in the other column.
 */
export function DiscTest({ action }: { action: string }) {
  const server = replyFor(useActionData<typeof bookAction>(), "disc");
  const serverResult = server.sent && "disc" in server.sent ? server.sent.disc : null;
  const [result, setResult] = useState<TDiscShown | null>(null);
  const [dismissedServer, setDismissedServer] = useState(false);
  const [errors, setErrors] = useState<Record<string, string> | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [picked, setPicked] = useState<Record<string, number>>(() => {
    const init: Record<string, number> = {};
    for (const [k, v] of Object.entries(replyErrors(server.result).values)) if (/^q\d+_(most|least)$/.test(k) && /^[1-4]$/.test(String(v))) init[k] = Number(v);
    return init;
  });
  const [busy, setBusy] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const summaryRef = useRef<HTMLDivElement>(null);

  const fromServer = replyErrors(server.result);
  const shownErrors = errors ?? fromServer.fields;
  const shownFormError = errors ? formError : (fromServer.formError ?? null);
  const typed = errors === null ? fromServer.values : {};
  const shown = result ?? (dismissedServer ? null : serverResult);
  const answered = DISC_QUESTIONS.filter((q) => picked[discField(q.no, "most")] && picked[discField(q.no, "least")]).length;
  const errorCount = Object.keys(shownErrors).length;

  // biome-ignore lint/correctness/useExhaustiveDependencies: move the focus once per reply, not on every render
  useEffect(() => {
    if (errorCount || shownFormError) summaryRef.current?.focus();
  }, [errors, server.result]);

  async function onSubmit(e: React.FormEvent<HTMLFormElement>) {
    const form = e.currentTarget;
    e.preventDefault();
    const raw = formObject(form);
    if (raw.website) return;
    const v = validateDiscAnswers(raw);
    const n = ZDiscNameForm.safeParse(raw);
    if (!v.ok || !n.success) {
      const errs = { ...(v.ok ? {} : v.errors), ...(n.success ? {} : { name: n.error.issues[0]?.message ?? "Nama tidak valid." }) };
      setErrors(errs);
      setFormError(`Masih ada ${Object.keys(errs).length} pilihan yang belum lengkap atau belum benar. Periksa soal yang ditandai.`);
      return;
    }
    const scored = scoreDisc(v.choices);
    setBusy(true);
    try {
      const r = await restInsert("user_disc", {
        name: n.data.name,
        answers: v.choices.map((c) => [c.most, c.least]),
        score_d: scored.scores.D,
        score_i: scored.scores.I,
        score_s: scored.scores.S,
        score_c: scored.scores.C,
        profile: scored.profile,
      });
      if (r.ok) {
        setErrors(null);
        setResult({ ...scored, name: n.data.name });
      } else if (r.status === 0 || r.status >= 500) form.submit();
      else {
        setErrors({});
        setFormError(r.message);
      }
    } catch {
      form.submit();
    } finally {
      setBusy(false);
    }
  }

  if (shown)
    return (
      <DiscResult
        result={shown}
        onAgain={() => {
          setResult(null);
          setDismissedServer(true);
          setPicked({});
          setErrors(null);
          setAttempt((a) => a + 1);
        }}
        againHref={action.replace(/#.*$/, "") + "#tes-disc"}
      />
    );

  return (
    <form key={attempt} method="post" action={action} noValidate onSubmit={onSubmit} id="disc-form" className="space-y-6">
      <input type="hidden" name="intent" value="disc" />
      <Honeypot />
      {errorCount || shownFormError ? (
        <div
          ref={summaryRef}
          id="disc-form-summary"
          role="alert"
          tabIndex={-1}
          className="rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-800 focus:outline-none"
        >
          <p className="font-semibold">{shownFormError ?? `Periksa kembali ${errorCount} pilihan yang ditandai.`}</p>
          {errorCount ? (
            <ul className="mt-2 list-disc space-y-0.5 pl-5">
              {Object.entries(shownErrors)
                .slice(0, 6)
                .map(([k, m]) => (
                  <li key={k}>
                    <a href={`#disc-${k.replace(/_.*$/, "")}`} className="underline">
                      {m}
                    </a>
                  </li>
                ))}
              {errorCount > 6 ? <li>dan {errorCount - 6} lainnya.</li> : null}
            </ul>
          ) : null}
        </div>
      ) : null}

      <div className="sticky top-[7.5rem] z-10 -mx-4 border-b border-slate-200 bg-white/95 px-4 py-3 backdrop-blur sm:mx-0 sm:rounded-xl sm:border">
        <div className="flex items-center justify-between gap-3 text-sm">
          <span className="font-semibold text-dark" aria-live="polite">
            {answered} dari {DISC_QUESTION_COUNT} soal terjawab
          </span>
          <span className="text-slate-500">Pilih satu + dan satu − di setiap soal</span>
        </div>
        <div className="mt-2 h-2 overflow-hidden rounded-full bg-slate-100" aria-hidden="true">
          <div className="h-full rounded-full bg-primary transition-all" style={{ width: `${(answered / DISC_QUESTION_COUNT) * 100}%` }} />
        </div>
      </div>

      <ol className="grid gap-4 lg:grid-cols-2">
        {DISC_QUESTIONS.map((q) => {
          const mostName = discField(q.no, "most");
          const leastName = discField(q.no, "least");
          const err = shownErrors[mostName] ?? shownErrors[leastName];
          const firstBad = Object.keys(shownErrors)[0];
          return (
            <li key={q.no} id={`disc-q${q.no}`} className="scroll-mt-52">
              <fieldset
                className={`rounded-2xl border bg-white p-4 shadow-sm ${err ? "border-red-500 ring-1 ring-red-500" : "border-slate-200"}`}
                aria-describedby={err ? `disc-q${q.no}-error` : undefined}
              >
                <legend className="sr-only">Soal {q.no}</legend>
                <div className="flex items-center justify-between gap-2 text-xs font-semibold uppercase tracking-wide text-slate-500">
                  <span aria-hidden="true">Soal {q.no}</span>
                  <span className="flex gap-2" aria-hidden="true">
                    <span className="w-14 text-center text-green-700">Paling sesuai</span>
                    <span className="w-14 text-center text-red-700">Paling tidak</span>
                  </span>
                </div>
                <div className="mt-2 divide-y divide-slate-100">
                  {q.statements.map((s, i) => {
                    const opt = i + 1;
                    const mostChecked = picked[mostName] === opt;
                    const leastChecked = picked[leastName] === opt;
                    return (
                      <div key={s.text} className="flex items-center gap-2 py-2">
                        <span className="flex-1 text-sm leading-snug text-slate-800">{s.text}</span>
                        <label className="grid h-11 w-14 cursor-pointer place-items-center rounded-lg has-[:checked]:bg-green-50 has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-40">
                          <input
                            type="radio"
                            name={mostName}
                            value={opt}
                            defaultChecked={typed[mostName] === String(opt)}
                            disabled={leastChecked}
                            onChange={() => setPicked((p) => ({ ...p, [mostName]: opt }))}
                            className="h-5 w-5 accent-green-600"
                            aria-invalid={shownErrors[mostName] ? true : undefined}
                            autoFocus={firstBad === mostName && i === 0 ? true : undefined}
                          />
                          <span className="sr-only">
                            Soal {q.no}, paling sesuai: {s.text}
                          </span>
                        </label>
                        <label className="grid h-11 w-14 cursor-pointer place-items-center rounded-lg has-[:checked]:bg-red-50 has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-40">
                          <input
                            type="radio"
                            name={leastName}
                            value={opt}
                            defaultChecked={typed[leastName] === String(opt)}
                            disabled={mostChecked}
                            onChange={() => setPicked((p) => ({ ...p, [leastName]: opt }))}
                            className="h-5 w-5 accent-red-600"
                            aria-invalid={shownErrors[leastName] ? true : undefined}
                            autoFocus={firstBad === leastName && i === 0 ? true : undefined}
                          />
                          <span className="sr-only">
                            Soal {q.no}, paling tidak sesuai: {s.text}
                          </span>
                        </label>
                      </div>
                    );
                  })}
                </div>
                {err ? (
                  <p id={`disc-q${q.no}-error`} className="mt-2 text-sm font-medium text-red-700">
                    {[shownErrors[mostName], shownErrors[leastName]].filter(Boolean).join(" ")}
                  </p>
                ) : null}
              </fieldset>
            </li>
          );
        })}
      </ol>

      <div className="grid gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-[1fr_auto] sm:items-end">
        <div>
          <label htmlFor="disc-form-name" className="block text-sm font-semibold text-dark">
            Nama <span className="font-normal text-slate-500">(opsional, untuk hasil Anda)</span>
          </label>
          <input
            id="disc-form-name"
            name="name"
            type="text"
            maxLength={schemaConstraints(ZDiscNameForm)("name").maxLength}
            autoComplete="name"
            defaultValue={typeof typed.name === "string" ? typed.name : ""}
            className={fieldClass("site", false)}
            aria-invalid={shownErrors.name ? true : undefined}
          />
          {shownErrors.name ? <p className="mt-1 text-sm font-medium text-red-700">{shownErrors.name}</p> : null}
        </div>
        <button
          type="submit"
          disabled={busy}
          className="inline-flex min-h-11 items-center justify-center rounded-full bg-primary px-6 py-2.5 font-semibold text-on-primary shadow-sm hover:opacity-90 disabled:opacity-60"
        >
          {busy ? "Menghitung…" : "Lihat hasil saya"}
        </button>
      </div>
    </form>
  );
}

const DIM_BAR: Record<string, string> = { D: "bg-red-500", I: "bg-amber-400", S: "bg-green-500", C: "bg-sky-500" };

export function DiscResult({ result, onAgain, againHref }: { result: TDiscShown; onAgain: () => void; againHref: string }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => ref.current?.focus(), []);
  const p = DISC_PROFILES[result.primary];
  const s = DISC_PROFILES[result.secondary];
  return (
    <section
      aria-labelledby="disc-result-title"
      className="scroll-mt-32 overflow-hidden rounded-3xl border border-slate-200 bg-white shadow-sm"
      data-testid="disc-result"
    >
      <div className="bg-gradient-to-br from-primary to-hero-end px-6 py-8 text-on-primary sm:px-10">
        <p className="text-sm font-semibold uppercase tracking-wider">Hasil tes DISC{result.name ? ` · ${result.name}` : ""}</p>
        <h3 id="disc-result-title" ref={ref} tabIndex={-1} className="mt-2 scroll-mt-40 text-3xl font-extrabold focus:outline-none sm:text-4xl">
          {`Profil Anda: ${result.profile}`}
        </h3>
        <p className="mt-2 text-lg font-semibold">
          {p.name} — {p.tagline}
        </p>
      </div>
      <div className="grid gap-8 px-6 py-8 sm:px-10 lg:grid-cols-[1fr_18rem]">
        <div>
          <p className="text-slate-700">{p.summary}</p>
          <div className="mt-6 grid gap-6 sm:grid-cols-2">
            <div>
              <h4 className="font-bold text-dark">Kekuatan Anda</h4>
              <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-700">
                {p.strengths.map((x) => (
                  <li key={x}>{x}</li>
                ))}
              </ul>
            </div>
            <div>
              <h4 className="font-bold text-dark">Perlu diperhatikan</h4>
              <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-700">
                {p.watch.map((x) => (
                  <li key={x}>{x}</li>
                ))}
              </ul>
            </div>
          </div>
          <p className="mt-6 rounded-xl bg-slate-50 p-4 text-sm text-slate-700">
            <strong className="text-dark">Gaya kerja: </strong>
            {p.workStyle}
          </p>
          <p className="mt-4 text-sm text-slate-700">
            <strong className="text-dark">Gaya kedua Anda, {s.name}:</strong> {s.tagline.toLowerCase()}. {s.summary}
          </p>
        </div>
        <div>
          <h4 className="font-bold text-dark">Skor Anda</h4>
          <p className="text-xs text-slate-500">Dari −24 sampai 24 (paling sesuai dikurangi paling tidak sesuai).</p>
          <dl className="mt-3 space-y-3">
            {DISC_DIMS.map((d) => (
              <div key={d}>
                <div className="flex justify-between text-sm">
                  <dt className="font-semibold text-dark">{DISC_PROFILES[d].name}</dt>
                  <dd className="tabular-nums text-slate-700" data-testid={`disc-score-${d}`}>
                    {result.scores[d] > 0 ? `+${result.scores[d]}` : result.scores[d]}
                  </dd>
                </div>
                <div className="mt-1 h-2.5 overflow-hidden rounded-full bg-slate-100" aria-hidden="true">
                  <div className={`h-full rounded-full ${DIM_BAR[d]}`} style={{ width: `${discPercent(result.scores[d])}%` }} />
                </div>
              </div>
            ))}
          </dl>
          <a
            href={againHref}
            onClick={(e) => {
              e.preventDefault();
              onAgain();
            }}
            className="mt-6 inline-flex min-h-11 items-center rounded-full border border-primary px-5 font-semibold text-primary-ink hover:bg-primary/5"
          >
            Ulangi tes
          </a>
        </div>
      </div>
    </section>
  );
}
