import { describe, expect, it } from 'vitest';
import { careLine, givesMedicineDuring, lacksMedicationService, MEDICATION_SERVICE_ID } from './care-plan.ts';

const stay = { checkIn: '2027-01-05', checkOut: '2027-01-09' };
const dinner = { kind: 'feeding' as const, until: null };
const tablet = { kind: 'medication' as const, until: null };

describe('a stay’s medicine', () => {
  it('is given when the plan has medicine that has not ended before check-in', () => {
    expect(givesMedicineDuring([dinner], stay)).toBe(false);
    expect(givesMedicineDuring([dinner, tablet], stay)).toBe(true);
    expect(givesMedicineDuring([{ ...tablet, until: '2027-01-04' }], stay)).toBe(false);
    expect(givesMedicineDuring([{ ...tablet, until: '2027-01-05' }], stay)).toBe(true);
  });

  it('wants the Medication Administration service booked', () => {
    expect(MEDICATION_SERVICE_ID).toBe(1);
    expect(lacksMedicationService([tablet], { ...stay, extraServiceIds: [2] })).toBe(true);
    expect(lacksMedicationService([tablet], { ...stay, extraServiceIds: [2, MEDICATION_SERVICE_ID] })).toBe(false);
    expect(lacksMedicationService([dinner], { ...stay, extraServiceIds: [] })).toBe(false);
  });
});

describe('an item of the plan in words', () => {
  it('says how much, when, with food or not, and until when', () => {
    expect(careLine({ amount: 'Half a tablet', times: ['08:00', '20:00'], withFood: true, until: '2027-01-10' })).toBe(
      'Half a tablet at 08:00 and 20:00, with food, until 10 Jan 2027',
    );
    expect(careLine({ amount: null, times: ['07:00', '12:30', '17:00'], withFood: null, until: null })).toBe('at 07:00, 12:30 and 17:00');
  });
});
