import { useEffect, useRef, useState } from "react";
import { withContentKeys } from "../../lib/content-keys.ts";
import { useFetcher } from "react-router";
import { ChapterBody } from "./ChapterBody.tsx";

export interface TExerciseView {
  slug: string;
  title: string;
  promptHtml: string;
  language: "javascript" | "html";
  starter: string;
  checks: { name: string; test: string }[];
  last: { passedChecks: number; totalChecks: number; passed: boolean; code: string } | null;
}

type TRun =
  | { state: "idle" }
  | { state: "running" }
  | { state: "done"; results: { passed: boolean; error: string | null }[] }
  | { state: "error"; message: string };

const SANDBOX_URL = "/api/v1/learning/sandbox";
const TIMEOUT_MS = 3000;
/** How long a run waits for the sandbox frame to load before it gives up. */
const READY_WAIT_MS = 10_000;

/**
 * A coding exercise: the learner edits the starter code and runs the checks. The checks run in
 * the browser only, inside `<iframe sandbox="allow-scripts">` (an opaque origin: it cannot read
 * this page, its cookies or storage); the result is then saved like a quiz attempt.
 */
export function CodeExercise({ exercise, signedIn, hydrated }: { exercise: TExerciseView; signedIn: boolean; hydrated: boolean }) {
  const [code, setCode] = useState(exercise.last?.code ?? exercise.starter);
  const [run, setRun] = useState<TRun>({ state: "idle" });
  const frame = useRef<HTMLIFrameElement>(null);
  const ready = useRef(false);
  // A run asked for before the sandbox said "ready" (it loads after hydration): started on "ready".
  const queued = useRef<ReturnType<typeof setTimeout> | null>(null);
  const startRef = useRef<() => void>(() => undefined);
  const pending = useRef<{ id: string; timer: ReturnType<typeof setTimeout>; code: string } | null>(null);
  const fetcher = useFetcher<{ ok?: string; error?: string }>();

  useEffect(() => {
    const onMessage = (e: MessageEvent) => {
      if (!frame.current || e.source !== frame.current.contentWindow) return;
      const m = e.data as { type?: string; id?: string; results?: { passed: boolean; error: string | null }[] };
      if (m?.type === "ready") {
        ready.current = true;
        if (queued.current) {
          clearTimeout(queued.current);
          queued.current = null;
          startRef.current();
        }
      }
      if (m?.type !== "result" || !pending.current || m.id !== pending.current.id || !Array.isArray(m.results)) return;
      clearTimeout(pending.current.timer);
      const ran = pending.current.code;
      pending.current = null;
      const results = m.results
        .slice(0, exercise.checks.length)
        .map((r) => ({ passed: r?.passed === true, error: typeof r?.error === "string" ? r.error : null }));
      setRun({ state: "done", results });
      if (signedIn) {
        const passed = results.filter((r) => r.passed).length;
        fetcher.submit(
          { intent: "exercise", exercise: exercise.slug, passedChecks: String(passed), totalChecks: String(exercise.checks.length), code: ran },
          { method: "post" },
        );
      }
    };
    window.addEventListener("message", onMessage);
    return () => window.removeEventListener("message", onMessage);
  }, [exercise, signedIn, fetcher]);

  const start = () => {
    const win = frame.current?.contentWindow;
    if (!win || !ready.current) {
      if (queued.current) return;
      setRun({ state: "running" });
      queued.current = setTimeout(() => {
        queued.current = null;
        setRun({ state: "error", message: "Sandbox belum siap. Muat ulang halaman lalu coba lagi." });
      }, READY_WAIT_MS);
      return;
    }
    const id = Math.random().toString(36).slice(2);
    const timer = setTimeout(() => {
      pending.current = null;
      ready.current = false;
      // An endless loop keeps the frame busy: load a fresh one.
      if (frame.current) frame.current.src = `${SANDBOX_URL}?r=${id}`;
      setRun({ state: "error", message: "Kode berjalan lebih dari 3 detik (mungkin ada perulangan tanpa akhir). Periksa kode Anda lalu jalankan lagi." });
    }, TIMEOUT_MS);
    pending.current = { id, timer, code };
    setRun({ state: "running" });
    win.postMessage({ type: "run", id, language: exercise.language, code, checks: exercise.checks }, "*");
  };

  startRef.current = start;
  useEffect(() => () => clearTimeout(queued.current ?? undefined), []);

  const results = run.state === "done" ? run.results : null;
  const passedCount = results?.filter((r) => r.passed).length ?? 0;
  return (
    <section
      className="mt-10 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
      aria-labelledby={`latihan-${exercise.slug}`}
      data-testid="code-exercise"
    >
      <h2 id={`latihan-${exercise.slug}`} className="text-xl font-bold text-dark">
        {exercise.title}
      </h2>
      <ChapterBody html={exercise.promptHtml} className="mt-2" />
      <label htmlFor={`kode-${exercise.slug}`} className="mt-4 block text-sm font-semibold text-slate-700">
        Kode Anda ({exercise.language === "html" ? "HTML" : "JavaScript"})
      </label>
      <textarea
        id={`kode-${exercise.slug}`}
        value={code}
        onChange={(e) => setCode(e.target.value)}
        spellCheck={false}
        rows={Math.min(18, Math.max(6, code.split("\n").length + 1))}
        className="mt-1 w-full rounded-xl border border-slate-300 bg-slate-950 p-3 font-mono text-sm text-slate-100"
        onKeyDown={(e) => {
          if (e.key === "Tab" && !e.shiftKey) {
            // Indent instead of leaving the editor; Esc then Tab still leaves it.
            const t = e.currentTarget;
            if (t.dataset.escaped === "1") return;
            e.preventDefault();
            const { selectionStart: s, selectionEnd: en } = t;
            setCode(code.slice(0, s) + "  " + code.slice(en));
            requestAnimationFrame(() => t.setSelectionRange(s + 2, s + 2));
          } else e.currentTarget.dataset.escaped = e.key === "Escape" ? "1" : "";
        }}
        aria-describedby={`petunjuk-${exercise.slug}`}
      />
      <p id={`petunjuk-${exercise.slug}`} className="mt-1 text-xs text-slate-500">
        Tab menyisipkan spasi; tekan Esc lalu Tab untuk keluar dari editor. Kode dijalankan hanya di browser Anda.
      </p>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <button
          type="button"
          onClick={start}
          disabled={!hydrated || run.state === "running"}
          className="inline-flex h-11 items-center rounded-xl bg-primary px-5 text-sm font-semibold text-on-primary shadow hover:opacity-90 disabled:opacity-60"
        >
          {run.state === "running" ? "Menjalankan…" : "Jalankan pemeriksaan"}
        </button>
        <button
          type="button"
          onClick={() => setCode(exercise.starter)}
          disabled={!hydrated}
          className="h-11 rounded-xl border border-slate-300 px-4 text-sm font-semibold text-slate-700 hover:bg-slate-50"
        >
          Kembalikan kode awal
        </button>
        {!hydrated ? <span className="text-sm text-slate-500">Latihan kode membutuhkan JavaScript di browser.</span> : null}
        {fetcher.state !== "idle" ? <span className="text-sm text-slate-500">Menyimpan hasil…</span> : null}
        {fetcher.data?.ok ? <span className="text-sm text-green-700">{fetcher.data.ok}</span> : null}
        {fetcher.data?.error ? <span className="text-sm text-red-700">{fetcher.data.error}</span> : null}
      </div>
      <div aria-live="polite">
        {run.state === "error" ? (
          <p className="mt-3 rounded-xl bg-amber-50 p-3 text-sm text-amber-900" role="alert">
            {run.message}
          </p>
        ) : null}
        {results ? (
          <div className="mt-4">
            <p className={`font-semibold ${passedCount === exercise.checks.length ? "text-green-700" : "text-slate-800"}`} data-testid="exercise-summary">
              {passedCount === exercise.checks.length ? "Semua pemeriksaan lulus!" : `${passedCount} dari ${exercise.checks.length} pemeriksaan lulus.`}
            </p>
            <ul className="mt-2 space-y-1 text-sm">
              {withContentKeys(exercise.checks, (c) => c.name).map(({ key, item: c, index: i }) => (
                <li key={key} className={results[i]?.passed ? "text-green-800" : "text-red-800"}>
                  <span aria-hidden="true">{results[i]?.passed ? "✓" : "✗"}</span> {c.name}
                  <span className="sr-only">{results[i]?.passed ? " — lulus" : " — belum lulus"}</span>
                  {results[i]?.error ? <span className="block pl-5 font-mono text-xs text-slate-600">{results[i]!.error}</span> : null}
                </li>
              ))}
            </ul>
          </div>
        ) : exercise.last ? (
          <p className="mt-3 text-sm text-slate-600">
            Hasil terakhir Anda: {exercise.last.passedChecks} dari {exercise.last.totalChecks} pemeriksaan lulus.
          </p>
        ) : null}
      </div>
      {hydrated ? (
        <iframe
          ref={frame}
          src={SANDBOX_URL}
          sandbox="allow-scripts"
          title={exercise.language === "html" ? "Pratinjau hasil HTML" : "Sandbox pemeriksaan kode"}
          className={exercise.language === "html" ? "mt-4 h-48 w-full rounded-xl border border-slate-200 bg-white" : "hidden"}
          onLoad={() => undefined}
        />
      ) : null}
    </section>
  );
}
