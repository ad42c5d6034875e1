// The hotel's own changes that belong to no booking (issue 30), as the server records them in
// `hotel_changes` and Settings names them: the team, places per night, closed nights, how staff sign in
// and the vaccination rules.

export const HOTEL_CHANGE_ACTIONS = [
  'invitation-sent',
  'invitation-withdrawn',
  'member-removed',
  'places-set',
  'nights-closed',
  'nights-reopened',
  'code-app-rule',
  'vaccination-rules',
] as const;
export type HotelChangeAction = (typeof HOTEL_CHANGE_ACTIONS)[number];

export const HOTEL_CHANGE_LABELS: Record<HotelChangeAction, string> = {
  'invitation-sent': 'Invitation sent',
  'invitation-withdrawn': 'Invitation withdrawn',
  'member-removed': 'Account removed from the team',
  'places-set': 'Places per night changed',
  'nights-closed': 'Nights closed',
  'nights-reopened': 'Nights reopened',
  'code-app-rule': 'Staff code app rule changed',
  'vaccination-rules': 'Vaccination rules changed',
};

// Takes any text: a record written by a newer build may name a change this one does not know.
export function hotelChangeLabel(action: string): string {
  return action in HOTEL_CHANGE_LABELS ? HOTEL_CHANGE_LABELS[action as HotelChangeAction] : action;
}

/** Who made a change, as the desk's histories show it ("Sipho Dlamini (staff)"). */
export interface ChangeActor {
  id: string;
  name: string;
  role: 'owner' | 'staff' | 'manager';
}

/** GET /api/staff/settings/changes: the hotel's latest changes of the team, places and closures, newest first. */
export interface HotelChangeView {
  id: string;
  at: string;
  action: string;
  actor: ChangeActor | null;
  before: Record<string, string | number | null> | null;
  after: Record<string, string | number | null> | null;
}
