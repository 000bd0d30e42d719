import type { DiagnosisCategory } from '@vetclinic/domain';

/** [name, description, recommendation, species hints comma-separated ('' = any)] */
export type CatalogueRow = [string, string, string, string];
export interface CatalogueGroup { category: DiagnosisCategory; rows: CatalogueRow[] }
