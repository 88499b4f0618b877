import { useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { LockIcon } from "../catalog/LockIcon.tsx";

export interface TOutlineChapter {
  id: number;
  slug: string;
  title: string;
  position: number;
  readable: boolean;
  href: string;
  done: boolean;
}
export interface TOutlineModule {
  id: number;
  title: string;
  position: number;
  chapters: TOutlineChapter[];
  quizzes: { slug: string; title: string; href: string; passed: boolean }[];
}

/** The module list with completion ticks, locks and quizzes (sidebar and phone sheet). */
export function ChapterOutline({ modules, currentId, onNavigate }: { modules: TOutlineModule[]; currentId: number; onNavigate?: () => void }) {
  return (
    <ol className="space-y-4">
      {modules.map((m) => (
        <li key={m.id}>
          <p className="text-xs font-bold uppercase tracking-wider text-slate-500">
            Modul {m.position}: {m.title}
          </p>
          <ol className="mt-2 space-y-0.5">
            {m.chapters.map((ch) => {
              const current = ch.id === currentId;
              return (
                <li key={ch.id}>
                  <a
                    href={ch.href}
                    onClick={onNavigate}
                    aria-current={current ? "page" : undefined}
                    className={`flex items-center gap-2 rounded-lg px-3 py-2 text-sm ${current ? "bg-primary font-semibold text-on-primary" : "text-slate-700 hover:bg-slate-100"}`}
                  >
                    <span
                      className={`flex h-5 w-5 shrink-0 items-center justify-center rounded-full border text-[0.7rem] ${ch.done ? "border-green-600 bg-green-600 text-white" : current ? "border-white/70" : "border-slate-300"}`}
                      aria-hidden="true"
                    >
                      {ch.done ? "✓" : ""}
                    </span>
                    <span className="min-w-0 flex-1">
                      {ch.position}. {ch.title}
                      {ch.done ? <span className="sr-only"> (selesai)</span> : null}
                    </span>
                    {ch.readable ? null : <LockIcon className="h-3.5 w-3.5 shrink-0" label="Terkunci" />}
                  </a>
                </li>
              );
            })}
            {m.quizzes.map((q) => (
              <li key={q.slug}>
                <a href={q.href} onClick={onNavigate} className="flex items-center gap-2 rounded-lg px-3 py-2 text-sm text-slate-700 hover:bg-slate-100">
                  <span
                    className={`flex h-5 w-5 shrink-0 items-center justify-center rounded-md border text-[0.7rem] ${q.passed ? "border-green-600 bg-green-600 text-white" : "border-slate-300"}`}
                    aria-hidden="true"
                  >
                    {q.passed ? "✓" : "?"}
                  </span>
                  <span className="min-w-0 flex-1 font-medium">
                    {q.title}
                    {q.passed ? <span className="sr-only"> (lulus)</span> : null}
                  </span>
                </a>
              </li>
            ))}
          </ol>
        </li>
      ))}
    </ol>
  );
}

/**
 * On a phone the outline is a sheet: a modal `<dialog>` (the browser traps focus inside and
 * makes the page behind it inert; Escape closes it and focus returns to the button).
 */
export function OutlineSheet({ modules, currentId, label }: { modules: TOutlineModule[]; currentId: number; label: string }) {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const close = () => ref.current?.close();
  return (
    <>
      <button
        ref={opener}
        type="button"
        onClick={() => ref.current?.showModal()}
        aria-haspopup="dialog"
        className="inline-flex h-11 shrink-0 items-center gap-2 whitespace-nowrap rounded-xl border border-slate-300 bg-white px-4 text-sm font-semibold text-slate-700 lg:hidden"
      >
        <span aria-hidden="true">☰</span> Daftar bab <span className="text-slate-500">({label})</span>
      </button>
      <dialog
        ref={ref}
        aria-labelledby="judul-daftar-bab"
        onClose={() => opener.current?.focus()}
        onClick={(e) => {
          if (e.target === ref.current) close();
        }}
        onKeyDown={(e) => {
          // The modal dialog makes the page inert, but Tab past the last link would still leave for
          // the browser's own controls: wrap around inside the sheet instead.
          if (e.key !== "Tab" || !ref.current) return;
          const items = [...ref.current.querySelectorAll<HTMLElement>("a[href], button:not([disabled])")];
          const first = items[0];
          const last = items[items.length - 1];
          if (!first || !last) return;
          if (e.shiftKey && document.activeElement === first) {
            e.preventDefault();
            last.focus();
          } else if (!e.shiftKey && document.activeElement === last) {
            e.preventDefault();
            first.focus();
          }
        }}
        className="reader-sheet m-0 mt-auto max-h-[85vh] w-full max-w-none overflow-y-auto rounded-t-2xl bg-white p-0 shadow-2xl backdrop:bg-slate-900/50"
      >
        <div className="sticky top-0 flex items-center justify-between border-b border-slate-200 bg-white px-4 py-3">
          <h2 id="judul-daftar-bab" className="font-bold text-dark">
            Daftar bab
          </h2>
          <button type="button" onClick={close} className="h-10 rounded-lg px-3 text-sm font-semibold text-slate-700 hover:bg-slate-100">
            Tutup
          </button>
        </div>
        <div className="p-4">
          <ChapterOutline modules={modules} currentId={currentId} onNavigate={close} />
        </div>
      </dialog>
    </>
  );
}

/** `[` previous chapter, `]` next chapter — not while typing in a field or with a modifier held. */
export function useChapterKeys(previousHref: string | null, nextHref: string | null) {
  const navigate = useNavigate();
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.defaultPrevented || e.ctrlKey || e.metaKey || e.altKey) return;
      const t = e.target as HTMLElement | null;
      if (t && (t.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(t.tagName) || t.closest("dialog[open]"))) return;
      const href = e.key === "[" ? previousHref : e.key === "]" ? nextHref : null;
      if (!href) return;
      e.preventDefault();
      navigate(href);
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [previousHref, nextHref, navigate]);
}

/** True after hydration: parts that need JavaScript (the phone sheet) replace their no-JS stand-ins. */
export function useHydrated(): boolean {
  const [h, set] = useState(false);
  useEffect(() => set(true), []);
  return h;
}
