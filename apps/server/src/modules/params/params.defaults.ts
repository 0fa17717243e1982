import { PERMISSION_FLAGS } from '@eticket/domain/accounts/permissions';
/**
 * Business parameters (spec section 9) seeded on first start. They live in the database afterwards, so the
 * force can change one without a release; seeding never overwrites a changed value. Only what the portal
 * reads is a parameter: the message retention, payment record period, session timers and contact-change
 * notice are fixed by the code and the configuration (ADR 0051).
 */
export const DEFAULT_PARAMS: Array<{ code: string; value: unknown; unit?: string }> = [
  // The maximum is a parameter the specification does not give; three agents per vehicle is our default.
  { code: 'MAX_AGENTS_PER_VEHICLE', value: 3, unit: 'count' },
  { code: 'INVITATION_CODE_VALIDITY_HOURS', value: 24, unit: 'hours' },
  { code: 'OTP_VALIDITY_SECONDS', value: 300, unit: 'seconds' },
  { code: 'OTP_RESEND_INTERVAL_SECONDS', value: 300, unit: 'seconds' },
  { code: 'OTP_MAX_ATTEMPTS', value: 5, unit: 'count' },
  { code: 'OTP_LOCKOUT_HOURS', value: 24, unit: 'hours' },
  { code: 'MAX_VEHICLES_PER_REQUEST', value: 5, unit: 'count' },
  { code: 'MAX_QR_CODES_PER_DOWNLOAD', value: 50, unit: 'count' },
  { code: 'EXPORT_TASKS_PER_DAY', value: 3, unit: 'count' },
  { code: 'EXPORT_MAX_DAYS', value: 31, unit: 'days' },
  // A duty period left open closes by itself after this many hours (ADR 0035).
  { code: 'DRIVING_LOG_AUTO_CLOSE_HOURS', value: 12, unit: 'hours' },
  // The driver on duty's days, from being told of a ticket, to pay it or be named (ADR 0067).
  { code: 'DRIVER_ACTION_DAYS', value: 7, unit: 'days' },
  { code: 'PAYMENT_WINDOW_DAYS', value: 21, unit: 'days' },
  { code: 'REPAY_BLOCK_SECONDS', value: 180, unit: 'seconds' },
  // Items one payment may pay together (tickets of a fleet): a parameter the specification does not give.
  { code: 'PAY_MAX_ORDER_ITEMS', value: 20, unit: 'count' },
  { code: 'PAYMENT_FILTER_MONTHS', value: [1, 2, 3, 6], unit: 'months' },
  { code: 'TICKET_RETENTION_MONTHS', value: 6, unit: 'months' },
  { code: 'TICKETS_SHOWN_FROM', value: '2025-06-15', unit: 'date' },
  { code: 'DISPUTE_MAX_ATTACHMENTS', value: 3, unit: 'count' },
  { code: 'DISPUTE_MAX_TOTAL_BYTES', value: 10 * 1024 * 1024, unit: 'bytes' },
  // Viewing the officer's photos (not published): how long an approved application may view them, and
  // whether an application is approved at once rather than by a police operator.
  { code: 'PHOTO_VIEW_PERIOD_SECONDS', value: 72 * 3600, unit: 'seconds' },
  { code: 'PHOTO_VIEW_AUTO_APPROVE', value: false, unit: 'boolean' },
  // Two tickets of a vehicle for one offence code at one place this close in time are a possible
  // duplicate pair (ADR 0062): two hours, a parking meter's longest stay.
  { code: 'DUPLICATE_WINDOW_MINUTES', value: 120, unit: 'minutes' },
  { code: 'SCAM_HOTLINE', value: '18222' },
  { code: 'ENQUIRY_HOTLINE', value: '181 181' },
  { code: 'SMS_SENDER_NAME', value: '#HKPF-eTT' },
  { code: 'E_TICKET_START_DATE', value: '2025-06-15', unit: 'date' },
  // Traffic conviction record certificate (public facts: HK$50; 10/3/5/10 years of the record's parts).
  { code: 'TCR_FEE_CENTS', value: 5000, unit: 'cents' },
  { code: 'TCR_CONVICTION_YEARS', value: 10, unit: 'years' },
  { code: 'TCR_FIXED_PENALTY_YEARS', value: 3, unit: 'years' },
  { code: 'TCR_POINTS_YEARS', value: 5, unit: 'years' },
  { code: 'TCR_DISQUALIFICATION_YEARS', value: 10, unit: 'years' },
  // Not published: how long a driver has to authorise a company's application, and a code's life.
  { code: 'TCR_AUTHORISATION_DAYS', value: 7, unit: 'days' },
  { code: 'TCR_AUTHORISATION_CODE_HOURS', value: 24, unit: 'hours' },
  { code: 'TCR_AUTHORISATION_CODE_MAX_ATTEMPTS', value: 5, unit: 'count' },
  // Driving-offence points (Cap. 375): the window and the consequences ahead.
  { code: 'DOP_PERIOD_YEARS', value: 2, unit: 'years' },
  {
    code: 'DOP_THRESHOLDS',
    value: [
      { points: 8, consequence: 'WARNING_LETTER' },
      { points: 10, consequence: 'IMPROVEMENT_COURSE' },
      { points: 15, consequence: 'SUMMONS' },
    ],
  },
  { code: 'DOP_COURSE_MONTHS', value: 3, unit: 'months' },
];

const T = true;
const F = false;
/** Flags in the order of PERMISSION_FLAGS (spec section 6). */
function flags(values: boolean[]) {
  return Object.fromEntries(PERMISSION_FLAGS.map((name, i) => [name, values[i] ?? false]));
}

/**
 * The permission matrix, which the specification leaves to the server (ADR 0003). OD has no row of its
 * own: it is resolved from D then O. EMPTY has every flag false.
 */
export const DEFAULT_ROLE_PERMISSIONS: Array<{ roleType: string; flags: Record<string, boolean> }> = [
  //                      msg tkt pay veh det dis dop tcr agt apt qr  dev my  fleet
  { roleType: 'O', flags: flags([T, T, T, T, T, T, F, T, T, T, F, T, F, F]) },
  { roleType: 'D', flags: flags([T, T, T, F, T, T, T, T, F, F, T, F, T, F]) },
  { roleType: 'EMPTY', flags: flags([]) },
  { roleType: 'UAG', flags: flags([T, T, T, T, F, T, F, F, F, F, F, T, F, F]) },
  { roleType: 'OAG', flags: flags([T, T, T, T, F, T, F, F, F, F, F, T, F, T]) },
  { roleType: 'OAD', flags: flags([T, T, T, T, T, T, F, T, T, T, F, T, F, T]) },
];
