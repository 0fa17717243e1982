/**
 * Reads until `done` holds for the answer, for up to `timeoutMs` of wall time (a background job finishing,
 * however busy the machine), then fails naming `what`. Counting attempts instead of time would fail on a
 * fast machine as surely as on a slow one.
 */
export async function until<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  what: string,
  timeoutMs = 15_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`${what} did not happen within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
