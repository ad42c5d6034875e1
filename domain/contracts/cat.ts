// A cat as the server sends it and the phone stores it (decision record 0007); the server's
// serializer (api/cats.ts) is declared to return it. Times are ISO instants.
import type { CatGender } from '../schemas/cat.ts';

export interface CatJson {
  id: string;
  name: string;
  breed: string | null;
  age: number | null;
  /** Months beside the whole years, so a kitten can be six months old (issue 31). */
  ageMonths: number | null;
  gender: CatGender | null;
  weight: string | null;
  color: string | null;
  specialNeeds: string | null;
  medicalInfo: string | null;
  dietaryRequirements: string | null;
  vaccinationRecords: string | null;
  emergencyContact: string | null;
  createdAt: string;
  updatedAt: string;
}
