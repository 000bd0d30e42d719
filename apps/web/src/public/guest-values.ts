// The guest form's values, kept apart from the zod schema so the page can hold them (and start
// empty) without loading the form code.
export interface GuestPetValues { nickname: string; species_id: string; breed_id: string }
export interface GuestValues {
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  /** The phone's country (ISO, e.g. "RO"); '' until the form starts it at the clinic's. */
  phone_country: string;
  pets: GuestPetValues[];
  user_note?: string | null;
}

export const emptyPet = (): GuestPetValues => ({ nickname: '', species_id: '', breed_id: '' });
export const emptyGuestForm = (): GuestValues => ({ first_name: '', last_name: '', email: '', phone: '', phone_country: '', pets: [emptyPet()], user_note: '' });
