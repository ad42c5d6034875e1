import { Button, Wrap } from '@chakra-ui/react';

// Reaching an owner from the desk: a tap calls, another opens a WhatsApp chat. Owners type their
// numbers as South Africans do ("082 555 0199"); both links need the international form.

/** The number as international digits without the plus (27825550199), or null when it is not a number. */
export function internationalDigits(phone: string): string | null {
  const typed = phone.trim();
  const digits = typed.replace(/\D/g, '');
  let international: string;
  if (typed.startsWith('+')) international = digits;
  else if (digits.startsWith('00')) international = digits.slice(2);
  // A national number: its leading 0 becomes South Africa's 27.
  else if (digits.startsWith('0')) international = `27${digits.slice(1)}`;
  else international = digits;
  // E.164 numbers have at most 15 digits; fewer than 8 is no one's phone.
  return international.length >= 8 && international.length <= 15 ? international : null;
}

export function callLink(digits: string): string {
  return `tel:+${digits}`;
}

export function chatLink(digits: string): string {
  return `https://wa.me/${digits}`;
}

/**
 * The buttons that reach someone: Call and WhatsApp when there is a number, and E-mail when there
 * is none (or always, where the whole record is shown).
 */
export function ContactButtons({
  name,
  phone,
  email,
  alwaysEmail = false,
}: {
  name: string;
  phone: string | null;
  /** Null for a deleted account: nobody to write to. */
  email: string | null;
  alwaysEmail?: boolean;
}) {
  const digits = phone === null ? null : internationalDigits(phone);
  return (
    <Wrap gap="2">
      {digits !== null && (
        <>
          <Button asChild colorPalette="brand" variant="outline" size="lg">
            <a href={callLink(digits)} aria-label={`Call ${name}`}>
              Call
            </a>
          </Button>
          <Button asChild colorPalette="brand" variant="outline" size="lg">
            <a href={chatLink(digits)} target="_blank" rel="noreferrer" aria-label={`Chat with ${name} on WhatsApp`}>
              WhatsApp
            </a>
          </Button>
        </>
      )}
      {email !== null && (digits === null || alwaysEmail) && (
        <Button asChild colorPalette="brand" variant="outline" size="lg">
          <a href={`mailto:${email}`} aria-label={`E-mail ${name}`}>
            E-mail
          </a>
        </Button>
      )}
    </Wrap>
  );
}
