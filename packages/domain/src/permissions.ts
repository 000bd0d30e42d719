// The fixed permission catalogue. Roles hold a subset; routes declare the key they need.
export const PERMISSIONS = [
  'clinic.settings.view',
  'clinic.settings.edit',
  'staff.view',
  'staff.manage',
  'roles.manage',
  'appointments.view',
  'appointments.manage',
  'clients.view',
  'clients.manage',
  'pets.view',
  'pets.manage',
  'services.manage',
  'schedules.manage',
  'tasks.view',
  'tasks.manage',
  'records.view',
  'records.manage',
  // Reopening a closed record (with a reason, audited), editing record templates and the diagnosis catalogue.
  'records.reopen',
  'records.templates.manage',
  'diagnoses.manage',
  // Moving patients across the whiteboard's stages; tagging pets, clients, records and appointments.
  'visits.manage',
  'tags.manage',
  'sales.view',
  'sales.manage',
  // Estimates and their templates (#16): seeing them, and building, sending and answering them at the desk.
  'estimates.view',
  'estimates.edit',
  // Products, stock, suppliers, purchase orders and the shopping list.
  'inventory.view',
  'inventory.manage',
  // Money back to a client is its own right: a role that books visits (the vet) does not refund them.
  'payments.refund',
  'reports.view',
  'audit.view',
  // The group as a whole: its name and logo, and opening new clinics in it (issue #22).
  'group.manage',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

/**
 * Changing something means seeing it first: each permission and the one its screens need to open
 * (the team, roles and shifts screens open with staff.view; services and visit types with the
 * clinic's settings view). A role is saved with these added, so no role can manage what it cannot see.
 */
export const IMPLIED_PERMISSIONS: Partial<Record<Permission, Permission>> = {
  'clinic.settings.edit': 'clinic.settings.view',
  'staff.manage': 'staff.view',
  'roles.manage': 'staff.view',
  'schedules.manage': 'staff.view',
  'services.manage': 'clinic.settings.view',
  'appointments.manage': 'appointments.view',
  'clients.manage': 'clients.view',
  'pets.manage': 'pets.view',
  'tasks.manage': 'tasks.view',
  'records.manage': 'records.view',
  'records.reopen': 'records.view',
  'records.templates.manage': 'records.view',
  'diagnoses.manage': 'records.view',
  'visits.manage': 'appointments.view',
  'tags.manage': 'clients.view',
  'sales.manage': 'sales.view',
  'estimates.edit': 'estimates.view',
  'group.manage': 'clinic.settings.view',
  'inventory.manage': 'inventory.view',
};

/** The permissions with everything they imply added, once each, in catalogue order. */
export function withImpliedPermissions<T extends string>(permissions: readonly T[]): T[] {
  const out = new Set<string>(permissions);
  for (const p of permissions) {
    const implied = IMPLIED_PERMISSIONS[p as Permission];
    if (implied) out.add(implied);
  }
  const order = (p: string) => {
    const i = (PERMISSIONS as readonly string[]).indexOf(p);
    return i < 0 ? PERMISSIONS.length : i;
  };
  return ([...out] as T[]).sort((a, b) => order(a) - order(b));
}

export const BUILT_IN_ROLES = ['admin', 'vet', 'receptionist'] as const;
export type BuiltInRole = (typeof BUILT_IN_ROLES)[number];

export const BUILT_IN_ROLE_PERMISSIONS: Record<BuiltInRole, readonly Permission[]> = {
  admin: PERMISSIONS,
  vet: [
    'clinic.settings.view', 'staff.view', 'appointments.view', 'appointments.manage', 'clients.view',
    'clients.manage', 'pets.view', 'pets.manage', 'tasks.view', 'tasks.manage', 'records.view',
    'records.manage', 'sales.view', 'reports.view', 'visits.manage', 'tags.manage', 'inventory.view',
    'estimates.view', 'estimates.edit',
  ],
  receptionist: [
    'clinic.settings.view', 'staff.view', 'appointments.view', 'appointments.manage', 'clients.view',
    'clients.manage', 'pets.view', 'pets.manage', 'tasks.view', 'tasks.manage', 'sales.view', 'sales.manage', 'payments.refund',
    'visits.manage', 'tags.manage', 'inventory.view', 'estimates.view', 'estimates.edit',
  ],
};
