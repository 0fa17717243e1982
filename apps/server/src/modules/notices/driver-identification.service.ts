import { addDays, hongKongDateOf } from '@eticket/domain/common/hong-kong-time';
import { formatDate } from '@eticket/domain/common/dates';
import type { Locale } from '@eticket/domain/common/locale';
import { maskName } from '@eticket/domain/common/masking';
import {
  DRIVER_ID_DAYS,
  type IdentifyDriverBody,
  type NoticeView,
} from '@eticket/domain/notices/notice.schemas';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import type { Principal } from '../identity/identity.principal.ts';
import type { IssuedTicketRef } from '../module.ts';
import { transportOf } from '../transport/transport.binding.ts';
import { personalBoxesOf, writeAreaNotice } from '../messages/area-notices.service.ts';
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

/** One message in each personal box of a person's accounts, once per notice and box. */
async function tellPerson(
  tx: Database,
  personId: number,
  text: (locale: Locale) => { title: string; body: string },
  about: { key: string; noticeNo: string },
) {
  for (const box of await personalBoxesOf(tx, personId)) {
    await writeAreaNotice(tx, {
      box,
      category: 'SYSTEM',
      text,
      dedupeKey: `${about.key}:${box.userId}`,
      noticeNo: about.noticeNo,
    });
  }
}

/**
 * Runs in the issuing transaction (the module's issue hook): a moving offence's owner, when a person,
 * gets a notice requiring identification of the driver, due 21 days after issue, and a message saying so.
 */
export async function requireDriverIdentification(tx: Database, ref: IssuedTicketRef, now = new Date()) {
  const ticket = await repo.ticketOfNotice(tx, ref.id);
  if (!ticket || ticket.noticeType !== MOVING) return undefined;
  const owner = await transportOf(tx).ownerOfVehicle(ticket.vehicleNo);
  if (!owner || owner.owner.kind !== 'person') return undefined;
  const deadline = addDays(hongKongDateOf(ticket.issuedAt ?? now), DRIVER_ID_DAYS);
  const notice = await repo.insertPersonNotice(tx, {
    ticketId: ticket.id,
    kind: 'DRIVER_IDENTIFICATION',
    personId: owner.owner.personId,
    deadline,
    issuedAt: now,
  });
  if (!notice) return undefined;
  await tellPerson(tx, owner.owner.personId, dated(REQUIRE, ticket.noticeNo, ticket.vehicleNo, deadline), {
    key: `driver-identification:${notice.id}`,
    noticeNo: ticket.noticeNo,
  });
  return undefined;
}

/** The notices addressed to the caller's own person (a blank account has none). */
export async function myNotices(db: Database, p: Principal): Promise<NoticeView[]> {
  if (!p.tdPersonId || p.agentId !== 0) return [];
  const rows = await repo.noticesOfPerson(db, p.tdPersonId);
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
  }));
}

/**
 * The owner names the driver before the deadline: the Transport Department must know a person by that
 * licence no. and name. The owner's notice is answered and closes; the driver gets a new notice in their
 * name (due 21 days on) and a message, once.
 */
export async function identifyDriver(
  db: Database,
  p: Principal,
  noticeId: number,
  body: IdentifyDriverBody,
  actor: AuditActor,
  now = new Date(),
) {
  if (!p.tdPersonId || p.agentId !== 0) throw new AppError('NOTICE_NOT_FOUND');
  const driver = await transportOf(db).personByIdNo(body.licenceNo);
  const fullName = (d: NonNullable<typeof driver>) => `${d.engSurname} ${d.engGivenName}`.toUpperCase();
  const given = body.name.replace(/\s+/g, ' ').trim().toUpperCase();
  return db.transaction(async (tx) => {
    const notice = await repo.lockNotice(tx, noticeId);
    if (!notice || notice.personId !== p.tdPersonId || notice.kind !== 'DRIVER_IDENTIFICATION')
      throw new AppError('NOTICE_NOT_FOUND');
    const today = hongKongDateOf(now);
    if (notice.status !== 'OPEN' || notice.deadline < today) throw new AppError('NOTICE_CLOSED');
    if (!driver || driver.drivingLicenceNo !== body.licenceNo || fullName(driver) !== given)
      throw new AppError('DRIVER_NOT_FOUND');
    const ticket = await repo.ticketOfNotice(tx, notice.ticketId);
    if (!ticket) throw new AppError('NOTICE_NOT_FOUND');
    await repo.answerNotice(tx, notice.id, {
      status: 'ANSWERED',
      answeredAt: now,
      driverName: given,
      driverAddress: body.address,
      driverLicenceNo: body.licenceNo,
      driverRelationship: body.relationship,
    });
    const deadline = addDays(today, DRIVER_ID_DAYS);
    const driverNotice = await repo.insertPersonNotice(tx, {
      ticketId: ticket.id,
      kind: 'DRIVER_NOTICE',
      personId: driver.id,
      deadline,
      issuedAt: now,
    });
    if (driverNotice) {
      await tellPerson(tx, driver.id, dated(DRIVER, ticket.noticeNo, ticket.vehicleNo, deadline), {
        key: `driver-notice:${driverNotice.id}`,
        noticeNo: ticket.noticeNo,
      });
    }
    await recordAudit(tx, {
      ...actor,
      action: 'notice.identify-driver',
      objectRef: ticket.noticeNo,
      outcome: 'ok',
    });
    return { id: notice.id, status: 'ANSWERED' as const };
  });
}
