import { useId, useRef } from "react";
import { ErrorIcon, inputClass, invalidInputClass } from "../form/index.ts";
import { useHydrated } from "../admin/index.ts";

type TAction = { label: string; title: string; apply: (sel: string) => { text: string; select?: [number, number] } };

/**
 * The chapter body: restricted Markdown in a textarea (docs/decisions/016), with a toolbar once
 * JavaScript runs — bold, italic, heading, list, link, image, video — that writes the Markdown for
 * the selection. Without JavaScript the textarea and the syntax help below it do the same job.
 * The preview is the server's: the page's "Pratinjau" button renders it with the reader's renderer.
 */
const ACTIONS: TAction[] = [
  { label: "B", title: "Tebal", apply: (s) => wrap(s || "teks tebal", "**") },
  { label: "I", title: "Miring", apply: (s) => wrap(s || "teks miring", "_") },
  { label: "H", title: "Judul bagian", apply: (s) => block(`## ${s || "Judul bagian"}`) },
  {
    label: "• Daftar",
    title: "Daftar berbutir",
    apply: (s) =>
      block(
        (s || "butir pertama\nbutir kedua")
          .split("\n")
          .map((l) => `- ${l}`)
          .join("\n"),
      ),
  },
  {
    label: "Tautan",
    title: "Tautan",
    apply: (s) => ({ text: `[${s || "teks tautan"}](https://)`, select: [(s || "teks tautan").length + 3, (s || "teks tautan").length + 11] }),
  },
  {
    label: "Gambar",
    title: "Gambar",
    apply: (s) => ({
      text: `![${s || "keterangan gambar"}](/media/)`,
      select: [(s || "keterangan gambar").length + 4, (s || "keterangan gambar").length + 11],
    }),
  },
  { label: "Video", title: "Video YouTube atau Vimeo", apply: () => block("https://www.youtube.com/watch?v=") },
];

function wrap(s: string, mark: string) {
  return { text: `${mark}${s}${mark}`, select: [mark.length, mark.length + s.length] as [number, number] };
}

function block(s: string) {
  return { text: `\n\n${s}\n\n` };
}

export function MarkdownEditor({
  name,
  label,
  defaultValue,
  typed,
  error,
  maxLength,
}: {
  name: string;
  label: string;
  defaultValue: string;
  typed?: string;
  error?: string;
  maxLength: number;
}) {
  const id = useId();
  const ref = useRef<HTMLTextAreaElement>(null);
  const hydrated = useHydrated();
  const apply = (a: TAction) => {
    const el = ref.current;
    if (!el) return;
    const start = el.selectionStart;
    const end = el.selectionEnd;
    const out = a.apply(el.value.slice(start, end));
    el.focus();
    el.setRangeText(out.text, start, end, "end");
    if (out.select) el.setSelectionRange(start + out.select[0], start + out.select[1]);
    el.dispatchEvent(new Event("input", { bubbles: true }));
  };
  const helpId = `${id}-help`;
  const errorId = `${id}-error`;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-dark">
        {label}
      </label>
      {hydrated ? (
        <div
          role="toolbar"
          aria-label="Format isi bab"
          aria-controls={id}
          className="mt-1 flex flex-wrap gap-1 rounded-t-lg border border-b-0 border-slate-300 bg-slate-50 p-1"
          data-testid="md-toolbar"
        >
          {ACTIONS.map((a) => (
            <button
              key={a.title}
              type="button"
              title={a.title}
              aria-label={a.title}
              onClick={() => apply(a)}
              className="min-h-9 min-w-9 rounded-md px-2.5 text-sm font-semibold text-slate-700 hover:bg-white hover:text-primary-ink focus-visible:outline-2 focus-visible:outline-primary"
            >
              {a.label}
            </button>
          ))}
        </div>
      ) : null}
      <textarea
        ref={ref}
        id={id}
        name={name}
        defaultValue={typed ?? defaultValue}
        rows={18}
        maxLength={maxLength}
        spellCheck
        aria-invalid={error ? true : undefined}
        aria-describedby={[error ? errorId : null, helpId].filter(Boolean).join(" ")}
        className={`${error ? invalidInputClass : inputClass} font-mono text-sm ${hydrated ? "mt-0 rounded-t-none" : ""}`}
      />
      <p id={helpId} className="mt-1 text-sm text-slate-600">
        Markdown: <code>## Judul</code>, <code>**tebal**</code>, <code>_miring_</code>, <code>- butir</code>, <code>[teks](https://…)</code>,{" "}
        <code>![keterangan](/media/…)</code>; tautan YouTube/Vimeo di baris sendiri menjadi video. HTML tidak disimpan.
      </p>
      {error ? (
        <p id={errorId} className="mt-1 flex items-start gap-1.5 text-sm font-medium text-red-700">
          <ErrorIcon />
          <span>{error}</span>
        </p>
      ) : null}
    </div>
  );
}
