import type { CatalogueEntry } from './catalogue-entry.ts';

/**
 * Identity document types of an account (spec section 3, Electronic contact, docType). F, B and T are the
 * spec's, for organisations. H (Hong Kong identity card) and L (driving licence) for individuals are our
 * decision: the spec lists HKID and driving licence numbers among account fields but gives them no code.
 */
export const DOCUMENT_TYPE_CATALOGUE: readonly CatalogueEntry[] = [
  {
    code: 'F',
    name: 'COMPANY_REGISTRATION_NO',
    group: 'ORGANISATION',
    label: { en: 'Company registration number', 'zh-hk': '公司註冊編號', 'zh-cn': '公司注册编号' },
  },
  {
    code: 'B',
    name: 'BUSINESS_REGISTRATION_NO',
    group: 'ORGANISATION',
    label: { en: 'Business registration number', 'zh-hk': '商業登記號碼', 'zh-cn': '商业登记号码' },
  },
  {
    code: 'T',
    name: 'TD_ASSIGNED_NO',
    group: 'ORGANISATION',
    label: {
      en: 'Transport Department assigned number',
      'zh-hk': '運輸署編配號碼',
      'zh-cn': '运输署编配号码',
    },
  },
  {
    code: 'H',
    name: 'HKID',
    group: 'INDIVIDUAL',
    label: { en: 'Hong Kong identity card number', 'zh-hk': '香港身份證號碼', 'zh-cn': '香港身份证号码' },
  },
  {
    code: 'L',
    name: 'DRIVING_LICENCE_NO',
    group: 'INDIVIDUAL',
    label: { en: 'Driving licence number', 'zh-hk': '駕駛執照號碼', 'zh-cn': '驾驶执照号码' },
  },
];
