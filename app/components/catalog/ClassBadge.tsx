import type { TClassBadge } from "../../../src/domain/catalog/badge.ts";

/** Badge colours of spec §4: orange, green, blue, red. */
export const BADGE_CLASSES: Record<TClassBadge["color"], string> = {
  orange: "bg-orange-100 text-orange-800 ring-orange-200",
  green: "bg-green-100 text-green-800 ring-green-200",
  blue: "bg-blue-100 text-blue-800 ring-blue-200",
  red: "bg-red-100 text-red-800 ring-red-200",
};

export function ClassBadge({ badge, className = "" }: { badge: TClassBadge; className?: string }) {
  return (
    <span
      data-badge={badge.color}
      data-state={badge.state}
      className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-1 text-xs font-semibold ring-1 ring-inset ${BADGE_CLASSES[badge.color]} ${className}`}
    >
      <span className="h-1.5 w-1.5 rounded-full bg-current" aria-hidden="true" />
      {badge.label}
    </span>
  );
}
