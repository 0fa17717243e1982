import type { Box } from '../../db/box.ts';
import { addDays, hongKongDateOf } from '@eticket/domain/common/hong-kong-time';
import { formatDate } from '@eticket/domain/common/dates';
import type { Locale } from '@eticket/domain/common/locale';
import { maskIdNo, maskName } from '@eticket/domain/common/masking';
import {
  DRIVER_ID_DAYS,
  type IdentifyDriverBody,
  type IdentifyStaffDriverBody,
  type NoticeView,
} from '@eticket/domain/notices/notice.schemas';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import type { Principal } from '../identity/identity.principal.ts';
import type { IssuedTicketRef } from '../module.ts';
import { transportOf } from '../transport/transport.binding.ts';
import { companyAdminBoxesOf, personalBoxesOf, writeAreaNotice } from '../messages/area-notices.service.ts';
import { companyStaff } from '../agents/agents.service.ts';
import { scopeOf, unpaidOfScope } from '../tickets/ticket-scope.ts';
import { liablePartyOf, transferLiability } from '../tickets/ticket-parties.service.ts';
import { recordAudit, type AuditActor } from '../audit/audit.ts';
import * as repo from './notices.repository.ts';

/** Moving offences are notice type 570; parking (525) has no driver to identify. */
const MOVING = '570';

const REQUIRE: Record<Locale, (n: string, v: string, d: string) => { title: string; body: string }> = {
  en: (n, v, d) => ({
    title: `Notice requiring identification of the driver: ${n}`,
    body: `You are the registered owner of vehicle ${v}, which committed a moving offence (notice ${n}). If you were not the driver, name the driver (name, address, driving licence no. and relation to you) on the portal by ${d}. Not doing so is an offence punishable by a fine of up to $10,000 and 6 months' imprisonment.`,
  }),
  'zh-hk': (n, v, d) => ({
    title: `要求識別司機通知書：${n}`,
    body: `你是車輛 ${v} 的登記車主，該車輛干犯了一項駕駛違例（通知書 ${n}）。如你並非當時的司機，請於 ${d} 或之前在平台提供司機的姓名、地址、駕駛執照號碼及與你的關係。不遵從即屬違法，最高可被罰款 $10,000 及監禁 6 個月。`,
  }),
  'zh-cn': (n, v, d) => ({
    title: `要求识别司机通知书：${n}`,
    body: `你是车辆 ${v} 的登记车主，该车辆干犯了一项驾驶违例（通知书 ${n}）。如你并非当时的司机，请于 ${d} 或之前在平台提供司机的姓名、地址、驾驶执照号码及与你的关系。不遵从即属违法，最高可被罚款 $10,000 及监禁 6 个月。`,
  }),
};

const DRIVER: Record<Locale, (n: string, v: string, d: string) => { title: string; body: string }> = {
  en: (n, v, d) => ({
    title: `Fixed penalty notice ${n} in your name`,
    body: `The owner of vehicle ${v} has named you as its driver at the time of the offence in notice ${n}. The notice is now in your name: pay or dispute it by ${d}.`,
  }),
  'zh-hk': (n, v, d) => ({
    title: `以你名義發出的定額罰款通知書 ${n}`,
    body: `車輛 ${v} 的車主已指明你是通知書 ${n} 違例時的司機。該通知書現以你的名義發出：請於 ${d} 或之前繳款或提出爭議。`,
  }),
  'zh-cn': (n, v, d) => ({
    title: `以你名义发出的定额罚款通知书 ${n}`,
    body: `车辆 ${v} 的车主已指明你是通知书 ${n} 违例时的司机。该通知书现以你的名义发出：请于 ${d} 或之前缴款或提出争议。`,
  }),
};

const dated = (texts: typeof REQUIRE, n: string, v: string, deadline: string) => (locale: Locale) =>
  texts[locale](n, v, formatDate(deadline, locale, 'long'));

/** One message in each box (a person's personal boxes, a company's administrators'), once per notice and box. */
async function tellBoxes(
  tx: Database,
  boxes: Box[],
  text: (locale: Locale) => { title: string; body: string },
  about: { key: string; noticeNo: string },
) {
  for (const box of boxes) {
    await writeAreaNotice(tx, {
      box,
      category: 'SYSTEM',
      text,
      dedupeKey: `${about.key}:${box.userId}:${box.agentId}`,
      noticeNo: about.noticeNo,
    });
  }
}

/**
 * Runs in the issuing transaction (the module's issue hook): a moving offence's owner (a person, or a
 * company, whose administrators are told) gets a notice requiring identification of the driver, due 21
 * days after issue, and a message saying so.
 */
