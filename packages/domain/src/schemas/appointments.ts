import { z } from 'zod';
import { ZPageQuery, zId, zIsoDate } from './common';

export const ZAppointmentListQuery = ZPageQuery.extend({
  filter: z.object({
    /** Clinic-local day, yyyy-MM-dd: the whole day in the clinic's zone. */
    date: zIsoDate.optional(),
    /** Or an explicit UTC range. */
    from: z.iso.datetime({ offset: true }).optional(),
    to: z.iso.datetime({ offset: true }).optional(),
    vet_id: zId.optional(),
    client_id: zId.optional(),
    status: z.union([z.coerce.number().int().min(0).max(9), z.array(z.coerce.number().int().min(0).max(9)).max(10)]).optional(),
  }).strict().optional(),
});
export type TAppointmentListQuery = z.infer<typeof ZAppointmentListQuery>;

export const ZAppointment = z.object({
  id: z.number(),
  clinic_id: z.number(),
  status: z.number(),
  datetime_start_utc: z.string(),
  datetime_end_utc: z.string(),
  source: z.string(),
  user_note: z.string().nullable(),
  vet: z.object({ id: z.number(), full_name: z.string() }),
  client: z.object({ id: z.number(), full_name: z.string(), phone: z.string().nullable(), email: z.string().nullable() }).nullable(),
  pets: z.array(z.object({ id: z.number(), nickname: z.string() })),
  services: z.array(z.object({ id: z.number(), service_id: z.number(), name: z.string(), color: z.string(), duration: z.number() })),
  visit_type: z.object({ id: z.number(), name: z.string(), color: z.string() }).nullable(),
});
export type TAppointment = z.infer<typeof ZAppointment>;

export const ZVetListItem = z.object({
  id: z.number(),
  first_name: z.string(),
  last_name: z.string(),
  full_name: z.string(),
  email: z.string(),
  job_title: z.string().nullable(),
  avatar: z.string().nullable(),
  is_vet: z.boolean(),
  role: z.object({ id: z.number(), name: z.string() }),
});
export type TVetListItem = z.infer<typeof ZVetListItem>;
