import { z } from 'zod';
import { ZPageQuery, msg, zId, zOptionalString, zQueryArray, zRequiredString } from './common';

/** Task status codes on the wire (spec §3 "task: status"). */
export const TaskStatus = { OPEN: 0, IN_PROGRESS: 1, DONE: 2, CANCELLED: 3 } as const;
export type TaskStatus = (typeof TaskStatus)[keyof typeof TaskStatus];
export const TASK_STATUSES = [0, 1, 2, 3] as const;
/** Statuses still waiting for someone: only these can be overdue. */
export const ACTIVE_TASK_STATUSES: readonly TaskStatus[] = [TaskStatus.OPEN, TaskStatus.IN_PROGRESS];

/**
 * Allowed moves between statuses. Done and cancelled are final until reopened (back to open);
 * a done task is never silently turned into a cancelled one, nor the other way round.
 */
export const TASK_TRANSITIONS: Record<TaskStatus, readonly TaskStatus[]> = {
  0: [1, 2, 3],
  1: [0, 2, 3],
  2: [0],
  3: [0],
};

export const TASK_DUE_FILTERS = ['overdue', 'today', 'upcoming'] as const;
export const TASK_SCOPES = ['mine', 'all'] as const;
/** A template's offset is at most a year. */
export const MAX_TASK_OFFSET_MINUTES = 365 * 24 * 60;

const zTaskStatus = z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)], { error: msg.invalid });
const zTaskStatusQuery = z.coerce.number({ error: msg.invalid }).int().min(0, { error: msg.invalid }).max(3, { error: msg.invalid });
/** An instant with an explicit offset (the web sends UTC `…Z`). */
const zInstant = z.iso.datetime({ offset: true, error: 'validation.datetime' });

// ---------- tasks ----------

const taskFields = {
  title: zOptionalString(200),
  description: zOptionalString(5000),
  status: zTaskStatus.optional(),
  vet_id: zId.nullish(),
  pet_id: zId.nullish(),
  /** A medical record of the active clinic (another clinic's or group's answers validation.record_unknown). */
  record_id: zId.nullish(),
  template_id: zId.nullish(),
  datetime_start_utc: zInstant.nullish(),
};

/** New task. Title and description default from the template; the due time from its offset. */
export const ZTaskInput = z.object(taskFields).superRefine((v, ctx) => {
  if (!v.title && !v.template_id) ctx.addIssue({ code: 'custom', path: ['title'], message: msg.required });
});
export type TTaskInput = z.input<typeof ZTaskInput>;
export type TTaskInputParsed = z.output<typeof ZTaskInput>;

/** Changes to a task: only the fields sent change; the title can't be emptied. */
export const ZTaskUpdateInput = z.object({ ...taskFields, title: zRequiredString(200) }).partial();
export type TTaskUpdateInput = z.input<typeof ZTaskUpdateInput>;
export type TTaskUpdateInputParsed = z.output<typeof ZTaskUpdateInput>;

export const ZTaskStatusInput = z.object({ status: zTaskStatus });
export type TTaskStatusInput = z.infer<typeof ZTaskStatusInput>;

export const ZTaskListQuery = ZPageQuery.extend({
  filter: z.object({
    scope: z.enum(TASK_SCOPES, { error: msg.invalid }).optional(),
    status: zQueryArray(z.array(zTaskStatusQuery).max(4)).optional(),
    vet_id: zId.optional(),
    pet_id: zId.optional(),
    /** The tasks created for a sale's service lines (a service's "task when charged"). */
    sale_id: zId.optional(),
    due: z.enum(TASK_DUE_FILTERS, { error: msg.invalid }).optional(),
    search: z.string().trim().max(100, { error: msg.tooLong }).optional(),
  }).strict().optional(),
});
export type TTaskListQuery = z.infer<typeof ZTaskListQuery>;

export const ZTask = z.object({
  id: z.number(),
  clinic_id: z.number(),
  title: z.string(),
  description: z.string().nullable(),
  status: z.number(),
  vet_id: z.number().nullable(),
  vet: z.object({ id: z.number(), full_name: z.string() }).nullable(),
  pet_id: z.number().nullable(),
  pet: z.object({ id: z.number(), nickname: z.string(), owner: z.object({ id: z.number(), full_name: z.string() }) }).nullable(),
  record_id: z.number().nullable(),
  template_id: z.number().nullable(),
  template: z.object({ id: z.number(), name: z.string() }).nullable(),
  /** The sale whose service line created this task (the service's task when charged), and that line; null otherwise. */
  sale_id: z.number().nullable(),
  sale_line_id: z.number().nullable(),
  datetime_start_utc: z.string().nullable(),
  /** Still open or in progress and its due time has passed. */
  is_overdue: z.boolean(),
  completed_at: z.string().nullable(),
  created_by: z.object({ id: z.number(), full_name: z.string() }).nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TTask = z.infer<typeof ZTask>;

// ---------- task templates ----------

export const ZTaskTemplateInput = z.object({
  name: zRequiredString(160),
  description: zOptionalString(5000),
  due_offset_minutes: z.number({ error: msg.invalid }).int({ error: msg.invalid }).min(0, { error: msg.min }).max(MAX_TASK_OFFSET_MINUTES, { error: msg.max }).default(0),
});
export type TTaskTemplateInput = z.input<typeof ZTaskTemplateInput>;
export type TTaskTemplateInputParsed = z.output<typeof ZTaskTemplateInput>;

export const ZTaskTemplateListQuery = ZPageQuery.extend({
  filter: z.object({ search: z.string().trim().max(100, { error: msg.tooLong }).optional() }).strict().optional(),
});
export type TTaskTemplateListQuery = z.infer<typeof ZTaskTemplateListQuery>;

export const ZTaskTemplate = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string().nullable(),
  due_offset_minutes: z.number(),
  created_at: z.string(),
});
export type TTaskTemplate = z.infer<typeof ZTaskTemplate>;
