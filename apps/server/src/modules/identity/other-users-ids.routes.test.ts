import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, quickLogin, USERS } from '../../../test/identity-helpers.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { paymentOrders } from '../payments/payments.table.ts';
import { eq } from 'drizzle-orm';
import { disputeFiles, disputes, photoApplications, ticketPhotos } from '../disputes/disputes.table.ts';
import { DEMO_PHOTOS } from '../../seed/demo-photos.ts';
import { demoNoticeNo } from '../../seed/demo-seed.ts';
import { DEMO_DISPUTE } from '../../seed/demo-disputes.ts';
import { ticketNotices } from '../notices/notices.table.ts';
import { drivingLogs } from '../fleets/fleets.table.ts';
import { tcrShareCodes } from '../records/records.table.ts';
import { noticeCheckChar } from '@eticket/domain/tickets/notice-no';
import { TEST_ISSUER_TOKEN } from '../../../test/test-app.ts';
import { multipart, type Part } from '../../../test/multipart.ts';

const ADMIN = 'F6789018'; // LAU MEI LING, administrator of HARBOUR CITY LOGISTICS
const OWNER = 'A1234563'; // CHAN TAI MAN, who tries the administrator's ids
const OWNER_DRIVER = 'C3456785'; // LEE KA YAN, whose export task he also names
const PUBL = '/rest/ticket/api/v1/publ';
const NOTIFICATION = '/rest/notification/api/v1/publ';
const FILES = '/rest/file/api/v1';
const FLEET = '/rest/fleet/api/v1/publ';

/** What the administrator holds and the owner must never reach by naming it. */
interface Victim {
  uid: string;
  orgId: string;
  agentId: number;
  challenge: string;
  exportId: string;
  /** A message of her personal box that has an attachment, and that attachment. */
  messageId: number;
  fileId: string;
  /** A vehicle of her company's fleet, and its QR code's token. */
  vehicleId: number;
  /** Her company's application for a driver's traffic conviction record, and that driver's licence. */
  tcrRef: string;
  staffLicenceNo: string;
  /** LEE KA YAN's demo share code of her certificate (its id in her list). */
  shareId: string;
  /** A paid order of several items she started. */
  orderNo: string;
  /** An agent invitation of her company, and an application (a draft) of her company. */
  invitationId: number;
  applicationId: number;
  /** LEE KA YAN's demo dispute and its evidence: another user's, like the administrator's records. */
  disputeRef: string;
  disputeFileId: string;
  /** LEE KA YAN's notice requiring identification of the driver (a moving offence on HK2468). */
  noticeId: number;
  /** The notice no of that ticket (unpaid, so it could be disputed by its owner). */
  leeNoticeNo: string;
  vehicleToken: string;
  /** A duty period of her company's fleet (NG KWOK WAI's, from the demo data). */
  drivingLogId: number;
  /** LEE KA YAN's approved application to view her parking ticket's photos, one photo, and that ticket. */
  photoRef: string;
  photoId: string;
  photoNoticeNo: string;
}

/**
 * Every documented route that takes an id of a person, a role, a company, a challenge or a record, called
 * by another user with the administrator's id. The key is "METHOD path"; the body names her ids.
 */
