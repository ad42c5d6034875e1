/**
 * How owners reach the hotel: every page, link and chat button reads these, so a new number or
 * address is changed here once. Numbers are kept in the international form the links need.
 */
export const CONTACT = {
  hotelName: 'Sunningdale Cat Hotel',
  phoneDisplay: '+27 82 555 0142',
  phoneLink: 'tel:+27825550142',
  email: 'stay@sunningdalecathotel.co.za',
  /** The chat service's number: digits only, country code first. */
  chatNumber: '27825550142',
  address: {
    street: 'Sunningdale',
    suburb: 'Blouberg',
    city: 'Cape Town',
    postalCode: '7441',
    country: 'South Africa',
  },
  /** Shown as one line: the street number is given to guests when a visit is booked. */
  addressLine: 'Sunningdale, Blouberg, Cape Town 7441',
  hours: '24/7 Care & Monitoring',
  visitingHours: 'Visits by appointment, Monday to Saturday, 9:00 AM to 5:00 PM',
  checkInTime: '11:00 AM',
  checkOutTime: '4:00 PM',
  social: [
    { network: 'Facebook', href: 'https://www.facebook.com/sunningdalecathotel' },
    { network: 'Instagram', href: 'https://www.instagram.com/sunningdalecathotel' },
    { network: 'TikTok', href: 'https://www.tiktok.com/@sunningdalecathotel' },
  ],
  maps: {
    search: 'https://www.google.com/maps/search/?api=1&query=Sunningdale%2C+Blouberg%2C+Cape+Town',
    navigate: 'https://waze.com/ul?q=Sunningdale%2C%20Blouberg%2C%20Cape%20Town&navigate=yes',
    embed: 'https://www.google.com/maps?q=Sunningdale,+Blouberg,+Cape+Town&output=embed',
  },
  partnerVet: {
    name: 'Blouberg Veterinary Clinic',
    href: 'https://www.bloubergvet.co.za',
  },
} as const;

/** A link that opens the chat service with the message already typed. */
export function chatLink(message: string): string {
  return `https://wa.me/${CONTACT.chatNumber}?text=${encodeURIComponent(message)}`;
}
