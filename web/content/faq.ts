import { formatRand } from '../../domain/money.ts';
import { CHECK_IN_TIME, CHECK_OUT_TIME, DEPOSIT_CENTS } from '../../domain/stay.ts';
import { CONTACT } from './contact.ts';

/** The FAQ page's ten questions: what owners ask us most, answered the way we answer the phone. */

export interface FaqItem {
  question: string;
  answer: string;
}

const deposit = formatRand(DEPOSIT_CENTS);

export const FAQ_HERO = {
  eyebrow: 'FAQ',
  title: 'Questions owners ask us',
  lead: 'Health rules, feeding, times, payment and what to pack: the answers to what cat owners ask before their first stay with us.',
} as const;

export const FAQ_ITEMS: readonly FaqItem[] = [
  {
    question: 'Which vaccinations does my cat need?',
    answer:
      'FVRCP and rabies vaccinations are required and must be current. We also ask for a health certificate from your vet issued within 30 days of check-in, and flea and tick prevention is mandatory. Please bring the vaccination book with you: we check it at check-in.',
  },
  {
    question: 'Does my cat have to be spayed or neutered?',
    answer:
      'Yes. Our guests share a cage-free home, so every cat must be spayed or neutered. Please have proof from your vet ready when you book and bring it along at check-in.',
  },
  {
    question: 'What happens if my cat needs a vet?',
    answer: `We work with our partner vet clinic, ${CONTACT.partnerVet.name}, and a vet can be on site within 15 minutes. We watch every guest around the clock, so a change in appetite or behaviour is noticed early, and we call you straight away with anything the vet finds.`,
  },
  {
    question: 'How are the cats fed?',
    answer:
      'Automated feeders serve measured meals on schedule, so every cat eats the right amount at the right time, and fresh water runs all day. Wet food is served every second day. Your cat’s own food is very welcome: bring enough for the stay and we will follow your routine.',
  },
  {
    question: 'What are the check-in and check-out times?',
    answer: `Check-in is at ${CHECK_IN_TIME} and check-out is at ${CHECK_OUT_TIME}. Arriving at these times lets us settle each guest calmly without unsettling the cats already staying with us. Please plan your travel around them.`,
  },
  {
    question: 'How do the deposit and payment work?',
    answer: `A ${deposit} non-refundable deposit, paid online, secures your booking. It is deducted from your final invoice, and the balance is paid at check-in by cash or card. Additional services are paid in full at the time of service.`,
  },
  {
    question: 'What is your cancellation policy?',
    answer:
      'The deposit is non-refundable in every case. If you cancel more than 48 hours before check-in, a partial refund of any other amounts you have paid may be allowed. Within 48 hours of check-in, extra fees may apply. No-shows and early departures are non-refundable unless management approves.',
  },
  {
    question: 'What should I bring for my cat?',
    answer:
      'The vaccination book, proof of spaying or neutering, any medication with written instructions, and your cat’s own food if they are on a special diet. A favourite toy or a blanket that smells of home helps a great deal in the first days. Please leave us an emergency contact as well.',
  },
  {
    question: 'How many cats stay with you, and are there cages?',
    answer:
      'There are no cages at all. Guests share 220 m² of indoor space and a 70 m² catio, 290 m² in total, with our long-term resident cats. We keep the number of guest cats deliberately small so every one of them gets an hour of personal interaction each day.',
  },
  {
    question: 'How far ahead should I book?',
    answer:
      'Please book at least 2 weeks ahead, and 4 to 6 weeks ahead for long-term stays. School holidays and December fill up first. We confirm every booking 24 to 48 hours before check-in.',
  },
];

export const FAQ_CONTACT = {
  title: 'Still have a question?',
  heading: 'Talk to the people who look after the cats',
  text: 'Call us or write to us: a person who knows every guest by name will answer.',
  phoneLabel: `Call ${CONTACT.phoneDisplay}`,
  mailLabel: 'Send us an e-mail',
} as const;
