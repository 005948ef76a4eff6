import type { GlobalPosition } from '../port';

// xid8 and bigserial both fit in 20 decimal digits, so zero-padding makes string order equal numeric order.
const WIDTH = 20;

export interface PgPosition {
  transactionId: string;
  globalPosition: string;
}

export function encodePosition(transactionId: string | bigint, globalPosition: string | bigint): GlobalPosition {
  return `${String(transactionId).padStart(WIDTH, '0')}:${String(globalPosition).padStart(WIDTH, '0')}`;
}

export function decodePosition(position: GlobalPosition): PgPosition {
  const match = /^(\d{1,20}):(\d{1,20})$/.exec(position);
  if (!match) throw new Error(`Not a PostgreSQL event store position: ${position}`);
  return { transactionId: BigInt(match[1]!).toString(), globalPosition: BigInt(match[2]!).toString() };
}

export const START: PgPosition = { transactionId: '0', globalPosition: '0' };
