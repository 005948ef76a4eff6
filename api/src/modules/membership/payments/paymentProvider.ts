import type { Knex } from 'knex';
import type { ApiConfig } from '../../../platform/config';
import type { PaymentProvider } from './port';
import { simulatedBank } from './simulatedBank';

/** The provider PAYMENTS_ADAPTER names (only the simulated bank is built; a real provider is one more adapter here). */
export function paymentProviderOf(context: { db: Knex; config: ApiConfig }): PaymentProvider {
  switch (context.config.PAYMENTS_ADAPTER) {
    case 'simulated':
      return simulatedBank(context.db, context.config);
  }
}
