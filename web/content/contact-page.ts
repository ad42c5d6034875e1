import { CONTACT } from './contact.ts';

/**
 * The contact page's words. Numbers, addresses and links come from contact.ts, so this file only
 * says what to expect from a visit and how to find us.
 */

export const CONTACT_HERO = {
  eyebrow: 'Contact & visits',
  title: 'Come and meet us before your cat does',
  lead: 'See the rooms and the catio, meet the resident cats and ask us anything. Send us a message and we will find a time that suits you.',
  chatButton: 'Schedule a visit by chat',
} as const;

/** Typed into the chat for the owner, ready to send. */
export const VISIT_CHAT_MESSAGE = `Hello ${CONTACT.name}! I would like to schedule a visit to see the hotel before booking a stay for my cat. Which days and times suit you?`;

export const CONTACT_CARDS = {
  title: 'Get in touch',
  intro: 'Whichever way suits you, a person who cares for the cats every day will answer.',
  phone: { title: 'Phone', note: 'Call or send a chat message' },
  email: { title: 'E-mail', note: 'Every e-mail is answered personally' },
  location: { title: 'Location', note: 'The street number is shared when your visit is booked' },
  hours: { title: 'Hours', note: CONTACT.visitingHours },
} as const;

export const WHAT_TO_EXPECT = {
  title: 'What to Expect',
  items: [
    {
      title: 'Instant response',
      text: 'Someone is with the cats around the clock, so a chat message reaches a person straight away, not a queue.',
    },
    {
      title: 'Easy scheduling',
      text: 'Tell us a day that suits you and we will confirm a visiting time in the same conversation, with no forms to fill in.',
    },
    {
      title: 'Personal touch',
      text: 'You will be shown around by the people who will care for your cat, not by a receptionist, and you can ask about every detail.',
    },
  ],
} as const;

export const FIND_US = {
  title: 'Find Us',
  intro: `We are in ${CONTACT.addressLine}: a quiet street that is easy to reach from anywhere in the northern suburbs.`,
  mapsLink: 'Open in Google Maps',
  navigateLink: 'Navigate with Waze',
  mapTitle: `Map of ${CONTACT.name} in Sunningdale, Blouberg`,
  directionsTitle: 'Directions',
  directions: [
    'A peaceful area, away from traffic noise, so arriving cats settle quickly',
    'Easy access from the main routes through Blouberg and Table View',
    'On-site parking right at the door, so carriers never travel far',
    'A quiet residential neighbourhood, not a busy commercial strip',
  ],
} as const;

export const WHAT_TO_BRING = {
  title: 'What to Bring',
  intro: 'For your visit, and again at check-in, these help us care for your cat from the first hour.',
  items: [
    { title: 'Vaccination records', text: 'The vaccination book with current FVRCP and rabies vaccinations.' },
    { title: 'Dietary requirements', text: 'What, how much and how often your cat eats, and their own food if they have a special diet.' },
    { title: 'Favourite toys', text: 'A toy or blanket that smells of home makes the first nights easier.' },
    { title: 'Emergency contacts', text: 'Someone we can reach if we cannot reach you, and your own vet’s details.' },
    { title: 'Medications with instructions', text: 'Each medication in its original packaging, with the dose and times written down.' },
  ],
} as const;

export const VISIT_BENEFITS = {
  title: 'Why visit first',
  intro: 'A short visit answers more than any page can.',
  items: [
    {
      title: 'See every space',
      text: 'Walk through the 220 m² of indoor rooms and the 70 m² catio your cat will share, and see for yourself that there is not a single cage.',
    },
    {
      title: 'Meet the resident cats',
      text: 'Our long-term residents set the calm tone of the house. Meeting them tells you a lot about how your cat will be welcomed.',
    },
    {
      title: 'Talk through your cat’s needs',
      text: 'Diet, medication, habits and quirks: we note them all before the stay, so the first day feels familiar.',
    },
    {
      title: 'Book with confidence',
      text: 'Leave knowing exactly how the stay, the deposit and check-in work, and book the dates that suit you on the spot.',
    },
  ],
} as const;
