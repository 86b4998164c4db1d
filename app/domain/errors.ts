/**
 * What a service can refuse, in the service's own words. Services throw these and know
 * nothing about HTTP; app/http/domain-errors.server.ts is the one place that turns them into
 * statuses. Each message is written for the person who will read it.
 */
export abstract class DomainError extends Error {}

/** The thing asked for does not exist, or the caller may not know that it exists. */
export class NotFoundError extends DomainError {}

/** The request clashes with the thing's current state (already paid, nothing to pay…). */
export class ConflictError extends DomainError {}

/** The caller is known but may not do this. */
export class NotAllowedError extends DomainError {}

/** The input passed its schema but names something unusable; `fields` says which field, when one does. */
export class InvalidInputError extends DomainError {
  constructor(
    message: string,
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
  }
}
