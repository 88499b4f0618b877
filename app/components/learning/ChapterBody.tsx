import { useEffect, useRef } from "react";

/**
 * Server-rendered, sanitised chapter HTML (src/domain/learning/markdown.ts). The one piece of
 * behaviour: a click on a video facade swaps in the YouTube/Vimeo player, so nothing loads from
 * the video host before the learner asks for it. Without JavaScript the facade is a plain link.
 */
export function ChapterBody({ html, className = "" }: { html: string; className?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  // Delegated on the container, so one listener also serves every later html.
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const onClick = (e: MouseEvent) => {
      if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
      const link = (e.target as Element | null)?.closest?.(".video-facade-link");
      const figure = link?.closest<HTMLElement>(".video-facade");
      const src = figure?.dataset.videoEmbed;
      if (!figure || !src || !/^https:\/\/(www\.youtube-nocookie\.com|player\.vimeo\.com)\//.test(src)) return;
      e.preventDefault();
      const frame = document.createElement("iframe");
      frame.src = src;
      frame.title = figure.dataset.videoTitle || "Video";
      frame.allow = "autoplay; encrypted-media; picture-in-picture; fullscreen";
      frame.allowFullscreen = true;
      frame.referrerPolicy = "strict-origin-when-cross-origin";
      frame.className = "video-frame";
      figure.replaceChildren(frame);
      frame.focus();
    };
    el.addEventListener("click", onClick);
    return () => el.removeEventListener("click", onClick);
  }, []);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: chapter HTML is rendered and sanitised on the server (src/domain/learning/markdown.ts)
  return <div ref={ref} className={`chapter-body ${className}`} dangerouslySetInnerHTML={{ __html: html }} />;
}
