import type { TClassSummary } from "../../../src/domain/catalog/classes.ts";

/**
 * What a class card shows — and nothing else. Lists send many cards to the browser in their loader
 * data (and every byte is encoded, escaped, hashed for the CSP and hydrated), so loaders map the
 * domain's summaries to this before returning them.
 */
export type TClassCard = Pick<TClassSummary, "id" | "code" | "slug" | "name" | "logo" | "level" | "type" | "badge" | "startsAt" | "price" | "quota"> & {
  /** At most CARD_DESCRIPTION_CHARS, cut at a word; the card clamps it to three lines anyway. */
  description: string;
  program: { name: string } | null;
};

export const CARD_DESCRIPTION_CHARS = 180;

export function shortText(text: string, max = CARD_DESCRIPTION_CHARS): string {
  const t = text.replace(/\s+/g, " ").trim();
  if (t.length <= max) return t;
  const cut = t.slice(0, max);
  const space = cut.lastIndexOf(" ");
  return (space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,.;:–-]+$/, "") + "…";
}

// Cards repeat the same few descriptions on every render of a list.
const shortDescriptions = new Map<string, string>();
function cardDescription(text: string): string {
  let out = shortDescriptions.get(text);
  if (out === undefined) {
    if (shortDescriptions.size >= 2000) shortDescriptions.clear();
    shortDescriptions.set(text, (out = shortText(text)));
  }
  return out;
}

export function toClassCard(c: TClassSummary): TClassCard {
  return {
    id: c.id,
    code: c.code,
    slug: c.slug,
    name: c.name,
    description: cardDescription(c.description),
    logo: c.logo,
    level: c.level,
    type: c.type,
    badge: c.badge,
    startsAt: c.startsAt,
    price: c.price,
    quota: c.quota,
    program: c.program ? { name: c.program.name } : null,
  };
}
