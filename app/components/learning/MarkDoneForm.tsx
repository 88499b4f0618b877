import { useFetcher } from "react-router";

/**
 * "Tandai selesai" / "Tandai belum selesai" on the chapter page: a plain POST form (works without
 * JavaScript; the page reloads with the new state) that `useFetcher` submits in place when
 * JavaScript runs, showing the new state at once.
 */
export function MarkDoneForm({ done, signedIn, loginHref }: { done: boolean; signedIn: boolean; loginHref: string }) {
  const fetcher = useFetcher<{ ok?: string; error?: string }>();
  const pendingIntent = fetcher.formData?.get("intent");
  const shownDone = pendingIntent ? pendingIntent === "done" : done;
  if (!signedIn)
    return (
      <a
        href={loginHref}
        className="inline-flex h-11 items-center rounded-xl border border-primary px-5 text-sm font-semibold text-primary-ink hover:bg-primary/5"
      >
        Masuk untuk menyimpan kemajuan
      </a>
    );
  return (
    <fetcher.Form method="post" className="flex flex-wrap items-center gap-3" data-testid="mark-done-form">
      <input type="hidden" name="intent" value={shownDone ? "undone" : "done"} />
      {shownDone ? (
        <>
          <span className="inline-flex h-11 items-center gap-2 rounded-xl bg-green-50 px-4 text-sm font-semibold text-green-800" role="status">
            <span aria-hidden="true">✓</span> Bab ini sudah selesai
          </span>
          <button
            type="submit"
            className="h-11 rounded-xl border border-slate-300 px-4 text-sm font-semibold text-slate-700 hover:bg-slate-50"
            disabled={fetcher.state !== "idle"}
          >
            Tandai belum selesai
          </button>
        </>
      ) : (
        <button
          type="submit"
          className="inline-flex h-11 items-center gap-2 rounded-xl bg-primary px-5 text-sm font-semibold text-on-primary shadow hover:opacity-90 disabled:opacity-60"
          disabled={fetcher.state !== "idle"}
        >
          <span aria-hidden="true">✓</span> {fetcher.state !== "idle" ? "Menyimpan…" : "Tandai selesai"}
        </button>
      )}
      {fetcher.data?.error ? (
        <p className="w-full text-sm text-red-700" role="alert">
          {fetcher.data.error}
        </p>
      ) : null}
    </fetcher.Form>
  );
}
