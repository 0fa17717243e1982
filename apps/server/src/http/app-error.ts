import { ERRORS, type ErrorName } from '@eticket/domain/errors/error-catalogue';
import type { FieldError } from '@eticket/domain/common/envelope';

/**
 * A failure the portal reports to the caller: a name from the error catalogue plus message parameters, and
 * for a refusal the caller can act on, what it needs to (`detail`, sent in the envelope's `data`).
 */
export class AppError extends Error {
  override name = 'AppError';
  readonly status: number;
  readonly code: string;

  constructor(
    readonly errorName: ErrorName,
    readonly params: Record<string, string | number> = {},
    readonly fields?: FieldError[],
    readonly detail?: Record<string, unknown>,
  ) {
    super(errorName);
    this.status = ERRORS[errorName].status;
    this.code = ERRORS[errorName].code;
  }
}
