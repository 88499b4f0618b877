import { createContext, useContext, useEffect, useRef, useState } from "react";
import { useActionData } from "react-router";
import type { z } from "zod";
import { ZAspirationForm, ZReviewForm, ZTestimonyForm, type TBookIntent } from "../../../src/contracts/book.ts";
import { replyFor, type TFormResult } from "../form/index.ts";
import { badFieldCls, fieldCls } from "../forms/Fields.tsx";
import { restInsert, type TRestTable } from "../../lib/rest-client.ts";

/**
 * The visitor forms of the book page (review, aspiration, testimony). Without JavaScript each is a
 * plain POST to the page's action (server-side validation, field errors, typed values kept). With
 * JavaScript the same schema validates in the browser and the row goes straight to `/rest/v1`
 * with the anonymous key; if that service cannot be reached the form falls back to the POST.
 */
type TFieldState = { id: string; errors: Record<string, string>; values: Record<string, unknown>; first: string | null; resetKey: number };
const FieldCtx = createContext<TFieldState>({ id: "f", errors: {}, values: {}, first: null, resetKey: 0 });

function errorsOf(result: TFormResult | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  if (result?.status !== "error") return out;
  for (const [k, v] of Object.entries(result.error ?? {})) if (k && v?.[0]) out[k] = v[0];
  return out;
}

/** FormData → plain object, empty strings as absent (what Conform hands the schema on the server). */
export function formObject(form: HTMLFormElement): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of new FormData(form)) if (typeof v === "string" && v.trim() !== "") out[k] = v;
  return out;
}

/** First message per field of a failed parse. */
export function zodErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const i of error.issues) {
    const k = String(i.path[0] ?? "");
    if (!out[k]) out[k] = i.message;
  }
  return out;
}

