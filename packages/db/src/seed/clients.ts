import { DateTime } from 'luxon';
import { LEAD_SOURCES, type LeadSource, type PetGender } from '@vetclinic/domain';
import type { Region } from './demo-data';
import { ARCHIVED_CLIENTS, CLIENT_NAMES, CLIENT_NOTES, DEMO_PARENT_PETS, SPECIES, STREETS } from './demo-people';
import type { Rng } from './prng';

export interface PetPlan {
  nickname: string;
  species: string;
  breed: string;
  gender: PetGender;
  hormonalStatus: number | null;
  birthday: string;
  birthdayIsEstimated: boolean;
  color: string;
  microchip: string | null;
  weightGrams: number;
  archived: boolean;
}

export interface ClientPlan {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  address: string;
  address2: string | null;
  leadSource: LeadSource;
  leadSourceDetails: string | null;
  notes: string | null;
  language: 'ro' | 'en';
  archived: boolean;
  /** The demo pet-parent account (gets the demo password). */
  isDemoParent: boolean;
  createdDaysAgo: number;
  pets: PetPlan[];
}

/** Clients whose second pet is archived (deceased or rehomed). */
const ARCHIVED_PET_OWNERS = [5, 14];
const CHIP_PREFIX: Record<Region, string> = { ro: '642', us: '985' };
const EARLIEST_BIRTHDAY = DateTime.fromISO('2010-01-01', { zone: 'utc' });

const ascii = (s: string) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();

/** Scales weigh big animals to 100 g, small ones to 10 g, birds and geckos to the gram. */
const roundWeight = (g: number, max: number) => {
  const step = max > 3000 ? 100 : max > 200 ? 10 : 1;
  return Math.round(g / step) * step;
};

function planPet(rng: Rng, region: Region, now: DateTime, taken: Set<string>): PetPlan {
  const sp = rng.weighted(SPECIES.map((s) => [s, s.share] as const));
  const breed = rng.pick(sp.breeds);
  const gender = rng.weighted<PetGender>([['male', 46], ['female', 46], ['unknown', sp.name === 'Bird' || sp.name === 'Reptile' ? 40 : 2]]);
  const names = gender === 'unknown' ? [...sp.nicknames.male, ...sp.nicknames.female] : sp.nicknames[gender];
  let nickname = rng.pick(names);
  for (let i = 0; taken.has(nickname) && i < 10; i++) nickname = rng.pick(names);
  if (taken.has(nickname)) nickname = `${nickname} ${taken.size + 1}`;
  taken.add(nickname);
  const estimated = rng.chance(0.2);
  let born = now.minus({ days: rng.int(120, sp.maxAgeYears * 365) });
  if (born < EARLIEST_BIRTHDAY) born = EARLIEST_BIRTHDAY.plus({ days: rng.int(0, 300) });
  if (estimated) born = born.startOf('month');
  const [neutered, intact] = sp.neuter;
  const hormonalStatus = rng.weighted<number | null>([[1, neutered], [0, intact], [null, sp.neuter[2]]]);
  return {
    nickname,
    species: sp.name,
    breed: breed.name,
    gender,
    hormonalStatus,
    birthday: born.toISODate()!,
    birthdayIsEstimated: estimated,
    color: rng.pick(breed.colors ?? sp.colors),
    microchip: rng.chance(sp.chip) ? CHIP_PREFIX[region] + rng.digits(12) : null,
    weightGrams: roundWeight(rng.int(breed.grams[0], breed.grams[1]), breed.grams[1]),
    archived: false,
  };
}

function phone(rng: Rng, region: Region) {
  return region === 'ro' ? `+40 7${rng.digits(2)} ${rng.digits(3)} ${rng.digits(3)}` : `+1 212 555 01${rng.digits(2)}`;
}

function address(rng: Rng, region: Region): [string, string | null] {
  const { street, area } = rng.pick(STREETS[region]);
  if (region === 'ro') {
    const flat = rng.chance(0.6) ? `Bl. ${rng.pick(['A', 'B', 'C', 'M', 'P'])}${rng.int(1, 30)}, Sc. ${rng.int(1, 3)}, Ap. ${rng.int(1, 80)}` : null;
    return [`${street} nr. ${rng.int(1, 180)}, ${area}, București`, flat];
  }
  const apt = rng.chance(0.6) ? `Apt ${rng.int(1, 20)}${rng.pick(['A', 'B', 'C', 'D', 'F'])}` : null;
  return [`${rng.int(10, 980)} ${street}, New York, NY ${area}`, apt];
}

/** The region's 30 clients with 1–3 pets each; deterministic for one rng seed and `now`. */
export function planClients(rng: Rng, region: Region, nowJs: Date): ClientPlan[] {
  const now = DateTime.fromJSDate(nowJs, { zone: 'utc' });
  const domain = region === 'ro' ? 'example.ro' : 'example.com';
  return CLIENT_NAMES[region].map(([firstName, lastName], i) => {
    const isDemoParent = region === 'ro' && i === 0;
    const archived = ARCHIVED_CLIENTS[region].includes(i);
    const [addr, addr2] = address(rng, region);
    const leadSource = rng.pick(LEAD_SOURCES);
    const taken = new Set<string>();
    let pets: PetPlan[];
    if (isDemoParent) {
      pets = DEMO_PARENT_PETS.map((p) => ({ ...p, birthdayIsEstimated: false, archived: false }));
    } else {
      const count = ARCHIVED_PET_OWNERS.includes(i) ? 2 : rng.weighted([[1, 55], [2, 33], [3, 12]]);
      pets = Array.from({ length: count }, () => planPet(rng, region, now, taken));
      if (ARCHIVED_PET_OWNERS.includes(i)) pets[1].archived = true;
      if (archived) for (const p of pets) p.archived = true;
    }
    return {
      firstName, lastName,
      email: `${ascii(firstName)}.${ascii(lastName)}@${domain}`,
      phone: phone(rng, region),
      address: addr, address2: addr2,
      leadSource,
      leadSourceDetails: leadSource === 'vet_referral' ? (region === 'ro' ? 'Trimis de o clinică parteneră' : 'Referred by a partner clinic') : null,
      notes: rng.chance(0.3) ? rng.pick(CLIENT_NOTES[region]) : null,
      language: region === 'ro' ? 'ro' : 'en',
      archived,
      isDemoParent,
      createdDaysAgo: isDemoParent ? 400 : rng.int(30, 1500),
      pets,
    };
  });
}
