import { useEffect, useState } from "react";

/**
 * What keeps bots out of the public forms: a honeypot field, and the idempotency key made in the
 * browser (apart from the form frame, so the home page's demo request loads only this).
 */

/** The field bots fill and people never see (hidden from screen readers too); the server drops such posts. */
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

/**
 * The honeypot and the idempotency key made in the browser (without JavaScript the server derives
 * one from what was sent, app/lib/registrations.server.ts).
 */
export function SpamGuard() {
  const [key, setKey] = useState("");
  useEffect(() => {
    const bytes = new Uint8Array(18);
    crypto.getRandomValues(bytes);
    setKey(
      btoa(String.fromCharCode(...bytes))
        .replace(/\+/g, "-")
        .replace(/\//g, "_")
        .replace(/=+$/, ""),
    );
  }, []);
  return (
    <>
      <input type="hidden" name="idempotencyKey" value={key} readOnly />
      <Honeypot />
    </>
  );
}
