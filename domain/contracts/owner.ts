// The signed-in account as the server sends it and the phone stores it (decision record 0007); the
// server's serializer (api/auth/routes.ts) is declared to return it. Never the password hash.
import type { StaffRole } from '../schemas/staff.ts';

export interface OwnerJson {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  phone: string | null;
  address: string | null;
  /** `owner`, or `staff` / `manager` for the hotel's own people: the app sends them to /staff. */
  role: 'owner' | StaffRole;
  /** Whether the owner opened the link sent to `email` (issue 16): until then no deposit online, no receipts. */
  emailConfirmed: boolean;
  /** Whether the owner gets the day's news of a stay under way by e-mail each evening (issue 34); on until turned off. */
  diaryDigest: boolean;
  createdAt: string;
}
