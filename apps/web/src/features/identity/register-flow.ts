/**
 * What the registration pages hand to one another without showing it in the address (spec section 2:
 * state travels in the session or the query). Drafts keep what the user typed across a failed call, a
 * page that explains a refusal, or a login; they live in session storage and go when the tab closes.
 * A one-time password is never stored: it stays in memory for the confirmation page only.
 */

export const REGISTER_PATHS = {
  choose: '/home/choose',
  waiting: '/home/register/waiting',
  selectAccount: '/home/register/select-account',
  validSms: '/home/register/valid-sms',
  infoMissing: '/home/register/info-missing',
  generalInfo: '/home/register/general-info',
  loginConfirm: '/home/register/login-confirm',
  loginWarn: '/home/register/login-warn',
  visitorLogin: '/home/register/visitor-login',
  companyGeneralInfo: '/home/register/company-general-info',
  visitorCompany: '/home/register/visitor/company',
  visitorCompanyGeneralInfo: '/home/register/visitor/company-general-info',
  success: '/home/register/success',
} as const;

export interface PersonDraft {
  idType: string;
  idNo: string;
}
export interface CompanyDraft {
  docType: string;
  docNo: string;
}
/** An iAM Smart request waiting for approval: the provider's address and the request's state. */
export interface IamSmartWait {
  url: string;
  state: string;
  startedAt: number;
}

interface Drafts {
  person: PersonDraft;
  company: CompanyDraft;
  iamSmart: IamSmartWait;
}

const KEY = 'eticket.register.';

export function saveDraft<K extends keyof Drafts>(kind: K, value: Drafts[K]): void {
  try {
    sessionStorage.setItem(KEY + kind, JSON.stringify(value));
  } catch {
    // without storage the page still works; only a reload loses the draft
  }
}

export function readDraft<K extends keyof Drafts>(kind: K): Drafts[K] | null {
  try {
    const raw = sessionStorage.getItem(KEY + kind);
    return raw ? (JSON.parse(raw) as Drafts[K]) : null;
  } catch {
    return null;
  }
}

export function clearDraft(kind: keyof Drafts): void {
  try {
    sessionStorage.removeItem(KEY + kind);
  } catch {
    // nothing stored
  }
}

/** The state an iAM Smart address carries (OAuth style), for polling while the user approves. */
export function stateOfProviderUrl(url: string): string | null {
  try {
    return new URL(url, window.location.origin).searchParams.get('state');
  } catch {
    return null;
  }
}

/** The proof waiting for a "move this login" confirmation: in memory only, gone on reload. */
let pendingOtp: { uuid: string; otp: string } | null = null;

export function holdOtpForConfirmation(value: { uuid: string; otp: string } | null): void {
  pendingOtp = value;
}

export function heldOtpFor(uuid: string): string | null {
  return pendingOtp?.uuid === uuid ? pendingOtp.otp : null;
}

/** The message the iAM Smart window's callback page sends back to the waiting page (same origin only). */
export const IAMS_MESSAGE = 'eticket-iamsmart-answer';
/** How long an iAM Smart request stays open on the server (seconds). */
export const IAMS_WAIT_SECONDS = 600;