export async function requireDriverIdentification(tx: Database, ref: IssuedTicketRef, now = new Date()) {
  const ticket = await repo.ticketOfNotice(tx, ref.id);
  if (!ticket || ticket.noticeType !== MOVING) return undefined;
  const owner = await liablePartyOf(tx, ticket.id);
  if (!owner) return undefined;
  const deadline = addDays(hongKongDateOf(ticket.issuedAt ?? now), DRIVER_ID_DAYS);
  const notice = await repo.insertPersonNotice(tx, {
    ticketId: ticket.id,
    kind: 'DRIVER_IDENTIFICATION',
    ...(owner.owner.kind === 'person'
      ? { personId: owner.owner.personId }
      : { companyId: owner.owner.companyId }),
    deadline,
    issuedAt: now,
  });
  if (!notice) return undefined;
  const boxes =
    owner.owner.kind === 'person'
      ? await personalBoxesOf(tx, owner.owner.personId)
      : await companyAdminBoxesOf(tx, owner.owner.companyId);
  await tellBoxes(tx, boxes, dated(REQUIRE, ticket.noticeNo, ticket.vehicleNo, deadline), {
    key: `driver-identification:${notice.id}`,
    noticeNo: ticket.noticeNo,
  });
  return undefined;
}

/** Whom the caller's notices are addressed to: his own person, or the company he administers. */
function addresseeOf(p: Principal): { personId: number } | { companyId: number } | null {
  if (p.agentRole === 'ORG_ADMIN' && p.ownerCompanyId !== undefined) return { companyId: p.ownerCompanyId };
  if (p.agentId === 0 && p.tdPersonId) return { personId: p.tdPersonId };
  return null;
}

/**
 * The demand notices of the unpaid tickets the acting role sees, then the notices addressed to the caller's
 * own person or to the company he administers (a blank account has none).
 */
export async function myNotices(db: Database, p: Principal): Promise<NoticeView[]> {
  const addressee = addresseeOf(p);
  const demands = await repo.openDemandNotices(db, unpaidOfScope(scopeOf(p)));
  const rows = [...demands, ...(addressee ? await repo.noticesOf(db, addressee) : [])];
  return rows.map(({ notice, noticeNo, vehicleNo, offenceAt }) => ({
    id: notice.id,
    kind: notice.kind as NoticeView['kind'],
    status: notice.status as NoticeView['status'],
    noticeNo,
    vehicleNo,
    offenceDate: hongKongDateOf(offenceAt),
    deadline: notice.deadline,
    issuedAt: notice.issuedAt.toISOString(),
    driverName: notice.driverName ? maskName(notice.driverName) : null,
    addressee: notice.companyId !== null ? 'COMPANY' : 'PERSON',
  }));
}

/** The caller's open notice requiring identification of the driver, locked; NOTICE_NOT_FOUND or NOTICE_CLOSED. */
async function openDriverIdNotice(tx: Database, p: Principal, noticeId: number, today: string) {
  const addressee = addresseeOf(p);
  const notice = await repo.lockNotice(tx, noticeId);
  const mine =
    notice &&
    addressee &&
    notice.kind === 'DRIVER_IDENTIFICATION' &&
    ('personId' in addressee
      ? notice.personId === addressee.personId
      : notice.companyId === addressee.companyId);
  if (!notice || !mine) throw new AppError('NOTICE_NOT_FOUND');
  if (notice.status !== 'OPEN' || notice.deadline < today) throw new AppError('NOTICE_CLOSED');
  return { notice, addressee: addressee! };
}

/**
 * The owner's notice is answered and closes; the driver gets a new notice in their name (due 21 days
 * on) and a message, once. In the caller's transaction.
 */
