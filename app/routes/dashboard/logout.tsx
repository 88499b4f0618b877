import { redirect } from "react-router";
import type { Route } from "./+types/logout";
import { revokeSession } from "../../../src/domain/identity/sessions.ts";
import { accessTokenOf } from "../../../src/domain/identity/viewer.ts";
import { secureCookies, serializeCookie } from "../../../src/domain/identity/cookies.ts";
import { SESSION_COOKIE } from "../../../src/platform/services.ts";
import { SIGNED_OUT_PARAM } from "../../components/identity/SignedOutNotice.tsx";
import { requestOf } from "../../lib/request-context.server.ts";
import { getViewer } from "../../lib/identity.server.ts";

/** GET /Dashboard/Keluar has nothing to show: sign-out is the POST below (header menu, dashboard side). */
export function loader() {
  throw redirect("/Dashboard");
}

/** Sign-out: ends the session in the database, clears the cookie and says so on the home page. */
export async function action({ request, context }: Route.ActionArgs) {
  // Like every other form: a cookie-signed post must come from this site (Origin or Referer), or
  // another site could sign the visitor out (403 from the same check as the rest of the dashboard).
  await getViewer(request, context);
  await revokeSession(requestOf(context).tenantCtx, accessTokenOf(request)?.token);
  const secure = secureCookies(requestOf(context).services.appEnv);
  return redirect(`/?${SIGNED_OUT_PARAM}=1`, {
    headers: { "Set-Cookie": serializeCookie(SESSION_COOKIE, "", { maxAge: 0, secure }), "Cache-Control": "no-store" },
  });
}

export default function Logout() {
  return null;
}
