import { describe, expect, it } from 'vitest';
import { vaccinationReminderMessage, type VaccinationReminderNotice } from './vaccination-reminder.ts';

const notice: VaccinationReminderNotice = {
  to: ['thandi@example.com'],
  ownerFirstName: 'Thandi',
  bookingId: '0190d6a4-0000-7000-8000-0000000000b1',
  checkIn: '2027-01-03',
  checkOut: '2027-01-07',
  cats: [{ name: 'Marmalade', gender: 'female' }],
  recordLines: [
    "Marmalade's rabies vaccination runs out on 5 Jan 2027, before her check-out on 7 Jan 2027",
    'Marmalade has no spay or neuter proof on record',
  ],
  spayNeuterProof: true,
  myCatsUrl: 'https://hotel.test/dashboard?tab=cats',
  stayPageUrl: 'https://hotel.test/stays/0190d6a4-0000-7000-8000-0000000000b1',
};

describe('the vaccination records reminder', () => {
  const { to, subject, text } = vaccinationReminderMessage(notice);

  it('goes to the account with a subject that names the cat, the dates and her records', () => {
    expect(to).toEqual(['thandi@example.com']);
    expect(subject).toBe("Before Marmalade's stay, 3 Jan to 7 Jan 2027: her vaccination records");
  });

  it('lists what is missing word for word, with the stay’s dates', () => {
    expect(text).toMatch(/^Dear Thandi,\n/);
    expect(text).toContain(
      'We look forward to welcoming Marmalade from Sunday, 3 January 2027 to Thursday, 7 January 2027. Our records for Marmalade do not yet meet our vaccination rules:\n\n' +
        "- Marmalade's rabies vaccination runs out on 5 Jan 2027, before her check-out on 7 Jan 2027\n" +
        '- Marmalade has no spay or neuter proof on record\n',
    );
    expect(text).toContain(`Booking reference:  ${notice.bookingId}`);
  });

  it('says what to do, and that check-in is refused without the records unless the hotel agrees', () => {
    expect(text).toContain('- Add each record in the app, under My Cats, with a photo of its certificate: https://hotel.test/dashboard?tab=cats');
    expect(text).toContain('- Bring the vaccination book and the spay/neuter proof to check-in, so we can check them against the records.');
    expect(text).toContain('We cannot check in a cat without these records unless we have agreed otherwise with you beforehand.');
    expect(text).toContain(`See your stay: ${notice.stayPageUrl}`);
    expect(text).toContain('Phone: +27 82 555 0142');
  });

  it('asks for no spay/neuter proof when the house’s rules do not', () => {
    const { text: withoutProof } = vaccinationReminderMessage({ ...notice, spayNeuterProof: false, recordLines: notice.recordLines.slice(0, 1) });
    expect(withoutProof).toContain('- Bring the vaccination book to check-in,');
    expect(withoutProof).not.toContain('spay/neuter');
  });

  it('names every cat and says "their" for several, "his" for a tom, and "the" when the profile does not say', () => {
    const cats = [
      { name: 'Biscuit', gender: 'male' as const },
      { name: 'Luna', gender: null },
    ];
    const several = vaccinationReminderMessage({ ...notice, ownerFirstName: null, cats });
    expect(several.subject).toBe("Before Biscuit and Luna's stay, 3 Jan to 7 Jan 2027: their vaccination records");
    expect(several.text).toMatch(/^Hello,\n/);
    expect(several.text).toContain('Our records for Biscuit and Luna do not yet meet');
    expect(vaccinationReminderMessage({ ...notice, cats: cats.slice(0, 1) }).subject).toMatch(/: his vaccination records$/);
    expect(vaccinationReminderMessage({ ...notice, cats: cats.slice(1) }).subject).toMatch(/: the vaccination records$/);
  });
});
