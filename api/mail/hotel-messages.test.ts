import { describe, expect, it } from 'vitest';
import { stayBookedMessage, stayCancelledMessage, stayChangedMessage, stayConfirmedMessage, type StayNotice } from './hotel-messages.ts';

const notice: StayNotice = {
  to: ['thandi@example.com'],
  ownerFirstName: 'Thandi',
  bookingId: '0190d6a4-0000-7000-8000-0000000000b1',
  checkIn: '2026-12-10',
  checkOut: '2026-12-14',
  nights: 4,
  stayTypeName: 'Short Stay',
  catNames: ['Biscuit', 'Luna'],
  numberOfCats: 2,
  totalCents: 176_000,
  depositCents: 10_000,
  dashboardUrl: 'https://hotel.test/dashboard',
};

describe('the stay confirmed at the desk', () => {
  const { to, subject, text } = stayConfirmedMessage({ ...notice, method: 'cash' });

  it('goes to the account with a subject that names the cats and dates', () => {
    expect(to).toEqual(['thandi@example.com']);
    expect(subject).toBe('Your stay is confirmed: Biscuit and Luna at Sunningdale Cat Hotel, 10 Dec to 14 Dec 2026');
  });

  it('says how the deposit was paid, the stay, and what is left to pay', () => {
    expect(text).toMatch(/^Dear Thandi,\n/);
    expect(text).toContain('we have received your R100 deposit in cash at our desk, and the stay for Biscuit and Luna is confirmed.');
    expect(text).toContain('Check-in:           Thursday, 10 December 2026, 11:00 AM');
    expect(text).toContain('Check-out:          Monday, 14 December 2026, by 4:00 PM');
    expect(text).toContain('Nights:             4, Short Stay');
    expect(text).toContain('Stay total:         R1 760');
    expect(text).toContain('Balance to pay at the hotel: R1 660, by cash or card');
    expect(text).toContain(`Booking reference:  ${notice.bookingId}`);
    expect(text).toContain('See your bookings: https://hotel.test/dashboard');
    expect(text).toContain('Phone: +27 82 555 0142');
  });

  it('says "by card" for a card, and greets an owner with no name', () => {
    const byCard = stayConfirmedMessage({ ...notice, method: 'card', ownerFirstName: null, catNames: [], numberOfCats: 3 });
    expect(byCard.text).toMatch(/^Hello,\n/);
    expect(byCard.text).toContain('R100 deposit by card at our desk, and the stay for 3 cats is confirmed.');
  });
});

describe('the stay cancelled by the hotel', () => {
  const reason = 'Our building is closed for repairs that week';

  it('gives the hotel’s reason word for word and keeps the paid deposit', () => {
    const { to, subject, text } = stayCancelledMessage({ ...notice, reason, depositPaid: true });
    expect(to).toEqual(['thandi@example.com']);
    expect(subject).toBe('Your stay is cancelled: Biscuit and Luna at Sunningdale Cat Hotel, 10 Dec to 14 Dec 2026');
    expect(text).toContain('we have cancelled the stay for Biscuit and Luna from Thursday, 10 December 2026 to Monday, 14 December 2026.');
    expect(text).toContain(`Our reason: ${reason}`);
    expect(text).toContain('As our terms say, the R100 deposit is non-refundable. Nothing else was charged.');
    expect(text).not.toContain('No payment was taken');
  });

  it('tells an owner who paid nothing that nothing is owed', () => {
    const { text } = stayCancelledMessage({ ...notice, reason, depositPaid: false });
    expect(text).toContain('No payment was taken for this stay, so nothing is owed.');
    expect(text).not.toContain('non-refundable');
  });
});

describe('the stay booked and changed at the desk (issue 31)', () => {
  it('tells the owner what was booked for them and that the deposit confirms it', () => {
    const { to, subject, text } = stayBookedMessage(notice);
    expect(to).toEqual(['thandi@example.com']);
    expect(subject).toBe('Your stay is booked: Biscuit and Luna at Sunningdale Cat Hotel, 10 Dec to 14 Dec 2026');
    expect(text).toContain('as you asked, we have booked a stay for Biscuit and Luna.');
    expect(text).toContain('Stay total:         R1 760');
    expect(text).toContain('The stay is confirmed once the deposit is paid: pay it from your dashboard, or at our desk.');
  });

  it('tells the owner the stay as it is now, the hotel’s reason, and what it was before', () => {
    const before = { checkIn: '2026-12-09', checkOut: '2026-12-12', totalCents: 132_000 };
    const { subject, text } = stayChangedMessage({ ...notice, reason: 'You phoned: your flight moved', before });
    expect(subject).toBe('Your stay has changed: Biscuit and Luna at Sunningdale Cat Hotel, 10 Dec to 14 Dec 2026');
    expect(text).toContain('We have changed your stay for Biscuit and Luna. Our reason: You phoned: your flight moved');
    expect(text).toContain('Check-in:           Thursday, 10 December 2026, 11:00 AM');
    expect(text).toContain('Dates:              Wednesday, 9 December 2026 to Saturday, 12 December 2026');
    expect(text).toContain('Stay total:         R1 320');
  });

  it('leaves out the old dates when only the cats or services changed', () => {
    const before = { checkIn: notice.checkIn, checkOut: notice.checkOut, totalCents: 100_000 };
    const { text } = stayChangedMessage({ ...notice, reason: 'Luna comes too', before });
    expect(text).not.toContain('Dates:');
    expect(text).toContain('Stay total:         R1 000');
  });
});
