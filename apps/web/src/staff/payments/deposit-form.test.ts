import { describe, expect, it } from 'vitest';
import { ZAppointmentDepositForm, depositFields } from './deposit-form';

const base = {
  client_id: 3, pet_ids: [4], service_package_ids: [5], vet_id: '2', date: '2026-12-01', time: '10:00', duration: '30',
  status: '1', staff_note: '', notify_mail: true, notify_sms: false, require_deposit: true,
};

describe('new appointment with a deposit', () => {
  it('should read an empty amount as "use the services\' deposits" and a typed one as major units', () => {
    expect(ZAppointmentDepositForm.parse({ ...base, deposit_amount: '' }).deposit_amount).toBeUndefined();
    expect(ZAppointmentDepositForm.parse({ ...base, deposit_amount: '50,5' }).deposit_amount).toBe(50.5);
  });

  it('should reject a zero, negative or unreadable amount with the API\'s messages', () => {
    for (const bad of ['0', '-3', 'abc']) {
      const r = ZAppointmentDepositForm.safeParse({ ...base, deposit_amount: bad });
      expect(r.success).toBe(false);
      expect(r.error!.issues[0].path).toEqual(['deposit_amount']);
    }
  });

  it('should send the deposit only for a pending appointment that asks for one', () => {
    expect(depositFields({ status: 1, require_deposit: true, deposit_amount: 40 })).toEqual({ require_deposit: true, deposit_amount: 40 });
    expect(depositFields({ status: 1, require_deposit: true })).toEqual({ require_deposit: true });
    expect(depositFields({ status: 5, require_deposit: true, deposit_amount: 40 })).toEqual({});
    expect(depositFields({ status: 1, require_deposit: false, deposit_amount: 40 })).toEqual({});
  });
});
