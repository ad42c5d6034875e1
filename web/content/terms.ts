import { CANCELLATION_RULES } from '../../domain/cancellation-policy.ts';
import { EXTRA_SERVICES, type ExtraService } from '../../domain/extra-services.ts';
import { formatRand } from '../../domain/money.ts';
import { CHECK_IN_TIME, CHECK_OUT_TIME, DEPOSIT_CENTS, MAX_CATS, MAX_NIGHTS, MIN_NIGHTS, STAY_TIERS } from '../../domain/stay.ts';
import type { LegalSection } from '../features/legal/legal-document.tsx';
import { CONTACT } from './contact.ts';

/**
 * The terms of every stay (specification points 2, 5 and 9). Figures come from domain/, so a new
 * rate, deposit or time changes the terms with it; the wording is the hotel's.
 */

const DEPOSIT = formatRand(DEPOSIT_CENTS);

const chargeUnit = (service: ExtraService): string => (service.charge === 'day' ? 'per day' : 'per stay');

function serviceLine(service: ExtraService): string {
  const line = `${service.name}: ${formatRand(service.priceCents)} ${chargeUnit(service)}`;
  return service.minNights > 0 ? `${line}, for stays of ${service.minNights} nights or more` : line;
}

const TRANSPORT = EXTRA_SERVICES.find((service) => service.name === 'Transport');

/** Booking records are kept this long, for tax and legal reasons (spec point 9). */
export const BOOKING_RECORD_YEARS = 7;

export const TERMS_INTRO =
  'These terms apply to every stay at Sunningdale Cat Hotel. Please read them before you book: paying the deposit confirms that you accept them.';

export const TERMS_CHAT_MESSAGE = 'Hello Sunningdale Cat Hotel, I have a question about your terms and conditions.';

