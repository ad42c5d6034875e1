/** A cat with every detail of the profile form filled in, as an owner would send it. */
export const MOCHI_PROFILE = {
  name: 'Mochi',
  breed: 'Ragdoll',
  age: 4,
  gender: 'female',
  weight: '4.5',
  color: 'Seal point',
  specialNeeds: 'Shy for the first day',
  medicalInfo: 'Mild asthma',
  dietaryRequirements: 'Renal diet, no fish',
  vaccinationRecords: 'FVRCP and rabies, March 2026',
  emergencyContact: 'Sam Naidoo, 082 555 0199',
} as const;
