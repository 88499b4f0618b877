import { useEffect } from "react";
import { LoadingScreen } from "./Screens.tsx";

/**
 * Spec §2: the loading/error screen can send the visitor on to the account sign-in page. /Login
 * adds the redirect target (this origin), the tenant id, a code and a fresh app token.
 */
export function SignInRedirect() {
  useEffect(() => {
    const t = window.setTimeout(() => window.location.assign("/Login"), 600);
    return () => window.clearTimeout(t);
  }, []);
  return (
    <section className="mx-auto max-w-xl px-4 py-16 text-center">
      <LoadingScreen />
      <h1 className="text-xl font-bold text-dark">Silakan masuk untuk melanjutkan</h1>
      <p className="mt-2 text-slate-600">
        Mengalihkan ke halaman masuk…{" "}
        <a href="/Login" className="font-semibold text-primary-ink underline">
          Masuk sekarang
        </a>
      </p>
    </section>
  );
}
