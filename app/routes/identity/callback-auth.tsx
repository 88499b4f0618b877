import { data, redirect } from "react-router";
import type { Route } from "./+types/callback-auth";
import { PageHeader } from "../../components/PageHeader.tsx";
import { SmartLink } from "../../components/SmartLink.tsx";
import { NEXT_COOKIE, nextPathFrom } from "../../lib/identity.server.ts";
import { buildMeta, siteFromMatches } from "../../seo/meta.ts";
import { APP_TOKEN_COOKIE, parseCookies, secureCookies, serializeCookie } from "../../../src/domain/identity/cookies.ts";
import { exchangeAuthCode, SESSION_TTL_SECONDS } from "../../../src/domain/identity/sessions.ts";
import { AppError } from "../../../src/kernel/errors.ts";
import { SESSION_COOKIE } from "../../../src/platform/services.ts";
import { requestOf } from "../../lib/request-context.server.ts";

/**
 * /CallbackAuth?code=…: the account host sends the visitor back with a one-time code; the server
 * exchanges it (Auth host generate/token) for an access token kept in an httpOnly cookie.
 */
export async function loader({ request, context, url }: Route.LoaderArgs) {
  const code = url.searchParams.get("code") ?? "";
  try {
    // The code only works with the app token this browser started the sign-in with (`_gt`).
    const appToken = parseCookies(request.headers.get("cookie"))[APP_TOKEN_COOKIE];
    const issued = await exchangeAuthCode(requestOf(context).tenantCtx, code, appToken);
    const secure = secureCookies(requestOf(context).services.appEnv);
    const headers = new Headers({ "Cache-Control": "no-store" });
    headers.append("Set-Cookie", serializeCookie(SESSION_COOKIE, issued.accessToken, { maxAge: SESSION_TTL_SECONDS, secure }));
    headers.append("Set-Cookie", serializeCookie(NEXT_COOKIE, "", { maxAge: 0, secure }));
    throw redirect(nextPathFrom(request) ?? "/Dashboard", { headers });
  } catch (err) {
    if (err instanceof AppError) return data({ message: err.message }, { status: 400, headers: { "Cache-Control": "no-store" } });
    throw err;
  }
}

export function meta({ matches }: Route.MetaArgs) {
  return buildMeta(siteFromMatches(matches), {
    title: "Gagal masuk",
    description: "Proses masuk tidak dapat diselesaikan.",
    path: "/CallbackAuth",
    robots: "noindex, nofollow",
  });
}

export default function CallbackAuth({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader title="Proses masuk tidak selesai" lead={loaderData.message} />
      <div className="mx-auto max-w-xl px-4 py-12 text-center sm:px-6">
        <p className="text-slate-600">Tautan masuk hanya berlaku sekali dan selama satu menit. Silakan ulangi proses masuk.</p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <a href="/Login" className="inline-flex rounded-full bg-primary px-6 py-3 font-semibold text-on-primary hover:opacity-90">
            Coba masuk lagi
          </a>
          <SmartLink
            to="/"
            className="inline-flex rounded-full border border-slate-300 px-6 py-3 font-semibold text-slate-700 hover:border-primary hover:text-primary-ink"
          >
            Kembali ke beranda
          </SmartLink>
        </div>
      </div>
    </>
  );
}
