/**
 * The message of a failed request as the page shows it: the server's own text (already in the reader's
 * language), or '' when the failure carried none (the page then says something of its own).
 */
export function failureMessage(error: unknown): string {
  return error && typeof error === 'object' && 'message' in error && typeof error.message === 'string'
    ? error.message
    : '';
}
