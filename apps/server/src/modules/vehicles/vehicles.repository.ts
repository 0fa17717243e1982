import {
  and,
  asc,
  desc,
  eq,
  exists,
  ilike,
  inArray,
  isNull,
  notExists,
  or,
  getTableColumns,
  sql,
  type Placeholder,
} from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import { boundedCountQuery, boundedTotal, COUNT_LIMIT, ONE } from '../../db/bounded-count.ts';
import type { Database } from '../../db/database.ts';
import { prepared } from '../../db/prepared.ts';
import { agentsOfVehicle, type VehicleAgent } from '../agents/vehicle-agents.ts';
import { agentRoles, agentVehicles } from '../agents/agents.table.ts';
import { unpaidCountOnVehicle } from '../tickets/vehicle-ticket-columns.ts';
import { ownedVehicles, vehicleQrCodes, vehicleSyncs } from './vehicles.table.ts';

export type OwnedVehicleRow = typeof ownedVehicles.$inferSelect;
export type VehicleSyncRow = typeof vehicleSyncs.$inferSelect;
export type NewOwnedVehicle = Omit<typeof ownedVehicles.$inferInsert, 'id'>;

/** Serialises the register work of one owner (first reading and synchronisation) within a transaction. */
export async function lockOwner(tx: Database, ownerKey: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`vehicles:${ownerKey}`}))`);
}

/** Every row of the owner, removed ones included (the synchronisation compares them with the register). */
export function allOfOwner(db: Database, ownerKey: string) {
  return db.select().from(ownedVehicles).where(eq(ownedVehicles.ownerKey, ownerKey));
}

export async function insertVehicle(db: Database, row: NewOwnedVehicle) {
  const [inserted] = await db.insert(ownedVehicles).values(row).returning();
  return inserted!;
}

export async function updateVehicle(db: Database, id: number, set: Partial<NewOwnedVehicle>) {
  await db.update(ownedVehicles).set(set).where(eq(ownedVehicles.id, id));
}

export interface VehicleFilter {
  ownerKey: string;
  /** Only these marks (an agent's delegated vehicles); undefined for all. */
  marks?: readonly string[];
  /**
   * Also the vehicles other owners delegated to this company (acting as agent) by approved vehicle
   * applications, while the delegation lasts.
   */
  agentCompanyId?: number;
  keyword?: string;
}

/** The owner of an agent role as owned_vehicles keys it (`P:<person>` or `C:<company>`). */
const roleOwnerKey = sql<string>`case when ${agentRoles.ownerPersonId} is not null then 'P:' || ${agentRoles.ownerPersonId} else 'C:' || ${agentRoles.ownerCompanyId} end`;

/** A filter as SQL takes it: each value given, or a prepared statement's placeholder for it. */
interface FilterSql {
  ownerKey: string | Placeholder;
  marks?: readonly string[] | Placeholder;
  agentCompanyId?: number | Placeholder;
  /** The keyword as an ILIKE pattern (`likeOf`). */
  like?: string | Placeholder;
}

function likeOf(keyword?: string) {
  const word = keyword?.replace(/\s+/g, '');
  return word ? `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
}

function sqlOf(f: VehicleFilter): FilterSql {
  const like = likeOf(f.keyword);
  return {
    ownerKey: f.ownerKey,
    ...(f.marks ? { marks: f.marks } : {}),
    ...(f.agentCompanyId !== undefined ? { agentCompanyId: f.agentCompanyId } : {}),
    ...(like ? { like } : {}),
  };
}

/**
 * The text a keyword is looked for in: mark, make and model, as owned_vehicles_keyword_idx indexes it
 * (the same expression, or PostgreSQL cannot use the index). A keyword holds no space, so it never
 * matches across two of them.
 */
const keywordText = sql`(${ownedVehicles.registrationMark} || ' ' || coalesce(${ownedVehicles.make}, '') || ' ' || coalesce(${ownedVehicles.model}, ''))`;

function keywordOf(f: FilterSql) {
  if (f.like === undefined) return undefined;
  return ilike(keywordText, f.like);
}

