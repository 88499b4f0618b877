import type { Route } from "./+types/book";
import { BookLanding } from "../../components/book/BookLanding.tsx";
import { siteFromMatches } from "../../seo/meta.ts";
import { bookMeta } from "./book-meta.ts";
import { bookAction, loadBookPage } from "./book.server.ts";

/** /Buku: the main site's book landing page (the puja family shows it at `/`, app/routes/home.tsx). */
export async function loader(args: Route.LoaderArgs) {
  return loadBookPage(args, "/Buku");
}

export async function action(args: Route.ActionArgs) {
  return bookAction(args, "/Buku");
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export function meta({ data, matches }: Route.MetaArgs) {
  return data ? bookMeta(siteFromMatches(matches), data) : [];
}

export default function BookPage({ loaderData }: Route.ComponentProps) {
  return <BookLanding data={loaderData} />;
}
