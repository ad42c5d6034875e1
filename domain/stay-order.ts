// The order an owner's stays are listed in (issue 31): what is still to come or under way first,
// soonest first, so the next stay is on top; then the rest, the most recent first.

interface ListedStay {
  id: string;
  checkInDate: string;
  checkOutDate: string;
  status: string;
}

/** A stay still to come or under way: not ended, cancelled or missed, and not yet past its check-out day. */
export function isUpcoming(stay: ListedStay, today: string): boolean {
  if (stay.status === 'checked_in') return true;
  return (stay.status === 'pending' || stay.status === 'confirmed') && stay.checkOutDate >= today;
}

/** Upcoming stays soonest first, then past ones (and cancelled ones) most recent first; the id breaks ties. */
export function inStayOrder<T extends ListedStay>(stays: readonly T[], today: string): T[] {
  const byCheckIn = (a: T, b: T) => a.checkInDate.localeCompare(b.checkInDate) || a.id.localeCompare(b.id);
  const upcoming = stays.filter((stay) => isUpcoming(stay, today)).sort(byCheckIn);
  const past = stays.filter((stay) => !isUpcoming(stay, today)).sort((a, b) => byCheckIn(b, a));
  return [...upcoming, ...past];
}
