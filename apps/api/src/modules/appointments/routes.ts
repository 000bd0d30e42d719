import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZAppointment, ZAppointmentListQuery, pageOf } from '@vetclinic/domain';
import type { AppDeps } from '../../app';
import { listAppointments } from './service';

export const appointmentRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  app.get('/appointments', {
    schema: { tags: ['appointments'], querystring: ZAppointmentListQuery, response: { 200: pageOf(ZAppointment) } },
    config: { access: 'staff', permission: 'appointments.view' },
  }, async (request) => listAppointments(db, request.scope, request.query));
};
