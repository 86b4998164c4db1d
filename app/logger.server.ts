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
 * A request path as it may be logged, given the request target without its query string:
 * the path the router matched, with a trip link's token written `/trip/[redacted]` (and its
 * `.data` twin). Read the way React Router reads it, not as the client spelled it, so
 * `/%74rip/<token>`, `/./trip/<token>` or `/x/../trip/<token>` are redacted like `/trip/<token>`.
 */
export function loggablePath(target: string): string {
  const path = routedPath(target);
  return path === null ? "[unreadable path]" : path.replace(/^\/+trip(?:\/|%2F)[^/]*/i, "/trip/[redacted]");
}

/**
 * The pathname React Router matches for a request target: @react-router/express builds the
 * request's URL as `${protocol}://${host}${originalUrl}` (the URL parser resolves dot segments,
 * `%2e` ones included, and reads `\` as `/`), then the router decodes each segment (its
 * decodePath: a `/` decoded from `%2F` stays `%2F`).
 * Null when the target is not a URL path at all (the adapter could not route it either).
 */
function routedPath(target: string): string | null {
  let pathname: string;
  try {
    pathname = new URL(`http://localhost${target}`).pathname;
  } catch {
    return null;
  }
  // Segment by segment: where the router would give up on a malformed segment and keep the
  // whole path as it was, the other segments are still read, so a token beside it is found.
  return pathname
    .split("/")
    .map((segment) => {
      try {
        return decodeURIComponent(segment).replace(/\//g, "%2F");
      } catch {
        return segment;
      }
    })
    .join("/");
}
