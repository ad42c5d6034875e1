// The manager's calls for places per night and closed nights (domain/contracts/desk-nights.ts NightSettingsView).
import type { NightSettingsView } from '../../../../domain/contracts/desk-nights.ts';
import type * as v from 'valibot';
import type { closedNightsSchema, nightCapacitySchema } from '../../../../domain/schemas/hotel-nights.ts';
import { staffChange, staffRead } from '../staff-api.ts';

export type NightCapacitySetting = v.InferOutput<typeof nightCapacitySchema>;
export type ClosedNightsSetting = v.InferOutput<typeof closedNightsSchema>;

export function readNightSettings(): Promise<NightSettingsView> {
  return staffRead<NightSettingsView>('/api/staff/settings/nights');
}

/** A figure for first to last night; `capacity` null gives them back the usual number. */
export function setNightCapacity(setting: NightCapacitySetting): Promise<NightSettingsView> {
  return staffChange<NightSettingsView>('PUT', '/api/staff/settings/capacity', setting);
}

export function closeNights(setting: ClosedNightsSetting): Promise<NightSettingsView> {
  return staffChange<NightSettingsView>('POST', '/api/staff/settings/closed-nights', setting);
}

export function reopenNights(closureId: string): Promise<NightSettingsView> {
  return staffChange<NightSettingsView>('DELETE', `/api/staff/settings/closed-nights/${encodeURIComponent(closureId)}`);
}
