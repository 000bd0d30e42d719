import { z } from 'zod';
import { ZPageQuery, msg, zId, zRequiredString } from './common';

export const REMINDER_KINDS = ['vaccination', 'annual_check', 'follow_up', 'appointment'] as const;
export type TReminderKind = (typeof REMINDER_KINDS)[number];
export const REMINDER_CHANNELS = ['mail', 'sms'] as const;
export type TReminderChannel = (typeof REMINDER_CHANNELS)[number];

/** Kinds that need an interval (days between vaccinations / checks) when nothing else names the due day. */
export const REMINDER_KINDS_WITH_INTERVAL: readonly TReminderKind[] = ['vaccination', 'annual_check', 'follow_up'];

const zInt = (min: number, max: number) => z.coerce.number({ error: msg.invalid }).int({ error: msg.invalid })
  .min(min, { error: msg.min }).max(max, { error: msg.max });

const ZReminderRuleFields = z.object({
  name: zRequiredString(120),
  kind: z.enum(REMINDER_KINDS, { error: msg.required }),
  send_mail: z.boolean(),
  send_sms: z.boolean(),
  enabled: z.boolean(),
  /** Days before the due day the reminder goes out (0 = on the day; the appointment rule counts from 24 h before). */
  lead_days: zInt(0, 90),
  /** Vaccination: interval when the last record names no next date; annual check: period; follow-up: days after the service. */
  interval_days: zInt(1, 3660).nullable(),
  /** Follow-up only: the service the follow-up comes after. */
  service_id: zId.nullable(),
});

const ruleRefinements = <T extends z.ZodType<Partial<z.infer<typeof ZReminderRuleFields>>>>(schema: T) => schema.superRefine((v, ctx) => {
  if (v.send_mail === false && v.send_sms === false) ctx.addIssue({ code: 'custom', path: ['send_mail'], message: 'reminders.validation.channel_required' });
  if (v.kind && REMINDER_KINDS_WITH_INTERVAL.includes(v.kind) && (v.interval_days === null || v.interval_days === undefined)) {
    ctx.addIssue({ code: 'custom', path: ['interval_days'], message: msg.required });
  }
  if (v.kind === 'follow_up' && (v.service_id === null || v.service_id === undefined)) ctx.addIssue({ code: 'custom', path: ['service_id'], message: msg.required });
});

/** POST /reminder-rules (and the Settings form). */
export const ZReminderRuleInput = ruleRefinements(ZReminderRuleFields);
export type TReminderRuleInput = z.infer<typeof ZReminderRuleFields>;

/** PUT /reminder-rules/{id}: the whole rule again (the form always sends all fields). */
export const ZReminderRuleUpdateInput = ZReminderRuleInput;

export const ZReminderRule = ZReminderRuleFields.extend({
  id: z.number(),
  clinic_id: z.number(),
  interval_days: z.number().nullable(),
  service_id: z.number().nullable(),
  service_name: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TReminderRule = z.infer<typeof ZReminderRule>;

const zSearch = z.string().trim().max(100, { error: msg.tooLong }).optional();

export const ZReminderRuleListQuery = ZPageQuery.extend({
  filter: z.object({ search: zSearch, kind: z.enum(REMINDER_KINDS).optional() }).strict().optional(),
});
export type TReminderRuleListQuery = z.infer<typeof ZReminderRuleListQuery>;

/** GET /reminders/upcoming: what the job will send today (days=1) or over the next days (up to 31). */
export const ZReminderUpcomingQuery = ZPageQuery.extend({
  days: z.coerce.number().int().min(1, { error: msg.min }).max(31, { error: msg.max }).default(1),
  filter: z.object({ search: zSearch, rule_id: zId.optional() }).strict().optional(),
});
export type TReminderUpcomingQuery = z.infer<typeof ZReminderUpcomingQuery>;

export const ZReminderUpcoming = z.object({
  rule_id: z.number(),
  rule_name: z.string(),
  kind: z.enum(REMINDER_KINDS),
  /** The clinic-local day the reminder goes out. */
  send_on: z.string(),
  /** The clinic-local day it is about (vaccination due, appointment day …). */
  due_on: z.string(),
  client_id: z.number(),
  client_name: z.string(),
  pet_id: z.number().nullable(),
  pet_name: z.string().nullable(),
  /** Channels it will go by (opted-out channels and missing contacts left out). */
  channels: z.array(z.enum(REMINDER_CHANNELS)),
  /** Channels the client opted out of among the rule's. */
  opted_out: z.array(z.enum(REMINDER_CHANNELS)),
});
export type TReminderUpcoming = z.infer<typeof ZReminderUpcoming>;

export const ZReminderSentQuery = ZPageQuery.extend({
  filter: z.object({ search: zSearch, rule_id: zId.optional(), channel: z.enum(REMINDER_CHANNELS).optional() }).strict().optional(),
});
export type TReminderSentQuery = z.infer<typeof ZReminderSentQuery>;

export const ZReminderSent = z.object({
  id: z.number(),
  rule_id: z.number(),
  rule_name: z.string(),
  kind: z.enum(REMINDER_KINDS),
  channel: z.enum(REMINDER_CHANNELS),
  recipient: z.string(),
  client_id: z.number(),
  client_name: z.string(),
  pet_id: z.number().nullable(),
  pet_name: z.string().nullable(),
  due_on: z.string(),
  sent_at: z.string(),
});
export type TReminderSent = z.infer<typeof ZReminderSent>;

/** GET/PUT /clients/{id}/reminder-opt-outs: the channels a client does not want reminders by. */
export const ZReminderOptOuts = z.object({ mail: z.boolean(), sms: z.boolean() });
export type TReminderOptOuts = z.infer<typeof ZReminderOptOuts>;

/** POST /dev/reminders/run: run the reminder job as if it were `at` (a test clock; dev and e2e only). */
export const ZReminderRunInput = z.object({ at: z.iso.datetime({ offset: true, error: msg.invalid }).optional() });
export const ZReminderRunResult = z.object({ sent: z.number(), skipped_opt_out: z.number(), already_sent: z.number() });
export type TReminderRunResult = z.infer<typeof ZReminderRunResult>;

/** The public unsubscribe page's view and answer. */
export const ZReminderUnsubscribe = z.object({ channel: z.enum(REMINDER_CHANNELS), clinic_name: z.string(), opted_out: z.boolean() });
export type TReminderUnsubscribe = z.infer<typeof ZReminderUnsubscribe>;
