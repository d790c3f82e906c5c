import { rootLogger, setLogDestination } from '@/lib/server/observability/logger';

export interface CapturedLogs {
  /** Everything written, as the lines' text. */
  text(): string;
  /** Each line parsed: every server log line is one JSON object. */
  lines(): Record<string, unknown>[];
  /** Sends lines to stdout again. */
  stop(): void;
}

/** Collects the server's log lines from now on, instead of writing them to stdout; `level` is the least severe kept. */
export function captureLogs(level = 'info'): CapturedLogs {
  let written = '';
  setLogDestination({ write: (chunk: string) => void (written += chunk) });
  rootLogger().level = level;
  return {
    text: () => written,
    lines: () =>
      written
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as Record<string, unknown>),
    stop: () => setLogDestination(undefined),
  };
}
