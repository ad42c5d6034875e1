import { describe, expect, it } from 'vitest';
import { describeFault } from './fault-log.ts';

describe('describeFault', () => {
  it('keeps an error’s kind and frames but not its message, even one over several lines', () => {
    const error = new SyntaxError('Unexpected token \'t\', "thandi@example.com\nphone 0821234567" is not valid JSON');
    const described = describeFault(error);
    expect(described.split('\n')[0]).toBe('SyntaxError');
    expect(described).toMatch(/\n\s+at .*fault-log\.test\.ts/);
    expect(described).not.toMatch(/thandi|0821234567|JSON/);
  });

  it('takes no code or name that could be a value someone typed', () => {
    const error = Object.assign(new Error('x'), { code: 'thandi@example.com', constraint: 'Key (phone)=(082)', table: 'users' });
    expect(describeFault(error).split('\n')[0]).toBe('Error, table users');
  });

  it('ends on a cause that leads back to itself', () => {
    const error = new Error('first');
    error.cause = error;
    expect(describeFault(error).split('\n')[0]).toBe(Array(5).fill('Error').join(' caused by '));
  });

  it('says what was thrown when it is no error at all', () => {
    expect(describeFault('0821234567')).toBe('a thrown string, not an Error');
  });
});
