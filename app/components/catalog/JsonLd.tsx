/** Structured data as an inline JSON-LD script (the server hashes inline scripts for its CSP). */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  const json = JSON.stringify({ "@context": "https://schema.org", ...data }).replace(/</g, "\\u003c");
  // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON from the server with every "<" escaped, so it cannot close the script
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
