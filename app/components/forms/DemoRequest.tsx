import { useFetcher } from "react-router";
import { fieldCls, badFieldCls } from "./Fields.tsx";
import { useEffect, useState } from "react";

/**
 * The short demo request (home page, /Pricing): one e-mail field posting to /Demo. With
 * JavaScript it answers in place (fetcher); without, the browser lands on /Demo with the result.
 */
export function DemoRequestSection({
  title = "Minta demo gratis",
  lead = "Tinggalkan email Anda, tim kami akan menghubungi untuk menjadwalkan demo.",
}: {
  title?: string;
  lead?: string;
}) {
  const fetcher = useFetcher<{ ok?: boolean; message?: string; result?: { error?: Record<string, string[] | null> } }>();
  const [key, setKey] = useState("");
  // biome-ignore lint/correctness/useExhaustiveDependencies: a change of the reply's ok flag is the trigger: the next request gets a fresh idempotency key
  useEffect(() => {
    setKey(crypto.randomUUID().replace(/-/g, ""));
  }, [fetcher.data?.ok]);
  const error = fetcher.data?.result?.error?.email?.[0] ?? fetcher.data?.result?.error?.[""]?.[0];
  const busy = fetcher.state !== "idle";
  // The button is disabled while sending, which drops the focus: a refused address takes it back to the field.
  useEffect(() => {
    if (fetcher.data?.result?.error) document.getElementById("demo-email")?.focus();
  }, [fetcher.data]);
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
            {fetcher.data?.ok ? (
              <p role="status" className="rounded-xl bg-white/95 p-4 font-semibold text-green-800">
                {fetcher.data.message ?? "Berhasil mengirim request"} — cek email Anda untuk konfirmasi.
              </p>
            ) : (
              <fetcher.Form method="post" action="/Demo" noValidate className="rounded-xl bg-white p-4 text-dark shadow-lg">
                <input type="hidden" name="intent" value="short" />
                <input type="hidden" name="idempotencyKey" value={key} readOnly />
                <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
                  <label>
                    Jangan isi kolom ini
                    <input type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
                  </label>
                </div>
                <label htmlFor="demo-email" className="block text-sm font-semibold">
                  Email kerja
                </label>
                <div className="mt-1 flex flex-col gap-2 sm:flex-row">
                  <input
                    id="demo-email"
                    name="email"
                    type="email"
                    autoComplete="email"
                    inputMode="email"
                    placeholder="nama@instansi.id"
                    aria-invalid={error ? true : undefined}
                    aria-describedby={error ? "demo-email-error" : undefined}
                    className={`${error ? badFieldCls : fieldCls} !mt-0 min-w-0 flex-1`}
                  />
                  <button
                    type="submit"
                    disabled={busy}
                    className="rounded-full bg-primary px-6 py-3 font-semibold text-on-primary hover:opacity-90 disabled:opacity-60"
                  >
                    {busy ? "Mengirim…" : "Minta demo"}
                  </button>
                </div>
                {error ? (
                  <p id="demo-email-error" className="mt-1 text-sm font-medium text-red-700">
                    {error}
                  </p>
                ) : null}
              </fetcher.Form>
            )}
          </div>
        </div>
      </div>
    </section>
  );
}
