import type { LegalSection } from '../features/legal/legal-document.tsx';
import { CONTACT } from './contact.ts';
import { BOOKING_RECORD_YEARS } from './terms.ts';

/**
 * The Privacy Policy (specification points 2 and 9): what the hotel keeps about owners and their
 * cats, why, for how long, and the rights POPIA gives owners.
 */

export const PRIVACY_LAST_UPDATED = 'Last updated June 2025';

/** POPIA requests are answered within this many days (spec point 9). */
export const POPIA_RESPONSE_DAYS = 30;

export const PRIVACY_INTRO =
  'You trust us with your cat, and with your details. This policy explains what we keep, why we keep it, how we protect it and how you stay in control of it.';

export const PRIVACY_CHAT_MESSAGE = 'Hello Sunningdale Cat Hotel, I have a question about my personal information (POPIA).';

export const INFORMATION_REGULATOR = {
  name: 'Information Regulator (South Africa)',
  href: 'https://inforegulator.org.za',
} as const;

export const PRIVACY_SECTIONS: readonly LegalSection[] = [
  {
    id: 'our-commitment',
    title: 'Our commitment to your privacy',
    blocks: [
      {
        kind: 'text',
        text: `${CONTACT.name} processes personal information in line with the Protection of Personal Information Act 4 of 2013 (POPIA). We are the responsible party for the information you give us, and our owner acts as our Information Officer.`,
      },
      {
        kind: 'text',
        text: 'We collect only what we need to care for your cat and run your booking, we never sell your information, and we do not use advertising trackers on this website.',
      },
    ],
  },
  {
    id: 'information-we-collect',
    title: 'Information we collect',
    blocks: [
      {
        kind: 'list',
        title: 'Your contact details',
        items: ['Your name, e-mail address, phone number and postal address', 'An emergency contact we may call if we cannot reach you'],
      },
      {
        kind: 'list',
        title: 'About your cat',
        items: [
          'Name, breed, age, gender, weight and colour',
          'Medical information, vaccination records, proof of spaying or neutering and any special needs',
          'Dietary requirements, medication and notes on temperament',
        ],
      },
      {
        kind: 'list',
        title: 'Your bookings',
        items: [
          'Dates of stay, number of cats, chosen services and special requests',
          'Payment status and amounts. Card details go straight to our payment provider: we never see or store your card number.',
        ],
      },
      {
        kind: 'list',
        title: 'How you use our website',
        items: [
          'A sign-in cookie that keeps you logged in; it is needed for your account to work',
          'Your cats and booking drafts, stored on your own device so the app works without a connection',
          'Technical records our server keeps for security, such as your IP address, browser type and the pages requested',
        ],
      },
    ],
  },
  {
    id: 'how-we-use-it',
    title: 'How we use your information',
    blocks: [
      {
        kind: 'list',
        items: [
          'To take, confirm and manage your bookings, and to send confirmations and invoices',
          'To care for your cat as you have asked: feeding, medication, health and temperament',
          'To reach you, or your emergency contact, during a stay and in an emergency',
          'To share your cat’s health details with a vet when your cat needs treatment',
          'To take payments and keep the accounting records the law requires',
          'To keep our website secure and working well',
          'With your consent only: to show photos of your cat on our social pages, or to send you news from the hotel. You can withdraw this consent at any time.',
        ],
      },
    ],
  },
  {
    id: 'storage-and-security',
    title: 'Storage and security',
    blocks: [
      {
        kind: 'text',
        text: 'Your information is stored on secured servers and travels only over encrypted connections. Passwords are stored only in a one-way hashed form that nobody, including us, can read back. Only the people who care for your cat or handle your booking can see your details.',
      },
      {
        kind: 'text',
        text: 'The app keeps a copy of your cats and drafts on your device so it works offline. On a shared device, sign out when you are done, and remove the app’s data from the browser if you no longer use it.',
      },
    ],
  },
  {
    id: 'how-long-we-keep-it',
    title: 'How long we keep it',
    blocks: [
      {
        kind: 'text',
        text: `Booking records, invoices and payment records are kept for ${BOOKING_RECORD_YEARS} years, as tax and business law require. Your account and your cats’ profiles are kept while your account is active; when you ask us to close it, we delete what we are not obliged to keep.`,
      },
    ],
  },
  {
    id: 'your-rights',
    title: 'Your rights under POPIA',
    blocks: [
      { kind: 'text', text: 'You have the right to:' },
      {
        kind: 'list',
        items: [
          'know whether we hold information about you, and receive a copy of it;',
          'have incorrect or out-of-date information corrected;',
          'have information deleted that we no longer need or are not allowed to keep;',
          'object to the use of your information, and withdraw a consent you have given;',
          'say no to marketing messages at any time;',
          'lodge a complaint with the Information Regulator.',
        ],
      },
      {
        kind: 'text',
        text: `Send your request to us by e-mail. We answer every POPIA request within ${POPIA_RESPONSE_DAYS} days, and may first ask you to confirm your identity so that nobody else can obtain your information.`,
      },
    ],
  },
  {
    id: 'third-party-services',
    title: 'Third-party services',
    blocks: [
      { kind: 'text', text: 'We share information with a few trusted services, only as far as each needs it:' },
      {
        kind: 'list',
        items: [
          'Our card payment provider (PayPal) processes your deposit payment.',
          'Google Maps shows our location on the contact page, and Waze helps you navigate to us; they receive your request when you use the map or a directions link.',
          'WhatsApp carries the messages you choose to send us through the chat buttons.',
          'Facebook, Instagram and TikTok show our public pages when you follow a social link.',
          `Our partner clinic, ${CONTACT.partnerVet.name}, receives your cat’s health details when your cat needs a vet.`,
        ],
      },
      {
        kind: 'text',
        text: 'Each of these services has its own privacy policy. Where a provider processes information outside South Africa, we use only providers bound to protect it to a standard comparable to POPIA.',
      },
    ],
  },
  {
    id: 'contact-and-complaints',
    title: 'Contact and complaints',
    blocks: [
      { kind: 'text', text: 'For a question, a request or a concern about your information, contact our Information Officer:' },
      { kind: 'contact', chatMessage: PRIVACY_CHAT_MESSAGE },
      {
        kind: 'text',
        text: 'If you are not satisfied with our answer, you may lodge a complaint with the Information Regulator of South Africa.',
      },
      { kind: 'link', label: 'Visit the Information Regulator’s website', to: INFORMATION_REGULATOR.href },
    ],
  },
  {
    id: 'policy-updates',
    title: 'Policy updates',
    blocks: [
      {
        kind: 'text',
        text: 'We review this policy when the law or our services change. The current version is always on this page, with the date it was last updated; if a change affects how we use information you have already given us, we tell you by e-mail.',
      },
    ],
  },
];