/** The owner's own current vehicles: one range of owned_vehicles_current_idx. */
function ownWhere(f: FilterSql) {
  const marks = f.marks;
  return and(
    eq(ownedVehicles.ownerKey, f.ownerKey),
    isNull(ownedVehicles.removedAt),
    marks === undefined
      ? undefined
      : Array.isArray(marks)
        ? inArray(ownedVehicles.registrationMark, [...(marks as readonly string[])])
        : sql`${ownedVehicles.registrationMark} = any(${marks})`,
    keywordOf(f),
  );
}

/** Delegations of the vehicle (the owned_vehicles row in the query) to the company, by activated roles. */
const delegationTo = (agentCompanyId: number | Placeholder) =>
  and(
    eq(agentRoles.id, agentVehicles.agentRoleId),
    eq(agentRoles.agentCompanyId, agentCompanyId),
    eq(agentRoles.status, 'ACTIVATED'),
    eq(ownedVehicles.ownerKey, roleOwnerKey),
  );

/**
 * The first `depth` ids and marks of the filter's vehicles in mark order: the owner's own (a range of
 * owned_vehicles_current_idx) and, for a company acting as agent, those delegated to it. Each branch is
 * read in order and stops at `depth` rows, so a page and a bounded count read at most `depth` rows of
 * each whatever the fleet; PostgreSQL does not merge the two ordered branches of a UNION ALL by itself
 * (the owner is a constant of each branch, not of the whole), hence the limit inside each branch.
 * Without `depth` (a keyword's matches, `matchesOf`), every match of each branch in no order.
 */
function marksQuery(db: Database, f: FilterSql, depth?: number | Placeholder) {
  const fields = { id: ownedVehicles.id, mark: ownedVehicles.registrationMark };
  const order = [asc(ownedVehicles.registrationMark), asc(ownedVehicles.id)] as const;
  const own = db.select(fields).from(ownedVehicles).where(ownWhere(f)).$dynamic();
  if (depth !== undefined) own.orderBy(...order).limit(depth);
  if (f.agentCompanyId === undefined) return own;
  const delegated = db
    .select(fields)
    .from(agentVehicles)
    .innerJoin(ownedVehicles, eq(ownedVehicles.registrationMark, agentVehicles.vehicleNo))
    .innerJoin(agentRoles, delegationTo(f.agentCompanyId))
    .where(and(isNull(ownedVehicles.removedAt), keywordOf(f)))
    .$dynamic();
  if (depth !== undefined) delegated.orderBy(...order).limit(depth);
  return unionAll(own, delegated);
}

function marksOf(db: Database, f: FilterSql, depth: number | Placeholder) {
  return marksQuery(db, f, depth).as('v');
}

/**
 * A keyword's matches, read once by the list's statement for both its total and its page (PostgreSQL
 * keeps a common table expression used twice). Which vehicles match is known only by testing each of the
 * owner's vehicles (or candidates of owned_vehicles_keyword_idx), so the count reads them all anyway; the
 * page then sorts the matches instead of walking the fleet in mark order a second time. The plan is the
 * same whatever the pattern, so the statement is prepared like the others (docs/adr/0060).
 */
function matchesOf(db: Database, f: FilterSql) {
  return db.$with('matched').as(marksQuery(db, f));
}

const withActiveQr = and(eq(vehicleQrCodes.vehicleId, ownedVehicles.id), isNull(vehicleQrCodes.revokedAt));

/** What the vehicle list shows of other areas for each vehicle: its unpaid tickets for the party, its agents. */
export interface VehicleFacts {
  /** The acting role's ticket party (ADR 0043), null for a role that sees no ticket. */
  partyKey: string | null;
  /** Tickets issued before this instant are not counted (the portal's first day of e-tickets). */
  issuedFrom: Date;
}

/** For a caller that shows no facts: no party, so no ticket is counted. */
const NO_FACTS: VehicleFacts = { partyKey: null, issuedFrom: new Date(0) };

function factColumns(facts: { partyKey: string | null | Placeholder; issuedFrom: Date | Placeholder }) {
  return {
    unpaidTickets: unpaidCountOnVehicle(facts.partyKey, ownedVehicles.registrationMark, facts.issuedFrom).as(
      'unpaid_tickets',
    ),
    agents: agentsOfVehicle(ownedVehicles.registrationMark, ownedVehicles.ownerKey).as('agents'),
  };
}

/** A vehicle as a list shows it: its row, its active QR code's issue time and its facts. */
export interface ListedVehicle {
  vehicle: OwnedVehicleRow;
  qrIssuedAt: Date | null;
  unpaidTickets: number;
  agents: VehicleAgent[];
}