export function EntryForm<S extends z.ZodType>({
  id,
  intent,
  action,
  table,
  schema,
  toRow,
  submitLabel,
  children,
}: {
  id: string;
  intent: TBookIntent;
  action: string;
  table: TRestTable;
  schema: S;
  toRow: (v: z.output<S>) => Record<string, unknown>;
  submitLabel: string;
  children: React.ReactNode;
}) {
  const server = replyFor(useActionData(), intent);
  const [client, setClient] = useState<{ errors: Record<string, string>; formError?: string } | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [resetKey, setResetKey] = useState(0);
  const summaryRef = useRef<HTMLDivElement>(null);
  const serverErrors = errorsOf(server.result);
  const errors = client ? client.errors : serverErrors;
  const formError = client ? client.formError : server.result?.status === "error" ? server.result.error?.[""]?.[0] : undefined;
  const values = (!client && server.result?.status === "error" ? (server.result.initialValue ?? {}) : {}) as Record<string, unknown>;
  const names = Object.keys(errors);
  const ok = done ?? (server.ok && !client ? server.ok : null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: move the focus once per reply, not on every render
  useEffect(() => {
    if (formError && !names.length) summaryRef.current?.focus();
    else if (names[0]) document.getElementById(`${id}-${names[0]}`)?.focus();
  }, [client, server.result]);

  async function onSubmit(e: React.FormEvent<HTMLFormElement>) {
    const form = e.currentTarget;
    e.preventDefault();
    const raw = formObject(form);
    if (raw.website) {
      setDone("Terima kasih.");
      return;
    }
    const parsed = schema.safeParse(raw);
    if (!parsed.success) {
      setClient({ errors: zodErrors(parsed.error) });
      return;
    }
    setBusy(true);
    try {
      const r = await restInsert(table, toRow(parsed.data));
      if (r.ok) {
        setClient(null);
        setDone(successLine(intent));
        form.reset();
      } else if (r.status === 0 || r.status >= 500) form.submit();
      else setClient({ errors: {}, formError: r.message });
    } catch {
      // The data service is unreachable from here: let the page's own action take it.
      form.submit();
    } finally {
      setBusy(false);
    }
  }

  if (ok)
    return (
      <div role="status" className="rounded-2xl border border-green-300 bg-green-50 p-5 text-green-900" data-testid={`${id}-ok`}>
        <p className="font-semibold">{ok}</p>
        {done ? (
          <button
            type="button"
            onClick={() => {
              setDone(null);
              setClient(null);
              setResetKey((k) => k + 1);
            }}
            className="mt-3 text-sm font-semibold text-green-900 underline"
          >
            Kirim lagi
          </button>
        ) : null}
      </div>
    );

  return (
    <FieldCtx.Provider value={{ id, errors, values, first: names[0] ?? null, resetKey }}>
      <form
        method="post"
        action={action}
        id={id}
        noValidate
        onSubmit={onSubmit}
        aria-describedby={formError || names.length ? `${id}-summary` : undefined}
        className="space-y-4"
      >
        {formError || names.length ? (
          <div
            ref={summaryRef}
            id={`${id}-summary`}
            role="alert"
            tabIndex={-1}
            className="rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-800 focus:outline-none"
          >
            <p className="font-semibold">
              {formError ?? (names.length > 1 ? `Periksa kembali ${names.length} isian yang ditandai.` : "Periksa kembali isian yang ditandai.")}
            </p>
          </div>
        ) : null}
        <input type="hidden" name="intent" value={intent} />
        <Honeypot />
        {children}
        <button
          type="submit"
          disabled={busy}
          className="inline-flex min-h-11 items-center justify-center gap-2 rounded-full bg-primary px-6 py-2.5 font-semibold text-on-primary shadow-sm hover:opacity-90 disabled:opacity-60"
        >
          {busy ? "Mengirim…" : submitLabel}
        </button>
      </form>
    </FieldCtx.Provider>
  );
}

function successLine(intent: TBookIntent): string {
  if (intent === "review") return "Terima kasih! Ulasan Anda sudah kami terima dan akan tampil setelah diperiksa moderator.";
  if (intent === "aspiration") return "Terima kasih! Aspirasi Anda sudah kami terima dan akan tampil di dinding setelah diperiksa moderator.";
  return "Terima kasih! Testimoni Anda sudah kami terima dan akan tampil setelah diperiksa moderator.";
}

/** Hidden from people and screen readers; bots fill it. */
export function Honeypot() {
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label>
        Jangan isi kolom ini
        <input type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}

export function BookField({
  name,
  label,
  required,
  multiline,
  rows = 4,
  maxLength,
  hint,
  autoComplete,
}: {
  name: string;
  label: string;
  required?: boolean;
  multiline?: boolean;
  rows?: number;
  maxLength?: number;
  hint?: string;
  autoComplete?: string;
}) {
  const ctx = useContext(FieldCtx);
  const fid = `${ctx.id}-${name}`;
  const error = ctx.errors[name];
  const v = ctx.values[name];
  const common = {
    id: fid,
    name,
    defaultValue: typeof v === "string" ? v : "",
    maxLength,
    "aria-invalid": error ? (true as const) : undefined,
    "aria-required": required || undefined,
    "aria-describedby": [error ? `${fid}-error` : "", hint ? `${fid}-hint` : ""].filter(Boolean).join(" ") || undefined,
    autoFocus: error && ctx.first === name ? true : undefined,
    className: error ? badFieldCls : fieldCls,
  };
  return (
    <div>
      <label htmlFor={fid} className="block text-sm font-semibold text-dark">
        {label}
        {required ? (
          <span className="text-red-700" aria-hidden="true">
            {" "}
            *
          </span>
        ) : (
          <span className="font-normal text-slate-500"> (opsional)</span>
        )}
      </label>
      {multiline ? (
        <textarea key={`${fid}:${ctx.resetKey}`} {...common} rows={rows} />
      ) : (
        <input key={`${fid}:${ctx.resetKey}`} {...common} type="text" autoComplete={autoComplete} />
      )}
      {hint ? (
        <p id={`${fid}-hint`} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${fid}-error`} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** Five stars as a radio group; the chosen star and the ones before it light up (CSS only). */
export function RatingField() {
  const ctx = useContext(FieldCtx);
  const error = ctx.errors.rating;
  const typed = String(ctx.values.rating ?? "");
  return (
    <fieldset aria-describedby={error ? `${ctx.id}-rating-error` : undefined}>
      <legend className="block text-sm font-semibold text-dark">
        Penilaian{" "}
        <span className="text-red-700" aria-hidden="true">
          *
        </span>
      </legend>
      <div
        key={ctx.resetKey}
        className="mt-1 inline-flex flex-row-reverse justify-end gap-1 text-slate-300 [&>label:has(input:checked)]:text-amber-500 [&>label:has(input:checked)~label]:text-amber-500 [&>label:hover]:text-amber-400 [&>label:hover~label]:text-amber-400"
      >
        {[5, 4, 3, 2, 1].map((n) => (
          <label
            key={n}
            className="cursor-pointer rounded-md p-0.5 has-[:focus-visible]:outline has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-primary"
          >
            <input
              type="radio"
              name="rating"
              value={n}
              defaultChecked={typed === String(n)}
              className="sr-only"
              id={n === 1 ? `${ctx.id}-rating` : undefined}
              aria-invalid={error ? true : undefined}
              autoFocus={error && ctx.first === "rating" && n === 1 ? true : undefined}
            />
            <Star className="h-8 w-8" />
            <span className="sr-only">{n} bintang</span>
          </label>
        ))}
      </div>
      {error ? (
        <p id={`${ctx.id}-rating-error`} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

export function Star({ className = "h-4 w-4", filled = true }: { className?: string; filled?: boolean }) {
  return (
    <svg
      viewBox="0 0 20 20"
      className={className}
      aria-hidden="true"
      fill={filled ? "currentColor" : "none"}
      stroke="currentColor"
      strokeWidth={filled ? 0 : 1.5}
    >
      <path d="M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.5 7.7l5.9-.9z" />
    </svg>
  );
}

export function Stars({ value, className = "h-4 w-4" }: { value: number; className?: string }) {
  return (
    <span className="inline-flex text-amber-500" role="img" aria-label={`${value} dari 5 bintang`}>
      {[1, 2, 3, 4, 5].map((n) => (
        <Star key={n} className={`${className} ${n <= Math.round(value) ? "" : "text-slate-300"}`} />
      ))}
    </span>
  );
}

export function ReviewForm({ action }: { action: string }) {
  return (
    <EntryForm
      id="ulasan-form"
      intent="review"
      action={action}
      table="book_reviews"
      schema={ZReviewForm}
      toRow={(v) => ({ name: v.name, rating: v.rating, comment: v.comment })}
      submitLabel="Kirim ulasan"
    >
      <BookField name="name" label="Nama" required autoComplete="name" maxLength={80} />
      <RatingField />
      <BookField name="comment" label="Ulasan Anda" required multiline rows={4} maxLength={2000} hint="Ceritakan apa yang paling berkesan dari buku ini." />
    </EntryForm>
  );
}

export function AspirationForm({ action }: { action: string }) {
  return (
    <EntryForm
      id="aspirasi-form"
      intent="aspiration"
      action={action}
      table="aspirations"
      schema={ZAspirationForm}
      toRow={(v) => ({ name: v.name, message: v.message })}
      submitLabel="Tempel aspirasi"
    >
      <BookField name="name" label="Nama" autoComplete="name" maxLength={80} hint="Kosongkan bila ingin tampil sebagai Anonim." />
      <BookField name="message" label="Aspirasi Anda" required multiline rows={3} maxLength={1000} />
    </EntryForm>
  );
}

export function TestimonyForm({ action }: { action: string }) {
  return (
    <EntryForm
      id="testimoni-form"
      intent="testimony"
      action={action}
      table="testimonies"
      schema={ZTestimonyForm}
      toRow={(v) => ({ name: v.name, occupation: v.occupation, message: v.message })}
      submitLabel="Kirim testimoni"
    >
      <BookField name="name" label="Nama" required autoComplete="name" maxLength={80} />
      <BookField name="occupation" label="Pekerjaan atau sekolah" autoComplete="organization-title" maxLength={120} />
      <BookField name="message" label="Testimoni" required multiline rows={4} maxLength={1500} />
    </EntryForm>
  );
}
