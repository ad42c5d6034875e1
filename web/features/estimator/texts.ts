// The estimator's words. Titles and buttons are the specification's own (points 2 and 5).
import { formatRand } from '../../../domain/money.ts';
import { DEPOSIT_CENTS, MAX_NIGHTS, MIN_NIGHTS } from '../../../domain/stay.ts';

export const catsText = (cats: number) => (cats === 1 ? '1 cat' : `${cats} cats`);
export const nightsText = (nights: number) => (nights === 1 ? '1 night' : `${nights} nights`);

export const ESTIMATOR_TEXTS = {
  estimatedTotal: 'Estimated Total',
  baseOnly: 'Base rate only, before any services.',
  datesPerfect: 'These Dates Are Perfect',
  /** A stay the hotel does not take (spec point 5 gives it no rate): why, and the nearest one it does. */
  stayLength: {
    tooShort: `Stays are ${MIN_NIGHTS} to ${MAX_NIGHTS} nights: pick a later check-out date`,
    tooLong: `Stays are ${MIN_NIGHTS} to ${MAX_NIGHTS} nights: pick an earlier check-out date`,
    nearest: (day: string, nights: string) => `Check out on ${day} (${nights})`,
  },
  confirm: {
    checking: { title: 'Checking Availability…', line: 'One moment while we check every night of your stay.' },
    available: {
      title: 'Great News! We Have Availability',
      line: (cats: number) => `There is room for ${catsText(cats)} on every night of your stay.`,
    },
    full: {
      title: 'Sorry, Those Dates Are Full',
      line: (nights: string, cats: number) => `${nights}: we do not have room for ${catsText(cats)}. Please choose other dates.`,
    },
    closed: {
      title: 'Sorry, We Are Closed on Those Dates',
      line: (nights: string) => `${nights}. Please choose other dates.`,
    },
    offline: {
      title: 'Your Stay at a Glance',
      line: 'You are offline, so we cannot check these dates right now. Availability is confirmed when your booking is sent.',
    },
    unknown: {
      title: 'Your Stay at a Glance',
      line: 'We could not check availability just now. Availability is confirmed when your booking is sent.',
    },
    viewServices: 'View Additional Services',
    withoutServices: 'Continue Without Services',
    otherDates: 'Choose Other Dates',
    changeDates: 'Change Dates',
  },
  summary: {
    cats: 'Cats',
    base: 'Base cost',
    services: 'Services cost',
    total: 'Total',
    title: 'Booking Summary',
  },
  services: {
    title: 'Additional Services',
    lead: 'Add care to your cat’s stay. Each service is charged per day of the stay, Transport once per booking, whatever the number of cats.',
    perDay: 'per day',
    perStay: 'per booking',
    added: 'Added',
    add: 'Add to stay',
  },
  continueToRegistration: 'Continue to Registration',
  continueToDashboard: 'Continue to Your Dashboard',
  saving: 'Saving your booking…',
  depositNote: `A ${formatRand(DEPOSIT_CENTS)} non-refundable deposit is required to confirm your booking; the balance is due at check-in.`,
} as const;
