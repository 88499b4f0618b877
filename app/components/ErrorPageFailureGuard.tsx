import { Component, type ReactNode } from "react";
import { ERROR_PAGE_FAILURE } from "../lib/error-page-failure.ts";

/**
 * In the browser, a root error boundary that throws while rendering would leave a blank page
 * (React unmounts the whole root). This guard catches that and shows the same last-resort
 * screen. On the server React does not run class boundaries; entry.server covers that case.
 */
export class ErrorPageFailureGuard extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    if (!this.state.failed) return this.props.children;
    const t = ERROR_PAGE_FAILURE;
    return (
      <main className="page flex-1 px-4 py-16 text-center" role="alert">
        <h1 className="text-2xl font-extrabold">{t.heading}</h1>
        <p lang="en">{t.line}</p>
        <p className="mt-6">
          {/* A full document load: the client router is what just failed. */}
          <a href="/" className="underline">
            {t.backHome}
          </a>
        </p>
      </main>
    );
  }
}
