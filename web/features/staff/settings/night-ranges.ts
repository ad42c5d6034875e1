import type { NightSettingsView } from '../../../../domain/contracts/desk-nights.ts';
import { addDays, formatDay } from '../../../../domain/dates.ts';

export interface CapacityRange {
  firstNight: string;
  lastNight: string;
  capacity: number;
}

/**
 * The server lists a figure per night; the manager set them as ranges ("24 to 26 Dec: 3"), so
 * runs of following nights with one figure are shown, and cleared, as one.
 */
export function capacityRanges(capacities: NightSettingsView['capacities']): CapacityRange[] {
  const ranges: CapacityRange[] = [];
  for (const { night, capacity } of [...capacities].sort((a, b) => a.night.localeCompare(b.night))) {
    const last = ranges.at(-1);
    if (last !== undefined && last.capacity === capacity && addDays(last.lastNight, 1) === night) last.lastNight = night;
    else ranges.push({ firstNight: night, lastNight: night, capacity });
  }
  return ranges;
}

/** "25 Dec 2026", or "24 Dec 2026 – 26 Dec 2026" for more than one night. */
export function nightsLabel({ firstNight, lastNight }: { firstNight: string; lastNight: string }): string {
  return firstNight === lastNight ? formatDay(firstNight) : `${formatDay(firstNight)} – ${formatDay(lastNight)}`;
}
