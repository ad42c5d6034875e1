import { describe, expect, it } from 'vitest';
import { ownerName } from './desk-words.ts';

describe('the name the desk calls an owner by', () => {
  it('is the name, else the e-mail, else says the account was deleted', () => {
    expect(ownerName({ firstName: 'Thandi', lastName: 'Mokoena', email: 'thandi@example.com' })).toBe('Thandi Mokoena');
    expect(ownerName({ firstName: null, lastName: ' ', email: 'thandi@example.com' })).toBe('thandi@example.com');
    expect(ownerName({ firstName: null, lastName: null, email: null })).toBe('Deleted account');
  });
});