/** The filters a vehicle list uses, in a fixed order: each combination is a prepared statement of its own. */
type Shape = { marks: boolean; delegated: boolean; keyword: boolean };

/**
 * The vehicle list in one statement: when the owner's vehicles were last read from the register, whether
 * an owner who delegated vehicles to the company was never read, the bounded total, and the page's
 * vehicles with their QR codes, unpaid tickets and agents (a row with no vehicle when the page is empty).
 */
function listStatement(db: Database, shape: Shape) {
  const p = sql.placeholder;
  const f: FilterSql = {
    ownerKey: p('ownerKey'),
    ...(shape.marks ? { marks: p('marks') } : {}),
    ...(shape.delegated ? { agentCompanyId: p('agentCompanyId') } : {}),
    ...(shape.keyword ? { like: p('like') } : {}),
  };
  const matched = shape.keyword ? matchesOf(db, f) : undefined;
  const chosen = (
    matched
      ? db
          .select({ id: matched.id, mark: matched.mark })
          .from(matched)
          .orderBy(asc(matched.mark), asc(matched.id))
          .offset(p('offset'))
          .limit(p('limit'))
      : pageMarks(db, f, p('offset'), p('limit'), p('depth'))
  ).as('chosen');
  const selection = {
    ...getTableColumns(ownedVehicles),
    qrIssuedAt: vehicleQrCodes.issuedAt,
    ...factColumns({ partyKey: p('partyKey'), issuedFrom: p('issuedFrom') }),
  };
  const page = db
    .select(selection)
    .from(chosen)
    .innerJoin(ownedVehicles, eq(ownedVehicles.id, chosen.id))
    .leftJoin(vehicleQrCodes, withActiveQr)
    .as('page');
  const total = boundedCountQuery(db, db.select(ONE).from(matched ?? marksOf(db, f, COUNT_LIMIT + 1)));
  return (matched ? db.with(matched) : db)
    .select({
      lastRead: sql`(${lastDoneSyncQuery(db, f.ownerKey)})`.mapWith(vehicleSyncs.finishedAt),
      unreadOwners: shape.delegated
        ? sql`exists (${unreadDelegatingOwnersQuery(db, f.agentCompanyId!)})`.mapWith(Boolean)
        : sql`false`.mapWith(Boolean),
      total: sql`(${total})`.mapWith(Number),
      vehicle: Object.fromEntries(
        Object.keys(selection).map((k) => [k, page[k as keyof typeof selection]]),
      ) as {
        [K in keyof typeof selection]: (typeof page)[K];
      },
    })
    .from(sql`(select 1) as "one"`)
    .leftJoin(page, sql`true`)
    .orderBy(asc(page.registrationMark), asc(page.id));
}

/**
 * A page of the filter's current vehicles by registration mark, with each one's QR code and facts, the
 * bounded total, and the state of the register reads the list depends on: one prepared statement. Pages
 * from `reach` on answer no rows (the vehicle list's pager reaches the first COUNT_LIMIT vehicles, as the
 * ticket list's does, and its keyword finds the others). `lastRead` is undefined when the owner's
 * vehicles were never read, and `unreadOwners` true when an owner who delegated vehicles to the company
 * was never read: the caller reads them and asks again.
 */
export async function listOfVehicles(
  db: Database,
  f: VehicleFilter,
  page: { offset: number; limit: number; reach: number },
  facts: VehicleFacts,
) {
  const filter = sqlOf(f);
  const shape: Shape = {
    marks: filter.marks !== undefined,
    delegated: filter.agentCompanyId !== undefined,
    keyword: filter.like !== undefined,
  };
  const name = `vehicle_list(${(Object.keys(shape) as (keyof Shape)[]).filter((k) => shape[k]).join(',')})`;
  const limit = page.offset < page.reach ? page.limit : 0;
  const statement = prepared(db, name, (db) => listStatement(db, shape));
  const answer = await statement.execute({
    ...filter,
    offset: page.offset,
    limit,
    depth: page.offset + limit,
    ...facts,
  });
  const first = answer[0];
  const rows: ListedVehicle[] = answer.flatMap(({ vehicle }) => {
    if (!vehicle) return [];
    const { qrIssuedAt, unpaidTickets, agents, ...row } = vehicle;
    return [{ vehicle: row, qrIssuedAt, unpaidTickets, agents }];
  });
  return {
    rows,
    ...boundedTotal([{ n: first?.total ?? 0 }]),
    lastRead: first?.lastRead === null ? undefined : { at: first?.lastRead ?? null },
    unreadOwners: first?.unreadOwners ?? false,
  };
}

