import type { Knex } from 'knex';
import type { ProviderPayment, ProviderPaymentStatus } from './port';

/** The simulated bank's own books: one row per QR it was asked to create, with what became of it. */
export const DEV_BANK_PAYMENTS_TABLE = 'dev_bank_payments';

export interface LedgerRow {
  reference: string;
  order_no: string;
  merchant_account: string;
  amount: string;
  currency: string;
  payload: string;
  status: Exclude<ProviderPaymentStatus, 'unknown'>;
  transaction_id: string | null;
  expires_at: Date;
  created_at: Date;
  updated_at: Date;
  paid_at: Date | null;
}

/** Its refunds: one row per refunded reference (the primary key makes a second refund of one payment impossible). */
export const DEV_BANK_REFUNDS_TABLE = 'dev_bank_refunds';

export interface RefundRow {
  reference: string;
  refund_id: string;
  amount: string;
  currency: string;
  created_at: Date;
}

const ready = new WeakMap<Knex, Promise<void>>();

/**
 * Creates the ledger on first use (the bank is an adapter outside our read models: no migration of ours owns it).
 * Two processes creating it at once: the loser's duplicate-type error means it exists.
 */
export function ensureLedger(db: Knex): Promise<void> {
  let done = ready.get(db);
  if (!done) {
    done = db
      .raw(
        `create table if not exists ${DEV_BANK_PAYMENTS_TABLE} (
           reference text primary key,
           order_no text not null,
           merchant_account text not null,
           amount numeric not null,
           currency text not null,
           payload text not null,
           status text not null default 'unpaid',
           transaction_id text,
           expires_at timestamptz not null,
           created_at timestamptz not null default now(),
           updated_at timestamptz not null default now(),
           paid_at timestamptz
         )`,
      )
      // added with consult orders' refunds (issue 17): created here like the payments table, so older dev databases get it too
      .then(() =>
        db.raw(
          `create table if not exists ${DEV_BANK_REFUNDS_TABLE} (
             reference text primary key references ${DEV_BANK_PAYMENTS_TABLE} (reference),
             refund_id text not null unique,
             amount numeric not null,
             currency text not null,
             created_at timestamptz not null default now()
           )`,
        ),
      )
      .then(() => undefined)
      .catch((error: { code?: string }) => {
        if (error.code !== '23505' && error.code !== '42P07') {
          ready.delete(db);
          throw error;
        }
      });
    ready.set(db, done);
  }
  return done;
}

/** A ledger row as the provider's query API answers it. */
export function paymentOf(reference: string, row: LedgerRow | undefined): ProviderPayment {
  if (!row) return { reference, status: 'unknown', providerTxId: null, amount: null, currency: null, paidTime: null };
  return {
    reference,
    status: row.status,
    providerTxId: row.transaction_id,
    amount: Number(row.amount),
    currency: row.currency,
    paidTime: row.paid_at ? row.paid_at.toISOString() : null,
  };
}

export async function ledgerRowOf(db: Knex, reference: string): Promise<LedgerRow | undefined> {
  await ensureLedger(db);
  return db<LedgerRow>(DEV_BANK_PAYMENTS_TABLE).where({ reference }).first();
}
