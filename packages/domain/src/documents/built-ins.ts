import { resolveLanguage, type Language } from '../languages';
import type { TDocumentType } from '../schemas/documents';
import { MORE_BUILT_INS } from './built-ins-more';

/*
 * The built-in document templates (issue #19), written by us. A new clinic (and the demo seed) gets a copy
 * in its default language (all 14 written: English and Romanian here, the others in built-ins-more.ts); a
 * language without a translation would get the English text (and `language: 'en'` on the copy). Bodies start below the title: the rendered document (HTML and
 * PDF) prints the clinic's header and the template's name above them.
 */
export const DOCUMENT_BUILT_IN_KEYS = ['surgery_anesthesia_consent', 'euthanasia_consent', 'vaccination_certificate', 'discharge_instructions'] as const;
export type DocumentBuiltInKey = (typeof DOCUMENT_BUILT_IN_KEYS)[number];

export interface DocumentBuiltIn { built_in_key: DocumentBuiltInKey; type: TDocumentType; language: Language; name: string; body: string }

const TYPES: Record<DocumentBuiltInKey, TDocumentType> = {
  surgery_anesthesia_consent: 'consent_form',
  euthanasia_consent: 'consent_form',
  vaccination_certificate: 'certificate',
  discharge_instructions: 'discharge',
};

type Texts = Record<DocumentBuiltInKey, { name: string; body: string }>;

const EN: Texts = {
  surgery_anesthesia_consent: {
    name: 'Consent for surgery and anaesthesia',
    body: `Patient: **{{pet.nickname}}** ({{pet.species}}, {{pet.breed}}), born {{pet.birthday}}, microchip {{pet.microchip}}
Owner: **{{client.full_name}}**, {{client.phone}}, {{client.email}}
Procedure: {{appointment.service}} on {{appointment.start}} with {{appointment.vet}}

I am the owner of the animal named above, or authorised by the owner, and I consent to the procedure named above, to the general anaesthesia or sedation it needs, and to the treatment the veterinary team judges necessary during it.

- I have been told about the risks of anaesthesia and surgery, including, rarely, death.
- I have been told the estimated cost and that it may change if complications arise.
- I have told the clinic about any illness, medication or earlier reaction to anaesthesia.
- I agree to be reachable by phone during and after the procedure.

Date: {{today}}

Owner's signature: ______________________________

Veterinarian: {{vet.full_name}}`,
  },
  euthanasia_consent: {
    name: 'Consent for euthanasia',
    body: `Patient: **{{pet.nickname}}** ({{pet.species}}, {{pet.breed}}), microchip {{pet.microchip}}
Owner: **{{client.full_name}}**, {{client.phone}}

I am the owner of the animal named above, or authorised by the owner, and I ask for and consent to its humane euthanasia by the veterinary team of {{clinic.name}}.

- To the best of my knowledge the animal has not bitten anyone in the last 14 days.
- I understand that euthanasia is final and cannot be reversed.
- Aftercare of the body: ______________________________

Date: {{today}}

Owner's signature: ______________________________

Veterinarian: {{vet.full_name}}`,
  },
  vaccination_certificate: {
    name: 'Vaccination certificate',
    body: `This is to certify that the animal named below was examined and vaccinated at {{clinic.name}}.

Patient: **{{pet.nickname}}**
Species and breed: {{pet.species}}, {{pet.breed}}
Sex: {{pet.gender}}
Date of birth: {{pet.birthday}}
Microchip: {{pet.microchip}}
Owner: {{client.full_name}}, {{client.address}}

## Vaccination

Date: {{record.date}}
Vaccines and batch numbers: ______________________________

Date: {{today}}

Veterinarian: **{{vet.full_name}}**    Signature and stamp: ______________________________`,
  },
  discharge_instructions: {
    name: 'Discharge instructions',
    body: `Patient: **{{pet.nickname}}** ({{pet.species}})
Owner: {{client.full_name}}
Visit: {{record.title}}, {{record.date}}, {{record.vet}}

## Summary

{{record.client_summary}}

## At home

- Keep {{pet.nickname}} calm and indoors for the next 24 hours; short walks on a lead only.
- Offer a small amount of water tonight and a small meal; normal feeding from tomorrow unless told otherwise.
- Give medication exactly as prescribed and finish the course.
- Check the wound twice a day; do not let {{pet.nickname}} lick or chew it.

## Call us at {{clinic.phone}} if

- {{pet.nickname}} does not eat for more than 24 hours, vomits repeatedly or seems in pain;
- the wound is red, swollen, bleeding or discharging.

Date: {{today}}
Veterinarian: {{vet.full_name}}`,
  },
};

