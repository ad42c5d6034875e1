import { EXTRA_SERVICES } from './extra-services.ts';
import type { ExtraService } from './extra-services.ts';

/** Tests name services the way the hotel does; a typo fails loudly instead of pricing nothing. */
export function serviceNamed(name: string): ExtraService {
  const service = EXTRA_SERVICES.find((candidate) => candidate.name === name);
  if (!service) throw new Error(`No extra service called ${name}`);
  return service;
}
