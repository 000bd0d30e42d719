import { BUILT_IN_ROLE_PERMISSIONS, type Permission } from '@vetclinic/domain';
import type { clinicPreferences, clinics } from '../schema/index';

// The demo group: clinics, roles, staff, working hours and the service catalogue.

export const DEMO_GROUP_NAME = 'Happy Paws Veterinary Group';
export const DEMO_PASSWORD = 'demo1234';
export const DEMO_ARGON2_OPTIONS = { memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export type ClinicKey = 'happy-paws' | 'city-vets';
export type Region = 'ro' | 'us';
export type RoleName = 'Admin' | 'Vet' | 'Receptionist' | 'Practice manager';

/** Wall-clock interval of a weekday (1 = Monday … 7 = Sunday), 'HH:mm'. */
export interface DayHours { day: number; start: string; end: string }

const week = (days: number[], ...ranges: [string, string][]): DayHours[] =>
  days.flatMap((day) => ranges.map(([start, end]) => ({ day, start, end })));

export interface ClinicSeed {
  key: ClinicKey;
  region: Region;
  clinic: Omit<typeof clinics.$inferInsert, 'groupId'>;
  preferences: Omit<typeof clinicPreferences.$inferInsert, 'clinicId'>;
  opening: DayHours[];
}

export const DEMO_CLINICS: ClinicSeed[] = [
  {
    key: 'happy-paws',
    region: 'ro',
    clinic: {
      name: 'Happy Paws Clinic', slug: 'happy-paws',
      address: 'Bd. Lascăr Catargiu 21, Sector 1, 010663 București', phone: '+40 21 310 4455', email: 'contact@happypaws.example',
      countryIsoCode: 'ro', timezone: 'Europe/Bucharest', defaultLanguage: 'ro',
      clientDateFormat: 'DD.MM.YYYY', clientTimeFormat: 'HH:mm',
      onlineBookingEnabled: true, registrationEnabled: true, anyStaffEnabled: true, autoConfirm: false,
      minNoticeMinutes: 60, bookingHorizonDays: 60, cancelCutoffHours: 24,
      embedOrigins: [],
      clientLinkUrl: 'https://app.happypaws.example/connect/happy-paws',
      appStoreUrl: 'https://apps.apple.com/app/happy-paws-vet/id1234567890',
      googlePlayUrl: 'https://play.google.com/store/apps/details?id=example.happypaws',
    },
    preferences: { dateFormat: 'DD.MM.YYYY', timeFormat: 'HH:mm', currency: 'RON', currencyFirst: 0, vatList: [0, 9, 19], serviceTaxList: [0] },
    opening: [...week([1, 2, 3, 4, 5], ['08:00', '19:00']), ...week([6], ['09:00', '14:00'])],
  },
  {
    key: 'city-vets',
    region: 'us',
    clinic: {
      name: 'City Vets', slug: 'city-vets',
      address: '350 W 57th St, New York, NY 10019', phone: '+1 212 555 0190', email: 'hello@cityvets.example',
      countryIsoCode: 'us', timezone: 'America/New_York', defaultLanguage: 'en',
      clientDateFormat: 'MM/DD/YYYY', clientTimeFormat: 'hh:mm A',
      onlineBookingEnabled: true, registrationEnabled: true, anyStaffEnabled: true, autoConfirm: true,
      minNoticeMinutes: 120, bookingHorizonDays: 90, cancelCutoffHours: 24,
      embedOrigins: [],
      clientLinkUrl: null, appStoreUrl: null, googlePlayUrl: null,
    },
    preferences: { dateFormat: 'MM/DD/YYYY', timeFormat: 'hh:mm A', currency: '$', currencyFirst: 1, vatList: [0, 10], serviceTaxList: [0] },
    opening: week([1, 2, 3, 4, 5, 6], ['09:00', '18:00']),
  },
];

export const DEMO_ROLES: { name: RoleName; builtIn: 'admin' | 'vet' | 'receptionist' | null; permissions: readonly Permission[] }[] = [
  { name: 'Admin', builtIn: 'admin', permissions: BUILT_IN_ROLE_PERMISSIONS.admin },
  { name: 'Vet', builtIn: 'vet', permissions: BUILT_IN_ROLE_PERMISSIONS.vet },
  { name: 'Receptionist', builtIn: 'receptionist', permissions: BUILT_IN_ROLE_PERMISSIONS.receptionist },
  {
    name: 'Practice manager', builtIn: null,
    permissions: [
      'clinic.settings.view', 'staff.view', 'staff.manage', 'appointments.view', 'appointments.manage',
      'clients.view', 'clients.manage', 'pets.view', 'pets.manage', 'services.manage', 'schedules.manage',
      'tasks.view', 'tasks.manage', 'records.view', 'sales.view', 'sales.manage', 'payments.refund', 'reports.view',
      // Runs the front of house: the whiteboard, tags and the stock (wave 2).
      'visits.manage', 'tags.manage', 'inventory.view', 'inventory.manage',
      // …and the estimates the desk sends (#16): a manager holds what the receptionist it manages holds.
      'estimates.view', 'estimates.edit',
    ],
  },
];

export type StaffKey = 'maria' | 'andrei' | 'emily' | 'elena' | 'radu' | 'ioana' | 'james' | 'sarah' | 'luis';

export interface StaffSeed {
  key: StaffKey;
  email: string;
  firstName: string;
  lastName: string;
  jobTitle: string;
  isVet: boolean;
  language: 'ro' | 'en';
  memberships: { clinic: ClinicKey; role: RoleName }[];
  hours: Partial<Record<ClinicKey, DayHours[]>>;
  /** Listed in the summary as a demo login. */
  demoLogin?: boolean;
}

export const DEMO_STAFF: StaffSeed[] = [
  {
    key: 'maria', email: 'admin@happypaws.test', firstName: 'Maria', lastName: 'Ionescu', jobTitle: 'Practice owner', isVet: true, language: 'ro',
    memberships: [{ clinic: 'happy-paws', role: 'Admin' }, { clinic: 'city-vets', role: 'Admin' }],
    hours: { 'happy-paws': week([1, 2, 3, 4], ['08:00', '16:00']) }, demoLogin: true,
  },
  {
    key: 'andrei', email: 'vet@happypaws.test', firstName: 'Andrei', lastName: 'Popescu', jobTitle: 'Veterinarian', isVet: true, language: 'ro',
    memberships: [{ clinic: 'happy-paws', role: 'Vet' }],
    hours: { 'happy-paws': week([1, 2, 3, 4, 5], ['08:00', '16:30']) }, demoLogin: true,
  },
  {
    key: 'emily', email: 'reception@cityvets.test', firstName: 'Emily', lastName: 'Carter', jobTitle: 'Receptionist', isVet: false, language: 'en',
    memberships: [{ clinic: 'city-vets', role: 'Receptionist' }], hours: {}, demoLogin: true,
  },
  {
    key: 'elena', email: 'elena.dumitrescu@happypaws.test', firstName: 'Elena', lastName: 'Dumitrescu', jobTitle: 'Veterinarian (part-time)', isVet: true, language: 'ro',
    memberships: [{ clinic: 'happy-paws', role: 'Vet' }],
    hours: { 'happy-paws': week([1, 3, 5], ['08:00', '14:00']) },
  },
  {
    key: 'radu', email: 'radu.stan@happypaws.test', firstName: 'Radu', lastName: 'Stan', jobTitle: 'Veterinary surgeon', isVet: true, language: 'ro',
    memberships: [{ clinic: 'happy-paws', role: 'Vet' }],
    hours: { 'happy-paws': [...week([1, 2, 3, 4, 5], ['10:00', '13:00'], ['14:00', '19:00']), ...week([6], ['09:00', '14:00'])] },
  },
  {
    key: 'ioana', email: 'reception2@happypaws.test', firstName: 'Ioana', lastName: 'Georgescu', jobTitle: 'Receptionist', isVet: false, language: 'ro',
    memberships: [{ clinic: 'happy-paws', role: 'Receptionist' }], hours: {},
  },
  {
    key: 'james', email: 'james.miller@cityvets.test', firstName: 'James', lastName: 'Miller', jobTitle: 'Veterinarian, DVM', isVet: true, language: 'en',
    memberships: [{ clinic: 'city-vets', role: 'Vet' }],
    hours: { 'city-vets': week([1, 2, 3, 4, 5], ['09:00', '12:30'], ['13:30', '17:00']) },
  },
  {
    key: 'sarah', email: 'sarah.kim@cityvets.test', firstName: 'Sarah', lastName: 'Kim', jobTitle: 'Veterinarian, DVM', isVet: true, language: 'en',
    memberships: [{ clinic: 'city-vets', role: 'Vet' }],
    hours: { 'city-vets': week([2, 3, 4, 5, 6], ['10:00', '18:00']) },
  },
  {
    key: 'luis', email: 'luis.garcia@cityvets.test', firstName: 'Luis', lastName: 'Garcia', jobTitle: 'Veterinarian, DVM (part-time)', isVet: true, language: 'en',
    memberships: [{ clinic: 'city-vets', role: 'Vet' }],
    hours: { 'city-vets': week([1, 4], ['09:00', '13:00']) },
  },
];

/** One day off next week (weekday of next week, in the clinic zone), blocking the whole day. */
export const DEMO_TIME_OFF: { clinic: ClinicKey; vet: StaffKey; weekday: number; reason: string }[] = [
  { clinic: 'happy-paws', vet: 'andrei', weekday: 3, reason: 'Veterinary conference' },
  { clinic: 'city-vets', vet: 'sarah', weekday: 4, reason: 'Continuing education course' },
];

/** Staff who create appointments at the desk (created_by of staff-made bookings). */
export const DESK_STAFF: Record<ClinicKey, StaffKey[]> = { 'happy-paws': ['ioana', 'maria'], 'city-vets': ['emily'] };

export interface ServiceSeed {
  name: string;
  duration: number;
  color: string;
  /** Price in minor units per clinic. */
  price: Record<ClinicKey, number>;
  depositMinor?: number;
  description: string;
  isVisible?: boolean;
  vets: Record<ClinicKey, StaffKey[]>;
  /** Species the service suits (all when absent). */
  species?: string[];
}

const HP_ALL: StaffKey[] = ['maria', 'andrei', 'elena', 'radu'];
const CV_ALL: StaffKey[] = ['james', 'sarah', 'luis'];

export const DEMO_SERVICE_CATEGORIES: { name: string; services: ServiceSeed[] }[] = [
  {
    name: 'Consultations',
    services: [
      { name: 'General consultation', duration: 30, color: '#4f9d69', price: { 'happy-paws': 15000, 'city-vets': 7500 },
        description: 'A full clinical examination with the vet: history, weight, heart and lungs, and a treatment plan.', vets: { 'happy-paws': HP_ALL, 'city-vets': CV_ALL } },
      { name: 'Follow-up visit', duration: 15, color: '#2e86ab', price: { 'happy-paws': 8000, 'city-vets': 4500 },
        description: 'A short check after a treatment or surgery, within 14 days of the first visit.', vets: { 'happy-paws': HP_ALL, 'city-vets': CV_ALL } },
      { name: 'Puppy & kitten first visit', duration: 45, color: '#f6ae2d', price: { 'happy-paws': 20000, 'city-vets': 9500 },
        description: 'First health check, deworming and vaccination plan for puppies and kittens.', vets: { 'happy-paws': ['maria', 'andrei', 'elena'], 'city-vets': ['james', 'sarah'] },
        species: ['Dog', 'Cat'] },
    ],
  },
  {
    name: 'Vaccinations',
    services: [
      { name: 'Annual vaccination', duration: 15, color: '#86bbd8', price: { 'happy-paws': 12000, 'city-vets': 6000 },
        description: 'Yearly booster of the core vaccines with a quick health check.', vets: { 'happy-paws': HP_ALL, 'city-vets': CV_ALL },
        species: ['Dog', 'Cat', 'Rabbit', 'Ferret'] },
      { name: 'Rabies vaccination', duration: 15, color: '#c73e1d', price: { 'happy-paws': 9000, 'city-vets': 3500 },
        description: 'Rabies vaccine with the certificate needed for travel and boarding.', vets: { 'happy-paws': ['andrei', 'elena', 'radu'], 'city-vets': CV_ALL },
        species: ['Dog', 'Cat', 'Ferret'] },
    ],
  },
  {
    name: 'Dental & grooming',
    services: [
      { name: 'Dental check', duration: 30, color: '#8e7dbe', price: { 'happy-paws': 13000, 'city-vets': 6500 },
        description: 'Examination of teeth and gums, with advice on home care and scaling if needed.', vets: { 'happy-paws': ['maria', 'radu'], 'city-vets': ['james', 'sarah'] } },
      { name: 'Nail trimming', duration: 15, color: '#d4a373', price: { 'happy-paws': 4000, 'city-vets': 2000 },
        description: 'Nail (and beak or claw) trim done gently, for all species.', vets: { 'happy-paws': ['andrei', 'elena', 'radu'], 'city-vets': ['sarah', 'luis'] } },
    ],
  },
  {
    name: 'Surgery consults',
    services: [
      { name: 'Pre-surgery consultation', duration: 60, color: '#3b3b98', price: { 'happy-paws': 25000, 'city-vets': 15000 }, depositMinor: 10000,
        description: 'Assessment before a planned surgery: examination, blood work review and anaesthesia plan. A deposit is required to book online.',
        vets: { 'happy-paws': ['maria', 'radu'], 'city-vets': ['james', 'luis'] } },
      { name: 'Internal: euthanasia consult', duration: 30, color: '#6c757d', price: { 'happy-paws': 20000, 'city-vets': 12000 }, isVisible: false,
        description: 'Staff-only: a quiet consultation with the family, booked by the clinic.', vets: { 'happy-paws': ['maria'], 'city-vets': ['james'] } },
    ],
  },
];

export const DEMO_VISIT_TYPE_CATEGORIES: { name: string; types: { name: string; duration: number; color: string; description: string; vets: Record<ClinicKey, StaffKey[]> }[] }[] = [
  {
    name: 'Wellness',
    types: [
      { name: 'Wellness exam', duration: 30, color: '#5fa8d3', description: 'Routine yearly check-up.', vets: { 'happy-paws': HP_ALL, 'city-vets': CV_ALL } },
      { name: 'Vaccination visit', duration: 15, color: '#90be6d', description: 'Vaccines and boosters.', vets: { 'happy-paws': HP_ALL, 'city-vets': CV_ALL } },
    ],
  },
  {
    name: 'Sick pet',
    types: [
      { name: 'Sick pet exam', duration: 30, color: '#f94144', description: 'Your pet is unwell: vomiting, limping, not eating…', vets: { 'happy-paws': HP_ALL, 'city-vets': CV_ALL } },
      { name: 'Emergency triage', duration: 20, color: '#f3722c', description: 'Urgent assessment; call us first if it is life-threatening.', vets: { 'happy-paws': ['maria', 'radu'], 'city-vets': ['james', 'sarah'] } },
    ],
  },
];
