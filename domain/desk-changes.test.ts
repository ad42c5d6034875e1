import { describe, expect, it } from 'vitest';
import { CHECKED_IN_KEEPS_ITS_DAY, deskChangeRefusal, deskMayChange } from './desk-changes.ts';

describe('which stays the desk may change', () => {
  it('changes a pending or confirmed stay however it is asked', () => {
    expect(deskChangeRefusal({ status: 'pending' }, true)).toBeNull();
    expect(deskChangeRefusal({ status: 'confirmed' }, true)).toBeNull();
    expect(deskMayChange({ status: 'confirmed' })).toBe(true);
  });

  it('keeps the check-in day of a cat already in, but moves the rest', () => {
    expect(deskChangeRefusal({ status: 'checked_in' }, true)).toBe(CHECKED_IN_KEEPS_ITS_DAY);
    expect(deskChangeRefusal({ status: 'checked_in' }, false)).toBeNull();
    expect(deskMayChange({ status: 'checked_in' })).toBe(true);
  });

  it('refuses a stay that ended, saying how', () => {
    expect(deskChangeRefusal({ status: 'cancelled' }, false)).toBe('This stay was cancelled: it can no longer be changed. Book a new stay instead.');
    expect(deskChangeRefusal({ status: 'completed' }, false)).toBe(
      'This stay was checked out: it can no longer be changed. Book a new stay instead.',
    );
    expect(deskChangeRefusal({ status: 'no_show' }, false)).toBe(
      'This stay was marked a no-show: it can no longer be changed. Book a new stay instead.',
    );
    expect(deskMayChange({ status: 'completed' })).toBe(false);
  });
});
