import { createContext, useContext, type ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router";

/** The page being rendered, handed to the one route below (the route table is built once). */
const PageContext = createContext<ReactElement | null>(null);

function CurrentPage() {
  return useContext(PageContext);
}

const handler = createStaticHandler([{ id: "account-page", path: "*", Component: CurrentPage }]);

/**
 * An account-host page as HTML: the element is rendered by React (so every value is escaped by
 * React, not by hand) inside a static data router, which the shared form components need
 * (`<Form>`, `useNavigation`). No hydration data and no script: the pages work as plain forms.
 */
export async function renderAccountPage(element: ReactElement, url: string): Promise<string> {
  // A GET of the same URL: the route has no loader or action, the router only needs a location.
  const context = await handler.query(new Request(url));
  if (context instanceof Response) throw new Error("account page: the static router answered with a response");
  const router = createStaticRouter(handler.dataRoutes, context);
  const markup = renderToStaticMarkup(
    <PageContext.Provider value={element}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </PageContext.Provider>,
  );
  return `<!DOCTYPE html>${markup}`;
}
