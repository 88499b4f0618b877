import { useEffect, useRef, useState } from "react";
import { useActionData, useRevalidator } from "react-router";
import { DONATION_MIN, DONATION_PRESETS, ZDonationForm } from "../../../src/contracts/book.ts";
import { formatRupiah } from "../../../src/kernel/money.ts";
import type { bookAction } from "../../routes/book/book.server.ts";
import { fieldClass, replyErrors, replyFor, schemaConstraints } from "../form/index.ts";
import { Honeypot } from "../forms/SpamGuard.tsx";
import { restDonationTotal } from "../../lib/rest-client.ts";

export type TDonationReceiptView =
  | { orderId: string; amount: number; name: string | null; status: string; checkoutUrl: string | null }
  | { orderId: string; missing: true };

/** Total of paid donations toward the goal; the browser re-reads it with `GET /rest/v1/donations?select=amount`. */
export function DonationProgress({ total, count, goal }: { total: number; count: number; goal: number }) {
  const [live, setLive] = useState({ total, count });
  useEffect(() => setLive({ total, count }), [total, count]);
  // Re-read from the data service after each server render (the total may have moved since the page was cached).
  // biome-ignore lint/correctness/useExhaustiveDependencies: `total` is the trigger, not an input
  useEffect(() => {
    let gone = false;
    restDonationTotal()
      .then((r) => {
        if (r && !gone) setLive(r);
      })
      .catch(() => {});
    return () => {
      gone = true;
    };
  }, [total]);
  const pct = goal > 0 ? Math.min(100, Math.round((live.total / goal) * 1000) / 10) : 0;
  return (
    <div>
      <p className="text-sm font-semibold uppercase tracking-wide text-slate-500">Terkumpul</p>
      <p className="mt-1 text-3xl font-extrabold text-dark sm:text-4xl" data-testid="donation-total">
        {formatRupiah(live.total)}
      </p>
      <p className="mt-1 text-sm text-slate-600">
        dari target {formatRupiah(goal)} · {live.count} donatur
      </p>
      <div
        className="mt-4 h-4 overflow-hidden rounded-full bg-slate-100 ring-1 ring-inset ring-slate-200"
        role="progressbar"
        aria-label="Kemajuan donasi"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={pct}
        aria-valuetext={`${pct}% dari target`}
      >
        <div
          className="h-full rounded-full bg-gradient-to-r from-primary to-hero-end transition-all"
          style={{ width: `${Math.max(pct, live.total > 0 ? 2 : 0)}%` }}
        />
      </div>
      <p className="mt-2 text-right text-sm font-semibold text-primary-ink">{pct.toLocaleString("id-ID")}%</p>
    </div>
  );
}

/** What the payer sees back from the gateway (`?donasi=<order id>`); a pending one is re-read every few seconds. */
export function DonationReceipt({ receipt }: { receipt: TDonationReceiptView }) {
  const { revalidate, state } = useRevalidator();
  const pending = !("missing" in receipt) && receipt.status === "pending";
  const tries = useRef(0);
  useEffect(() => {
    if (!pending) return;
    const t = setInterval(() => {
      if (tries.current++ < 20 && state === "idle") revalidate();
    }, 3000);
    return () => clearInterval(t);
  }, [pending, revalidate, state]);
  if ("missing" in receipt)
    return (
      <div role="status" className="rounded-2xl border border-amber-300 bg-amber-50 p-5 text-amber-900">
        <p className="font-semibold">Donasi dengan nomor pesanan ini tidak ditemukan.</p>
      </div>
    );
  if (receipt.status === "paid")
    return (
      <div role="status" className="rounded-2xl border border-green-300 bg-green-50 p-5 text-green-900" data-testid="donation-paid">
        <p className="text-lg font-bold">
          {`Terima kasih${receipt.name ? `, ${receipt.name}` : ""}! Donasi Anda sebesar ${formatRupiah(receipt.amount)} sudah kami terima.`}
        </p>
        <p className="mt-1 text-sm">Nomor pesanan {receipt.orderId}. Donasi Anda sudah masuk ke total di bawah ini.</p>
      </div>
    );
  if (pending)
    return (
      <div role="status" className="rounded-2xl border border-sky-300 bg-sky-50 p-5 text-sky-900">
        <p className="font-semibold">Menunggu konfirmasi pembayaran donasi {formatRupiah(receipt.amount)}…</p>
        <p className="mt-1 text-sm">Halaman ini memeriksa ulang secara otomatis. Nomor pesanan {receipt.orderId}.</p>
        {receipt.checkoutUrl ? (
          <a href={receipt.checkoutUrl} className="mt-3 inline-flex min-h-11 items-center rounded-full bg-primary px-5 font-semibold text-on-primary">
            Lanjutkan pembayaran
          </a>
        ) : null}
      </div>
    );
  return (
    <div role="status" className="rounded-2xl border border-red-300 bg-red-50 p-5 text-red-900">
      <p className="font-semibold">Pembayaran donasi {formatRupiah(receipt.amount)} tidak berhasil.</p>
      <p className="mt-1 text-sm">Tidak ada dana yang terpotong untuk pesanan {receipt.orderId}. Anda dapat mencoba lagi di bawah ini.</p>
    </div>
  );
}

/**
 * The donation form: a preset or a free amount (minimum Rp 10.000), optional name and message.
 * A plain POST with or without JavaScript: the action writes the pending donation, opens the
 * invoice at the tenant's payment gateway and sends the payer to its checkout page.
 */
