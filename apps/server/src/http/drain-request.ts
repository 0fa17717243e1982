import type { IncomingMessage } from 'node:http';

/** The most of a refused body read before answering, and for how long (beyond: answer, and the client may see a reset). */
export const DRAIN_MAX_BYTES = 64 * 1024 * 1024;
export const DRAIN_MAX_MS = 10_000;

/**
 * Reads and discards what is left of a request's body. A body refused for its size is answered once it has
 * arrived: the answer closes the connection, and closing it while the client is still writing resets it,
 * so the client fails on its write (EPIPE, ECONNRESET) and never reads the 413. Bounded by size and time,
 * so that a client cannot hold the server by sending for ever; resolves true when the body was drained.
 */
export function drainRequest(
  raw: IncomingMessage,
  maxBytes = DRAIN_MAX_BYTES,
  maxMs = DRAIN_MAX_MS,
): Promise<boolean> {
  if (raw.complete || raw.readableEnded) return Promise.resolve(true);
  if (Number(raw.headers['content-length']) > maxBytes) return Promise.resolve(false);
  return new Promise((resolve) => {
    let seen = 0;
    const finish = (drained: boolean) => {
      clearTimeout(timer);
      raw.off('data', onData);
      raw.off('end', onEnd);
      raw.off('error', onError);
      resolve(drained);
    };
    const onData = (chunk: Buffer) => {
      seen += chunk.length;
      if (seen > maxBytes) finish(false);
    };
    const onEnd = () => finish(true);
    const onError = () => finish(false);
    const timer = setTimeout(() => finish(false), maxMs);
    raw.on('data', onData);
    raw.on('end', onEnd);
    raw.on('error', onError);
    raw.resume();
  });
}
