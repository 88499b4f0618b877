import type { ReactNode } from "react";
import { SmartLink } from "./SmartLink.tsx";

/** A titled block of a page: `<section aria-labelledby>` with its h2 and, optionally, a "see all" link beside it. */
export function Section({
  id,
  title,
  link,
  className,
  children,
}: {
  id: string;
  title: ReactNode;
  link?: { to: string; label: string };
  className?: string;
  children: ReactNode;
}) {
  const heading = (
    <h2 id={id} className="text-2xl font-extrabold text-dark">
      {title}
    </h2>
  );
  return (
    <section className={className} aria-labelledby={id}>
      {link ? (
        <div className="flex items-end justify-between gap-4">
          {heading}
          <SmartLink to={link.to} className="text-sm font-semibold text-primary-ink">
            {link.label}
          </SmartLink>
        </div>
      ) : (
        heading
      )}
      {children}
    </section>
  );
}

const COLS = { 3: "lg:grid-cols-3", 4: "lg:grid-cols-4" } as const;

/** The card grid of the site: one column on phones, two from `sm`, three (or four) from `lg`. */
export function GridList<T>({
  items,
  keyOf,
  cols = 3,
  itemClassName,
  children,
}: {
  items: readonly T[];
  keyOf: (item: T) => string | number;
  cols?: 3 | 4;
  itemClassName?: string;
  children: (item: T) => ReactNode;
}) {
  return (
    <ul className={`mt-6 grid gap-6 sm:grid-cols-2 ${COLS[cols]}`}>
      {items.map((item) => (
        <li key={keyOf(item)} className={itemClassName}>
          {children(item)}
        </li>
      ))}
    </ul>
  );
}
