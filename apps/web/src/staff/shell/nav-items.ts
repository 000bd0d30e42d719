import type { Permission } from '@vetclinic/domain';

/** The left navigation: each entry an area of the product, shown when the role may see it. */
export interface NavItem { to: string; labelKey: string; permission?: Permission; end?: boolean }
export interface NavGroup { labelKey: string; items: NavItem[] }

export const NAV_GROUPS: NavGroup[] = [
  { labelKey: 'staff.nav.today', items: [{ to: '/', labelKey: 'staff.nav.home', end: true }] },
  { labelKey: 'staff.nav.settingsGroup', items: [{ to: '/settings', labelKey: 'staff.nav.settings', permission: 'clinic.settings.view' }] },
];
