// An extra service as the server lists it (GET /api/extra-services) and the phone keeps it, so a
// booking can be priced offline; the server's list (api/extra-services.ts) is declared to hold these.
import type { ServiceCharge } from '../extra-services.ts';

export interface ExtraServiceJson {
  id: number;
  name: string;
  description: string;
  /** Decimal text (D7), per day or per stay as `charge` says. */
  price: string;
  charge: ServiceCharge;
  minNights: number;
}
