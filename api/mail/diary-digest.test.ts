import { describe, expect, it } from 'vitest';
import { type DiaryDigestNotice, diaryDigestMessage } from './diary-digest.ts';

const BOOKING = '0190d6a4-0000-7000-8000-0000000000b1';

const notice: DiaryDigestNotice = {
  to: ['thandi@example.com'],
  ownerFirstName: 'Thandi',
  bookingId: BOOKING,
  day: '2027-01-05',
  cats: [
    {
      name: 'Biscuit',
      entries: [
        { kind: 'medication', outcome: 'refused', note: 'Spat it out', item: 'Thyroid tablet', by: 'Lindiwe', at: '2027-01-05T16:05:00.000Z' },
        { kind: 'feeding', outcome: 'ate-all', note: null, item: 'Renal biscuits', by: 'Sipho', at: '2027-01-05T06:10:00.000Z' },
      ],
    },
    { name: 'Luna', entries: [] },
    { name: 'Marmalade', entries: [{ kind: 'mood', outcome: 'content', note: null, item: null, by: 'the hotel', at: '2027-01-05T12:00:00.000Z' }] },
  ],
  photos: 3,
  stayPageUrl: `https://hotel.test/stays/${BOOKING}`,
  stopUrl: 'https://hotel.test/unsubscribe/digest?u=0190d6a4-0000-7000-8000-0000000000a1&s=abc',
};

describe('the day’s news by e-mail', () => {
  const { to, subject, text } = diaryDigestMessage(notice);

  it('goes to the owner with a subject naming the cats and the day', () => {
    expect(to).toEqual(['thandi@example.com']);
    expect(subject).toBe("Biscuit, Luna and Marmalade's day at Sunningdale Cat Hotel, Tue 5 Jan");
  });

  it('tells each cat’s day by the hotel’s clock, in the diary’s words, and leaves out a cat with no lines', () => {
    expect(text).toMatch(/^Dear Thandi,\n\nHere is Biscuit, Luna and Marmalade's day with us, Tuesday, 5 January 2027\.\n/);
    expect(text).toContain(
      '\nBISCUIT\n' +
        '08:10  Renal biscuits: ate all of it, by Sipho\n' +
        '18:05  Thyroid tablet refused (Spat it out), by Lindiwe\n' +
        '\nMARMALADE\n' +
        '14:00  Mood: content, by the hotel\n',
    );
    expect(text).not.toContain('LUNA');
  });

  it('counts the photos and links the stay’s page, then says how to stop the e-mails', () => {
    expect(text).toContain(`3 new photos today. See them, and the whole diary, on your stay's page: https://hotel.test/stays/${BOOKING}\n`);
    expect(text).toContain(`Booking reference:  ${BOOKING}\n`);
    expect(text).toContain(`Stop the daily news e-mails with one click: ${notice.stopUrl}\n`);
    expect(text).toContain('Phone: +27 82 555 0142');
  });

  it('says Hello to an owner who gave no name, and names the page alone on a day without photos', () => {
    const plain = diaryDigestMessage({ ...notice, ownerFirstName: null, photos: 0 });
    expect(plain.text).toMatch(/^Hello,\n/);
    expect(plain.text).not.toContain('new photo');
    expect(plain.text).toContain(`See the whole diary on your stay's page: https://hotel.test/stays/${BOOKING}\n`);
    expect(diaryDigestMessage({ ...notice, photos: 1 }).text).toContain('1 new photo today.');
  });
});
