import type { THomeCard } from "../layouts/home-sections.ts";

const PATHS: Record<THomeCard["icon"], string> = {
  class: "M4 6h16v10H4z M8 20h8 M12 16v4",
  program: "M4 4h16v16H4z M8 9h8 M8 13h8 M8 17h5",
  book: "M5 4h10a4 4 0 0 1 4 4v12H9a4 4 0 0 1-4-4z M9 20V8",
  users: "M8 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6z M2 20a6 6 0 0 1 12 0 M16 11a3 3 0 1 0 0-6 M22 20a6 6 0 0 0-5-5.9",
  calendar: "M4 6h16v14H4z M4 10h16 M8 3v5 M16 3v5",
  news: "M4 5h13v14H6a2 2 0 0 1-2-2z M17 9h3v8a2 2 0 0 1-2 2 M8 9h5 M8 13h5",
  image: "M4 5h16v14H4z M4 16l5-5 4 4 3-3 4 4 M15 9h.01",
  building: "M5 21V4h10v17 M15 9h4v12 M8 8h4 M8 12h4 M8 16h4 M3 21h18",
  gov: "M3 10h18 M12 3l9 5H3z M5 10v8 M9 10v8 M15 10v8 M19 10v8 M3 21h18",
  school: "M2 9l10-5 10 5-10 5z M6 11v5c3 3 9 3 12 0v-5",
  heart: "M12 20s-7-4.5-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.5-7 10-7 10z",
  chart: "M4 20V10 M10 20V4 M16 20v-7 M22 20H2",
};

export function Icon({ name, className = "h-6 w-6" }: { name: THomeCard["icon"]; className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d={PATHS[name]} />
    </svg>
  );
}
