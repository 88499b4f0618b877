import type { ImgHTMLAttributes } from "react";
import { useRouteLoaderData } from "react-router";
import type { TSite } from "../site.ts";

/**
 * A content image that staff may have left empty. An empty `src` would make the browser fetch the
 * page again and draw a broken-image box; instead the tenant's default image ("Gambar bawaan" in
 * the site settings) is shown, and without one a plain tinted panel of the same size.
 */
export function SiteImage({ src, className = "", alt = "", ...rest }: ImgHTMLAttributes<HTMLImageElement> & { src?: string | null }) {
  const root = useRouteLoaderData("root") as { site?: TSite } | undefined;
  const url = src || root?.site?.imageDefault || "";
  if (url) return <img src={url} alt={alt} className={className} {...rest} />;
  const cls = `block bg-primary/10 ${className}`;
  return alt ? <span role="img" aria-label={alt} className={cls} /> : <span aria-hidden="true" className={cls} />;
}

/** A person's photo, or their initials in a tinted circle when there is none. */
export function Avatar({ src, name, size, className = "", label }: { src?: string | null; name: string; size: number; className?: string; label?: string }) {
  if (src) return <img src={src} alt={label ?? ""} width={size} height={size} loading="lazy" className={className} />;
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join("");
  const style = { width: size, height: size, fontSize: Math.round(size / 2.6) };
  const cls = `inline-flex shrink-0 items-center justify-center bg-primary/15 font-bold text-primary-ink ${className}`;
  return label ? (
    <span role="img" aria-label={label} style={style} className={cls}>
      {initials}
    </span>
  ) : (
    <span aria-hidden="true" style={style} className={cls}>
      {initials}
    </span>
  );
}
