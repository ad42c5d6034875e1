import * as v from 'valibot';
import { MESSAGES } from './messages.ts';

// Lower-cased so the same id typed in either case is the same cat or booking (ids are made on the
// phone, DESIGN D10).
export const uuidSchema = v.pipe(v.string(MESSAGES.invalidId), v.trim(), v.toLowerCase(), v.uuid(MESSAGES.invalidId));
