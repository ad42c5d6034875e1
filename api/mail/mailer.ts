import { HOTEL } from '../../domain/hotel.ts';

/** One plain-text e-mail from the hotel. */
export interface MailMessage {
  to: readonly string[];
  subject: string;
  text: string;
}

/**
 * How the server sends e-mail (DESIGN section 5): by SMTP when SMTP_URL is set, otherwise as .eml
 * files under DATA_DIR/mail, so a machine with no mail server still keeps every message to read.
 */
export interface Mailer {
  /** Where messages go, for the start-up line ("SMTP", or the folder). */
  readonly description: string;
  send(message: MailMessage): Promise<void>;
}

/** The sender every message shows: the hotel as the pages name it (domain/hotel.ts). */
export const HOTEL_SENDER = { name: HOTEL.name, address: HOTEL.email };
