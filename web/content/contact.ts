import { HOTEL } from '../../domain/hotel.ts';

/**
 * How owners reach the hotel: every page, link and chat button reads these. Who and where the
 * hotel is comes from domain/hotel.ts, which the server's e-mails read too; the rest is the site's.
 */
export const CONTACT = {
  ...HOTEL,
  /** The chat service's number: digits only, country code first. */
  chatNumber: '27825550142',
  hours: '24/7 Care & Monitoring',
  visitingHours: 'Visits by appointment, Monday to Saturday, 9:00 AM to 5:00 PM',
  checkInTime: '11:00 AM',
  checkOutTime: '4:00 PM',
  social: [
    { network: 'Facebook', href: 'https://www.facebook.com/sunningdalecathotel' },
    { network: 'Instagram', href: 'https://www.instagram.com/sunningdalecathotel' },
    { network: 'TikTok', href: 'https://www.tiktok.com/@sunningdalecathotel' },
  ],
  partnerVet: {
    name: 'Blouberg Veterinary Clinic',
    href: 'https://www.bloubergvet.co.za',
  },
} as const;

/** A link that opens the chat service with the message already typed. */
export function chatLink(message: string): string {
  return `https://wa.me/${CONTACT.chatNumber}?text=${encodeURIComponent(message)}`;
}
