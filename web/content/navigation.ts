/** The navigation bar's links, in the order the specification lists them. */
export const MAIN_LINKS = [
  { label: 'Home', to: '/' },
  { label: 'About Us', to: '/about' },
  { label: 'Gallery', to: '/gallery' },
  { label: 'Videos', to: '/videos' },
  { label: 'Pricing', to: '/pricing' },
  { label: 'Relocation', to: '/relocation' },
  { label: 'FAQ', to: '/faq' },
  { label: 'Terms', to: '/terms' },
  { label: 'Imprint', to: '/imprint' },
] as const;

/** The footer's quick links: the pages owners look for last, Privacy Policy and Book Now among them. */
export const FOOTER_LINKS = [
  { label: 'About Us', to: '/about' },
  { label: 'Pricing', to: '/pricing' },
  { label: 'Gallery', to: '/gallery' },
  { label: 'FAQ', to: '/faq' },
  { label: 'Contact', to: '/contact' },
  { label: 'Relocation', to: '/relocation' },
  { label: 'Terms', to: '/terms' },
  { label: 'Privacy Policy', to: '/privacy-policy' },
  { label: 'Imprint', to: '/imprint' },
  { label: 'Book Now', to: '/booking' },
] as const;
