import { formatRand } from '../../domain/money.ts';
import { DEPOSIT_CENTS } from '../../domain/stay.ts';
import { CONTACT } from './contact.ts';

/**
 * The legal imprint (specification point 2): who runs the hotel, how to reach them, the owners'
 * qualification, the partners the site relies on, and the disclaimers.
 */

export const IMPRINT_HERO = {
  eyebrow: 'Legal notice',
  title: 'Imprint',
  lead: 'Who runs Sunningdale Cat Hotel, how to reach us, and the fine print behind this website.',
} as const;

export const IMPRINT_CHAT_MESSAGE = 'Hello Sunningdale Cat Hotel, I have a question for the owners.';

export const COMPANY_DETAILS: readonly { label: string; value: string }[] = [
  { label: 'Business name', value: CONTACT.name },
  { label: 'What we do', value: 'Luxury cage-free cat boarding in Blouberg/Sunningdale, and international relocation for cats' },
  { label: 'Address', value: `${CONTACT.addressLine}, ${CONTACT.address.country}` },
  { label: 'Facility', value: '290 m² without cages: 220 m² indoors and a 70 m² catio' },
  {
    label: 'Owners',
    value:
      'Owner-managed: the hotel is run personally by its owners, who bring 28+ years of experience in cat psychology and have cared for cats in Cape Town for 9+ years.',
  },
  { label: 'Responsible for content', value: 'The owners of Sunningdale Cat Hotel, at the address above' },
  { label: 'Information Officer (POPIA)', value: 'The owner; see our Privacy Policy for how to make a request' },
];

export const CERTIFICATE = {
  src: '/media/certificate.svg',
  width: 1000,
  height: 707,
  alt: 'The owners’ certificate of qualification in animal psychology, with a specialisation in feline behaviour.',
  caption: 'Certificate of qualification in animal psychology, specialising in feline behaviour.',
} as const;

export const QUALIFICATION_TEXT = [
  'Our owners hold a qualification in animal psychology with a focus on feline behaviour, and have studied and lived with cats for more than 28 years.',
  'It shapes every stay: how a new guest is introduced to the group, how much quiet or play each cat is given, and how we read the small signs that a cat is unsettled long before it becomes a problem.',
] as const;

export interface Partner {
  role: string;
  name: string;
  description: string;
  href?: string;
}

export const PARTNERS: readonly Partner[] = [
  {
    role: 'Veterinary care',
    name: CONTACT.partnerVet.name,
    description: 'Our partner clinic for health checks, relocation assessments and emergencies. A vet can be with us within 15 minutes.',
    href: CONTACT.partnerVet.href,
  },
  {
    role: 'Payment provider',
    name: 'PayPal',
    description: `Processes the ${formatRand(DEPOSIT_CENTS)} deposit paid online. We never see or store your card details.`,
  },
  {
    role: 'Messaging',
    name: 'WhatsApp',
    description: 'Carries the messages you send us through the chat buttons on this website.',
  },
  {
    role: 'Maps and directions',
    name: 'Google Maps and Waze',
    description: 'Show where we are and guide you to the hotel for a visit, drop-off or pick-up.',
  },
];

export const DISCLAIMERS: readonly { title: string; text: string }[] = [
  {
    title: 'Content',
    text: 'We write the content of this website with care and keep it up to date, but we cannot guarantee that every detail is complete or current at all times. Rates, services and requirements that apply to your stay are those confirmed with your booking and set out in our Terms & Conditions.',
  },
  {
    title: 'External links',
    text: 'This website links to other websites, such as our partner clinic, the payment provider, maps and social networks. We checked them when we added the links, but their owners are responsible for their content and for how they handle your information.',
  },
  {
    title: 'Availability',
    text: 'The message “Great News! We Have Availability” in our price estimator is a general indication, not a reservation: the estimator does not check our calendar. Your dates are held only once your booking is made and the deposit is paid, and we confirm every stay again 24 to 48 hours before check-in.',
  },
  {
    title: 'Copyright',
    text: 'The texts, photographs and videos on this website belong to Sunningdale Cat Hotel. Please ask us before using them; we are usually happy to say yes.',
  },
];
