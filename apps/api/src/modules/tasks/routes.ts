import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZIdParams, ZTask, ZTaskInput, ZTaskListQuery, ZTaskStatusInput, ZTaskTemplate, ZTaskTemplateInput, ZTaskTemplateListQuery, ZTaskUpdateInput,
  dataOf, pageOf,
} from '@vetclinic/domain';
import type { AppDeps } from '../../app';
import { changeTaskStatus, createTask, deleteTask, getTask, listTasks, updateTask } from './service';
import { createTaskTemplate, deleteTaskTemplate, listTaskTemplates, updateTaskTemplate } from './template-service';

const view = { access: 'staff', permission: 'tasks.view' } as const;
const manage = { access: 'staff', permission: 'tasks.manage' } as const;

export const taskRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  app.get('/tasks', {
    schema: { tags: ['tasks'], querystring: ZTaskListQuery, response: { 200: pageOf(ZTask) } },
    config: view,
  }, async (request) => listTasks(db, request.scope, request.query));

  app.post('/tasks', {
    schema: { tags: ['tasks'], body: ZTaskInput, response: { 201: dataOf(ZTask) } },
    config: manage,
  }, async (request, reply) => reply.status(201).send({ data: await createTask(db, request.scope, request.body) }));

  app.get('/tasks/:id', {
    schema: { tags: ['tasks'], params: ZIdParams, response: { 200: dataOf(ZTask) } },
    config: view,
  }, async (request) => ({ data: await getTask(db, request.scope, request.params.id) }));

  app.put('/tasks/:id', {
    schema: { tags: ['tasks'], params: ZIdParams, body: ZTaskUpdateInput, response: { 200: dataOf(ZTask) } },
    config: manage,
  }, async (request) => ({ data: await updateTask(db, request.scope, request.params.id, request.body) }));

  app.post('/tasks/:id/status', {
    schema: { tags: ['tasks'], params: ZIdParams, body: ZTaskStatusInput, response: { 200: dataOf(ZTask) } },
    config: manage,
  }, async (request) => ({ data: await changeTaskStatus(db, request.scope, request.params.id, request.body.status) }));

  app.delete('/tasks/:id', {
    schema: { tags: ['tasks'], params: ZIdParams },
    config: manage,
  }, async (request, reply) => {
    await deleteTask(db, request.scope, request.params.id);
    return reply.status(204).send();
  });

  app.get('/task-templates', {
    schema: { tags: ['tasks'], querystring: ZTaskTemplateListQuery, response: { 200: pageOf(ZTaskTemplate) } },
    config: view,
  }, async (request) => listTaskTemplates(db, request.scope, request.query));

  app.post('/task-templates', {
    schema: { tags: ['tasks'], body: ZTaskTemplateInput, response: { 201: dataOf(ZTaskTemplate) } },
    config: manage,
  }, async (request, reply) => reply.status(201).send({ data: await createTaskTemplate(db, request.scope, request.body) }));

  app.put('/task-templates/:id', {
    schema: { tags: ['tasks'], params: ZIdParams, body: ZTaskTemplateInput, response: { 200: dataOf(ZTaskTemplate) } },
    config: manage,
  }, async (request) => ({ data: await updateTaskTemplate(db, request.scope, request.params.id, request.body) }));

  app.delete('/task-templates/:id', {
    schema: { tags: ['tasks'], params: ZIdParams },
    config: manage,
  }, async (request, reply) => {
    await deleteTaskTemplate(db, request.scope, request.params.id);
    return reply.status(204).send();
  });
};
