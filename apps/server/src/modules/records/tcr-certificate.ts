import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import QRCode from 'qrcode';
import { formatAmount } from '@eticket/domain/common/amount';
import { formatDate } from '@eticket/domain/common/dates';
import { buildPdf } from '../../lib/pdf.ts';
import type { TcrRecordSnapshot } from './records.table.ts';

/**
 * A certificate's token, printed as a QR code: `TCR1.<payload>.<mac>`. The payload (base64url JSON) names
 * the certificate number, its issue instant and a digest of everything the certificate says; the mac is
 * the server's HMAC-SHA256 of it. A changed character fails the mac; a forged payload cannot get one; and
 * the verify page compares the digest with the record kept at issue, so a certificate is genuine only
 * when both hold (ADR 0036).
 */
const PREFIX = 'TCR1';

export interface CertificateClaims {
  no: string;
  issuedAt: string;
  digest: string;
}

/** The digest of what a certificate says: its number, its holder and its record, in a fixed order. */
export function digestOf(certificateNo: string, record: TcrRecordSnapshot): string {
  const canonical = JSON.stringify([
    certificateNo,
    record.holderEngName,
    record.holderChnName,
    record.idNoMasked,
    record.licenceNoMasked,
    record.recordAsOf,
    record.periods,
    record.entries.map((e) => [e.kind, e.date, e.offenceCode, e.points, e.disqualificationMonths]),
    record.pointsTotal,
  ]);
  return createHash('sha256').update(canonical).digest('base64url').slice(0, 32);
}

function macOf(key: Uint8Array, payload: string): string {
  return createHmac('sha256', key).update(`${PREFIX}.${payload}`).digest('base64url');
}

export function certificateToken(key: Uint8Array, claims: CertificateClaims): string {
  const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `${PREFIX}.${payload}.${macOf(key, payload)}`;
}

/** The claims of a token the server signed, or undefined for anything else. */
export function claimsOf(key: Uint8Array, token: string): CertificateClaims | undefined {
  const [prefix, payload, mac, ...rest] = token.split('.');
  if (prefix !== PREFIX || !payload || !mac || rest.length > 0) return undefined;
  const given = Buffer.from(mac);
  const expected = Buffer.from(macOf(key, payload));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as CertificateClaims;
    return typeof claims.no === 'string' && typeof claims.digest === 'string' ? claims : undefined;
  } catch {
    return undefined;
  }
}

/** Where a scanned code leads: the public verify page, with the token. */
export function verifyUrl(base: string, token: string): string {
  return `${base}/portal/tcr/verify?token=${encodeURIComponent(token)}`;
}

const KIND_TITLES = {
  CONVICTION: { en: 'Convictions', zh: '定罪紀錄' },
  FIXED_PENALTY: { en: 'Fixed penalties paid (moving offences)', zh: '已繳定額罰款（行車違例）' },
  DISQUALIFICATION: { en: 'Disqualifications', zh: '停牌紀錄' },
} as const;

/** The purposes in words, as the application form names them. */
const REASON_TITLES: Record<string, { en: string; zh: string }> = {
  EMPLOYMENT: { en: 'Employment', zh: '求職' },
  INSURANCE: { en: 'Insurance', zh: '保險' },
  VISA: { en: 'Visa or immigration', zh: '簽證或移民' },
  OTHER: { en: 'Other', zh: '其他' },
};

/** A moment as the certificate prints it: Hong Kong time, day first, as the portal writes dates. */
const hongKongTime = (at: Date | string) => `${formatDate(at, 'en', 'datetime')} (Hong Kong time)`;

export interface CertificateFacts {
  certificateNo: string;
  issuedAt: Date;
  reason: string;
  feeCents: number;
  record: TcrRecordSnapshot;
  url: string;
}

/**
 * The certificate: the holder, the periods covered, each part of the record, the points, the certificate
 * number and the QR code of the verify page, in English and (with a CJK font) Chinese.
 */
export async function certificatePdf(facts: CertificateFacts): Promise<Buffer> {
  const qr = await QRCode.toBuffer(facts.url, {
    type: 'png',
    errorCorrectionLevel: 'M',
    margin: 2,
    width: 360,
  });
  const { record } = facts;
  return buildPdf(
    {
      size: 'A4',
      margin: 50,
      info: { Title: `Traffic conviction record ${facts.certificateNo}`, Author: 'Hong Kong Police Force' },
    },
    (doc, chinese) => {
      const zh = (text: string) => {
        if (!chinese) return;
        doc.font('cjk').fontSize(10).text(text).font('Helvetica');
      };
      doc.font('Helvetica-Bold').fontSize(16).text('Certificate of Traffic Conviction Record');
      zh('交通違例定罪紀錄證明書');
      doc.moveDown(0.5).font('Helvetica').fontSize(10);
      doc.text(`Certificate No.: ${facts.certificateNo}`);
      doc.text(`Issued: ${hongKongTime(facts.issuedAt)}`);
      zh(`發出日期：${formatDate(facts.issuedAt, 'zh-hk', 'datetime')}（香港時間）`);
      doc.text(`Record as of: ${hongKongTime(record.recordAsOf)}`);
      doc.text(`Holder: ${record.holderEngName}`);
      if (record.holderChnName && chinese) zh(`持有人：${record.holderChnName}`);
      doc.text(`Identity document: ${record.idNoMasked}    Driving licence: ${record.licenceNoMasked}`);
      const reason = REASON_TITLES[facts.reason] ?? { en: facts.reason, zh: facts.reason };
      doc.text(`Purpose: ${reason.en}    Fee paid: HK$${formatAmount(facts.feeCents)}`);
      zh(`用途：${reason.zh}`);
      const p = record.periods;
      doc
        .moveDown(0.5)
        .text(
          `Covers ${p.convictionYears} years of convictions, ${p.fixedPenaltyYears} years of fixed-penalty payments, ` +
            `${p.pointsYears} years of driving-offence points and ${p.disqualificationYears} years of disqualifications.`,
        );
      for (const kind of ['CONVICTION', 'FIXED_PENALTY', 'DISQUALIFICATION'] as const) {
        const entries = record.entries.filter((e) => e.kind === kind);
        doc.moveDown(0.5).font('Helvetica-Bold').fontSize(12).text(KIND_TITLES[kind].en);
        zh(KIND_TITLES[kind].zh);
        doc.font('Helvetica').fontSize(10);
        if (entries.length === 0) doc.text('Nil');
        for (const e of entries) {
          const extra = e.disqualificationMonths ? `, disqualified ${e.disqualificationMonths} months` : '';
          doc.text(`${e.date}  ${e.offenceCode}  ${e.description.en}  (${e.points} points${extra})`);
        }
      }
      doc
        .moveDown(0.5)
        .font('Helvetica-Bold')
        .text(`Driving-offence points in the period: ${record.pointsTotal}`);
      doc.font('Helvetica').moveDown(1);
      const y = doc.y;
      doc.image(qr, 50, y, { width: 140 });
      doc.text(
        'Scan this code, or open the address below, to check that this certificate is genuine and unaltered. ' +
          'The page shows the certificate number, holder and record kept at issue.',
        210,
        y + 10,
        { width: 330 },
      );
      doc.fontSize(7).text(facts.url, 210, doc.y + 6, { width: 330 });
    },
  );
}
