import { z } from 'zod';
import { msg, zId, zIsoDate } from './common';
import { ZTagPill } from './tags';

/** The whiteboard's stages, left to right (spec §4 "Visit: stage change and undo stage"). */
export const VISIT_STAGES = ['checked_in', 'waiting', 'in_consultation', 'in_treatment', 'ready_for_discharge', 'discharged'] as const;
export type VisitStage = (typeof VISIT_STAGES)[number];

/** Minutes in one stage after which the board turns a card amber, then red (UX.md, whiteboard). */
export const VISIT_STAGE_WARN_MINUTES = 20;
export const VISIT_STAGE_ALERT_MINUTES = 40;

const zStage = z.enum(VISIT_STAGES, { error: msg.invalid });

export const ZVisit = z.object({
  id: z.number(),
  clinic_id: z.number(),
  appointment_id: z.number(),
  stage: z.enum(VISIT_STAGES),
  entered_stage_at: z.string(),
  checked_in_at: z.string(),
  discharged_at: z.string().nullable(),
  version: z.number(),
  /** The last change is a move that may be undone (not the check-in, not an undo). */
  can_undo: z.boolean(),
  last_change: z.object({
    kind: z.string(),
    from_stage: z.enum(VISIT_STAGES).nullable(),
    to_stage: z.enum(VISIT_STAGES),
    changed_at: z.string(),
    changed_by: z.object({ id: z.number(), full_name: z.string() }).nullable(),
  }).nullable(),
  appointment: z.object({
    id: z.number(),
    status: z.number(),
    datetime_start_utc: z.string(),
    datetime_end_utc: z.string(),
    /** Why they came: the visit type, services or the client's note, whichever is there. */
    reason: z.string().nullable(),
  }),
  pets: z.array(z.object({ id: z.number(), nickname: z.string(), tags: z.array(ZTagPill) })),
  client: z.object({ id: z.number(), full_name: z.string(), tags: z.array(ZTagPill) }).nullable(),
  vet: z.object({ id: z.number(), full_name: z.string() }),
});
export type TVisit = z.infer<typeof ZVisit>;

/** The board of one clinic-local day (default today): visits checked in that day, and earlier ones not yet discharged. */
export const ZVisitListQuery = z.object({
  date: zIsoDate.optional(),
  vet_id: zId.optional(),
});
export type TVisitListQuery = z.infer<typeof ZVisitListQuery>;

export const ZVisitBoardVersion = z.object({ version: z.string() });

export const ZCheckInInput = z.object({ appointment_id: zId });
export type TCheckInInput = z.infer<typeof ZCheckInInput>;

/**
 * A move. `expected_stage` is the stage the mover saw: when someone else moved the visit meanwhile, the
 * move is refused (409 visit_stage_conflict) instead of silently overwriting theirs.
 */
export const ZVisitStageInput = z.object({ stage: zStage, expected_stage: zStage.optional() });
export type TVisitStageInput = z.infer<typeof ZVisitStageInput>;

export const ZVisitUndoInput = z.object({ expected_stage: zStage.optional() });
export type TVisitUndoInput = z.infer<typeof ZVisitUndoInput>;

export const ZVisitListResponse = z.object({ data: z.array(ZVisit), meta: z.object({ date: z.string(), version: z.string() }) });
