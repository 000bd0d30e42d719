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
  'sales.view',
  'sales.manage',
  'reports.view',
  'audit.view',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

export const BUILT_IN_ROLES = ['admin', 'vet', 'receptionist'] as const;
export type BuiltInRole = (typeof BUILT_IN_ROLES)[number];

export const BUILT_IN_ROLE_PERMISSIONS: Record<BuiltInRole, readonly Permission[]> = {
  admin: PERMISSIONS,
  vet: [
    'clinic.settings.view', 'staff.view', 'appointments.view', 'appointments.manage', 'clients.view',
    'clients.manage', 'pets.view', 'pets.manage', 'tasks.view', 'tasks.manage', 'records.view',
    'records.manage', 'sales.view', 'reports.view',
  ],
  receptionist: [
    'clinic.settings.view', 'staff.view', 'appointments.view', 'appointments.manage', 'clients.view',
    'clients.manage', 'pets.view', 'pets.manage', 'tasks.view', 'tasks.manage', 'sales.view', 'sales.manage',
  ],
};
