import { startTransition, StrictMode, useEffect } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { installChunkReloadGuard } from "./lib/chunk-reload.ts";

installChunkReloadGuard();

/**
 * The router, and `<html data-hydrated>` once React has hydrated the document and run its
 * effects: after that point React has reported any hydration mismatch, so the browser tests wait
 * for it before they check the console. One child, no siblings: `useId` values depend on the
 * component tree's forks, and this tree must fork exactly like the server's `<ServerRouter>`.
 */
function App() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "";
  }, []);
  return <HydratedRouter />;
}

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
