import type { Region } from './demo-data';

// Clients, their addresses and pets: the raw tables the generator draws from.

/** 30 clients per region; the first Romanian one (Ana Marin) is the demo pet-parent account. */
export const CLIENT_NAMES: Record<Region, [string, string][]> = {
  ro: [
    ['Ana', 'Marin'], ['Mihai', 'Popa'], ['Elena', 'Stoica'], ['Alexandru', 'Dinu'], ['Ioana', 'Munteanu'],
    ['Cristian', 'Ene'], ['Andreea', 'Dobre'], ['Bogdan', 'Lazăr'], ['Gabriela', 'Nistor'], ['Vlad', 'Ciobanu'],
    ['Cristina', 'Moldovan'], ['Adrian', 'Constantin'], ['Raluca', 'Matei'], ['Florin', 'Barbu'], ['Diana', 'Tudor'],
    ['Ștefan', 'Ilie'], ['Simona', 'Rădulescu'], ['George', 'Neagu'], ['Alina', 'Voicu'], ['Daniel', 'Preda'],
    ['Larisa', 'Toma'], ['Sorin', 'Manole'], ['Irina', 'Dragomir'], ['Paul', 'Oprea'], ['Oana', 'Sandu'],
    ['Cătălin', 'Vasile'], ['Monica', 'Rusu'], ['Marius', 'Enache'], ['Teodora', 'Pavel'], ['Lucian', 'Mocanu'],
  ],
  us: [
    ['Olivia', 'Johnson'], ['Liam', 'Smith'], ['Emma', 'Williams'], ['Noah', 'Brown'], ['Ava', 'Jones'],
    ['Ethan', 'Davis'], ['Sophia', 'Martinez'], ['Mason', 'Wilson'], ['Isabella', 'Anderson'], ['Lucas', 'Thomas'],
    ['Mia', 'Taylor'], ['Benjamin', 'Moore'], ['Charlotte', 'Jackson'], ['Henry', 'White'], ['Amelia', 'Harris'],
    ['Alexander', 'Martin'], ['Harper', 'Thompson'], ['Daniel', 'Robinson'], ['Evelyn', 'Clark'], ['Michael', 'Lewis'],
    ['Abigail', 'Walker'], ['Jack', 'Hall'], ['Ella', 'Young'], ['Samuel', 'King'], ['Grace', 'Wright'],
    ['David', 'Lopez'], ['Chloe', 'Hill'], ['Joseph', 'Scott'], ['Zoe', 'Green'], ['Ryan', 'Adams'],
  ],
};

/** Indexes (per region) of clients that are archived. */
export const ARCHIVED_CLIENTS: Record<Region, number[]> = { ro: [27], us: [28] };

export const STREETS: Record<Region, { street: string; area: string }[]> = {
  ro: [
    { street: 'Calea Victoriei', area: 'Sector 1' }, { street: 'Str. Lipscani', area: 'Sector 3' }, { street: 'Bd. Unirii', area: 'Sector 3' },
    { street: 'Str. Matei Voievod', area: 'Sector 2' }, { street: 'Bd. Decebal', area: 'Sector 3' }, { street: 'Str. Vasile Lascăr', area: 'Sector 2' },
    { street: 'Calea Moșilor', area: 'Sector 2' }, { street: 'Bd. Iuliu Maniu', area: 'Sector 6' }, { street: 'Str. Drumul Taberei', area: 'Sector 6' },
    { street: 'Bd. Tineretului', area: 'Sector 4' }, { street: 'Calea Dorobanților', area: 'Sector 1' }, { street: 'Str. Băneasa', area: 'Sector 1' },
    { street: 'Bd. Camil Ressu', area: 'Sector 3' }, { street: 'Șos. Berceni', area: 'Sector 4' }, { street: 'Calea Rahovei', area: 'Sector 5' },
  ],
  us: [
    { street: 'W 72nd St', area: '10023' }, { street: 'E 86th St', area: '10028' }, { street: 'Amsterdam Ave', area: '10024' },
    { street: 'Lexington Ave', area: '10065' }, { street: 'Columbus Ave', area: '10025' }, { street: 'Bleecker St', area: '10012' },
    { street: 'Broadway', area: '10025' }, { street: 'Hudson St', area: '10014' }, { street: 'Park Ave S', area: '10010' },
    { street: 'Avenue A', area: '10009' }, { street: 'W 23rd St', area: '10011' }, { street: 'Madison Ave', area: '10128' },
    { street: 'E 14th St', area: '10003' }, { street: 'Riverside Dr', area: '10024' }, { street: 'Mulberry St', area: '10013' },
  ],
};

