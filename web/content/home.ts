import { CHECK_IN_TIME, CHECK_OUT_TIME, DEPOSIT_CENTS } from '../../domain/stay.ts';
import { formatRand } from '../../domain/money.ts';
import { CONTACT } from './contact.ts';

/**
 * The home page's copy, section by section, in the order the page shows it. Prices are never typed
 * here: the rate summary reads STAY_TIERS, and the deposit line formats DEPOSIT_CENTS.
 */

export const HOME_HERO = {
  eyebrow: 'Sunningdale · Cape Town',
  title: 'Luxury cage-free cat boarding in Cape Town',
  lead: 'While you are away, your cat lives in 290 m² of sunlit, cage-free space, with round-the-clock care and an hour of undivided attention every day.',
  watchVideo: 'Watch Our Video',
} as const;

export const HOME_ESTIMATE = {
  title: 'Plan your cat’s stay',
  intro:
    'One clear nightly rate per cat, set by the length of the stay: the longer your cat stays, the less each night costs. Meals, litter, the daily hour of play and a daily video call are all included.',
  rateUnit: 'per cat, per night',
  depositTitle: 'How payment works',
  depositNote: `A ${formatRand(DEPOSIT_CENTS)} non-refundable deposit, paid online, secures your dates. The balance is paid at check-in, by cash or card.`,
  times: `Check-in from ${CHECK_IN_TIME}, check-out by ${CHECK_OUT_TIME}.`,
  pricingLink: 'See full pricing and extra services',
  bookLink: 'Book a stay',
} as const;

export interface HomeFeature {
  title: string;
  body: string;
  /** An outside page the card points to, such as the partner vet's own site. */
  link?: { label: string; href: string };
}

export const HOME_FEATURES: { title: string; intro: string; items: readonly HomeFeature[] } = {
  title: 'A home, not a cattery',
  intro:
    'Everything here is built around how cats actually like to live: room to roam, high places to watch from, quiet corners to sleep in, and people who notice the small things.',
  items: [
    {
      title: '290 m², and not a single cage',
      body: '220 m² of indoor space and a 70 m² enclosed catio, with climbing shelves, sunny window ledges and hideaways. Guests roam freely, at their own pace.',
    },
    {
      title: '24/7 care and monitoring',
      body: 'Someone is always here, day and night, and the rooms are monitored around the clock, so a change in appetite or mood is noticed within hours, not days.',
    },
    {
      title: 'Automated feeding, toilets and water',
      body: 'Meals are portioned and served on your cat’s own schedule, self-cleaning toilets stay clean, and fresh water flows from automatic fountains all day, even at 3 AM.',
    },
    {
      title: 'One hour of personal time, daily',
      body: 'Every guest gets a full hour with us each day: brushing, wand-toy chases, or simply a warm lap, whatever your cat enjoys most.',
    },
    {
      title: 'Wet food every second day',
      body: 'Alongside their usual dry food, guests get a wet-food meal every second day, a treat most cats look forward to. Bring their favourite brand if they are particular.',
    },
    {
      title: 'A vet within 15 minutes',
      body: `We work with ${CONTACT.partnerVet.name}, and a vet can be on site within 15 minutes, should your cat ever need one.`,
      link: { label: `Visit ${CONTACT.partnerVet.name}`, href: CONTACT.partnerVet.href },
    },
  ],
};

export const HOME_RELOCATION = {
  eyebrow: 'International pet relocation',
  title: 'Moving abroad? Your cat can come too',
  body: 'We plan the whole journey for your cat: health checks, vaccinations and blood tests, import permits and export documents, airline bookings and a calm stay with us until the flight. We know the paperwork, so you can focus on your move.',
  points: [
    'Your first consultation is free',
    'Step-by-step planning, from first vet visit to arrival',
    'A familiar, quiet place to stay before the flight',
  ],
  cta: 'Learn More',
} as const;

export const HOME_PROMISE = {
  title: 'Our personal care promise',
  intro: 'Handing over your cat takes trust. This is what we promise every owner, for every stay, however long or short.',
  promises: [
    {
      title: 'We learn your cat before we meet them',
      body: 'We read your care notes before arrival and keep to your cat’s own routine: meal times, favourite toys, where they like to sleep.',
    },
    {
      title: 'You will see your cat every day',
      body: 'A daily video call is included in every stay, so you can watch them nap in the sun or stalk a feather from wherever you are.',
    },
    {
      title: 'We tell you first',
      body: 'If anything seems off, you hear from us straight away, and our vet is with us within 15 minutes.',
    },
    {
      title: 'A small, calm household',
      body: 'We only take a few guests at a time, so the house stays quiet and each cat gets our full attention.',
    },
  ],
  signature: 'Your hosts at Sunningdale Cat Hotel',
} as const;

export interface Testimonial {
  ownerFirstName: string;
  suburb: string;
  catName: string;
  quote: string;
}

export const HOME_TESTIMONIALS = {
  title: 'What our guests’ owners say',
  intro: 'Our guests cannot write reviews, so their people do it for them.',
  items: [
    {
      ownerFirstName: 'Lindiwe',
      suburb: 'Parklands',
      catName: 'Mango',
      quote:
        'Mango is fourteen and hates any change, so I expected a sulking cat after my two weeks in Johannesburg. Instead I got a video call every evening of him asleep in the catio sun, and he came home calmer than when he left.',
    },
    {
      ownerFirstName: 'Pieter',
      suburb: 'Durbanville',
      catName: 'Biltong',
      quote:
        'Biltong needs a thyroid tablet twice a day and is a master at spitting it out. Every dose was noted in his care log, and they worked out that a dab of wet food does the trick. We have booked December again.',
    },
    {
      ownerFirstName: 'Sarah',
      suburb: 'Table View',
      catName: 'Luna',
      quote:
        'Luna had only ever known our flat, and I worried she would hide the whole week. By day three she had claimed the highest shelf in the house, and they sent me a photo of her supervising from it. I cried a little.',
    },
  ] satisfies Testimonial[],
} as const;

export const HOME_VISIT = {
  title: 'Come and meet us',
  intro: 'The best way to choose a home for your cat is to see it. Walk through the rooms and the catio, meet the residents and ask us anything.',
  cta: 'Schedule Your Visit',
  labels: { phone: 'Phone', email: 'E-mail', address: 'Address', hours: 'Hours' },
} as const;
