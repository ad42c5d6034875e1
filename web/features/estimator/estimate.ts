// The estimator's figures, all from the one price authority (domain/pricing.ts, DESIGN D9): this
// file only chooses which services the estimator offers and shapes the draft it leaves behind.
import { centsToDecimal } from '../../../domain/money.ts';
import { nightsBetween } from '../../../domain/dates.ts';
import { EXTRA_SERVICES, serviceAllowedFor, type ExtraService } from '../../../domain/extra-services.ts';
import { priceStay, type StayPrice } from '../../../domain/pricing.ts';
import type { StayDates } from '../../../domain/stay-calendar.ts';
import type { PendingBooking } from '../../components/pending-booking.ts';

// Spec point 3 lists the estimator's three services; Transport (R200 a booking, pick-up and
// delivery, spec point 9) is offered too, as the dashboard offers it, so the estimate is the booking's (issue 31).
export const ESTIMATOR_SERVICES: readonly ExtraService[] = EXTRA_SERVICES;

export interface ChosenStay {
  checkIn: string;
  checkOut: string;
  cats: number;
}

/** Both dates picked, or null while the owner is still choosing. */
export function chosenStay(dates: StayDates, cats: number): ChosenStay | null {
  return dates.checkIn !== null && dates.checkOut !== null ? { checkIn: dates.checkIn, checkOut: dates.checkOut, cats } : null;
}

export function nightsOf(stay: Pick<ChosenStay, 'checkIn' | 'checkOut'>): number {
  return nightsBetween(stay.checkIn, stay.checkOut);
}

/** Whether a service can be chosen for a stay this long (Special Attention Care: 20+ nights). */
export function serviceOffered(service: ExtraService, nights: number): boolean {
  return serviceAllowedFor(service, nights);
}

/**
 * The stay's price with the chosen services; a service not offered for this length is left out
 * even if it was chosen. Services are per day of the stay (Transport once a booking) and never multiplied by cats (spec point 9).
 */
export function estimateStay(stay: ChosenStay, serviceIds: readonly number[] = []): StayPrice {
  const nights = nightsOf(stay);
  const services = ESTIMATOR_SERVICES.filter((service) => serviceIds.includes(service.id) && serviceOffered(service, nights));
  return priceStay({ nights, cats: stay.cats, services });
}

/** Only the advertised 3 to 90 nights have a rate, and only those can be booked (spec point 5). */
export function isBookable(price: StayPrice): boolean {
  return price.stayType !== '';
}

/** The draft in the shape spec point 3 names, or null for a stay that cannot be booked. */
export function pendingBookingFrom(stay: ChosenStay, serviceIds: readonly number[] = []): PendingBooking | null {
  const price = estimateStay(stay, serviceIds);
  if (price.stayType === '') return null;
  return {
    checkInDate: stay.checkIn,
    checkOutDate: stay.checkOut,
    numberOfCats: stay.cats,
    selectedServices: price.services.map((service) => service.id),
    stayDetails: {
      nights: price.nights,
      rate: centsToDecimal(price.rateCents),
      stayType: price.stayType,
      baseAmount: centsToDecimal(price.baseCents),
      servicesAmount: centsToDecimal(price.servicesCents),
      totalAmount: centsToDecimal(price.totalCents),
    },
  };
}
