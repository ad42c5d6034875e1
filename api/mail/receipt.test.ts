import { describe, expect, it } from 'vitest';
import { catsLine, type DepositReceipt, depositReceiptMessage } from './receipt.ts';

const receipt: DepositReceipt = {
  to: ['thandi@example.com'],
  ownerFirstName: 'Thandi',
  bookingId: '0190d6a4-0000-7000-8000-0000000000b1',
  paymentId: '0190d6a4-0000-7000-8000-0000000000a1',
  captureId: 'TEST-CAPTURE-1',
  paidAt: new Date('2026-11-20T08:30:00Z'),
  checkIn: '2026-12-10',
  checkOut: '2026-12-14',
  nights: 4,
  stayTypeName: 'Short Stay',
  catNames: ['Biscuit', 'Luna'],
  numberOfCats: 2,
  totalCents: 176_000,
  depositCents: 10_000,
  charged: { amountCents: 10_000, currency: 'ZAR' },
  dashboardUrl: 'https://hotel.test/dashboard',
};

describe('the deposit receipt', () => {
  const { to, subject, text } = depositReceiptMessage(receipt);

  it('goes to the owner with a subject that names the cats and dates', () => {
    expect(to).toEqual(['thandi@example.com']);
    expect(subject).toBe('Deposit receipt: Biscuit and Luna at Sunningdale Cat Hotel, 10 Dec to 14 Dec 2026');
  });

  it('says what was paid, what is left and when', () => {
    expect(text).toMatch(/^Dear Thandi,\n/);
    expect(text).toContain('Deposit paid:       R100 (non-refundable; deducted from your final invoice)');
    expect(text).toContain('Balance due at check-in: R1 660, by cash or card');
    expect(text).toContain('Stay total:         R1 760');
    expect(text).toContain('Paid on:            20 November 2026 at 10:30 (Cape Town time)');
    expect(text).toContain('Card reference:     TEST-CAPTURE-1');
    expect(text).toContain(`Booking reference:  ${receipt.bookingId}`);
    expect(text).not.toContain('Charged by card');
  });

  it('gives the stay, the times and the cats', () => {
    expect(text).toContain('Check-in:           Thursday, 10 December 2026, 11:00 AM');
    expect(text).toContain('Check-out:          Monday, 14 December 2026, by 4:00 PM');
    expect(text).toContain('Nights:             4, Short Stay');
    expect(text).toContain('Cats:               Biscuit and Luna');
  });

  it('lists what to bring and how to reach the hotel', () => {
    expect(text).toContain('vaccination book');
    expect(text).toContain('Proof of spay/neuter');
    expect(text).toContain('Phone: +27 82 555 0142');
    expect(text).toContain('E-mail: stay@sunningdalecathotel.co.za');
    expect(text).toContain('See your bookings: https://hotel.test/dashboard');
  });

  it('counts the cats when the booking names none, and greets without a name', () => {
    const byCount = depositReceiptMessage({ ...receipt, catNames: [], numberOfCats: 3, ownerFirstName: null });
    expect(byCount.text).toMatch(/^Hello,\n/);
    expect(byCount.text).toContain('Cats:               3 cats');
  });

  it('shows what the card was charged when the provider charges another currency', () => {
    const paypal = depositReceiptMessage({ ...receipt, charged: { amountCents: 550, currency: 'USD' } });
    expect(paypal.text).toContain('Deposit paid:       R100');
    expect(paypal.text).toContain('Charged by card:    USD 5.50');
  });

  it('never owes a negative balance', () => {
    expect(depositReceiptMessage({ ...receipt, totalCents: 5_000 }).text).toContain('Balance due at check-in: R0,');
  });
});

describe('catsLine', () => {
  it.each([
    [['Biscuit'], 1, 'Biscuit'],
    [['Biscuit', 'Luna', 'Tiger'], 3, 'Biscuit, Luna and Tiger'],
    [[], 1, '1 cat'],
  ] as const)('%j, %i -> %s', (names, count, line) => {
    expect(catsLine(names, count)).toBe(line);
  });
});
