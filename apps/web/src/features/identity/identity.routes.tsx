import type { RouteObject } from 'react-router';
import { namedHandle as named, page } from '../../lib/feature-routes.ts';
import type { RouteHandle } from '../../lib/route-handle.ts';

const callbackPage = page(() => import('./pages/login-callback-page.tsx'));

/** Where iAM Smart and the Digital Services Logon send the browser back (spec section 2). */
export const identityRoutes: RouteObject[] = [
  {
    path: '/iamsmart/logincallback',
    handle: {
      name: 'IamSmartLoginCallback',
      titleKey: 'identity:callback.title',
      needLogin: false,
    } satisfies RouteHandle,
    lazy: callbackPage,
  },
  {
    path: '/sso/redirect',
    handle: {
      name: 'SsoRedirect',
      titleKey: 'identity:callback.title',
      needLogin: false,
    } satisfies RouteHandle,
    lazy: callbackPage,
  },

  {
    path: '/home/blank-account/auth',
    handle: named('BlankAccountAuth'),
    lazy: page(() => import('./pages/blank-account-auth-page.tsx')),
  },
  {
    path: '/home/blank-account/otp',
    handle: named('BlankAccountOtp'),
    lazy: page(() => import('./pages/blank-account-otp-page.tsx')),
  },
  {
    path: '/home/register/success',
    handle: named('RegisterSuccess'),
    lazy: page(() => import('./pages/register-success-page.tsx')),
  },
  {
    path: '/home/register/iam-smart',
    handle: named('RegistersAuth'),
    lazy: page(() => import('./pages/registers-auth-page.tsx')),
  },
  {
    path: '/iamsmart/authcallback',
    handle: named('IamSmartAuthCallback'),
    lazy: page(() => import('./pages/auth-callback-page.tsx')),
  },
  {
    path: '/home/choose',
    handle: named('RegisterChoose'),
    lazy: page(() => import('./pages/register-choose-page.tsx')),
  },
  {
    path: '/home/register/waiting',
    handle: named('RegisterWaiting'),
    lazy: page(() => import('./pages/register-waiting-page.tsx')),
  },
  {
    path: '/home/register/select-account',
    handle: named('RegisterSelectAccount'),
    lazy: page(() => import('./pages/register-select-account-page.tsx')),
  },
  {
    path: '/home/register/valid-sms',
    handle: named('RegisterValidSms'),
    lazy: page(() => import('./pages/register-valid-sms-page.tsx')),
  },
  {
    path: '/home/register/info-missing',
    handle: named('RegisterInfoMissing'),
    lazy: page(() => import('./pages/register-info-missing-page.tsx')),
  },
  {
    path: '/home/register/general-info',
    handle: named('RegisterGeneralInfo'),
    lazy: page(() => import('./pages/register-general-info-page.tsx')),
  },
  {
    path: '/home/register/login-confirm',
    handle: named('RegisterLoginConfirm'),
    lazy: page(() => import('./pages/register-login-confirm-page.tsx')),
  },
  {
    path: '/home/register/login-warn',
    handle: named('RegisterLoginWarn'),
    lazy: page(() => import('./pages/register-login-warn-page.tsx')),
  },
  {
    path: '/home/register/visitor-login',
    handle: named('RegisterVisitorLogin'),
    lazy: page(() => import('./pages/register-visitor-login-page.tsx')),
  },
  {
    path: '/home/register/company-general-info',
    handle: named('RegisterCompanyGeneralInfo'),
    lazy: page(() => import('./pages/register-company-general-info-page.tsx')),
  },
  {
    path: '/home/register/visitor/company',
    handle: named('RegisterVisitorCompany'),
    lazy: page(() => import('./pages/register-visitor-company-page.tsx')),
  },
  {
    path: '/home/register/visitor/company-general-info',
    handle: named('RegisterVisitorCompanyGeneralInfo'),
    lazy: page(() => import('./pages/register-visitor-company-general-info-page.tsx')),
  },
  {
    path: '/iamsmart/reauthcallback',
    handle: named('IamSmartReAuthCallback'),
    lazy: page(() => import('./pages/reauth-callback-page.tsx')),
  },
  {
    path: '/iamsmart/directlogin',
    handle: named('IamSmartDirectLogin'),
    lazy: page(() => import('./pages/direct-login-page.tsx')),
  },
  {
    path: '/sso/directlogin',
    handle: named('SsoDirectLogin'),
    lazy: page(() => import('./pages/direct-login-page.tsx')),
  },
  {
    path: '/sso/logout',
    handle: named('SsoLogout'),
    lazy: page(() => import('./pages/sso-logout-page.tsx')),
  },
  {
    path: '/home/register',
    handle: { ...named('Register'), siteMap: { group: 'account' } },
    lazy: page(() => import('./pages/register-page.tsx')),
  },
];
