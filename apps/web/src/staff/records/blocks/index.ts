import type { ComponentType } from 'react';
import type { RecordFieldType } from '@vetclinic/domain';
import { AnesthesiaBlock } from './anesthesia-block';
import { DiagnosesBlock } from './diagnoses-block';
import { PrescriptionsBlock } from './prescriptions-block';
import { VitalsBlock } from './vitals-block';

/**
 * The record editor's block registry (issue #14 blocks contract): template fields of these types are
 * rendered by their own module's component, which loads and saves its own data. Each module exports
 * `<XBlock recordId petId readOnly />`; the lead registers them here at merge, e.g.
 *   import { VitalsBlock } from './vitals-block';  …  vitals: VitalsBlock,
 * A type without a component shows a labelled placeholder with a link to open the block.
 */
export interface RecordBlockProps { recordId: number; petId: number; readOnly: boolean }

export type RecordBlockType = Extract<RecordFieldType, 'vitals' | 'diagnoses' | 'prescriptions' | 'items' | 'anesthesia'>;

export const RECORD_BLOCKS: Partial<Record<RecordBlockType, ComponentType<RecordBlockProps>>> = {
  vitals: VitalsBlock,
  diagnoses: DiagnosesBlock,
  prescriptions: PrescriptionsBlock,
  anesthesia: AnesthesiaBlock,
};

/** Where the placeholder's "open" link goes until the block is wired in. */
export const RECORD_BLOCK_LINKS: Record<RecordBlockType, (petId: number) => string> = {
  vitals: (petId) => `/patients/${petId}?tab=history`,
  diagnoses: (petId) => `/patients/${petId}?tab=history`,
  prescriptions: (petId) => `/patients/${petId}?tab=history`,
  items: (petId) => `/patients/${petId}?tab=history`,
  anesthesia: (petId) => `/patients/${petId}?tab=history`,
};
