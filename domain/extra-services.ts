// The one catalogue of extra services: the estimator shows it and the server seeds its table from it.

export type ServiceCharge = 'day' | 'stay';

export interface ExtraService {
  id: number;
  name: string;
  description: string;
  priceCents: number;
  /** 'day' is charged for every night of the stay, 'stay' once per booking. */
  charge: ServiceCharge;
  /** The shortest stay the service is offered for; 0 means any stay. */
  minNights: number;
}

// Special care only makes sense once a cat has settled in for a long stay (spec point 4).
const SPECIAL_ATTENTION_MIN_NIGHTS = 20;

export const SPECIAL_ATTENTION_NOTE = `Available for stays of ${SPECIAL_ATTENTION_MIN_NIGHTS}+ nights only`;

export const EXTRA_SERVICES: readonly ExtraService[] = [
  {
    id: 1,
    name: 'Medication Administration',
    description:
      "Tablets, drops or ointments given exactly as your vet prescribed, gently and with a treat, and every dose noted in your cat's care log.",
    priceCents: 2_000,
    charge: 'day',
    minNights: 0,
  },
  {
    id: 2,
    name: 'Live Updates',
    description:
      'Additional video calls to watch your cat nap in the sun or explore the catio, on top of the one daily call that is always included free.',
    priceCents: 1_500,
    charge: 'day',
    minNights: 0,
  },
  {
    id: 3,
    name: 'Special Attention Care',
    description: "Extra one-on-one time every day for long-stay guests, with brushing, play and quiet lap time shaped around your cat's personality.",
    priceCents: 9_000,
    charge: 'day',
    minNights: SPECIAL_ATTENTION_MIN_NIGHTS,
  },
  {
    id: 4,
    name: 'Transport',
    description:
      'We collect your cat from your door before the stay and bring them safely home afterwards, settled in a secure carrier the whole way.',
    priceCents: 20_000,
    charge: 'stay',
    minNights: 0,
  },
];

export function serviceAllowedFor(service: Pick<ExtraService, 'minNights'>, nights: number): boolean {
  return nights >= service.minNights;
}

/** Transport: the one service that needs to know where the cat lives (spec point 9, issue 31). */
export const TRANSPORT_SERVICE_ID = 4;

export const TRANSPORT_ADDRESS_MESSAGE = 'Please give the pick-up and delivery address for Transport';

/** Whether a booking with these services and this address lacks the address Transport needs. */
export function lacksTransportAddress(extraServiceIds: readonly number[], transportAddress: string | null | undefined): boolean {
  return extraServiceIds.includes(TRANSPORT_SERVICE_ID) && (transportAddress ?? '').trim() === '';
}
