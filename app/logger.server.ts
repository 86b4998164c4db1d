import pino from "pino";

/**
 * Structured JSON logs. Secrets never belong in a log line: the redaction list is a
 * second line of defence, not permission to log request bodies.
 */
export const logger = pino({
  level: process.env.LOG_LEVEL || "info",
  base: undefined,
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
