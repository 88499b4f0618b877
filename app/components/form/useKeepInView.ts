import { useEffect, useRef } from "react";
import { useNavigation } from "react-router";

/**
 * After a refused submit, keeps what to fix on screen. The submit is a navigation: its reply
 * arrives while React Router still revalidates (the focus moves to the first invalid field then),
 * and the finished navigation scrolls to the top (ScrollManager). Once it has finished, this
 * scrolls `target()` back into view if it is off screen, once per reply.
 */
export function useKeepInView(reply: unknown, failed: boolean, target: () => HTMLElement | null | undefined) {
  const idle = useNavigation().state === "idle";
  const shownFor = useRef<unknown>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `target` is read when the effect runs; a new reply or the end of the navigation is the trigger
  useEffect(() => {
    if (!idle || !failed || shownFor.current === reply) return;
    shownFor.current = reply;
    const el = target();
    if (!el) return;
    const box = el.getBoundingClientRect();
    if (box.top < 0 || box.bottom > window.innerHeight) el.scrollIntoView({ block: "center" });
  }, [reply, failed, idle]);
}