const ATTEMPTS: Record<string, (v: Victim) => { url?: string; payload?: object; files?: Part[] }> = {
  'POST /users/profile': (v) => ({ payload: { uid: v.uid } }),
  'POST /users/user/profile': (v) => ({ payload: { uid: v.uid } }),
  'POST /users/account/eid': (v) => ({ payload: { uid: v.uid } }),
  'POST /users/eContact': (v) => ({ payload: { uid: v.uid } }),
  'POST /users/org/eContact': (v) => ({ payload: { ownerId: v.orgId } }),
  'POST /users/org/profile': (v) => ({ payload: { orgId: v.orgId } }),
  'POST /users/org/profile/check': (v) => ({ payload: { uid: v.orgId } }),
  'POST /users/user/alertStatus': (v) => ({ payload: { uid: v.uid } }),
  'POST /users/blankAccount/readFlag': (v) => ({ payload: { uid: v.uid } }),
  'POST /users/dsl/account/agent': (v) => ({ payload: { uid: v.uid } }),
  'POST /users/dsl/account/company': (v) => ({ payload: { uid: v.uid } }),
  'POST /users/token': (v) => ({ payload: { agentId: v.agentId } }),
  'POST /sso/blankAccount/login': (v) => ({ payload: { uid: v.uid } }),
  'POST /sso/auth-type': (v) => ({ payload: { uid: v.uid } }),
  'GET /sso/continueRegister': (v) => ({ url: `/sso/continueRegister?uuid=${v.challenge}` }),
  'POST /sso/otp-send': (v) => ({ payload: { uuid: v.challenge } }),
  'POST /sso/otp-validate/register': (v) => ({ payload: { uuid: v.challenge, otp: '123456' } }),
  'POST /sso/otp/interval': (v) => ({ payload: { uuid: v.challenge } }),
  'POST /activate/org/send': (v) => ({ payload: { uuid: v.challenge } }),
  'POST /activate/org/activate': (v) => ({ payload: { uuid: v.challenge, otp: '123456' } }),
  'POST /activate/org/otp/interval': (v) => ({ payload: { uuid: v.challenge } }),
  'POST /activate/org/otp/check': (v) => ({ payload: { uuid: v.challenge, otp: '123456' } }),
  'POST /activate/org/unBindOrg/info': (v) => ({ payload: { orgId: v.orgId, agentId: v.agentId } }),
  'POST /activate/org/unBindOrg': (v) => ({ payload: { uuid: v.challenge } }),
  'POST /activate/org/otp/target': (v) => ({ payload: { uuid: v.challenge } }),
  'POST /activate/org/unBindOrg-valid': (v) => ({ payload: { uuid: v.challenge, otp: '123456' } }),
  'POST /activate/org/otpSend/re-ecm/info': (v) => ({ payload: { orgId: v.orgId } }),
  'POST /activate/org/otpSend/re-ecm': (v) => ({ payload: { uuid: v.challenge } }),
  'POST /activate/org/otpSend/re-ecm/valid': (v) => ({ payload: { uuid: v.challenge, otp: '123456' } }),
  'POST /activate/org/info/{businessId}': (v) => ({ url: `/activate/org/info/${v.orgId}`, payload: {} }),
  'POST /activate/org/send/{businessId}': (v) => ({
    url: `/activate/org/send/${v.orgId}`,
    payload: { uuid: v.challenge },
  }),
  'POST /activate/org/activate/{businessId}': (v) => ({
    url: `/activate/org/activate/${v.orgId}`,
    payload: { uuid: v.challenge, otp: '123456' },
  }),
  'POST /activate/org/otp/interval/{businessId}': (v) => ({
    url: `/activate/org/otp/interval/${v.orgId}`,
    payload: { uuid: v.challenge },
  }),
  'GET /users/veh/{vehicleId}': (v) => ({ url: `/users/veh/${v.vehicleId}` }),
  'GET /users/veh/qr/{vehicleId}': (v) => ({ url: `/users/veh/qr/${v.vehicleId}` }),
  'POST /users/veh/qr/regenerate': (v) => ({ payload: { vehicleIds: [v.vehicleId] } }),
  'POST /users/veh/qr/download': (v) => ({ payload: { vehicleIds: [v.vehicleId] } }),
  'POST /tcrRecords/details/{id}': (v) => ({ url: `/tcrRecords/details/${v.tcrRef}` }),
  'GET /tcrRecords/certificate/{id}': (v) => ({ url: `/tcrRecords/certificate/${v.tcrRef}` }),
  'POST /tcrRecords/detail/payInfo': (v) => ({ payload: { id: v.tcrRef } }),
  'POST /tcrRecords/nonIndividual/detail': (v) => ({ payload: { id: v.tcrRef } }),
  'POST /tcrRecords/nonIndividual/detail/payInfo': (v) => ({ payload: { id: v.tcrRef } }),
  'POST /tcrRecords/nonIndividual/verify': (v) => ({ payload: { id: v.tcrRef, code: 'ABCDEFGH' } }),
  // Her company's staff driver, named by someone who is not her company.
  'POST /tcrRecords/nonIndividual/add': (v) => ({
    payload: { drivingLicenceNo: v.staffLicenceNo, reason: 'EMPLOYMENT' },
  }),
  'POST /tcrRecords/share': (v) => ({ payload: { id: v.tcrRef } }),
  'POST /tcrRecords/share/revoke': (v) => ({ payload: { shareId: v.shareId } }),
  'GET /tcrRecords/nonIndividual/certificate/{id}': (v) => ({
    url: `/tcrRecords/nonIndividual/certificate/${v.tcrRef}`,
  }),
  'GET /tcrRecords/nonIndividual/authorization/{msgId}/{businessId}': (v) => ({
    url: `/tcrRecords/nonIndividual/authorization/${v.messageId}/${v.tcrRef}`,
  }),
  'POST /pay/penalty': (v) => ({
    payload: { id: v.tcrRef, channel: '5', idempotencyKey: 'sweep-key-0001' },
  }),
  'GET /users/getAuthorizationCode': (v) => ({ url: `/users/getAuthorizationCode?businessId=${v.tcrRef}` }),
  'GET /exports/{id}': (v) => ({ url: `${PUBL}/exports/${v.exportId}` }),
  'GET /exports/{id}/file': (v) => ({ url: `${PUBL}/exports/${v.exportId}/file` }),
  [`GET ${NOTIFICATION}/message/{messageId}`]: (v) => ({ url: `${NOTIFICATION}/message/${v.messageId}` }),
  [`PUT ${NOTIFICATION}/message`]: (v) => ({
    url: `${NOTIFICATION}/message`,
    payload: { messageIds: [v.messageId] },
  }),
  [`DELETE ${NOTIFICATION}/message`]: (v) => ({
    url: `${NOTIFICATION}/message`,
    payload: { messageIds: [v.messageId] },
  }),
  [`POST ${NOTIFICATION}/message/setting/message-detail`]: (v) => ({
    url: `${NOTIFICATION}/message/setting/message-detail`,
    payload: { messageId: v.messageId },
  }),
  [`POST ${NOTIFICATION}/message/setting/message-download`]: (v) => ({
    url: `${NOTIFICATION}/message/setting/message-download`,
    payload: { messageIds: [v.messageId] },
  }),
  [`GET ${PUBL}/pay/orders/{orderNo}`]: (v) => ({ url: `${PUBL}/pay/orders/${v.orderNo}` }),
  [`GET ${PUBL}/pay/orders/{orderNo}/receipt`]: (v) => ({ url: `${PUBL}/pay/orders/${v.orderNo}/receipt` }),
  'POST /user/agent/sendInvitationCode': (v) => ({
    payload: { invitationId: v.invitationId, code: 'ABCDEFGHJK', channel: 'SMS', destination: '61234567' },
  }),
  'DELETE /user/agent/{id}': (v) => ({ url: `/user/agent/${v.agentId}` }),
  'DELETE /user-agent': (v) => ({ url: `/user-agent?agentId=${v.agentId}` }),
  'PUT /user-agent/default': (v) => ({ payload: { agentId: v.agentId } }),
  'GET /user-agent/detail': (v) => ({ url: `/user-agent/detail?agentId=${v.agentId}` }),
  'POST /user-agent/vehicles/list': (v) => ({ payload: { agentId: v.agentId } }),
  'POST /user-agent/vehicles/add': (v) => ({ payload: { agentId: v.agentId, vehicleNos: ['CD5678'] } }),
  'DELETE /user-agent/vehicles/delete': (v) => ({ payload: { agentId: v.agentId, vehicleNos: ['GX3579'] } }),
  'POST /apply/vehicle': (v) => ({
    payload: { applicationId: v.applicationId, ownerIdNo: 'C3456785', vehicleNos: ['HK2468'] },
  }),
  'POST /apply/save': (v) => ({
    payload: { applicationId: v.applicationId, ownerIdNo: 'C3456785', vehicleNos: ['HK2468'] },
  }),
  'POST /auth/record/detail': (v) => ({ payload: { applicationId: v.applicationId } }),
  'POST /auth/reject': (v) => ({ payload: { applicationId: v.applicationId, reason: 'no' } }),
  'POST /auth/auth/submit': (v) => ({ payload: { applicationId: v.applicationId } }),
  // A scanned code names a vehicle: her company's, scanned by someone not allowed to drive it.
  [`POST ${FLEET}/duty/check`]: (v) => ({ url: `${FLEET}/duty/check`, payload: { token: v.vehicleToken } }),
  // The period to end is the caller's own or nothing: naming one of hers ends nothing of hers.
  [`POST ${FLEET}/duty/start`]: (v) => ({
    url: `${FLEET}/duty/start`,
    payload: { token: v.vehicleToken, endPeriodId: v.drivingLogId },
  }),
  [`POST ${FLEET}/duty/end`]: (v) => ({ url: `${FLEET}/duty/end`, payload: { token: v.vehicleToken } }),
  [`GET ${FILES}/publ/file/download/{fileId}`]: (v) => ({ url: `${FILES}/publ/file/download/${v.fileId}` }),
  [`POST ${FILES}/publ/file/downloadAll`]: (v) => ({
    url: `${FILES}/publ/file/downloadAll`,
    payload: { fileIds: [v.fileId] },
  }),
  [`GET ${PUBL}/disputes/{reference}`]: (v) => ({ url: `${PUBL}/disputes/${v.disputeRef}` }),
  [`GET ${PUBL}/disputes/{reference}/document`]: (v) => ({
    url: `${PUBL}/disputes/${v.disputeRef}/document`,
  }),
  [`GET ${PUBL}/disputes/{reference}/files/{fileId}`]: (v) => ({
    url: `${PUBL}/disputes/${v.disputeRef}/files/${v.disputeFileId}`,
  }),
  [`POST ${PUBL}/notices/{id}/driver`]: (v) => ({
    url: `${PUBL}/notices/${v.noticeId}/driver`,
    payload: {
      name: 'WONG SIU MING',
      address: '8 Shantung Street',
      licenceNo: 'B2345674',
      relationship: 'FRIEND',
      declaration: true,
    },
  }),
  [`GET ${PUBL}/photo-applications/{reference}`]: (v) => ({
    url: `${PUBL}/photo-applications/${v.photoRef}`,
  }),
  [`GET ${PUBL}/photo-applications/{reference}/photos/{photoId}`]: (v) => ({
    url: `${PUBL}/photo-applications/${v.photoRef}/photos/${v.photoId}`,
  }),
  [`GET ${PUBL}/photo-applications/ticket`]: (v) => ({
    url: `${PUBL}/photo-applications/ticket?noticeNo=${v.photoNoticeNo}`,
  }),
  [`POST ${PUBL}/photo-applications`]: (v) => ({
    url: `${PUBL}/photo-applications`,
    payload: { noticeNo: v.photoNoticeNo },
  }),
  [`GET ${PUBL}/notices/{id}/staff`]: (v) => ({ url: `${PUBL}/notices/${v.noticeId}/staff` }),
  [`POST ${PUBL}/notices/{id}/staff-driver`]: (v) => ({
    url: `${PUBL}/notices/${v.noticeId}/staff-driver`,
    payload: { staffId: v.agentId, address: '8 Shantung Street', declaration: true },
  }),
  // A dispute of LEE KA YAN's ticket, with its evidence, by someone whose ticket it is not, naming her
  // dispute as the draft it replaces (ADR 0046).
  [`POST ${PUBL}/disputes`]: (v) => ({
    url: `${PUBL}/disputes`,
    files: [
      { name: 'noticeNo', value: v.leeNoticeNo },
      { name: 'ground', value: 'NO_OFFENCE' },
      { name: 'statement', value: 'I was not there.' },
      { name: 'declaration', value: 'true' },
      { name: 'replaces', value: v.disputeRef },
      { name: 'files', value: Buffer.from('%PDF-1.4\n%%EOF\n'), fileName: 'evidence.pdf' },
    ],
  }),
  [`POST ${PUBL}/disputes/{reference}/signature`]: (v) => ({
    url: `${PUBL}/disputes/${v.disputeRef}/signature`,
    payload: { state: 'a-state', code: 'a-code' },
  }),
};

