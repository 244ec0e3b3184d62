import { randomInt } from 'node:crypto';
import type { CarrierId } from '@store/shared/schemas/carriers';

function digits(count: number): string {
  return Array.from({ length: count }, () => randomInt(10)).join('');
}

/**
 * A random number in the shape the carrier prints (packages/shared MANUAL_CARRIERS, CARRIERS.md),
 * for the simulator's shipments and the fake's: it passes the same check a typed one does.
 */
export function sampleTrackingNumber(carrier: CarrierId): string {
  switch (carrier) {
    case 'smsa':
      return `29${digits(10)}`;
    case 'aramex':
      return `44${digits(9)}`;
    case 'spl':
      return `GNTUPD${digits(10)}`;
    case 'jt':
      return `JTE${digits(12)}`;
    case 'naqel':
      return `28${digits(7)}`;
    case 'custom':
      return `SIM-${digits(6)}`;
  }
}
