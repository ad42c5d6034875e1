import type { PageHead } from './head.ts';

const hotel = ['cat hotel', 'cat boarding', 'cage-free cattery', 'Blouberg', 'Sunningdale', 'Cape Town'];

/** A screen of the hotel's staff area: its name in the title, and kept out of search results. */
function staffPage(path: string, name: string, description: string) {
  return { path, title: `${name} | Sunningdale Cat Hotel staff`, description, keywords: ['cat hotel', 'staff'], staffOnly: true } as const;
}

/** Every page's head, by route. Titles stay under 60 characters, descriptions under 160. */
export const PAGES = {
  home: {
    path: '/',
    title: 'Sunningdale Cat Hotel | Luxury Cage-Free Cat Boarding, Cape Town',
    description:
      'A luxury cage-free cat hotel in Blouberg/Sunningdale: 290 m² of indoor space and catio, 24/7 care and one hour of personal time with every guest, every day.',
    keywords: [...hotel, 'luxury cat hotel', 'cat sitting Cape Town'],
  },
  about: {
    path: '/about',
    title: 'About Us | Sunningdale Cat Hotel',
    description:
      'Meet the people behind Sunningdale Cat Hotel: 28+ years of cat psychology, 9+ years caring for cats in Cape Town, and a home built around how cats really live.',
    keywords: [...hotel, 'cat psychology', 'about us'],
  },
  gallery: {
    path: '/gallery',
    title: 'Gallery | Sunningdale Cat Hotel',
    description:
      'Look around our 220 m² cage-free indoor space and 70 m² catio: climbing walls, sun spots, quiet corners and room for no more than five guests at a time.',
    keywords: [...hotel, 'photos', 'catio', 'gallery'],
  },
  videos: {
    path: '/videos',
    title: 'Videos | Sunningdale Cat Hotel',
    description:
      'Take the facility tour and watch our guests at play: personal interaction time, catio adventures and the automated feeding that keeps every meal on time.',
    keywords: [...hotel, 'videos', 'facility tour'],
  },
  pricing: {
    path: '/pricing',
    title: 'Pricing | Sunningdale Cat Hotel',
    description:
      'Clear nightly rates per cat: Short Stay R220, Extended Stay R200 and Long-Term Stay R175. A R100 deposit secures your booking; the balance is due at check-in.',
    keywords: [...hotel, 'prices', 'rates', 'cat boarding cost'],
  },
  faq: {
    path: '/faq',
    title: 'FAQ | Sunningdale Cat Hotel',
    description:
      'Answers to what owners ask most: vaccinations, feeding, vet care within 15 minutes, check-in and check-out times, deposits and what to bring for your cat.',
    keywords: [...hotel, 'questions', 'vaccinations', 'FAQ'],
  },
  contact: {
    path: '/contact',
    title: 'Contact & Visits | Sunningdale Cat Hotel',
    description:
      'Schedule a visit, call or message us. Find us in a quiet residential street in Sunningdale, Blouberg, with easy access from the main routes and parking on site.',
    keywords: [...hotel, 'contact', 'visit', 'directions'],
  },
  terms: {
    path: '/terms',
    title: 'Terms & Conditions | Sunningdale Cat Hotel',
    description:
      'The terms of every stay: booking and the R100 non-refundable deposit, cancellation, health requirements, drop-off and pick-up, liability and governing law.',
    keywords: [...hotel, 'terms and conditions', 'cancellation policy'],
  },
  privacy: {
    path: '/privacy-policy',
    title: 'Privacy Policy | Sunningdale Cat Hotel',
    description:
      'How we collect, use and protect your and your cat’s information under POPIA, how long we keep it, and how to exercise your rights or lodge a complaint.',
    keywords: [...hotel, 'privacy policy', 'POPIA'],
  },
  relocation: {
    path: '/relocation',
    title: 'International Pet Relocation | Sunningdale Cat Hotel',
    description:
      'Moving abroad with your cat? We plan the health checks, vaccinations, documents and travel to 50+ countries, step by step. Your first consultation is free.',
    keywords: [...hotel, 'pet relocation', 'cat relocation', 'moving abroad with a cat'],
  },
  imprint: {
    path: '/imprint',
    title: 'Imprint | Sunningdale Cat Hotel',
    description:
      'Legal information about Sunningdale Cat Hotel: the company, how to reach us, our qualifications in animal psychology, our partners and our disclaimers.',
    keywords: [...hotel, 'imprint', 'legal notice'],
  },
  login: {
    path: '/login',
    title: 'Sign In | Sunningdale Cat Hotel',
    description: 'Sign in to see your bookings, keep your cats’ profiles up to date and pay your deposit.',
    keywords: [...hotel, 'sign in'],
  },
  register: {
    path: '/register',
    title: 'Create Your Account | Sunningdale Cat Hotel',
    description: 'Create your account to book a stay, keep your cats’ details and pay the R100 deposit online.',
    keywords: [...hotel, 'register', 'create account'],
  },
  logOut: {
    path: '/logout',
    title: 'Log Out | Sunningdale Cat Hotel',
    description: 'End your session at Sunningdale Cat Hotel on this device, or stay signed in.',
    keywords: [...hotel, 'log out'],
  },
  changeEmail: {
    path: '/change-email',
    title: 'Confirm Your New E-mail | Sunningdale Cat Hotel',
    description: 'Confirm the new e-mail address of your Sunningdale Cat Hotel account from the link we sent to it.',
    keywords: [...hotel, 'change e-mail'],
    personal: true,
  },
  // Issue 16: a forgotten password. Personal pages: the reset page’s address carries a one-time link.
  forgotPassword: {
    path: '/forgot-password',
    personal: true,
    title: 'Forgot Your Password? | Sunningdale Cat Hotel',
    description: 'Get a link by e-mail to choose a new password for your Sunningdale Cat Hotel account.',
    keywords: [...hotel, 'forgot password'],
  },
  resetPassword: {
    path: '/reset-password',
    personal: true,
    title: 'Choose a New Password | Sunningdale Cat Hotel',
    description: 'Set a new password for your Sunningdale Cat Hotel account from the link we e-mailed you.',
    keywords: [...hotel, 'reset password'],
  },
  claimAccount: {
    path: '/claim-account',
    personal: true,
    title: 'Choose Your Password | Sunningdale Cat Hotel',
    description: 'Choose the password of the account Sunningdale Cat Hotel made for you, from the link we e-mailed you.',
    keywords: [...hotel, 'account invitation'],
  },
  confirmEmail: {
    path: '/confirm-email',
    title: 'Confirm Your E-mail | Sunningdale Cat Hotel',
    description: 'Confirm the e-mail address of your Sunningdale Cat Hotel account, so deposits can be paid online and receipts reach you.',
    keywords: [...hotel, 'confirm e-mail'],
    personal: true,
  },
  // Issue 34: the link at the foot of each daily news e-mail, which names the account it stops them for.
  stopDigest: {
    path: '/unsubscribe/digest',
    personal: true,
    title: 'Daily News E-mails | Sunningdale Cat Hotel',
    description: 'Stop the e-mails with the day’s news of your cat’s stay at Sunningdale Cat Hotel.',
    keywords: [...hotel, 'daily news e-mails'],
  },
  booking: {
    path: '/booking',
    title: 'Book a Stay | Sunningdale Cat Hotel',
    description:
      'Reserve your cat’s stay at our cage-free hotel: choose your dates, tell us about your cats and secure the booking with a R100 deposit.',
    keywords: [...hotel, 'book', 'reservation'],
  },
  dashboard: {
    path: '/dashboard',
    title: 'My Dashboard | Sunningdale Cat Hotel',
    description: 'Your reservations, your cats and your profile at Sunningdale Cat Hotel.',
    keywords: [...hotel, 'dashboard'],
  },
  reservationConfirm: {
    path: '/reservation-confirm',
    title: 'Confirm Your Reservation | Sunningdale Cat Hotel',
    description: 'Check your booking and confirm the stay requirements before paying your deposit.',
    keywords: [...hotel, 'confirm reservation'],
  },
  payment: {
    path: '/payment',
    takesId: true,
    title: 'Pay Your Deposit | Sunningdale Cat Hotel',
    description: 'Pay the R100 non-refundable deposit that secures your cat’s stay.',
    keywords: [...hotel, 'deposit', 'payment'],
  },
  stay: {
    path: '/stays',
    takesId: true,
    title: 'My Stay | Sunningdale Cat Hotel',
    description: 'Your cat’s stay: dates, cats, services, the bill, the deposit and your requests to the hotel.',
    keywords: [...hotel, 'my stay', 'booking'],
  },
  thankYou: {
    path: '/thank-you',
    title: 'Thank You | Sunningdale Cat Hotel',
    description: 'Your deposit is received and your cat’s stay is confirmed.',
    keywords: [...hotel, 'thank you'],
  },
  // The hotel's side (issue 14): the desk's working screens, never prerendered, never indexed.
  staffToday: staffPage('/staff', 'Today', 'Today at the hotel: arrivals, departures and the cats in the house tonight.'),
  staffCalendar: staffPage('/staff/calendar', 'Calendar', 'Month by month, night by night: cats booked against places, full and closed nights.'),
  staffNight: {
    ...staffPage('/staff/nights', 'Night', 'Who stays with us on one night, with every cat’s care notes.'),
    takesId: true,
  },
  // One head for the search and for each booking (/staff/bookings/<id>): the server and the
  // service worker find a page's head by its address, one head per address.
  staffBookings: {
    ...staffPage('/staff/bookings', 'Bookings', 'Find a booking by owner, e-mail, phone or cat; each with its price, payments and history.'),
    takesId: true,
  },
  staffOwners: {
    ...staffPage('/staff/owners', 'Owners', 'The hotel’s owners and their cats, each with their stays, to read.'),
    takesId: true,
  },
  staffSettings: staffPage('/staff/settings', 'Settings', 'Places per night, closed nights, staff accounts and invitations.'),
  staffSetup: staffPage('/staff/setup', 'Set Up', 'Create the hotel’s first manager account from the setup address.'),
  staffJoin: staffPage('/staff/join', 'Join the Team', 'Create your staff account from the invitation a manager sent you.'),
  staffSignIn: staffPage('/staff/sign-in', 'Staff Sign In', 'Sign in to the hotel’s desk: arrivals, departures, the calendar, bookings and owners.'),
  staffCodeApp: staffPage('/staff/code-app', 'Set Up Your Code App', 'Add the hotel to your phone’s code app before using the desk.'),
} as const satisfies Record<string, PageHead>;

/** The head of any address no route answers; the server sends it with status 404. */
export const NOT_FOUND_PAGE: PageHead = {
  path: '/404',
  notAnAddress: true,
  title: '404 Page Not Found | Sunningdale Cat Hotel',
  description: 'There is no page at this address. Find your way back from our home page.',
  keywords: hotel,
};

/**
 * The public site (specification point 2): the pages anyone can open without an account, by
 * their key in PAGES. The build prerenders them; the server's head test and the browser tests
 * walk them. The owner's area (login, register, booking, dashboard, confirm, payment, thank you)
 * and the staff area are drawn by the app alone.
 */
export const PUBLIC_PAGE_KEYS = [
  'home',
  'about',
  'gallery',
  'videos',
  'pricing',
  'faq',
  'contact',
  'terms',
  'privacy',
  'relocation',
  'imprint',
] as const satisfies readonly (keyof typeof PAGES)[];

export const PUBLIC_PAGES = PUBLIC_PAGE_KEYS.map((key) => ({ key, ...PAGES[key] }));
