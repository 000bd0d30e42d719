/** A server field name (pets.0.species_id …) as the form's own (pets.0.species …). */
export function formFieldOf(serverField: string): string {
  return serverField
    .replace(/\.birthday$/, '.birthdate')
    .replace(/\.age(\.\w+)?$/, '.age_years')
    .replace(/\.species_id$/, '.species')
    .replace(/\.breed_id$/, '.breed')
    .replace(/^google_place_id$/, 'address');
}