export function DonationForm({ action }: { action: string }) {
  const server = replyFor(useActionData<typeof bookAction>(), "donation");
  const { fields: errors, values, formError } = replyErrors(server.result);
  const typed = (name: string): string | undefined => (typeof values[name] === "string" ? values[name] : undefined);
  const limits = schemaConstraints(ZDonationForm);
  const [choice, setChoice] = useState<string>(typed("amount") ?? String(DONATION_PRESETS[1]));
  const names = Object.keys(errors);
  const summaryRef = useRef<HTMLDivElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: move the focus once per reply, not on every render
  useEffect(() => {
    if (names.length || formError) summaryRef.current?.focus();
  }, [server.result]);
  const amountError = errors.amount ?? errors.otherAmount;
  return (
    <form method="post" action={action} noValidate id="donasi-form" className="space-y-5">
      <input type="hidden" name="intent" value="donation" />
      <Honeypot />
      {names.length || formError ? (
        <div
          ref={summaryRef}
          role="alert"
          tabIndex={-1}
          className="rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-800 focus:outline-none"
        >
          <p className="font-semibold">{formError ?? amountError ?? "Periksa kembali isian yang ditandai."}</p>
        </div>
      ) : null}
      <fieldset aria-describedby={amountError ? "donasi-amount-error" : "donasi-amount-hint"}>
        <legend className="text-sm font-semibold text-dark">
          Jumlah donasi{" "}
          <span className="text-red-700" aria-hidden="true">
            *
          </span>
        </legend>
        <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-3">
          {DONATION_PRESETS.map((p) => (
            <label
              key={p}
              className="flex min-h-12 cursor-pointer items-center justify-center rounded-xl border border-slate-300 bg-white px-3 text-center font-semibold text-dark has-[:checked]:border-primary has-[:checked]:bg-primary/10 has-[:checked]:text-primary-ink has-[:focus-visible]:outline has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-primary"
            >
              <input type="radio" name="amount" value={p} defaultChecked={choice === String(p)} onChange={() => setChoice(String(p))} className="sr-only" />
              {formatRupiah(p)}
            </label>
          ))}
          <label className="flex min-h-12 cursor-pointer items-center justify-center rounded-xl border border-slate-300 bg-white px-3 text-center font-semibold text-dark has-[:checked]:border-primary has-[:checked]:bg-primary/10 has-[:checked]:text-primary-ink has-[:focus-visible]:outline has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-primary">
            <input type="radio" name="amount" value="lain" defaultChecked={choice === "lain"} onChange={() => setChoice("lain")} className="sr-only" />
            Jumlah lain
          </label>
        </div>
        <div className="mt-3">
          <label htmlFor="donasi-form-otherAmount" className="block text-sm font-semibold text-dark">
            Jumlah lain (rupiah)
          </label>
          <div className="relative">
            <span className="pointer-events-none absolute bottom-0 left-3 top-1 flex items-center text-slate-500" aria-hidden="true">
              Rp
            </span>
            <input
              id="donasi-form-otherAmount"
              name="otherAmount"
              type="text"
              inputMode="numeric"
              autoComplete="off"
              placeholder="contoh: 75.000"
              defaultValue={typed("otherAmount") ?? ""}
              onFocus={() => {
                setChoice("lain");
                const r = document.querySelector<HTMLInputElement>('#donasi-form input[name="amount"][value="lain"]');
                if (r) r.checked = true;
              }}
              aria-invalid={errors.otherAmount ? true : undefined}
              aria-describedby={errors.otherAmount ? "donasi-amount-error" : "donasi-amount-hint"}
              autoFocus={errors.otherAmount ? true : undefined}
              className={`${fieldClass("site", !!errors.otherAmount)} pl-10`}
            />
          </div>
        </div>
        <p id="donasi-amount-hint" className="mt-1 text-sm text-slate-600">
          Minimal {formatRupiah(DONATION_MIN)}. Pilih “Jumlah lain” lalu tulis nominalnya.
        </p>
        {amountError ? (
          <p id="donasi-amount-error" className="mt-1 text-sm font-medium text-red-700">
            {amountError}
          </p>
        ) : null}
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor="donasi-form-name" className="block text-sm font-semibold text-dark">
            Nama <span className="font-normal text-slate-500">(opsional)</span>
          </label>
          <input
            id="donasi-form-name"
            name="name"
            type="text"
            maxLength={limits("name").maxLength}
            autoComplete="name"
            defaultValue={typed("name") ?? ""}
            className={fieldClass("site", !!errors.name)}
            aria-invalid={errors.name ? true : undefined}
          />
          {errors.name ? <p className="mt-1 text-sm font-medium text-red-700">{errors.name}</p> : null}
        </div>
        <div>
          <label htmlFor="donasi-form-message" className="block text-sm font-semibold text-dark">
            Pesan <span className="font-normal text-slate-500">(opsional)</span>
          </label>
          <input
            id="donasi-form-message"
            name="message"
            type="text"
            maxLength={limits("message").maxLength}
            defaultValue={typed("message") ?? ""}
            className={fieldClass("site", !!errors.message)}
            aria-invalid={errors.message ? true : undefined}
          />
          {errors.message ? <p className="mt-1 text-sm font-medium text-red-700">{errors.message}</p> : null}
        </div>
      </div>
      <button
        type="submit"
        className="inline-flex min-h-12 w-full items-center justify-center rounded-full bg-primary px-6 py-3 text-lg font-bold text-on-primary shadow-md hover:opacity-90 sm:w-auto"
      >
        Lanjut ke pembayaran
      </button>
      <p className="text-xs text-slate-500">Pembayaran diproses oleh gateway pembayaran situs ini. Donasi dihitung setelah pembayaran terkonfirmasi.</p>
    </form>
  );
}
