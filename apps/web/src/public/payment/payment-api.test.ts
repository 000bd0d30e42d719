import { describe, expect, it } from 'vitest';
import { HttpError } from '../../ui/http';
import { isDepositNotRequired } from './payment-api';

const err = (status: number, errors?: Record<string, string[]>, code?: string) => new HttpError('POST', '/x', status, '', { message: 'm', code, errors });

describe('deposit endpoint answers', () => {
  it('should read a 422 on the services alone as "no deposit needed, use the plain endpoint"', () => {
    expect(isDepositNotRequired(err(422, { service_package_ids: ['This booking does not need a deposit.'] }, 'validation_failed'))).toBe(true);
  });

  it('should keep every other failure an error', () => {
    expect(isDepositNotRequired(err(422, { service_package_ids: ['x'], email: ['y'] }))).toBe(false);
    expect(isDepositNotRequired(err(422, { email: ['y'] }))).toBe(false);
    expect(isDepositNotRequired(err(409, undefined, 'slot_taken'))).toBe(false);
    expect(isDepositNotRequired(new Error('network'))).toBe(false);
  });
});
