import { parseWithZod } from "@conform-to/zod/v4";
import { useState } from "react";
import { useActionData } from "react-router";
import type { z } from "zod";
import { ZAspirationForm, ZReviewForm, ZTestimonyForm, type TBookIntent } from "../../../src/contracts/book.ts";
import type { bookAction } from "../../routes/book/book.server.ts";
import { AppForm, ChoiceGroup, failureResult, replyFor, SubmitButton, TextField, useAppForm, type TFormResult } from "../form/index.ts";
import { Honeypot } from "../forms/SpamGuard.tsx";
import { restInsert, type TRestTable } from "../../lib/rest-client.ts";

/**
 * The visitor forms of the book page (review, aspiration, testimony), on the one form kit. Without
 * JavaScript each is a plain POST to the page's action (server-side validation, field errors,
 * typed values kept). With JavaScript the same schema validates in the browser (Conform's
 * `parseWithZod`, so its reply reads like the server's) and the row goes straight to `/rest/v1`
 * with the anonymous key; if that service cannot be reached the form falls back to the POST.
 */

/** FormData → plain object, empty strings as absent (what Conform hands the schema on the server). */
export function formObject(form: HTMLFormElement): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of new FormData(form)) if (typeof v === "string" && v.trim() !== "") out[k] = v;
  return out;
}

export function EntryForm<S extends z.ZodType<unknown, Record<string, unknown>>>({
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
  const server = replyFor(useActionData<typeof bookAction>(), intent);
  // The browser's own check or the data service's refusal; the server's reply until there is one.
  const [client, setClient] = useState<TFormResult | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [resetKey, setResetKey] = useState(0);
  const result = client ?? server.result;
  const ok = done ?? (server.ok && !client ? server.ok : null);

  async function onSubmit(e: React.FormEvent<HTMLFormElement>) {
    const form = e.currentTarget;
    e.preventDefault();
    if (formObject(form).website) {
      setDone("Terima kasih.");
      return;
    }
    const submission = parseWithZod(new FormData(form), { schema });
    if (submission.status !== "success") {
      setClient(submission.reply());
      return;
    }
    setBusy(true);
    try {
      const r = await restInsert(table, toRow(submission.value));
      if (r.ok) {
        setClient(null);
        setDone(successLine(intent));
        form.reset();
      } else if (r.status === 0 || r.status >= 500) form.submit();
      else setClient(failureResult({ formError: r.message }));
    } catch {
      // The data service is unreachable from here: let the page's own action take it.
      form.submit();
    } finally {
      setBusy(false);
    }
  }
  const { form } = useAppForm({ id, schema, result, onSubmit });

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
    <AppForm key={resetKey} form={form} result={result} look="site" markOptional action={action} reloadDocument className="space-y-4">
      <input type="hidden" name="intent" value={intent} />
      <Honeypot />
      {children}
      <SubmitButton busy={busy} size="sm" className="shadow-sm">
        {submitLabel}
      </SubmitButton>
    </AppForm>
  );
}

function successLine(intent: TBookIntent): string {
  if (intent === "review") return "Terima kasih! Ulasan Anda sudah kami terima dan akan tampil setelah diperiksa moderator.";
  if (intent === "aspiration") return "Terima kasih! Aspirasi Anda sudah kami terima dan akan tampil di dinding setelah diperiksa moderator.";
  return "Terima kasih! Testimoni Anda sudah kami terima dan akan tampil setelah diperiksa moderator.";
}

/** Five stars as a radio group; the chosen star and the ones before it light up (CSS only). */
export function RatingField() {
  return (
    <ChoiceGroup name="rating" legend="Penilaian">
      {(choice) => (
        <div className="mt-1 inline-flex flex-row-reverse justify-end gap-1 text-slate-300 [&>label:has(input:checked)]:text-amber-500 [&>label:has(input:checked)~label]:text-amber-500 [&>label:hover]:text-amber-400 [&>label:hover~label]:text-amber-400">
          {[5, 4, 3, 2, 1].map((n) => (
            <label
              key={n}
              className="cursor-pointer rounded-md p-0.5 has-[:focus-visible]:outline has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-primary"
            >
              {/* The field's id (and the focus) is on the first star. */}
              <input {...choice(n, n - 1)} className="sr-only" />
              <Star className="h-8 w-8" />
              <span className="sr-only">{n} bintang</span>
            </label>
          ))}
        </div>
      )}
    </ChoiceGroup>
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
      <TextField name="name" label="Nama" autoComplete="name" />
      <RatingField />
      <TextField name="comment" label="Ulasan Anda" multiline rows={4} hint="Ceritakan apa yang paling berkesan dari buku ini." />
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
      <TextField name="name" label="Nama" autoComplete="name" hint="Kosongkan bila ingin tampil sebagai Anonim." />
      <TextField name="message" label="Aspirasi Anda" multiline rows={3} />
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
      <TextField name="name" label="Nama" autoComplete="name" />
      <TextField name="occupation" label="Pekerjaan atau sekolah" autoComplete="organization-title" />
      <TextField name="message" label="Testimoni" multiline rows={4} />
    </EntryForm>
  );
}
