import { data } from "react-router";

/** Catch-all: every unknown (or wrongly cased) path is the designed not-found screen with a 404. */
export async function loader() {
  throw data("Halaman tidak ditemukan", { status: 404 });
}

export default function NotFoundRoute() {
  return null;
}