/** The ids and marks of one page of the filter's vehicles, in mark order (`depth` is offset plus limit). */
function pageMarks(
  db: Database,
  f: FilterSql,
  offset: number | Placeholder,
  limit: number | Placeholder,
  depth: number | Placeholder,
) {
  const page = marksOf(db, f, depth);
  return db
    .select({ id: page.id, mark: page.mark })
    .from(page)
    .orderBy(asc(page.mark), asc(page.id))
    .offset(offset)
    .limit(limit);
}

/**
 * Current vehicles by id within the filter, with their QR codes and facts; ids outside it (another
 * owner's, removed) are simply absent.
 */
export function vehiclesByIds(
  db: Database,
  vf: VehicleFilter,
  ids: readonly number[],
  facts: VehicleFacts = NO_FACTS,
) {
  const f = sqlOf(vf);
  const delegated =
    f.agentCompanyId === undefined
      ? undefined
      : exists(
          db
            .select(ONE)
            .from(agentVehicles)
            .innerJoin(agentRoles, delegationTo(f.agentCompanyId))
            .where(eq(agentVehicles.vehicleNo, ownedVehicles.registrationMark)),
        );
  return db
    .select({
      vehicle: ownedVehicles,
      qrIssuedAt: vehicleQrCodes.issuedAt,
      nonce: vehicleQrCodes.nonce,
      shortCode: vehicleQrCodes.shortCode,
      ...factColumns(facts),
    })
    .from(ownedVehicles)
    .leftJoin(vehicleQrCodes, withActiveQr)
    .where(
      and(
        inArray(ownedVehicles.id, [...ids]),
        delegated ? or(ownWhere(f), and(isNull(ownedVehicles.removedAt), delegated)) : ownWhere(f),
      ),
    )
    .orderBy(asc(ownedVehicles.registrationMark));
}

/**
 * The owners who delegated vehicles to the company and whose register the portal has never read (their
 * vehicles are not in owned_vehicles yet): usually none, one query whatever the fleet.
 */
function unreadDelegatingOwnersQuery(db: Database, agentCompanyId: number | Placeholder) {
  return db
    .selectDistinct({ personId: agentRoles.ownerPersonId, companyId: agentRoles.ownerCompanyId })
    .from(agentRoles)
    .where(
      and(
        eq(agentRoles.agentCompanyId, agentCompanyId),
        eq(agentRoles.status, 'ACTIVATED'),
        exists(db.select(ONE).from(agentVehicles).where(eq(agentVehicles.agentRoleId, agentRoles.id))),
        notExists(
          db
            .select(ONE)
            .from(vehicleSyncs)
            .where(and(eq(vehicleSyncs.ownerKey, roleOwnerKey), eq(vehicleSyncs.state, 'DONE'))),
        ),
      ),
    );
}

export const unreadDelegatingOwners = (db: Database, agentCompanyId: number) =>
  unreadDelegatingOwnersQuery(db, agentCompanyId);

function lastDoneSyncQuery(db: Database, ownerKey: string | Placeholder) {
  return db
    .select({ at: vehicleSyncs.finishedAt })
    .from(vehicleSyncs)
    .where(and(eq(vehicleSyncs.ownerKey, ownerKey), eq(vehicleSyncs.state, 'DONE')))
    .orderBy(desc(vehicleSyncs.finishedAt))
    .limit(1);
}

/**
 * When the owner's vehicles were last read from the register (the newest finished synchronisation), or
 * undefined when they never were: the first look reads them then.
 */
export async function lastDoneSync(db: Database, ownerKey: string): Promise<{ at: Date | null } | undefined> {
  const [row] = await lastDoneSyncQuery(db, ownerKey);
  return row;
}

/** Inserts a queued synchronisation, or nothing when one is queued or running for the owner already. */
export async function insertQueuedSync(db: Database, ownerKey: string, userId: string) {
  const [row] = await db
    .insert(vehicleSyncs)
    .values({ ownerKey, trigger: 'USER', requestedBy: userId })
    .onConflictDoNothing()
    .returning();
  return row;
}

