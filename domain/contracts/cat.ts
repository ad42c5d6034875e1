// A cat as the server sends it and the phone stores it (decision record 0007); the server's
// serializer (api/cats.ts) is declared to return it. Times are ISO instants.
import type { CatGender } from '../schemas/cat.ts';
import type { ProofType } from '../schemas/proof.ts';
import type { Vaccine } from '../vaccinations.ts';
import type { CareKind } from '../care-plan.ts';

/**
 * A photo or PDF of the book's page or of the certificate (issue 33). Its bytes are never in a
 * list: the owner reads them at /api/proofs/{id}, staff at /api/staff/proofs/{id}.
 */
export interface ProofJson {
  id: string;
  contentType: ProofType;
  /** Bytes. */
  size: number;
  addedAt: string;
}

/**
 * Who at the desk checked a record against the paper, and when; null until someone has. The desk
 * reads the member of staff's name, an owner "the hotel".
 */
export interface CheckedJson {
  checkedBy: string | null;
  checkedAt: string | null;
}

/** One vaccination as the owner copied it from the cat's vaccination book. */
export interface VaccinationJson extends CheckedJson {
  id: string;
  vaccine: Vaccine;
  /** The vaccine's name as the book gives it, for 'other'. */
  otherName: string | null;
  /** Calendar dates (D8). */
  givenOn: string;
  validUntil: string;
  vet: string | null;
  proof: ProofJson | null;
}

/** A meal or a medicine of the cat's care plan, with the times of day it is given ('08:00', in order). */
export interface CareItemJson {
  id: string;
  kind: CareKind;
  /** The food, or the medicine as the vet's label names it. */
  name: string;
  amount: string | null;
  times: string[];
  /** Medicine only: with food or without; null when it does not matter. */
  withFood: boolean | null;
  /** Medicine only: the last day it is given; null, every day. */
  until: string | null;
  notes: string | null;
}

/** The proof that the cat is spayed or neutered: a photo of the vet's certificate, or the desk's check of the paper. */
export interface SpayNeuterJson extends CheckedJson {
  proof: ProofJson | null;
}

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
  /** What owners wrote about vaccinations before they were records (issue 33): kept, still readable. */
  vaccinationRecords: string | null;
  /** Oldest given first. */
  vaccinations: VaccinationJson[];
  spayNeuter: SpayNeuterJson;
  /** Meals first, then medicine, each in the order added. */
  carePlan: CareItemJson[];
  emergencyContact: string | null;
  createdAt: string;
  updatedAt: string;
}

/** The records of a cat that has none yet: a new cat's, on the phone and on the server. */
export function noCatRecords(): Pick<CatJson, 'vaccinations' | 'spayNeuter' | 'carePlan'> {
  return { vaccinations: [], spayNeuter: { proof: null, checkedBy: null, checkedAt: null }, carePlan: [] };
}
