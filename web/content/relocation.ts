import { CONTACT, chatLink } from './contact.ts';

/**
 * The international relocation service (specification points 2 and 9): the steps, what the hotel
 * handles, where cats go, and when to start. The figures are the specification's.
 */

export const RELOCATION_CHAT_MESSAGE =
  'Hello Sunningdale Cat Hotel, I would like to book a free relocation consultation for my cat. We are moving to: ';

export const RELOCATION_CHAT_LINK = chatLink(RELOCATION_CHAT_MESSAGE);

export const RELOCATION_HERO = {
  eyebrow: 'International pet relocation',
  title: 'Moving abroad? Your cat travels in good hands',
  lead: 'We plan every part of your cat’s move, from the first vet visit to the flight, to 50+ countries worldwide. Your first consultation is free.',
} as const;

export const RELOCATION_STATS = [
  { value: '50+', label: 'countries worldwide' },
  { value: 'Free', label: 'first consultation' },
  { value: '6', label: 'clear steps, one plan' },
  { value: '3–6', label: 'months to plan ahead' },
] as const;

export interface RelocationStep {
  step: number;
  title: string;
  description: string;
  duration: string;
}

export const RELOCATION_STEPS: readonly RelocationStep[] = [
  {
    step: 1,
    title: 'Free consultation',
    description:
      'We talk through your destination, your dates and your cat’s health and temperament, explain what the country requires, and send you a written plan and quote.',
    duration: '30–60 minutes',
  },
  {
    step: 2,
    title: 'Health assessment',
    description: `A full check-up with our partner vet, ${CONTACT.partnerVet.name}: microchip scan, general health, fitness to fly and any blood tests the destination asks for.`,
    duration: '1–2 weeks',
  },
  {
    step: 3,
    title: 'Documentation',
    description:
      'We prepare and check every document: import permits, veterinary health certificates and the export endorsement from the state veterinarian.',
    duration: '2–4 weeks',
  },
  {
    step: 4,
    title: 'Vaccinations',
    description:
      'Rabies and other vaccinations are given and recorded in the order and with the waiting periods your destination requires, including an antibody test where needed.',
    duration: '2–6 weeks',
  },
  {
    step: 5,
    title: 'Travel arrangements',
    description:
      'We book a cat-friendly route with an airline that carries pets, provide an approved travel crate, and help your cat get used to it at home or at the hotel.',
    duration: '1–2 weeks',
  },
  {
    step: 6,
    title: 'Travel day',
    description:
      'We bring your cat to the airport calm and comfortable, complete check-in and the final paperwork, and keep you updated until your cat is on the way to you.',
    duration: 'On the day',
  },
];

export const DOCUMENTATION_HANDLED = [
  'Import permits for the destination country',
  'Veterinary health certificates, timed to the day',
  'Export endorsement by the state veterinarian',
  'Microchip and vaccination records',
  'Rabies antibody (titre) test results where required',
  'Airline and customs paperwork',
] as const;

export const TRAVEL_SERVICES_HANDLED = [
  'Route planning with pet-friendly airlines',
  'An airline-approved travel crate, sized for your cat',
  'Crate training, so the crate feels familiar before the flight',
  'A calm stay at our cage-free hotel before departure',
  'Transport to Cape Town International Airport',
  'Receiving agents and quarantine bookings where required',
] as const;

export interface Destination {
  name: string;
  /** The country's two-letter code, shown as a small badge. */
  code: string;
  region: string;
}

export const DESTINATIONS: readonly Destination[] = [
  { name: 'United Kingdom', code: 'GB', region: 'Europe' },
  { name: 'Germany', code: 'DE', region: 'Europe' },
  { name: 'Australia', code: 'AU', region: 'Oceania' },
  { name: 'New Zealand', code: 'NZ', region: 'Oceania' },
  { name: 'United States', code: 'US', region: 'North America' },
  { name: 'Canada', code: 'CA', region: 'North America' },
  { name: 'Netherlands', code: 'NL', region: 'Europe' },
  { name: 'France', code: 'FR', region: 'Europe' },
  { name: 'Switzerland', code: 'CH', region: 'Europe' },
  { name: 'Singapore', code: 'SG', region: 'Asia' },
  { name: 'UAE', code: 'AE', region: 'Middle East' },
  { name: 'Belgium', code: 'BE', region: 'Europe' },
];

export const DESTINATIONS_NOTE =
  'These are the countries our families move to most often. We relocate cats to 50+ countries worldwide: if yours is not listed, ask us.';

export interface PlanningMilestone {
  when: string;
  title: string;
  description: string;
}

export const PLANNING_TIMELINE: readonly PlanningMilestone[] = [
  {
    when: '3–6 months before travel',
    title: 'Start planning',
    description:
      'Book your free consultation. Some countries need months for blood tests, waiting periods and permits, so an early start keeps every option open.',
  },
  {
    when: '6–8 weeks before',
    title: 'Vaccinations',
    description: 'Vaccinations are given and recorded, so every waiting period has passed by the time your cat flies.',
  },
  {
    when: '2–4 weeks before',
    title: 'Final arrangements',
    description: 'Flights are confirmed, the crate is ready and familiar, and the health certificate is booked for the right day.',
  },
  {
    when: 'Travel day',
    title: 'Departure',
    description: 'Your cat leaves for the airport rested and calm, and you hear from us at every step.',
  },
];

export const RELOCATION_PRICING_NOTE =
  'Every move is different, so every quote is personal: the price depends on the destination country and the complexity of its requirements. The first consultation is always free.';

export const RELOCATION_CLOSING = {
  title: 'Let’s plan your cat’s journey together',
  text: 'Tell us where you are going and when. In one free conversation you will know what your cat needs, how long it takes and what it costs.',
} as const;
