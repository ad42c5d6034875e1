// The hotel's nights as the desk sees them: the calendar, one night's stays, and the manager's
// places and closures. The server's builders (api/staff/) are declared to return these.
import type { DeskStay } from './desk-stays.ts';

/** One night of GET /api/staff/calendar. */
export interface CalendarNight {
  date: string;
  booked: number;
  capacity: number;
  closed: string | null;
}

/** GET /api/staff/calendar?month= (that month's nights), or ?from=&nights= (default: today, 42 nights). */
export interface CalendarView {
  from: string;
  /** The month asked for ("2027-04"), or null when nights from a date were. */
  month: string | null;
  asOf: string;
  defaultCapacity: number;
  nights: CalendarNight[];
}

/** GET /api/staff/night?date=: who stays that night. */
export interface NightView extends CalendarNight {
  asOf: string;
  stays: DeskStay[];
}

/** GET /api/staff/settings/nights (manager): the coming nights' places and closures. */
export interface NightSettingsView {
  defaultCapacity: number;
  /** Nights from today on where the manager set a figure other than the default. */
  capacities: { night: string; capacity: number }[];
  /** Closures that have not ended yet. */
  closed: { id: string; firstNight: string; lastNight: string; reason: string }[];
  /**
   * Only in the answer to a new figure or closure: the nights it covers that already hold more cats
   * than they now have places. Those stays stay booked (the hotel speaks to their owners); new
   * bookings and edits onto these nights are refused.
   */
  overbooked?: { night: string; booked: number; capacity: number }[];
}