/** Documented routes with an id-like field that name no one else's record, and why. */
const NOT_ANOTHER_USERS: Record<string, string> = {
  'GET /rest/content/api/v1/publ/news/{id}': 'public news',
  'GET /sso/logout': 'the device of the caller’s own logout',
  'DELETE /sso/logout': 'the device of the caller’s own logout',
  'GET /sso/error/logout': 'the device of the caller’s own logout',
  'POST /sso/valid-info': 'registration step: answers only a masked contact for an identity document',
  'POST /login/token-tmp': 'demo-mode quick login',
  'POST /rest/ticket/api/v1/publ/tickets/notice-pdf': 'identity prefix checked against the looked-up ticket',
  'POST /rest/ticket/api/v1/publ/pay': 'idempotency key of the visitor’s own payment',
  'POST /pay': 'idempotency key of the visitor’s own payment',
  'POST /rest/ticket/api/v1/publ/pay/tickets':
    'idempotency key of the caller’s own order; its notices are looked up in the acting role’s scope',
  'POST /rest/ticket/api/v1/internal/tickets/{noticeNo}/payments': 'the issuing system, not a user',
  'POST /rest/ticket/api/v1/internal/tickets/{noticeNo}/liable-party': 'the issuing system, not a user',
  'GET /rest/audit/api/v1/internal/events': 'operators (the operator token), not a user',
  'POST /rest/notification/api/v1/publ/sms/receipt':
    'the SMS gateway (its signature), not a user; the idempotency key is a random one of the portal’s',
};

