// The one price authority (DESIGN D9): the estimator, the dashboard, the confirm page and the server all
// call priceStay, and the server never trusts a total sent by a client.
import { nightsBetween } from './dates.ts';
import type { ExtraService } from './extra-services.ts';
import { DEPOSIT_CENTS, stayTierFor } from './stay.ts';
import type { StayTypeKey } from './stay.ts';

export type PricedService = Pick<ExtraService, 'id' | 'priceCents' | 'charge'>;

export interface StayPrice {
  nights: number;
  cats: number;
  /** '' when the stay is outside the advertised 3 to 90 nights: no rate applies (spec point 5). */
  stayType: StayTypeKey | '';
  stayTypeName: string;
  rateCents: number;
  baseCents: number;
  services: { id: number; amountCents: number }[];
  servicesCents: number;
  totalCents: number;
  depositCents: number;
  balanceCents: number;
}

export function priceStay(input: { nights: number; cats: number; services: readonly PricedService[] }): StayPrice {
  const nights = Math.max(0, input.nights);
  const tier = stayTierFor(nights);
  const rateCents = tier?.rateCents ?? 0;
  const baseCents = nights * rateCents * input.cats;
  // Services care for the stay, not for each cat, so they are never multiplied by cats (spec point 9).
  const services = input.services.map((service) => ({
    id: service.id,
    amountCents: service.charge === 'day' ? service.priceCents * nights : service.priceCents,
  }));
  const servicesCents = services.reduce((sum, service) => sum + service.amountCents, 0);
  const totalCents = baseCents + servicesCents;
  return {
    nights,
    cats: input.cats,
    stayType: tier?.key ?? '',
    stayTypeName: tier?.name ?? '',
    rateCents,
    baseCents,
    services,
    servicesCents,
    totalCents,
    depositCents: DEPOSIT_CENTS,
    balanceCents: Math.max(0, totalCents - DEPOSIT_CENTS),
  };
}

export function priceStayBetween(checkIn: string, checkOut: string, cats: number, services: readonly PricedService[]): StayPrice {
  return priceStay({ nights: nightsBetween(checkIn, checkOut), cats, services });
}
