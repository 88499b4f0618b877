/**
 * The book's cover: the stored image when there is one, otherwise a cover drawn from the title and
 * author in the tenant's colours (an inline SVG: no request, sharp at any size).
 */
export function BookCover({ title, author, cover, className = "" }: { title: string; author: string; cover: string; className?: string }) {
  if (cover) return <img src={cover} alt={`Sampul buku ${title}`} className={`aspect-[2/3] w-full rounded-r-xl object-cover shadow-2xl ${className}`} />;
  const lines = wrap(title, 12).slice(0, 5);
  return (
    <svg viewBox="0 0 300 450" role="img" aria-label={`Sampul buku ${title} karya ${author}`} className={`w-full drop-shadow-2xl ${className}`}>
      <defs>
        <linearGradient id="book-cover-bg" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="var(--clr-primary, #2096c4)" />
          <stop offset="1" stopColor="var(--clr-secondary, #2f80ed)" />
        </linearGradient>
        <linearGradient id="book-cover-spine" x1="0" y1="0" x2="1" y2="0">
          <stop offset="0" stopColor="#000" stopOpacity=".35" />
          <stop offset="1" stopColor="#000" stopOpacity="0" />
        </linearGradient>
      </defs>
      <rect width="300" height="450" rx="6" fill="url(#book-cover-bg)" />
      <circle cx="250" cy="70" r="120" fill="#fff" opacity=".08" />
      <circle cx="40" cy="400" r="90" fill="#fff" opacity=".06" />
      <rect width="22" height="450" fill="url(#book-cover-spine)" />
      <rect x="40" y="58" width="46" height="4" rx="2" fill="#fff" opacity=".85" />
      {lines.map((l, i) => (
        <text
          key={l + String(i)}
          x="40"
          y={108 + i * 36}
          fill="#fff"
          fontFamily="var(--ft-primary, Raleway), system-ui, sans-serif"
          fontWeight="800"
          fontSize="29"
        >
          {l}
        </text>
      ))}
      <text x="40" y="400" fill="#fff" opacity=".92" fontFamily="var(--ft-secondary, Inter), system-ui, sans-serif" fontWeight="600" fontSize="16">
        {author}
      </text>
    </svg>
  );
}

/** Greedy word wrap by character count (the cover's font fits ~12 per line). */
function wrap(text: string, width: number): string[] {
  const out: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/)) {
    if (line && (line + " " + word).length > width) {
      out.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) out.push(line);
  return out;
}
