import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { uuidSchema } from './id.ts';

describe('uuidSchema', () => {
  it.each([
    ['0190a6c4-5b7e-7c1a-9f3e-2b8d4c6e1a90', '0190a6c4-5b7e-7c1a-9f3e-2b8d4c6e1a90'],
    ['6F9619FF-8B86-4D11-B42D-00C04FC964FF', '6f9619ff-8b86-4d11-b42d-00c04fc964ff'],
    [' 6f9619ff-8b86-4d11-b42d-00c04fc964ff ', '6f9619ff-8b86-4d11-b42d-00c04fc964ff'],
  ])('accepts %s as %s', (id, expected) => {
    expect(v.parse(uuidSchema, id)).toBe(expected);
  });

  it.each(['', 'abc', '6f9619ff8b864d11b42d00c04fc964ff', '6f9619ff-8b86-4d11-b42d-00c04fc964ff1', 42, null, undefined])(
    'refuses %j with "Invalid id"',
    (id) => {
      expect(v.safeParse(uuidSchema, id).issues?.map((issue) => issue.message)).toEqual(['Invalid id']);
    },
  );
});
