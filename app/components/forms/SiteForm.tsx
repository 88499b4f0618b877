import { useEffect, useRef } from "react";

/**
 * The frame of the public site's forms (the inbound forms of issue 14 and the book page), around
 * the one form kit (app/components/form, `look="site"`): the card and the panel shown once a form
 * was sent. The spam guard every inbound form carries is SpamGuard.tsx.
 */

export function FormCard({ title, lead, children }: { title?: string; lead?: string; children: React.ReactNode }) {
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
      {title ? <h2 className="text-xl font-bold text-dark">{title}</h2> : null}
      {lead ? <p className="mt-1 text-sm text-slate-600">{lead}</p> : null}
      <div className={title || lead ? "mt-6" : ""}>{children}</div>
    </div>
  );
}

/** Shown in place of the form after it was sent. */
export function SuccessPanel({ title, children }: { title: string; children?: React.ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div ref={ref} tabIndex={-1} role="status" className="rounded-2xl border border-green-300 bg-green-50 p-6 text-green-900 focus:outline-none">
      <h2 className="text-xl font-bold">{title}</h2>
      {children ? <div className="mt-2 space-y-2 text-sm">{children}</div> : null}
    </div>
  );
}