export const CLIENT_NOTES: Record<Region, string[]> = {
  ro: [
    'Preferă programări dimineața.', 'Sunați înainte de vizită, nu citește e-mailurile.', 'Pisica este anxioasă: folosiți sala mică.',
    'Plătește de obicei cu cardul.', 'Client fidel din 2018.', 'Câinele nu suportă botnița, veniți cu răbdare.',
  ],
  us: [
    'Prefers morning appointments.', 'Please call rather than e-mail.', 'Cat is anxious: use the quiet room.',
    'Usually pays by card.', 'Referred by Dr. Miller\'s previous practice.', 'Dog is reactive to other dogs; wait in the car.',
  ],
};

export interface BreedSeed { name: string; grams: [number, number]; colors?: string[] }
export interface SpeciesSeed {
  name: string;
  /** Relative frequency among pets. */
  share: number;
  maxAgeYears: number;
  colors: string[];
  /** Names by sex; a pet of unknown sex gets either. */
  nicknames: { male: string[]; female: string[] };
  /** Probability of a microchip. */
  chip: number;
  /** Neutered / intact / unknown split, or null when not usually recorded. */
  neuter: [number, number, number];
  breeds: BreedSeed[];
}

export const SPECIES: SpeciesSeed[] = [
  {
    name: 'Dog', share: 46, maxAgeYears: 15, chip: 0.8, neuter: [55, 30, 15],
    colors: ['black', 'brown', 'white', 'tricolor', 'brindle', 'cream', 'grey', 'black and white'],
    nicknames: { male: ['Max', 'Rex', 'Charlie', 'Rocky', 'Bruno', 'Milo', 'Toby', 'Oscar', 'Cooper', 'Azorel', 'Grivei', 'Lăbuș', 'Benji'], female: ['Bella', 'Luna', 'Daisy', 'Lola', 'Zara', 'Ruby', 'Nala', 'Bailey', 'Sasha', 'Coco', 'Molly'] },
    breeds: [
      { name: 'Labrador Retriever', grams: [25000, 36000], colors: ['black', 'yellow', 'chocolate'] },
      { name: 'German Shepherd', grams: [24000, 40000], colors: ['black and tan', 'sable', 'black'] },
      { name: 'Golden Retriever', grams: [25000, 34000], colors: ['golden', 'cream', 'dark golden'] },
      { name: 'French Bulldog', grams: [8000, 14000], colors: ['fawn', 'brindle', 'cream', 'pied'] },
      { name: 'Beagle', grams: [9000, 14000], colors: ['tricolor', 'lemon and white', 'red and white'] },
      { name: 'Poodle', grams: [4000, 25000], colors: ['white', 'black', 'apricot', 'silver'] },
      { name: 'Mixed breed', grams: [5000, 30000] },
    ],
  },
  {
    name: 'Cat', share: 36, maxAgeYears: 15, chip: 0.5, neuter: [65, 25, 10],
    colors: ['tabby', 'black', 'white', 'ginger', 'tortoiseshell', 'calico', 'grey', 'black and white'],
    nicknames: { male: ['Tom', 'Simba', 'Felix', 'Oliver', 'Leo', 'Garfield', 'Salem', 'Jasper', 'Tigru'], female: ['Mitzi', 'Kitty', 'Cleo', 'Chloe', 'Misha', 'Pufi', 'Nora', 'Mia', 'Lily'] },
    breeds: [
      { name: 'European Shorthair', grams: [3500, 6000] },
      { name: 'Maine Coon', grams: [5000, 9000], colors: ['brown tabby', 'silver tabby', 'red', 'black'] },
      { name: 'Persian', grams: [3000, 5500], colors: ['white', 'cream', 'blue', 'chinchilla'] },
      { name: 'British Shorthair', grams: [4000, 7500], colors: ['blue', 'lilac', 'cream', 'silver tabby'] },
      { name: 'Siamese', grams: [2500, 5000], colors: ['seal point', 'blue point', 'lilac point'] },
      { name: 'Mixed breed', grams: [3000, 6500] },
    ],
  },
  {
    name: 'Rabbit', share: 6, maxAgeYears: 10, chip: 0.05, neuter: [30, 50, 20],
    colors: ['white', 'grey', 'brown', 'black and white', 'agouti'],
    nicknames: { male: ['Bugs', 'Thumper', 'Oreo', 'Pufulete'], female: ['Fluffy', 'Hazel', 'Clover', 'Daisy'] },
    breeds: [
      { name: 'Dutch', grams: [1500, 2500], colors: ['black and white', 'chocolate and white', 'blue and white'] },
      { name: 'Lionhead', grams: [1100, 1700] },
      { name: 'Mini Lop', grams: [1400, 1800] },
    ],
  },
  {
    name: 'Bird', share: 5, maxAgeYears: 15, chip: 0, neuter: [0, 0, 100],
    colors: ['green', 'blue', 'yellow', 'grey', 'white'],
    nicknames: { male: ['Kiwi', 'Rio', 'Piko', 'Mango', 'Blue'], female: ['Sunny', 'Pip', 'Chirpy', 'Tweety'] },
    breeds: [
      { name: 'Budgerigar', grams: [30, 40], colors: ['green', 'blue', 'yellow'] },
      { name: 'Cockatiel', grams: [80, 110], colors: ['grey', 'lutino', 'pied'] },
      { name: 'African Grey Parrot', grams: [400, 550], colors: ['grey'] },
      { name: 'Canary', grams: [15, 30], colors: ['yellow', 'orange', 'white'] },
    ],
  },
  {
    name: 'Reptile', share: 3, maxAgeYears: 15, chip: 0, neuter: [0, 0, 100],
    colors: ['brown', 'green', 'yellow', 'spotted'],
    nicknames: { male: ['Spike', 'Rango', 'Draco', 'Sheldon', 'Ziggy'], female: ['Shelly', 'Noodle', 'Luna'] },
    breeds: [
      { name: 'Bearded Dragon', grams: [350, 550], colors: ['tan', 'orange', 'red'] },
      { name: 'Leopard Gecko', grams: [45, 80], colors: ['spotted yellow', 'tangerine'] },
      { name: 'Red-eared Slider', grams: [500, 1500], colors: ['green'] },
      { name: 'Ball Python', grams: [1200, 2000], colors: ['normal', 'pastel', 'albino'] },
    ],
  },
  {
    name: 'Ferret', share: 2, maxAgeYears: 8, chip: 0.5, neuter: [70, 20, 10],
    colors: ['sable', 'albino', 'cinnamon', 'silver'],
    nicknames: { male: ['Bandit', 'Loki', 'Slinky'], female: ['Pepper', 'Bonnie'] },
    breeds: [{ name: 'Standard', grams: [700, 2000] }],
  },
  {
    name: 'Guinea pig', share: 2, maxAgeYears: 7, chip: 0, neuter: [10, 60, 30],
    colors: ['white', 'tricolor', 'brown', 'black and white', 'ginger'],
    nicknames: { male: ['Peanut', 'Biscuit', 'Popcorn'], female: ['Ginger', 'Cookie', 'Hazel'] },
    breeds: [{ name: 'American', grams: [700, 1200] }, { name: 'Abyssinian', grams: [700, 1100] }],
  },
];

