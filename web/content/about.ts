/**
 * The about page's copy: who runs the hotel, what they believe about cats, and what they promise.
 * The stat tiles are the specification's four figures, word for word.
 */

export const ABOUT_HERO = {
  eyebrow: 'About us',
  title: 'A home for cats, run by people who study them',
  lead: 'We are a couple who have spent more than 28 years learning how cats think, and more than 9 years caring for them in Cape Town.',
} as const;

export const ABOUT_STORY = {
  title: 'Our story',
  paragraphs: [
    'Cats have been at the centre of our lives, and of our work, for more than 28 years. We studied cat psychology and spent decades watching how cats read a room, choose a sleeping spot, make friends and, just as often, decide they would rather not. It taught us that a stressed cat is almost always a cat that has lost control of its space.',
    'When we moved to Cape Town more than 9 years ago, friends started asking us to look after their cats while they travelled. We kept hearing the same worry: the catteries they had tried kept every cat in a cage, and their cats came home thin, withdrawn or angry.',
    'So we built the alternative in our own home in Sunningdale: 220 m² of indoor space and a 70 m² catio, 290 m² in all, without a single cage. Nine cats live here with us for good, and we welcome at most 6 to 8 guest cats alongside them, so the house never feels crowded and every guest is known by name.',
  ],
} as const;

export const ABOUT_STATS = {
  title: 'At a glance',
  tiles: [
    { value: '28+', label: 'years of cat psychology' },
    { value: '9+', label: 'years in Cape Town' },
    { value: '290 m²', label: 'of cage-free space' },
    { value: '24/7', label: 'care and monitoring' },
  ],
} as const;

export const ABOUT_PHILOSOPHY = {
  title: 'Our philosophy',
  intro:
    'A cat does not need to be entertained while you are away. It needs to feel safe, to have choices, and to be understood. Everything in the house follows from that.',
  principles: [
    {
      title: 'Space means safety',
      body: 'A cat that can climb, hide and choose where to sit settles far faster than one in a pen. That is why there are no cages here, only shelves, ledges, hideaways and the catio.',
    },
    {
      title: 'Routine is comfort',
      body: 'Automated feeders serve meals at your cat’s usual times, toilets stay clean and water stays fresh, so the day feels familiar even in a new place.',
    },
    {
      title: 'Attention on the cat’s terms',
      body: 'Every guest gets an hour of personal time each day. The shy ones get quiet company and a slow blink; the bold ones get the feather wand.',
    },
  ],
} as const;

export const ABOUT_COMMITMENT = {
  title: 'Our commitment to you',
  intro: 'When you leave your cat with us, these are the things we hold ourselves to, stay after stay.',
  items: [
    'Someone is here 24 hours a day, every day of the year, and the house is monitored around the clock.',
    'We never take more than 6 to 8 guests alongside our 9 residents, so no cat is ever one of a crowd.',
    'Every guest has one hour of personal interaction daily and wet food every second day.',
    'Our partner vet clinic is on call, and a vet can be on site within 15 minutes.',
    'You hear from us every day, and straight away if anything changes.',
  ],
} as const;

export const ABOUT_VISIT = {
  title: 'Come and see for yourself',
  intro: 'We would love to show you around. Meet the residents, see the catio and ask us anything about your cat.',
  visitCta: 'Schedule Your Visit',
  galleryCta: 'Look around the gallery',
} as const;
