import { useEffect, useRef, useState } from "react";
import { useNavigation } from "react-router";

export const PROGRESS_START_DELAY_MS = 200;
export const PROGRESS_DURATION_MS = 5000;
export const PROGRESS_HIDE_MS = 500;

/**
 * Navigation progress (spec §2): appears only after 200 ms, creeps towards 90 % over ~5 s,
 * fills and hides 500 ms after the navigation settles. Blue; red when the navigation failed.
 */
export function ProgressBar({ failed = false }: { failed?: boolean }) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  const [width, setWidth] = useState(0);
  const [visible, setVisible] = useState(false);
  const timers = useRef<number[]>([]);
  const shown = useRef(false);

  useEffect(() => {
    const clear = () => {
      for (const t of timers.current) window.clearTimeout(t);
      timers.current = [];
    };
    if (busy) {
      clear();
      timers.current.push(
        window.setTimeout(() => {
          shown.current = true;
          setVisible(true);
          setWidth(8);
          const started = performance.now();
          const tick = () => {
            const elapsed = performance.now() - started;
            setWidth(Math.min(90, 8 + (82 * elapsed) / PROGRESS_DURATION_MS));
            if (elapsed < PROGRESS_DURATION_MS) timers.current.push(window.setTimeout(tick, 200));
          };
          tick();
        }, PROGRESS_START_DELAY_MS),
      );
    } else {
      clear();
      if (shown.current || failed) {
        setVisible(true);
        setWidth(100);
        timers.current.push(
          window.setTimeout(() => {
            shown.current = false;
            setVisible(false);
            setWidth(0);
          }, PROGRESS_HIDE_MS),
        );
      }
    }
    return clear;
  }, [busy, failed]);

  return (
    <div
      className="progress-bar"
      role="progressbar"
      aria-label="Memuat halaman"
      aria-hidden={!visible}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(width)}
      data-failed={failed ? "true" : "false"}
      data-state={busy ? "loading" : "idle"}
      style={{ width: `${width}%`, opacity: visible ? 1 : 0 }}
    />
  );
}
