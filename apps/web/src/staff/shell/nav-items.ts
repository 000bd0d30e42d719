import type { ComponentType } from 'react';
import type { Permission } from '@vetclinic/domain';
import { RequestsNavBadge } from '../requests/requests-badge';
import { PetRequestsNavBadge } from '../pet-requests/pet-requests-badge';

/** The left navigation: each entry an area of the product, shown when the role may see it. */
export interface NavItem { to: string; labelKey: string; permission?: Permission; end?: boolean; /** A small live count next to the label. */ badge?: ComponentType }
export interface NavGroup { labelKey: string; items: NavItem[] }

export const NAV_GROUPS: NavGroup[] = [
  { labelKey: 'staff.nav.today', items: [{ to: '/', labelKey: 'staff.nav.home', end: true }] },
  { labelKey: 'calendar.nav.group', items: [{ to: '/calendar', labelKey: 'calendar.nav.calendar', permission: 'appointments.view' }, { to: '/requests', labelKey: 'calendar.nav.requests', permission: 'appointments.view', badge: RequestsNavBadge }, { to: '/appointments', labelKey: 'appointmentSearch.nav', permission: 'appointments.view' }, { to: '/whiteboard', labelKey: 'visits.nav', permission: 'appointments.view' }] },
  { labelKey: 'clients.nav.group', items: [{ to: '/clients', labelKey: 'clients.nav.clients', permission: 'clients.view' }, { to: '/patients', labelKey: 'clients.nav.patients', permission: 'pets.view' }, { to: '/pet-requests', labelKey: 'clients.nav.petRequests', permission: 'pets.view', badge: PetRequestsNavBadge }, { to: '/reminders', labelKey: 'reminders.nav', permission: 'clients.view' }] },
  { labelKey: 'records.nav.group', items: [{ to: '/records', labelKey: 'records.nav.records', permission: 'records.view', end: true }, { to: '/records/templates', labelKey: 'records.nav.templates', permission: 'records.view' }, { to: '/lab-queue', labelKey: 'labs.nav.queue', permission: 'records.view' }] },
  { labelKey: 'estimates.nav.group', items: [{ to: '/estimates', labelKey: 'estimates.nav.estimates', permission: 'estimates.view', end: true }, { to: '/estimates/templates', labelKey: 'estimates.nav.templates', permission: 'estimates.view' }] },
  { labelKey: 'staff.nav.tasksShifts', items: [{ to: '/tasks', labelKey: 'tasks.nav.tasks', permission: 'tasks.view', end: true }, { to: '/tasks/templates', labelKey: 'tasks.nav.templates', permission: 'tasks.view' }, { to: '/shifts', labelKey: 'shifts.nav.shifts', permission: 'staff.view' }] },
  { labelKey: 'sales.nav.group', items: [{ to: '/sales', labelKey: 'sales.nav.invoices', permission: 'sales.view', end: true }, { to: '/sales/cash-up', labelKey: 'sales.nav.cashUp', permission: 'sales.view' }, { to: '/plans', labelKey: 'plans.nav', permission: 'sales.view' }, { to: '/reports', labelKey: 'reports.nav', permission: 'reports.view' }] },
  {
    labelKey: 'inventory.nav.group',
    items: [
      { to: '/inventory/products', labelKey: 'inventory.nav.products', permission: 'inventory.view' },
      { to: '/inventory/purchase-orders', labelKey: 'purchasing.nav.orders', permission: 'inventory.view' },
      { to: '/inventory/shopping-list', labelKey: 'purchasing.nav.shoppingList', permission: 'inventory.view' },
      { to: '/inventory/stock-take', labelKey: 'inventory.nav.stockTake', permission: 'inventory.view' },
      { to: '/inventory/suppliers', labelKey: 'inventory.nav.suppliers', permission: 'inventory.view' },
      { to: '/inventory/external-products', labelKey: 'externalProducts.nav', permission: 'inventory.view' },
      { to: '/inventory/categories', labelKey: 'inventory.nav.categories', permission: 'inventory.view' },
    ],
  },
  { labelKey: 'staff.nav.settingsGroup', items: [{ to: '/settings', labelKey: 'staff.nav.settings', permission: 'clinic.settings.view' }, { to: '/services', labelKey: 'services.nav.services', permission: 'clinic.settings.view' }, { to: '/visit-types', labelKey: 'services.nav.visitTypes', permission: 'clinic.settings.view' }, { to: '/team', labelKey: 'team.nav.team', permission: 'staff.view' }, { to: '/roles', labelKey: 'team.nav.roles', permission: 'staff.view' }, { to: '/tags', labelKey: 'tags.nav', permission: 'clients.view' }, { to: '/document-templates', labelKey: 'documents.nav', permission: 'clinic.settings.view' }, { to: '/consent-forms', labelKey: 'consent.nav', permission: 'pets.view' }, { to: '/webhooks', labelKey: 'webhooks.nav', permission: 'clinic.settings.edit' }, { to: '/lab-integrations', labelKey: 'labs.nav.integrations', permission: 'clinic.settings.view' }, { to: '/reminder-rules', labelKey: 'reminders.rules.nav', permission: 'clinic.settings.view' }, { to: '/discounts', labelKey: 'billing.discounts.nav', permission: 'sales.view' }, { to: '/diagnoses', labelKey: 'diagnoses.nav', permission: 'records.view' }] },
];
