import { redirect } from "react-router";
import type { Route } from "./+types/login";
import { accountHostRedirect, getViewer, nextPathFrom } from "../../lib/identity.server.ts";

/** /Login: signed in → the dashboard; otherwise off to the account host's sign-in page. */
export async function loader({ request, context }: Route.LoaderArgs) {
  if (await getViewer(request, context)) throw redirect(nextPathFrom(request) ?? "/Dashboard", { headers: { "Cache-Control": "no-store" } });
  throw await accountHostRedirect(request, context, "masuk");
}

export default function Login() {
  return null;
}
