import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { AppError } from "../../kernel/errors.ts";
import type { TServices } from "../../platform/services.ts";
import { RESET_LIMIT, SIGNUP_LIMIT, limiterOf } from "../../domain/rate-limit.ts";
import { MessagePage } from "../../../app/components/account-host/AccountPages.tsx";
import { accountHostDeps } from "./deps.tsx";
import { registerAccountHome } from "./pages/account.tsx";
import { registerActivation } from "./pages/activation.tsx";
import { registerDevMailbox } from "./pages/dev-mailbox.tsx";
import { registerFonts } from "./pages/fonts.ts";
import { registerPasswordReset } from "./pages/password-reset.tsx";
import { registerSignIn } from "./pages/sign-in.tsx";
import { registerSignOut } from "./pages/sign-out.tsx";
import { registerSignUp } from "./pages/sign-up.tsx";

/** The account host's forms are a few short fields; anything larger is refused before parsing. */
const MAX_FORM_BYTES = 16 * 1024;

/**
 * The account host (`akun.<main domain>`): sign-in, registration and password reset for every
 * tenant, branded for the tenant that sent the visitor. Server-rendered, no script.
 *
 * This file holds the host-wide wrappers (body limit, rate limiters, not-found and error pages) and
 * the composition; each page registers its routes from `pages/` with the shared helpers of
 * `deps.tsx`. Form posts are read and checked (NUL refused, same origin, double-submit CSRF) by
 * `forms.ts` in every handler before anything else; every page goes out through `respond` (CSP
 * without script, no framing, the CSRF cookie).
 */
export function accountHostRouter(services: TServices): Hono {
  const r = new Hono();
  const db = services.database.db;
  const deps = accountHostDeps(services, {
    signup: limiterOf(db, "akun.signup", SIGNUP_LIMIT),
    reset: limiterOf(db, "akun.reset", RESET_LIMIT),
    resetEmail: limiterOf(db, "akun.reset-email", { max: 3, windowMs: RESET_LIMIT.windowMs }),
  });
  const { respond, brandOf } = deps;
  r.use(
    "*",
    bodyLimit({
      maxSize: MAX_FORM_BYTES,
      onError: () => {
        throw new AppError("PAYLOAD_TOO_LARGE", "Formulir terlalu besar.");
      },
    }),
  );

  // Registration order is the matching order; the paths do not overlap.
  registerFonts(r);
  registerAccountHome(r, deps);
  registerSignIn(r, deps);
  registerSignUp(r, deps);
  registerActivation(r, deps);
  registerPasswordReset(r, deps);
  registerSignOut(r, deps);
  registerDevMailbox(r, deps);

  r.notFound((c) =>
    respond(
      c,
      <MessagePage brand={brandOf(null)} title="Tidak ditemukan" heading="Halaman tidak ditemukan" lead="Oops.. Maaf halaman tidak ditemukan." />,
      404,
    ),
  );

  r.onError((err, c) => {
    const e = err instanceof AppError ? err : null;
    if (!e) services.logger.error("account host error", { path: c.req.path, err });
    const message = e ? e.message : "Opps.. Maaf terjadi kesalahan pada website";
    return respond(
      c,
      <MessagePage brand={brandOf(null)} title="Terjadi kesalahan" heading="Terjadi kesalahan" notice={{ kind: "error", text: message }} />,
      e?.status ?? 500,
    );
  });

  return r;
}
