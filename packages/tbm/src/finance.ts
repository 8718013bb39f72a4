/** Finance layer: cost nature + asset kind → sub-cost-pool code. */
import type { AssetKind, Nature } from './knowledge.js';

/** Asset kind implied by a sub-tower when no product was matched. */
export const TOWER_ASSET: Record<string, AssetKind> = {
  DC: 'fac',
  CP: 'hw',
  ST: 'hw',
  NW: 'hw',
  PL: 'sw',
  OU: 'hw',
  EU: 'hw',
  AP: 'sw',
  DL: 'sw',
  SC: 'sw',
  IM: 'sw',
};
export const SUBTOWER_ASSET: Record<string, AssetKind> = {
  NW_TR: 'tel',
  EU_SW: 'sw',
  DC_OTH: 'fac',
};
/** Sub-towers that are mostly people: with no nature cue a bare role line is internal labour. */
export const LABOUR_SUBTOWERS = new Set([
  'EU_HD',
  'EU_DS',
  'AP_DEV',
  'AP_SUP',
  'DL_ITSM',
  'DL_CM',
  'DL_PPM',
  'IM_STR',
  'IM_EA',
  'IM_FIN',
  'IM_VM',
  'SC_CMP',
]);

/** Nature a product implies by its kind, and how strongly. */
export const KIND_NATURE: Record<AssetKind, [Nature, number]> = {
  hw: ['purchase', 1.2],
  sw: ['license', 1.2],
  saas: ['cloud', 1.2],
  cloud: ['cloud', 1.5],
  svc: ['managed', 1.2],
  con: ['consulting', 1.2],
  staff: ['contractor', 2],
  tel: ['telecom', 1.5],
  fac: ['facility', 1.5],
  hwm: ['maintenance', 3.5],
  swm: ['maintenance', 3.5],
};

export const NATURE_LABEL: Record<Nature, string> = {
  payroll: 'salary/payroll',
  contractor: 'contractor',
  consulting: 'consulting',
  managed: 'managed service',
  cloud: 'cloud/SaaS',
  telecom: 'telecom',
  facility: 'facilities/power',
  internal: 'internal charge',
  other: 'other expense',
  depreciation: 'depreciation',
  amortization: 'amortization',
  lease: 'lease',
  maintenance: 'maintenance & support',
  license: 'licence',
  subscription: 'subscription',
  purchase: 'purchase',
  expense: 'expensed purchase',
  renewal: 'renewal',
  none: '',
};

function isSoftware(k: AssetKind): boolean {
  return k === 'sw' || k === 'swm';
}
function isCloud(k: AssetKind): boolean {
  return k === 'saas' || k === 'cloud';
}

/** Sub-cost-pool code for a cost nature applied to an asset kind. */
export function subPoolFor(nature: Nature, kind: AssetKind): string {
  switch (nature) {
    case 'payroll':
      return 'IL';
    case 'contractor':
      return 'EL';
    case 'consulting':
      return 'OS_CON';
    case 'managed':
      return 'OS_MSP';
    case 'internal':
      return 'IS';
    case 'other':
      return 'OTH';
    case 'telecom':
      return 'TEL';
    case 'facility':
      return 'FP';
    case 'cloud':
      return 'OS_CSP';
    case 'depreciation':
      return isSoftware(kind) || isCloud(kind) ? 'SW_DA' : 'HW_DA';
    case 'amortization':
      return kind === 'hw' || kind === 'hwm' ? 'HW_DA' : 'SW_DA';
    case 'lease':
      return kind === 'fac' ? 'FP' : 'HW_LS';
    case 'maintenance':
      if (kind === 'hw' || kind === 'hwm') return 'HW_MS';
      if (isSoftware(kind)) return 'SW_MS';
      // a SaaS product has no separate maintenance: 'maintenance' means installed software
      if (isCloud(kind)) return kind === 'saas' ? 'SW_MS' : 'OS_CSP';
      if (kind === 'svc') return 'OS_MSP';
      if (kind === 'con') return 'OS_CON';
      if (kind === 'staff') return 'EL';
      if (kind === 'tel') return 'TEL';
      return 'FP';
    case 'license':
    case 'subscription':
      return isCloud(kind) ? 'OS_CSP' : 'SW_LI';
    case 'purchase':
      if (isSoftware(kind)) return 'SW_LI';
      if (isCloud(kind)) return 'OS_CSP';
      return 'HW_EX';
    case 'expense':
      return kind === 'hw' || kind === 'hwm' ? 'HW_EX' : 'SW_EX';
    case 'renewal':
      // renewing a SaaS/cloud product renews the service; for installed products it is the support contract
      if (isCloud(kind)) return 'OS_CSP';
      return subPoolFor('maintenance', kind);
    case 'none':
      return 'OTH';
  }
}
