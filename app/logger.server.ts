import pino from "pino";

/**
 * Structured JSON logs. Secrets never belong in a log line: the redaction list is a
 * second line of defence, not permission to log request bodies. The level starts at info
 * and is set from the configuration at start-up (configureLogger): the build imports this
 * module too, so it must not read the environment on import.
 */
export const logger = pino({
  level: "info",
  // With one process per core, the process id tells apart the lines of each serving process.
  base: { pid: process.pid },
  redact: {
    paths: [
      "password",
      "*.password",
      "token",
      "*.token",
      "authorization",
      "*.authorization",
      "headers.authorization",
      "headers.cookie",
      "cookie",
      "*.cookie",
      "passwordHash",
      "*.passwordHash",
    ],
    censor: "[redacted]",
  },
});

/** Applies the configured level (LOG_LEVEL); called once the configuration is parsed. */
export function configureLogger(level: pino.LevelWithSilent): void {
  logger.level = level;
}

/**
 * A request path as it may be logged: the trip page's token is a key to a traveller's trip,
 * so `/trip/<token>` (and its `.data` twin) is written `/trip/[redacted]`. Callers log the
 * path without its query string.
 */
export function loggablePath(path: string): string {
  return path.replace(/^\/+trip\/[^/?#]*/i, "/trip/[redacted]");
}
