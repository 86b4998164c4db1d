/**
 * The server registers the outbox's handlers at start-up (server/boot.ts); integration tests that
 * drain the outbox in-process need them too. Only the integration project loads this file: the
 * registry brings in the outbox and the database client, which no unit test needs, and importing
 * them took two thirds of every unit file's time (`vitest run tests/unit`, 33 s with
 * it, 11 s without). Runs after setup-env.ts, so the environment is set when they are imported.
 */
const { registerOutboxHandlers } = await import("~/platform/outbox/handlers.server");
registerOutboxHandlers();

export {};