const ID_FIELD = /id|uid|uuid/i;

describe('naming another user’s ids', () => {
  let t: TestApp;
  let victim: Victim;
  let documented: string[];

  beforeAll(async () => {
    t = await startTestApp({}, { seedDemo: true });
    const doc = (await t.app.inject({ url: '/rest/docs/json' })).json<{
      paths: Record<string, Record<string, { parameters?: { name: string }[]; requestBody?: unknown }>>;
    }>();
    documented = Object.entries(doc.paths)
      .filter(([path]) => path.startsWith('/rest/'))
      .flatMap(([path, ops]) =>
        Object.entries(ops)
          .filter(([, op]) => {
            const body = op.requestBody as
              { content?: { 'application/json'?: { schema?: { properties?: object } } } } | undefined;
            const fields = [
              ...Object.keys(body?.content?.['application/json']?.schema?.properties ?? {}),
              ...(op.parameters ?? []).map((p) => p.name),
            ];
            return fields.some((field) => ID_FIELD.test(field));
          })
          .map(
            ([method]) =>
              `${method.toUpperCase()} ${path.startsWith(USERS) ? path.slice(USERS.length) : path}`,
          ),
      );

    const admin = await quickLogin(t.app, ADMIN);
    const post = async (url: string, payload: object) =>
      (await t.app.inject({ method: 'POST', url, headers: bearer(admin.token), payload })).json().data;
    const profile = await post(`${USERS}/users/user/profile`, {});
    const role = (profile.roleList as { roleType: string; orgId: string; agentId: number }[]).find(
      (r) => r.roleType === 'OAD',
    )!;
    const { uuid } = await post(`${USERS}/activate/org/info`, { orgId: role.orgId });
    const box = await t.app.inject({
      url: `${NOTIFICATION}/message/list?pageSize=100`,
      headers: bearer(admin.token, 0),
    });
    const withFile = (box.json().data.items as { messageId: number; attachmentCount: number }[]).find(
      (m) => m.attachmentCount > 0,
    )!;
    const opened = await t.app.inject({
      url: `${NOTIFICATION}/message/${withFile.messageId}`,
      headers: bearer(admin.token, 0),
    });
    const other = await quickLogin(t.app, OWNER_DRIVER);
    const task = await t.app.inject({
      method: 'POST',
      url: `${PUBL}/exports`,
      headers: bearer(other.token),
      payload: { type: 'tickets', format: 'csv', from: '2026-11-01', to: '2026-11-20' },
    });
    const fleet = await t.app.inject({
      url: `${USERS}/users/veh/list`,
      headers: bearer(admin.token, role.agentId),
    });
    const tcr = await t.app.inject({
      method: 'POST',
      url: `${USERS}/tcrRecords/nonIndividual/add`,
      headers: bearer(admin.token, role.agentId),
      payload: { drivingLicenceNo: 'G7890129', reason: 'EMPLOYMENT' },
    });
    // Her order, as the payments module records one of several items once paid.
    const orderNo = 'P20261124VICTIM0001';
    await t.database.db.insert(paymentOrders).values({
      orderNo,
      channel: '5',
      amountCents: 80000,
      state: 'SUCCESS',
      idempotencyKey: 'victim-order-key',
      requestedBy: profile.uid,
      expiresAt: new Date(),
      settledAt: new Date(),
    });
    const asAdmin = (url: string, payload: object) =>
      t.app.inject({
        method: 'POST',
        url: `${USERS}${url}`,
        headers: bearer(admin.token, role.agentId),
        payload,
      });
    const invitation = await asAdmin('/user/agent/code', { vehicleNos: ['GX3579'] });
    const draft = await asAdmin('/apply/save', { ownerIdNo: OWNER_DRIVER, vehicleNos: ['HK2468'] });
    const [dispute] = await t.database.db
      .select()
      .from(disputes)
      .where(eq(disputes.reference, DEMO_DISPUTE.reference));
    const [evidence] = await t.database.db
      .select()
      .from(disputeFiles)
      .where(eq(disputeFiles.disputeId, dispute!.id));
    const issued = await t.app.inject({
      method: 'POST',
      url: '/rest/ticket/api/v1/internal/tickets',
      headers: { authorization: `Bearer ${TEST_ISSUER_TOKEN}` },
      payload: {
        noticeNo: `73000001${noticeCheckChar('73000001')}`,
        vehicleNo: 'HK2468',
        noticeType: '570',
        offenceCode: '001',
        offenceDate: '2026-11-01',
        offenceTime: '10:00',
        place: 'TOLO HIGHWAY',
        issuingOfficerNo: 'PC4321',
      },
    });
    expect(issued.statusCode, issued.body).toBe(201);
    const [leeNotice] = await t.database.db
      .select()
      .from(ticketNotices)
      .where(eq(ticketNotices.kind, 'DRIVER_IDENTIFICATION'));
    const vehicleId = fleet.json().data.items[0].id as number;
    const qr = await t.app.inject({
      url: `${USERS}/users/veh/qr/${vehicleId}`,
      headers: bearer(admin.token, role.agentId),
    });
    const [application] = await t.database.db
      .select()
      .from(photoApplications)
      .where(eq(photoApplications.reference, DEMO_PHOTOS.approved.reference));
    const [photo] = await t.database.db
      .select()
      .from(ticketPhotos)
      .where(eq(ticketPhotos.ticketId, application!.ticketId));
    const [fleetLog] = await t.database.db.select({ id: drivingLogs.id }).from(drivingLogs).limit(1);
    const [share] = await t.database.db.select({ id: tcrShareCodes.id }).from(tcrShareCodes).limit(1);
    victim = {
      shareId: share!.id,
      drivingLogId: fleetLog!.id,
      photoRef: application!.reference,
      photoId: photo!.id,
      photoNoticeNo: demoNoticeNo(DEMO_PHOTOS.approved.serial),
      tcrRef: tcr.json().data.id,
      staffLicenceNo: 'G7890129',
      orderNo,
      invitationId: invitation.json().data.invitationId,
      applicationId: draft.json().data.applicationId,
      noticeId: leeNotice!.id,
      leeNoticeNo: issued.json().data.noticeNo,
      disputeRef: dispute!.reference,
      disputeFileId: evidence!.id,
      vehicleId,
      vehicleToken: qr.json().data.token,
      uid: profile.uid,
      orgId: role.orgId,
      agentId: role.agentId,
      challenge: uuid,
      exportId: task.json().data.id,
      messageId: withFile.messageId,
      fileId: opened.json().data.attachments[0].fileId,
    };
    expect(victim.challenge).toBeTruthy();
    expect(victim.exportId).toBeTruthy();
    expect(victim.invitationId).toBeGreaterThan(0);
    expect(victim.applicationId).toBeGreaterThan(0);
  });
  afterAll(() => t.close());

  it('when a documented route takes an id, then it is tried here or said to name no other user', () => {
    const classified = new Set([
      ...Object.keys(ATTEMPTS).map((key) => key.replace(/^(GET|POST) \/exports/, `$1 ${PUBL}/exports`)),
      ...Object.keys(NOT_ANOTHER_USERS),
    ]);
    expect(documented.filter((key) => !classified.has(key))).toEqual([]);
  });

  it('when another user names the administrator’s uid, role, company, challenge or export, then each is refused and nothing of hers comes back', async () => {
    const owner = await quickLogin(t.app, OWNER);
    const answers: string[] = [];
    for (const [key, attempt] of Object.entries(ATTEMPTS)) {
      const [method, path] = key.split(' ') as ['GET' | 'POST' | 'PUT' | 'DELETE', string];
      const { url, payload, files } = attempt(victim);
      const target = url?.startsWith('/rest/') ? url : `${USERS}${url ?? path}`;
      const form = files ? multipart(files) : undefined;
      const response = await t.app.inject({
        method,
        url: target,
        headers: { ...bearer(owner.token), ...(form ? { 'content-type': form.contentType } : {}) },
        ...(form ? { payload: form.payload } : payload ? { payload } : {}),
      });
      const leaks = /LAU|HARBOUR|meiling|fleet@|F678/i.test(response.body);
      const code = response.json<{ code?: string }>().code;
      answers.push(`${key} → ${response.statusCode} ${code}${leaks ? ' with her data' : ''}`);
    }
    // A refusal is 403 (not yours) or 404 (no such record for you); her OTP challenge answers exactly as
    // a made-up one does (invalid or expired), so its existence is not revealed. Never her data.
    expect(answers.filter((answer) => !/→ (403 |404 |400 IDN-E-0104$)/.test(answer))).toEqual([]);
    const madeUp = await t.app.inject({
      method: 'POST',
      url: `${USERS}/activate/org/send`,
      headers: bearer(owner.token),
      payload: { uuid: '00000000-0000-4000-8000-000000000000' },
    });
    expect(`${madeUp.statusCode} ${madeUp.json().code}`).toBe('400 IDN-E-0104');
  });
});
