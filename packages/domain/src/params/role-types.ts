import type { CatalogueEntry } from './catalogue-entry.ts';

/**
 * Role types (spec section 4). Codes are the spec's; the agent roles take the agentRole names the spec
 * pairs with them (UAG USER_AGENT, OAG ORG_AGENT, OAD ORG_ADMIN).
 */
export const ROLE_TYPE_CATALOGUE: readonly CatalogueEntry[] = [
  { code: 'O', name: 'OWNER', label: { en: 'Vehicle owner', 'zh-hk': '車主', 'zh-cn': '车主' } },
  { code: 'D', name: 'DRIVER', label: { en: 'Driver', 'zh-hk': '駕駛人', 'zh-cn': '驾驶人' } },
  {
    code: 'OD',
    name: 'OWNER_AND_DRIVER',
    label: { en: 'Owner and driver', 'zh-hk': '車主及駕駛人', 'zh-cn': '车主及驾驶人' },
  },
  { code: 'EMPTY', name: 'EMPTY', label: { en: 'Basic role', 'zh-hk': '基本角色', 'zh-cn': '基本角色' } },
  {
    code: 'UAG',
    name: 'USER_AGENT',
    label: { en: 'Personal agent', 'zh-hk': '個人代理人', 'zh-cn': '个人代理人' },
  },
  {
    code: 'OAG',
    name: 'ORG_AGENT',
    label: { en: 'Company agent', 'zh-hk': '公司代理人', 'zh-cn': '公司代理人' },
  },
  {
    code: 'OAD',
    name: 'ORG_ADMIN',
    label: { en: 'Company administrator', 'zh-hk': '公司管理員', 'zh-cn': '公司管理员' },
  },
];