const RO: Texts = {
  surgery_anesthesia_consent: {
    name: 'Consimțământ pentru chirurgie și anestezie',
    body: `Pacient: **{{pet.nickname}}** ({{pet.species}}, {{pet.breed}}), născut la {{pet.birthday}}, microcip {{pet.microchip}}
Proprietar: **{{client.full_name}}**, {{client.phone}}, {{client.email}}
Procedură: {{appointment.service}}, la {{appointment.start}}, cu {{appointment.vet}}

Sunt proprietarul animalului de mai sus sau am acordul proprietarului și îmi dau consimțământul pentru procedura de mai sus, pentru anestezia generală sau sedarea necesară și pentru tratamentul pe care echipa veterinară îl consideră necesar în timpul ei.

- Am fost informat despre riscurile anesteziei și ale intervenției, inclusiv, rar, decesul.
- Am fost informat despre costul estimat și că acesta se poate schimba dacă apar complicații.
- Am comunicat clinicii orice boală, medicație sau reacție anterioară la anestezie.
- Sunt de acord să pot fi contactat telefonic în timpul și după procedură.

Data: {{today}}

Semnătura proprietarului: ______________________________

Medic veterinar: {{vet.full_name}}`,
  },
  euthanasia_consent: {
    name: 'Consimțământ pentru eutanasie',
    body: `Pacient: **{{pet.nickname}}** ({{pet.species}}, {{pet.breed}}), microcip {{pet.microchip}}
Proprietar: **{{client.full_name}}**, {{client.phone}}

Sunt proprietarul animalului de mai sus sau am acordul proprietarului și solicit și îmi dau consimțământul pentru eutanasierea lui umană de către echipa veterinară a {{clinic.name}}.

- După cunoștința mea, animalul nu a mușcat pe nimeni în ultimele 14 zile.
- Înțeleg că eutanasia este definitivă și ireversibilă.
- Ce se întâmplă cu corpul: ______________________________

Data: {{today}}

Semnătura proprietarului: ______________________________

Medic veterinar: {{vet.full_name}}`,
  },
  vaccination_certificate: {
    name: 'Certificat de vaccinare',
    body: `Se certifică faptul că animalul de mai jos a fost examinat și vaccinat la {{clinic.name}}.

Pacient: **{{pet.nickname}}**
Specie și rasă: {{pet.species}}, {{pet.breed}}
Sex: {{pet.gender}}
Data nașterii: {{pet.birthday}}
Microcip: {{pet.microchip}}
Proprietar: {{client.full_name}}, {{client.address}}

## Vaccinare

Data: {{record.date}}
Vaccinuri și numere de lot: ______________________________

Data: {{today}}

Medic veterinar: **{{vet.full_name}}**    Semnătură și parafă: ______________________________`,
  },
  discharge_instructions: {
    name: 'Instrucțiuni la externare',
    body: `Pacient: **{{pet.nickname}}** ({{pet.species}})
Proprietar: {{client.full_name}}
Vizită: {{record.title}}, {{record.date}}, {{record.vet}}

## Rezumat

{{record.client_summary}}

## Acasă

- Țineți-l pe {{pet.nickname}} liniștit și în casă în următoarele 24 de ore; doar plimbări scurte, în lesă.
- Oferiți puțină apă în seara aceasta și o masă mică; hrănire normală de mâine, dacă nu vi s-a spus altfel.
- Administrați medicamentele exact cum au fost prescrise și terminați tratamentul.
- Verificați plaga de două ori pe zi; nu-l lăsați pe {{pet.nickname}} să o lingă sau să o roadă.

## Sunați-ne la {{clinic.phone}} dacă

- {{pet.nickname}} nu mănâncă mai mult de 24 de ore, vomită repetat sau pare să aibă dureri;
- plaga este roșie, umflată, sângerează sau are secreții.

Data: {{today}}
Medic veterinar: {{vet.full_name}}`,
  },
};

const TEXTS: Partial<Record<Language, Texts>> = { en: EN, ro: RO, ...MORE_BUILT_INS };

/** The languages the built-ins are written in; the others get English. */
export const DOCUMENT_BUILT_IN_LANGUAGES = Object.keys(TEXTS) as Language[];

/** One built-in template in a language (English when that language is not written yet). */
export function documentBuiltIn(key: DocumentBuiltInKey, language: string): DocumentBuiltIn {
  const wanted = resolveLanguage(language);
  const lang: Language = TEXTS[wanted] ? wanted : 'en';
  const t = (TEXTS[lang] as Texts)[key];
  return { built_in_key: key, type: TYPES[key], language: lang, name: t.name, body: t.body };
}

export function documentBuiltIns(language: string): DocumentBuiltIn[] {
  return DOCUMENT_BUILT_IN_KEYS.map((k) => documentBuiltIn(k, language));
}
