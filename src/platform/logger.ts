const LEVELS = { debug: 10, info: 20, warn: 30, error: 40, silent: 99 } as const;
export type TLogLevel = keyof typeof LEVELS;

export interface Logger {
  debug(msg: string, fields?: Record<string, unknown>): void;
  info(msg: string, fields?: Record<string, unknown>): void;
  warn(msg: string, fields?: Record<string, unknown>): void;
  error(msg: string, fields?: Record<string, unknown>): void;
  enabled(level: TLogLevel): boolean;
}

/** Structured JSON logs, one line per event, on stdout (errors on stderr). */
export function createLogger(level: TLogLevel, write: (line: string, isError: boolean) => void = defaultWrite): Logger {
  const min = LEVELS[level];
  const log = (lvl: Exclude<TLogLevel, "silent">) => (msg: string, fields?: Record<string, unknown>) => {
    if (LEVELS[lvl] < min) return;
    const rec: Record<string, unknown> = { time: new Date().toISOString(), level: lvl, msg, ...fields };
    if (rec.err instanceof Error) rec.err = { name: rec.err.name, message: rec.err.message, stack: rec.err.stack };
    write(JSON.stringify(rec), LEVELS[lvl] >= LEVELS.error);
  };
  return { debug: log("debug"), info: log("info"), warn: log("warn"), error: log("error"), enabled: (l) => LEVELS[l] >= min };
}

function defaultWrite(line: string, isError: boolean) {
  (isError ? process.stderr : process.stdout).write(line + "\n");
}

let seq = 0;
const prefix = Math.floor(Math.random() * 0xffffff).toString(36);
/** Cheap unique request id (process prefix + counter); an incoming X-Request-Id is kept when sane. */
export function requestId(incoming?: string | null): string {
  if (incoming && /^[A-Za-z0-9._:-]{1,100}$/.test(incoming)) return incoming;
  seq = (seq + 1) % Number.MAX_SAFE_INTEGER;
  return `${prefix}-${seq.toString(36)}`;
}