export async function insertDoneSync(db: Database, ownerKey: string, added: string[], removed: string[]) {
  const finishedAt = new Date();
  await db.insert(vehicleSyncs).values({
    ownerKey,
    trigger: 'INITIAL',
    state: 'DONE',
    progress: 100,
    added,
    removed,
    finishedAt,
  });
  return { at: finishedAt };
}

export async function findSync(db: Database, id: number) {
  const [row] = await db.select().from(vehicleSyncs).where(eq(vehicleSyncs.id, id));
  return row;
}

export async function updateSync(db: Database, id: number, set: Partial<typeof vehicleSyncs.$inferInsert>) {
  await db.update(vehicleSyncs).set(set).where(eq(vehicleSyncs.id, id));
}

/** The owner's queued or running synchronisation, if any. */
export async function activeSync(db: Database, ownerKey: string) {
  const [row] = await db
    .select()
    .from(vehicleSyncs)
    .where(and(eq(vehicleSyncs.ownerKey, ownerKey), inArray(vehicleSyncs.state, ['QUEUED', 'RUNNING'])));
  return row;
}

/** The latest synchronisation a user asked for on this owner's register. */
export async function latestUserSync(db: Database, ownerKey: string) {
  const [row] = await db
    .select()
    .from(vehicleSyncs)
    .where(and(eq(vehicleSyncs.ownerKey, ownerKey), eq(vehicleSyncs.trigger, 'USER')))
    .orderBy(desc(vehicleSyncs.id))
    .limit(1);
  return row;
}

/** What a new code is drawn as: the QR code's nonce and the short code printed under it. */
export interface NewQrCode {
  nonce: string;
  shortCode: string;
}

/**
 * A new active code; its issue time is the server's clock, which `regenerateQrCodes` compares with.
 * Undefined when a value drawn is taken already (the caller draws again).
 */
export async function insertQrCode(db: Database, vehicleId: number, code: NewQrCode) {
  const [row] = await db
    .insert(vehicleQrCodes)
    .values({ vehicleId, ...code, issuedAt: new Date() })
    .onConflictDoNothing()
    .returning();
  return row;
}

/**
 * The vehicle's active code: the one it has, or a new one drawn as `code`. Two first looks at once (the
 * code page and the PDF, two tabs) make one code: the second insert yields to the first and reads it.
 * Undefined when there is none and the value drawn is taken already (the caller draws again).
 */
export async function activeQrCodeOrNew(db: Database, vehicleId: number, code: NewQrCode) {
  const [made] = await db
    .insert(vehicleQrCodes)
    .values({ vehicleId, ...code, issuedAt: new Date() })
    .onConflictDoNothing()
    .returning();
  if (made) return made;
  const [active] = await db
    .select()
    .from(vehicleQrCodes)
    .where(and(eq(vehicleQrCodes.vehicleId, vehicleId), isNull(vehicleQrCodes.revokedAt)));
  return active;
}

export async function revokeQrCodes(db: Database, vehicleIds: readonly number[]) {
  if (vehicleIds.length === 0) return;
  await db
    .update(vehicleQrCodes)
    .set({ revokedAt: new Date() })
    .where(and(inArray(vehicleQrCodes.vehicleId, [...vehicleIds]), isNull(vehicleQrCodes.revokedAt)));
}

export async function qrCodeByNonce(db: Database, nonce: string) {
  const [row] = await db
    .select({ code: vehicleQrCodes, vehicle: ownedVehicles })
    .from(vehicleQrCodes)
    .innerJoin(ownedVehicles, eq(ownedVehicles.id, vehicleQrCodes.vehicleId))
    .where(eq(vehicleQrCodes.nonce, nonce));
  return row;
}

/** The code printed as `shortCode` (compact form), active or not: one look-up of its unique index. */
export async function qrCodeByShortCode(db: Database, shortCode: string) {
  const [row] = await db
    .select({ code: vehicleQrCodes, vehicle: ownedVehicles })
    .from(vehicleQrCodes)
    .innerJoin(ownedVehicles, eq(ownedVehicles.id, vehicleQrCodes.vehicleId))
    .where(eq(vehicleQrCodes.shortCode, shortCode));
  return row;
}
