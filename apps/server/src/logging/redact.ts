/**
 * Personal data never reaches the logs. Paths catch the known carriers (headers, bodies);
 * `scrubText` catches identity numbers, phone numbers and e-mail addresses wherever they appear in a string,
 * such as a URL's query.
 */
export const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers.uid',
  'res.headers["set-cookie"]',
  'res.headers["access_token"]',
  '*.password',
  '*.idNo',
  '*.docNo',
  '*.phoneNo',
  '*.email',
  '*.confirmTo',
  // A conviction record share code (records/tcr-share.service.ts) is a bearer secret.
  '*.shareCode',
  // Where an SMS or e-mail goes (messages/message-sender.port.ts).
  'recipient',
  'destination',
  '*.recipient',
  '*.destination',
];

const PATTERNS: Array<[RegExp, string]> = [
  [/[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g, '[email]'],
  // Hong Kong identity card: one or two letters, six digits, a check digit or A, with or without brackets.
  [/\b[A-Za-z]{1,2}\d{6}(?:\(?[0-9Aa]\)?)/g, '[id]'],
  // Phone numbers: eight digits (local) with an optional +852 prefix; longer digit runs are left alone.
  [/(?:\+?852[-\s]?)?(?<!\d)\d{4}[-\s]?\d{4}(?!\d)/g, '[phone]'],
];

export function scrubText(text: string): string {
  let out = text;
  for (const [pattern, replacement] of PATTERNS) out = out.replace(pattern, replacement);
  return out;
}
