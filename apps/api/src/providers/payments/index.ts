import { createHash } from 'node:crypto';
import type { Db } from '@vetclinic/db';
import type { AppConfig } from '../../config';
import type { PaymentProvider } from './payment-provider';
import { SimulatedPaymentProvider } from './simulated-provider';
import { StripePaymentProvider } from './stripe-provider';

export * from './payment-provider';
export { SimulatedPaymentProvider, SIMULATED_SIGNATURE_HEADER } from './simulated-provider';
export { StripePaymentProvider } from './stripe-provider';

/** The simulated provider signs its events with a secret derived from the server's own secret. */
export const simulatedWebhookSecret = (config: AppConfig) => `whsec_sim_${createHash('sha256').update(`simulated-webhooks:${config.jwtSecret}`).digest('hex').slice(0, 32)}`;

/** PAYMENT_PROVIDER picks the adapter; the simulated one is the default for dev and tests. */
export function createPaymentProvider(config: AppConfig, db: Db): PaymentProvider {
  if (config.paymentProvider === 'stripe') {
    if (!config.stripe) throw new Error('PAYMENT_PROVIDER=stripe needs STRIPE_SECRET_KEY');
    return new StripePaymentProvider(config.stripe);
  }
  return new SimulatedPaymentProvider(db, simulatedWebhookSecret(config));
}
