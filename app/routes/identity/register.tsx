import { redirect } from "react-router";
import type { Route } from "./+types/register";
import { accountHostRedirect, getViewer } from "../../lib/identity.server.ts";

/** /Register: the account host's registration page (one account for every tenant). */
export async function loader({ request, context }: Route.LoaderArgs) {
  if (await getViewer(request, context)) throw redirect("/Dashboard", { headers: { "Cache-Control": "no-store" } });
  throw await accountHostRedirect(request, context, "daftar");
}

export default function Register() {
  return null;
}
