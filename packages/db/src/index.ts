export * from './schema/index';
export * from './client';
export * from './errors';
export { copyDiagnosisCatalogue, DIAGNOSIS_CATALOGUE, type CatalogueEntry } from './seed/diagnoses/index';
export { seedPetDiagnosesAndPrescriptions, type PetDemoOptions } from './seed/diagnoses/demo';