export const TERMS_SECTIONS: readonly LegalSection[] = [
  {
    id: 'booking-and-payment',
    title: 'Booking and payment',
    blocks: [
      {
        kind: 'text',
        text: `You can book online once you have an account, for 1 to ${MAX_CATS} cats and stays of ${MIN_NIGHTS} to ${MAX_NIGHTS} nights. Please book at least 2 weeks ahead, and 4 to 6 weeks ahead for long-term stays: we keep the number of guests small, and the best dates go early.`,
      },
      {
        kind: 'list',
        title: 'Nightly rates per cat',
        items: STAY_TIERS.map(
          (tier) => `${tier.name} (${tier.minNights} to ${tier.maxNights} nights): ${formatRand(tier.rateCents)} per cat per night`,
        ),
      },
      {
        kind: 'text',
        text: `A booking is confirmed once the ${DEPOSIT} deposit has been paid (see section 2). We confirm every stay with you again 24 to 48 hours before check-in.`,
      },
      {
        kind: 'text',
        text: 'The balance is due at check-in or drop-off, by cash or card; bank transfer is also accepted if the payment reflects in our account before check-in. Prices shown by the estimator on our website are estimates; the amount on your invoice is the one that applies.',
      },
    ],
  },
  {
    id: 'non-refundable-deposit',
    title: 'Non-refundable deposit',
    blocks: [
      {
        kind: 'text',
        text: `Every booking needs a ${DEPOSIT} deposit, paid online through our card payment provider. The deposit is required to confirm your booking, it reserves your cat’s place, and it is deducted from your final invoice.`,
      },
      {
        kind: 'text',
        text: 'The deposit is non-refundable, whatever the reason for a cancellation or change. Until it is paid, your dates are not held for you.',
      },
    ],
  },
  {
    id: 'cancellation',
    title: 'Cancellation',
    blocks: [
      {
        kind: 'text',
        text: 'Please tell us as early as you can, by e-mail, chat or phone. The time we receive your message is the time of cancellation.',
      },
      {
        kind: 'list',
        // The same rules the cancel confirmation shows (domain/cancellation-policy.ts).
        items: CANCELLATION_RULES.map((rule) => rule.text),
      },
    ],
  },
  {
    id: 'pet-health',
    title: 'Pet health',
    blocks: [
      {
        kind: 'text',
        text: 'Our guests share one large, cage-free space, so every cat’s health protects every other cat’s. We can accept a cat only when:',
      },
      {
        kind: 'list',
        items: [
          'the cat is spayed or neutered, with proof provided at booking;',
          'vaccinations are current, including FVRCP and rabies, and the vaccination book is brought at check-in;',
          'a health certificate from your vet, issued within 30 days before check-in, is provided;',
          'flea and tick prevention is up to date: it is mandatory for every guest.',
        ],
      },
      {
        kind: 'text',
        text: 'Tell us about every medical condition, allergy, medication and change in behaviour when you book, and again at check-in. We may decline a cat who arrives unwell or with parasites, to protect the other guests.',
      },
      {
        kind: 'text',
        text: `If your cat needs a vet during the stay, we contact you and take them to our partner clinic, ${CONTACT.partnerVet.name}; a vet can be with us within 15 minutes. In an emergency we act first and call you on the way. Veterinary costs are for the owner’s account.`,
      },
    ],
  },
  {
    id: 'drop-off-and-pick-up',
    title: 'Drop-off and pick-up',
    blocks: [
      {
        kind: 'text',
        text: `Check-in is at ${CHECK_IN_TIME} and check-out at ${CHECK_OUT_TIME}. Other times are possible only by arrangement made in advance. Please bring your cat in a secure, closed carrier.`,
      },
      {
        kind: 'text',
        text: 'We hand your cat over only to you or to a person you have named to us in writing, who may be asked for identification. If you cannot collect on the agreed day, let us know as soon as possible: extra nights are charged at the current rate.',
      },
    ],
  },
  {
    id: 'pick-up-delivery-and-relocation',
    title: 'Pick-up, delivery and relocation',
    blocks: [
      {
        kind: 'text',
        text:
          TRANSPORT === undefined
            ? 'We can collect your cat from your door and bring them home again, in a secure carrier. Times are agreed in advance.'
            : `We can collect your cat from your door and bring them home again, in a secure carrier, for ${formatRand(TRANSPORT.priceCents)} ${chargeUnit(TRANSPORT)}. Times are agreed in advance; addresses outside Cape Town are quoted on request.`,
      },
      {
        kind: 'text',
        text: 'Our international relocation service is quoted in writing for each move, because the price depends on the country and the complexity of its requirements. You are responsible for the accuracy of the information you give us; airlines and the authorities of the destination country decide on travel and entry, and we cannot be held responsible for their delays or decisions.',
      },
      { kind: 'link', label: 'About our relocation service', to: '/relocation' },
    ],
  },
  {
    id: 'owner-obligations',
    title: 'Owner obligations',
    blocks: [
      { kind: 'text', text: 'As the owner, you agree to:' },
      {
        kind: 'list',
        items: [
          'give us complete and accurate information about your cat’s health, diet, medication and temperament, including any tendency to scratch, bite or escape;',
          'keep your cat’s profile and emergency contact up to date in your dashboard;',
          'stay reachable during the stay, or name an emergency contact who can decide for you;',
          'pay the balance and any services on time, as set out in these terms.',
        ],
      },
    ],
  },
  {
    id: 'belongings',
    title: 'Belongings',
    blocks: [
      {
        kind: 'text',
        text: 'A favourite blanket, toy or your cat’s usual food helps them settle, and you are welcome to bring them. Please label everything with your cat’s name. We look after belongings carefully but cannot accept responsibility for loss, wear or damage, so please leave valuable or irreplaceable items at home.',
      },
    ],
  },
  {
    id: 'liability',
    title: 'Liability',
    blocks: [
      {
        kind: 'text',
        text: 'We take every reasonable care of your cat, with 24/7 care and monitoring. Cats are living animals, however, and illness, injury, stress-related conditions or, rarely, death can occur despite the best care. We are not liable for these unless they result from our negligence.',
      },
      {
        kind: 'text',
        text: 'You are liable for any damage or injury your cat causes to people, other cats or property, and for veterinary costs your cat incurs. Nothing in these terms limits a right you have under the Consumer Protection Act 68 of 2008 that the law does not allow us to limit.',
      },
    ],
  },
  {
    id: 'privacy',
    title: 'Privacy',
    blocks: [
      {
        kind: 'text',
        text: `We handle your and your cat’s information under the Protection of Personal Information Act (POPIA), as our Privacy Policy explains. Booking records are kept for ${BOOKING_RECORD_YEARS} years, as tax and business law require.`,
      },
      { kind: 'link', label: 'Read our Privacy Policy', to: '/privacy-policy' },
    ],
  },
  {
    id: 'additional-services',
    title: 'Additional services',
    blocks: [
      { kind: 'text', text: 'You can add these services when you book or during the stay:' },
      { kind: 'list', items: EXTRA_SERVICES.map(serviceLine) },
      {
        kind: 'text',
        text: 'One daily video call is always included free. Additional services are paid in full at the time of service.',
      },
    ],
  },
  {
    id: 'amendments',
    title: 'Amendments',
    blocks: [
      {
        kind: 'text',
        text: 'We may update these terms from time to time. The terms published on this page when you paid your deposit apply to that booking; if a change affects a stay you have already booked, we tell you by e-mail before it takes effect.',
      },
    ],
  },
  {
    id: 'governing-law',
    title: 'Governing law',
    blocks: [
      {
        kind: 'text',
        text: 'These terms are governed by the law of the Republic of South Africa. We would always rather settle a concern personally, so please talk to us first; a dispute we cannot resolve together goes to the competent South African court.',
      },
    ],
  },
];
