import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ZodError } from 'zod';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError, type ErrorCode, STATUS_BY_CODE, validation } from '../lib/app-error';
import { translate } from '../lib/i18n';
import { isClosedRecordWrite } from '@vetclinic/db';

type FieldErrors = Record<string, string[]>;

function addFieldError(errors: FieldErrors, field: string, message: string) {
  (errors[field || '_'] ??= []).push(message);
}

function zodIssuesToFields(issues: { path: PropertyKey[]; message: string }[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) addFieldError(errors, issue.path.map(String).join('.'), issue.message);
  return errors;
}

/** Where a string or key holds U+0000, as field paths (`pets.0.nickname`); a few are enough. */
function nulFields(value: unknown, path: string, out: string[], depth = 0): void {
  if (out.length >= 10 || depth > 64) return;
  if (typeof value === 'string') {
    if (value.includes('\u0000')) out.push(path);
  } else if (Array.isArray(value)) {
    value.forEach((v, i) => nulFields(v, path ? `${path}.${i}` : String(i), out, depth + 1));
  } else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      const p = path ? `${path}.${k}` : k;
      if (k.includes('\u0000')) out.push(p.split('\u0000').join('\\0'));
      else nulFields(v, p, out, depth + 1);
    }
  }
}

/** Maps everything thrown in a handler to `{message, code, errors?}`; never leaks a stack. */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  // PostgreSQL text cannot hold U+0000: any such value would fail in the database as a 500. No field
  // of ours may contain it, so it is a validation error on that field, for every route at once.
  app.addHook('preValidation', async (request) => {
    const fields: string[] = [];
    for (const part of [request.params, request.query, request.body]) nulFields(part, '', fields);
    if (fields.length) throw validation(Object.fromEntries(fields.map((f) => [f || '_', ['validation.invalid']])));
  });

  app.setErrorHandler((err: FastifyError | Error, request: FastifyRequest, reply: FastifyReply) => {
    const lang = request.lang;
    const send = (status: number, code: ErrorCode | 'internal_error', message: string, errors?: FieldErrors, extra?: Record<string, unknown>) => {
      const translatedErrors = errors
        ? Object.fromEntries(Object.entries(errors).map(([field, msgs]) => [
            field,
            msgs.map((m) => translate(lang, m, { attribute: translate(lang, `labels.fields.${field.split('.').pop()}`) })),
          ]))
        : undefined;
      return reply.status(status).send({ message: translate(lang, message, extra as Record<string, string | number> | undefined), code, ...(translatedErrors ? { errors: translatedErrors } : {}), ...extra });
    };

    if (err instanceof AppError) {
      if (err.status === 429) reply.header('retry-after', String(err.extra?.retry_after ?? 60));
      return send(err.status, err.code, err.message, err.errors, err.extra);
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const errors: FieldErrors = {};
      for (const v of err.validation) {
        const field = v.instancePath.replace(/^\//, '').replace(/\//g, '.');
        addFieldError(errors, field, v.message ?? 'validation.invalid');
      }
      return send(422, 'validation_failed', 'errors.validation_failed', errors);
    }
    if (err instanceof ZodError) {
      return send(422, 'validation_failed', 'errors.validation_failed', zodIssuesToFields(err.issues));
    }
    if (isResponseSerializationError(err)) {
      request.log.error({ err }, 'response did not match its schema');
      return send(500, 'internal_error', 'errors.internal_error');
    }
    // A write that reached a closed record's rows past its module's own check (the database trigger's guard).
    if (isClosedRecordWrite(err)) return send(409, 'record_closed', 'errors.record_closed');
    const fe = err as FastifyError;
    if (fe.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || fe.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' || (fe instanceof SyntaxError && fe.statusCode === 400)) {
      return send(400, 'malformed_json', 'errors.malformed_json');
    }
    if (fe.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || fe.statusCode === 413) return send(413, 'payload_too_large', 'errors.payload_too_large');
    if (fe.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' || fe.statusCode === 415) return send(415, 'unsupported_media_type', 'errors.unsupported_media_type');
    if (fe.statusCode === 429) {
      return send(429, 'too_many_requests', 'errors.too_many_requests');
    }
    if (fe.statusCode && fe.statusCode >= 400 && fe.statusCode < 500) {
      const code = (Object.keys(STATUS_BY_CODE) as ErrorCode[]).find((c) => STATUS_BY_CODE[c] === fe.statusCode) ?? 'validation_failed';
      return send(fe.statusCode, code, `errors.${code}`);
    }
    request.log.error({ err }, 'unhandled error');
    return send(500, 'internal_error', 'errors.internal_error');
  });

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send({ message: translate(request.lang, 'errors.route_not_found'), code: 'not_found' });
  });
});