async function nameDriver(
  tx: Database,
  notice: repo.NoticeRow,
  driver: { personId: number; name: string; address: string; licenceNo: string; relationship: string },
  actor: AuditActor,
  now: Date,
) {
  const ticket = await repo.ticketOfNotice(tx, notice.ticketId);
  if (!ticket) throw new AppError('NOTICE_NOT_FOUND');
  await repo.answerNotice(tx, notice.id, {
    status: 'ANSWERED',
    answeredAt: now,
    driverName: driver.name,
    driverAddress: driver.address,
    driverLicenceNo: driver.licenceNo,
    driverRelationship: driver.relationship,
  });
  // The named driver is liable from now: the ticket is his in every list; the owner's lists say so.
  await transferLiability(
    tx,
    ticket.id,
    { kind: 'person', personId: driver.personId },
    'DRIVER_IDENTIFIED',
    actor.actorUserId ?? actor.actorRole,
  );
  const deadline = addDays(hongKongDateOf(now), DRIVER_ID_DAYS);
  const driverNotice = await repo.insertPersonNotice(tx, {
    ticketId: ticket.id,
    kind: 'DRIVER_NOTICE',
    personId: driver.personId,
    deadline,
    issuedAt: now,
  });
  if (driverNotice) {
    await tellBoxes(
      tx,
      await personalBoxesOf(tx, driver.personId),
      dated(DRIVER, ticket.noticeNo, ticket.vehicleNo, deadline),
      { key: `driver-notice:${driverNotice.id}`, noticeNo: ticket.noticeNo },
    );
  }
  await recordAudit(tx, {
    ...actor,
    action: 'notice.identify-driver',
    objectRef: ticket.noticeNo,
    outcome: 'ok',
  });
  return { id: notice.id, status: 'ANSWERED' as const };
}

const fullNameOf = (d: { engSurname: string; engGivenName: string }) =>
  `${d.engSurname} ${d.engGivenName}`.toUpperCase();

/**
 * A personal owner names the driver before the deadline: the Transport Department must know a person by
 * that licence no. and name.
 */
export async function identifyDriver(
  db: Database,
  p: Principal,
  noticeId: number,
  body: IdentifyDriverBody,
  actor: AuditActor,
  now = new Date(),
) {
  const driver = await transportOf(db).personByIdNo(body.licenceNo);
  const given = body.name.replace(/\s+/g, ' ').trim().toUpperCase();
  return db.transaction(async (tx) => {
    const { notice, addressee } = await openDriverIdNotice(tx, p, noticeId, hongKongDateOf(now));
    // A company names one of its staff (identifyStaffDriver), never a free-typed person.
    if (!('personId' in addressee)) throw new AppError('DRIVER_NOT_STAFF');
    if (!driver || driver.drivingLicenceNo !== body.licenceNo || fullNameOf(driver) !== given)
      throw new AppError('DRIVER_NOT_FOUND');
    return nameDriver(
      tx,
      notice,
      {
        personId: driver.id,
        name: given,
        address: body.address,
        licenceNo: body.licenceNo,
        relationship: body.relationship,
      },
      actor,
      now,
    );
  });
}

/** The company's staff who hold a driving licence, for its administrator to name one (names masked). */
async function licensedStaffOf(db: Database, companyId: number) {
  const transport = transportOf(db);
  const staff = [];
  for (const member of await companyStaff(db, companyId)) {
    const person = await transport.personById(member.personId);
    if (person?.drivingLicenceNo) staff.push({ staffId: member.staffId, person });
  }
  return staff;
}

/** GET notices/{id}/staff: whom the company may name on its open notice (the company's staff list). */
export async function staffForNotice(db: Database, p: Principal, noticeId: number, now = new Date()) {
  const { addressee } = await db.transaction((tx) =>
    openDriverIdNotice(tx, p, noticeId, hongKongDateOf(now)),
  );
  if (!('companyId' in addressee)) throw new AppError('NOTICE_NOT_FOUND');
  const staff = await licensedStaffOf(db, addressee.companyId);
  return {
    items: staff.map((s) => ({
      staffId: s.staffId,
      name: maskName(fullNameOf(s.person)),
      licenceNo: maskIdNo(s.person.drivingLicenceNo),
    })),
  };
}

/**
 * A company names one of its staff as the driver: only a member of the company's staff list (read here,
 * never taken from the client) holding a driving licence; name and licence no. are the Department's.
 */
export async function identifyStaffDriver(
  db: Database,
  p: Principal,
  noticeId: number,
  body: IdentifyStaffDriverBody,
  actor: AuditActor,
  now = new Date(),
) {
  if (p.agentRole !== 'ORG_ADMIN' || p.ownerCompanyId === undefined) throw new AppError('NOTICE_NOT_FOUND');
  const staff = await licensedStaffOf(db, p.ownerCompanyId);
  return db.transaction(async (tx) => {
    const { notice } = await openDriverIdNotice(tx, p, noticeId, hongKongDateOf(now));
    const chosen = staff.find((s) => s.staffId === body.staffId);
    if (!chosen) throw new AppError('DRIVER_NOT_STAFF');
    return nameDriver(
      tx,
      notice,
      {
        personId: chosen.person.id,
        name: fullNameOf(chosen.person),
        address: body.address,
        licenceNo: chosen.person.drivingLicenceNo!,
        relationship: 'EMPLOYEE',
      },
      actor,
      now,
    );
  });
}
