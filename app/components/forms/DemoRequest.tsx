import { useEffect } from "react";
import { useFetcher } from "react-router";
import type { action as demoAction } from "../../routes/forms/demo.tsx";
import { replyErrors } from "../form/errors.ts";
import { FieldError, FieldLabel, FieldScope, fieldClass, useFieldState } from "../form/FieldParts.tsx";
import { SpamGuard } from "./SpamGuard.tsx";

/**
 * The short demo request (home page, /Pricing): one e-mail field posting to /Demo. With
 * JavaScript it answers in place (fetcher); without, the browser lands on /Demo with the result.
 * Built from the form kit's field parts without AppForm and the schema: the home page does not
 * load Conform or Zod for one field (its JavaScript budget, tests/e2e/platform.e2e.ts).
 */
export function DemoRequestSection({
  title = "Minta demo gratis",
  lead = "Tinggalkan email Anda, tim kami akan menghubungi untuk menjadwalkan demo.",
}: {
  title?: string;
  lead?: string;
}) {
  const fetcher = useFetcher<typeof demoAction>();
  const answer = fetcher.data;
  const sent = answer && "ok" in answer ? answer : null;
  const result = answer && "result" in answer ? answer.result : undefined;
  const busy = fetcher.state !== "idle";
  // The button is disabled while sending, which drops the focus: a refused address takes it back to the field.
  useEffect(() => {
    if (answer && "result" in answer && answer.result.status === "error") document.getElementById("demo-email")?.focus();
  }, [answer]);
  return (
    <section aria-labelledby="minta-demo" className="py-12">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <div className="rounded-3xl bg-gradient-to-br from-primary to-hero-end p-6 text-on-primary sm:p-10">
          <div className="grid items-center gap-6 lg:grid-cols-2">
            <div>
              <h2 id="minta-demo" className="text-2xl font-extrabold sm:text-3xl">
                {title}
              </h2>
              <p className="mt-2 text-on-primary">{lead}</p>
            </div>
            {sent ? (
              <p role="status" className="rounded-xl bg-white/95 p-4 font-semibold text-green-800">
                {sent.message ?? "Berhasil mengirim request"} — cek email Anda untuk konfirmasi.
              </p>
            ) : (
              <fetcher.Form method="post" action="/Demo" noValidate className="rounded-xl bg-white p-4 text-dark shadow-lg">
                <FieldScope formId="demo" result={result} look="site">
                  <input type="hidden" name="intent" value="short" />
                  <SpamGuard />
                  <EmailRow busy={busy} formError={replyErrors(result).formError} />
                </FieldScope>
              </fetcher.Form>
            )}
          </div>
        </div>
      </div>
    </section>
  );
}

function EmailRow({ busy, formError }: { busy: boolean; formError: string | undefined }) {
  const field = useFieldState({ name: "email" });
  // A refusal of the whole request (too many from this network) is said under the field too.
  const s = { ...field, error: field.error ?? formError };
  return (
    <>
      <FieldLabel s={s} required={false} className="block text-sm font-semibold">
        Email kerja
      </FieldLabel>
      <div className="mt-1 flex flex-col gap-2 sm:flex-row">
        <input
          id={s.id}
          name={s.name}
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder="nama@instansi.id"
          aria-invalid={s.error ? true : undefined}
          aria-describedby={s.error ? s.errorId : undefined}
          className={`${fieldClass("site", !!s.error)} !mt-0 min-w-0 flex-1`}
        />
        <button type="submit" disabled={busy} className="rounded-full bg-primary px-6 py-3 font-semibold text-on-primary hover:opacity-90 disabled:opacity-60">
          {busy ? "Mengirim…" : "Minta demo"}
        </button>
      </div>
      <FieldError s={s} />
    </>
  );
}
