import { createLfuCache } from '../lfu-cache.ts';

/** How long a cached code table or parameter is used before it is asked for again. */
export const PARAMS_MAX_AGE_MS = 30 * 60_000;

/**
 * The client cache of spec section 9 (at most 5 entries, evicted by use count), for the parameter
 * service's answers only: code tables, parameters and the role table are the same for every visitor and
 * change rarely, while other answers are personal or live (see the ADR on the client cache). Keyed by the
 * request's path. Only successful answers are kept.
 */
export const paramsCache = createLfuCache({ capacity: 5, maxAgeMs: PARAMS_MAX_AGE_MS });
