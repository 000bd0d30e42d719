/**
 * A small offline gazetteer so the address picker works without any geocoding service (demo,
 * tests, air-gapped installs): real streets and landmarks of Bucharest and New York, with their
 * coordinates (WGS84, ~10 m) and address parts.
 */
export interface GazetteerEntry {
  id: string;
  name: string;
  street: string;
  number: string | null;
  zip: string;
  city: string;
  region: string;
  regionCode: string;
  country: 'RO' | 'US';
  lat: number;
  lng: number;
}

const ro = (id: string, name: string, street: string, number: string | null, zip: string, lat: number, lng: number): GazetteerEntry =>
  ({ id, name, street, number, zip, city: 'București', region: 'București', regionCode: 'B', country: 'RO', lat, lng });
const ny = (id: string, name: string, street: string, number: string | null, zip: string, lat: number, lng: number, city = 'New York'): GazetteerEntry =>
  ({ id, name, street, number, zip, city, region: 'New York', regionCode: 'NY', country: 'US', lat, lng });

export const GAZETTEER: readonly GazetteerEntry[] = [
  ro('happy-paws', 'Happy Paws Clinic', 'Bulevardul Lascăr Catargiu', '21', '010663', 44.4490, 26.0925),
  ro('palatul-parlamentului', 'Palatul Parlamentului', 'Strada Izvor', '2-4', '050563', 44.4275, 26.0875),
  ro('ateneul-roman', 'Ateneul Român', 'Strada Benjamin Franklin', '1-3', '010221', 44.4413, 26.0973),
  ro('arcul-de-triumf', 'Arcul de Triumf', 'Piața Arcul de Triumf', null, '011346', 44.4672, 26.0783),
  ro('muzeul-national-de-arta', 'Muzeul Național de Artă al României', 'Calea Victoriei', '49-53', '010063', 44.4395, 26.0960),
  ro('gara-de-nord', 'Gara de Nord', 'Piața Gării de Nord', '1', '010873', 44.4466, 26.0730),
  ro('arena-nationala', 'Arena Națională', 'Bulevardul Basarabia', '37-39', '022103', 44.4373, 26.1524),
  ro('afi-cotroceni', 'AFI Cotroceni', 'Bulevardul General Paul Teodorescu', '4', '061344', 44.4305, 26.0525),
  ro('baneasa-shopping-city', 'Băneasa Shopping City', 'Șoseaua București-Ploiești', '42D', '013696', 44.5066, 26.0897),
  ro('muzeul-taranului', 'Muzeul Național al Țăranului Român', 'Șoseaua Pavel Dimitrievici Kiseleff', '3', '011341', 44.4546, 26.0844),
  ro('muzeul-satului', 'Muzeul Național al Satului „Dimitrie Gusti”', 'Șoseaua Pavel Dimitrievici Kiseleff', '28-30', '011347', 44.4725, 26.0771),
  ro('gradina-botanica', 'Grădina Botanică „Dimitrie Brândză”', 'Șoseaua Cotroceni', '32', '060114', 44.4370, 26.0630),
  ro('palatul-cotroceni', 'Palatul Cotroceni', 'Bulevardul Geniului', '1', '060116', 44.4352, 26.0670),
  ro('universitatea-bucuresti', 'Universitatea din București', 'Bulevardul Mihail Kogălniceanu', '36-46', '050107', 44.4355, 26.0990),
  ro('teatrul-national', 'Teatrul Național „I. L. Caragiale”', 'Bulevardul Nicolae Bălcescu', '2', '010051', 44.4365, 26.1034),
  ro('hanul-lui-manuc', 'Hanul lui Manuc', 'Strada Franceză', '62-64', '030106', 44.4306, 26.1013),
  ro('carturesti-carusel', 'Cărturești Carusel', 'Strada Lipscani', '55', '030033', 44.4318, 26.1008),
  ro('ase', 'Academia de Studii Economice', 'Piața Romană', '6', '010374', 44.4467, 26.0968),
  ro('mall-vitan', 'Bucharest Mall', 'Calea Vitan', '55-59', '031281', 44.4199, 26.1243),
  ro('sun-plaza', 'Sun Plaza', 'Calea Văcărești', '391', '040069', 44.3950, 26.1225),
  ro('piata-victoriei', 'Palatul Victoria', 'Piața Victoriei', '1', '011791', 44.4522, 26.0861),
  ny('city-vets', 'City Vets', 'West 57th Street', '350', '10019', 40.7673, -73.9843),
  ny('empire-state-building', 'Empire State Building', '5th Avenue', '350', '10118', 40.7484, -73.9857),
  ny('rockefeller-center', 'Rockefeller Center', 'Rockefeller Plaza', '45', '10111', 40.7587, -73.9787),
  ny('grand-central', 'Grand Central Terminal', 'East 42nd Street', '89', '10017', 40.7527, -73.9772),
  ny('times-square', 'Times Square', 'Broadway', '1560', '10036', 40.7580, -73.9855),
  ny('met-museum', 'The Metropolitan Museum of Art', '5th Avenue', '1000', '10028', 40.7794, -73.9632),
  ny('flatiron-building', 'Flatiron Building', '5th Avenue', '175', '10010', 40.7411, -73.9897),
  ny('one-world-trade-center', 'One World Trade Center', 'Fulton Street', '285', '10007', 40.7127, -74.0134),
  ny('moma', 'The Museum of Modern Art', 'West 53rd Street', '11', '10019', 40.7614, -73.9776),
  ny('natural-history-museum', 'American Museum of Natural History', 'Central Park West', '200', '10024', 40.7813, -73.9740),
  ny('chrysler-building', 'Chrysler Building', 'Lexington Avenue', '405', '10174', 40.7516, -73.9755),
  ny('madison-square-garden', 'Madison Square Garden', 'Pennsylvania Plaza', '4', '10001', 40.7505, -73.9934),
  ny('public-library', 'New York Public Library', '5th Avenue', '476', '10018', 40.7532, -73.9822),
  ny('lincoln-center', 'Lincoln Center', 'Lincoln Center Plaza', '10', '10023', 40.7725, -73.9835),
  ny('carnegie-hall', 'Carnegie Hall', '7th Avenue', '881', '10019', 40.7651, -73.9799),
  ny('chelsea-market', 'Chelsea Market', '9th Avenue', '75', '10011', 40.7424, -74.0061),
  ny('guggenheim', 'Solomon R. Guggenheim Museum', '5th Avenue', '1071', '10128', 40.7830, -73.9590),
  ny('whitney-museum', 'Whitney Museum of American Art', 'Gansevoort Street', '99', '10014', 40.7396, -74.0089),
  ny('apollo-theater', 'Apollo Theater', 'West 125th Street', '253', '10027', 40.8100, -73.9500),
  ny('barclays-center', 'Barclays Center', 'Atlantic Avenue', '620', '11217', 40.6826, -73.9754, 'Brooklyn'),
  ny('brooklyn-museum', 'Brooklyn Museum', 'Eastern Parkway', '200', '11238', 40.6712, -73.9636, 'Brooklyn'),
];
