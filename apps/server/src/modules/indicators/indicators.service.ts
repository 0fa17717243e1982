import { percentOf, type ServiceIndicators } from '@eticket/domain/indicators/service-indicators.schemas';
import type { Database } from '../../db/database.ts';
import { referenceRead } from '../../db/reference-reads.ts';
import { disputeDecisionDays } from '../disputes/decision-indicator.ts';
import { eTicketHandOffs } from '../messages/hand-off-indicator.ts';
import { onlinePaymentOutcomes } from '../payments/payment-indicator.ts';
import { probeLookup } from '../tickets/ticket-lookup.service.ts';
import {
  addMissingProbes,
  dropProbesBefore,
  probeCount,
  probesBetween,
  recordProbe,
} from './indicators.repository.ts';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
/** The look-up is tried in every slot of this length (ADR 0061). */
export const SLOT_MS = 5 * MINUTE_MS;
/** A try that has not answered within this is a failure, whatever it answers later. */
const PROBE_LIMIT_MS = 2_000;
/** How long the counted numbers are reused: the page promises they are at most an hour old. */
const COUNTED_FOR_MS = 5 * MINUTE_MS;

/** What the indicators count, and over which periods (the public page says each). */
export const INDICATOR_PERIODS = {
  handOffHours: 24,
  handOffWithinSeconds: 10,
  paymentHours: 1,
  disputeDays: 30,
  availabilityDays: 30,
  keepProbesDays: 31,
} as const;

export const slotOf = (at: Date) => new Date(Math.floor(at.getTime() / SLOT_MS) * SLOT_MS);

/** Tries the look-up now and records the slot's answer (a job runs it more often than once a slot). */
export async function probeAndRecord(db: Database, now = new Date()) {
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  const ok = await Promise.race([
    probeLookup(db).then(
      () => true,
      () => false,
    ),
    new Promise<boolean>((resolve) => {
      timer = setTimeout(() => resolve(false), PROBE_LIMIT_MS);
    }),
  ]).finally(() => clearTimeout(timer));
  await recordProbe(db, slotOf(now), ok, Math.round(performance.now() - started));
}

async function lookUpAvailability(db: Database, now: Date) {
  const days = INDICATOR_PERIODS.availabilityDays;
  const current = slotOf(now);
  const { first, available, currentTried } = await probesBetween(
    db,
    slotOf(new Date(now.getTime() - days * DAY_MS)),
    current,
  );
  // Every slot from the first try to the last whole one counts, tried or not; the slot under way only once tried.
  const slots = first
    ? Math.round((current.getTime() - first.getTime()) / SLOT_MS) + (currentTried ? 1 : 0)
    : 0;
  return {
    periodDays: days,
    since: first ? first.toISOString() : null,
    slots,
    available,
    percent: percentOf(available, slots),
  };
}

/** The four indicators as they stand at `now`, counted from the areas' own records. */
export async function countServiceIndicators(db: Database, now = new Date()): Promise<ServiceIndicators> {
  const p = INDICATOR_PERIODS;
  const [handOff, payments, decisions, availability] = await Promise.all([
    eTicketHandOffs(db, new Date(now.getTime() - p.handOffHours * HOUR_MS), now, p.handOffWithinSeconds),
    onlinePaymentOutcomes(db, new Date(now.getTime() - p.paymentHours * HOUR_MS)),
    disputeDecisionDays(db, new Date(now.getTime() - p.disputeDays * DAY_MS)),
    lookUpAvailability(db, now),
  ]);
  return {
    countedAt: now.toISOString(),
    eTicketHandOff: {
      periodHours: p.handOffHours,
      withinSeconds: p.handOffWithinSeconds,
      ...handOff,
      percent: percentOf(handOff.inTime, handOff.messages),
    },
    onlinePayments: {
      periodHours: p.paymentHours,
      ...payments,
      percent: percentOf(payments.succeeded, payments.succeeded + payments.failed),
    },
    disputeDecisions: { periodDays: p.disputeDays, ...decisions },
    lookUpAvailability: availability,
  };
}

/** The public page's numbers: counted at most every five minutes per instance, whoever asks. */
export function serviceIndicators(db: Database): Promise<ServiceIndicators> {
  return referenceRead(db, 'service-indicators', () => countServiceIndicators(db), {
    ttlMs: COUNTED_FOR_MS,
  });
}

export function dropOldProbes(db: Database, now = new Date()) {
  return dropProbesBefore(db, new Date(now.getTime() - INDICATOR_PERIODS.keepProbesDays * DAY_MS));
}

/**
 * The demo's history: 30 days of tries before the first start, six slots of them unanswered (a night's
 * maintenance), so that the page shows a realistic availability from the first `npm start`. Added only to
 * an empty table, so a later start adds nothing and a demo server that was off shows it.
 */
export async function seedDemoProbes(db: Database, now = new Date()) {
  if ((await probeCount(db)) > 0) return;
  const current = slotOf(now).getTime();
  const slots = (INDICATOR_PERIODS.availabilityDays * DAY_MS) / SLOT_MS;
  const down = new Set([2000, 2001, 2002, 2003, 2004, 2005]);
  const rows = Array.from({ length: slots }, (_, i) => ({
    slot: new Date(current - (slots - i) * SLOT_MS),
    ok: !down.has(i),
    tookMs: 3 + (i % 7),
  }));
  await addMissingProbes(db, rows);
}
