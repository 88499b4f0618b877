import { useLocation } from "react-router";

/** The query flag sign-out (/Dashboard/Keluar) redirects with: `/?keluar=1`. */
export const SIGNED_OUT_PARAM = "keluar";

/**
 * "Anda telah keluar." at the top of the page sign-out lands on. Read from the URL, not a cookie,
 * so the page stays the same for everyone (and cacheable) and it works without JavaScript.
 */
export function SignedOutNotice() {
  const { search } = useLocation();
  if (new URLSearchParams(search).get(SIGNED_OUT_PARAM) !== "1") return null;
  return (
    <div className="border-b border-green-200 bg-green-50">
      <p role="status" className="mx-auto max-w-7xl px-4 py-3 text-sm font-medium text-green-800 sm:px-6">
        Anda telah keluar. Sampai jumpa lagi!
      </p>
    </div>
  );
}