/** Ana Marin's pets, fixed so the demo pet-parent account always looks the same. */
export const DEMO_PARENT_PETS = [
  { nickname: 'Bruno', species: 'Dog', breed: 'Golden Retriever', gender: 'male', hormonalStatus: 1, birthday: '2019-04-12', color: 'golden', weightGrams: 31500, microchip: '642090000123456' },
  { nickname: 'Mitzi', species: 'Cat', breed: 'European Shorthair', gender: 'female', hormonalStatus: 1, birthday: '2021-08-01', color: 'tabby', weightGrams: 4200, microchip: null },
] as const;

export const APPOINTMENT_NOTES: Record<Region, { user: string[]; staff: string[]; cancelByClient: string[]; cancelByClinic: string[] }> = {
  ro: {
    user: ['Nu mănâncă de două zile.', 'Șchiopătează de ieri.', 'Vreau și o verificare a ghearelor.', 'Este foarte emoțională la veterinar.', 'Aduc și carnetul de vaccinări.', 'Se scarpină des la urechi.'],
    staff: ['Cântărire la sosire.', 'Verificați rezultatele analizelor.', 'Client nou, completați fișa.', 'Rapel vaccin peste un an.'],
    cancelByClient: ['Nu pot ajunge, am o urgență la serviciu.', 'Animalul s-a simțit mai bine.', 'Am găsit o oră mai potrivită.'],
    cancelByClinic: ['Medicul este indisponibil.', 'Programare dublă, reprogramată telefonic.', 'Clinica închisă pentru inventar.'],
  },
  us: {
    user: ['Not eating for two days.', 'Limping since yesterday.', 'Could you also check her nails?', 'Gets very nervous at the vet.', 'Bringing the vaccination records.', 'Keeps scratching his ears.'],
    staff: ['Weigh on arrival.', 'Review the blood work results.', 'New client, complete the intake form.', 'Booster due next year.'],
    cancelByClient: ['Work emergency, cannot make it.', 'Pet is feeling better.', 'Found a time that suits us better.'],
    cancelByClinic: ['Vet unavailable.', 'Double booking, rescheduled by phone.', 'Clinic closed for staff training.'],
  },
};
