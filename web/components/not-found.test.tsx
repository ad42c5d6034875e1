import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubOwner } from '../test/owner.ts';
import { renderApp } from '../test/render.tsx';

describe('NotFound', () => {
  it('answers an address no route knows with the specification’s words', async () => {
    stubOwner(null);
    await renderApp('/no-such-page');

    expect(screen.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeTruthy();
    expect(screen.getByText('Did you forget to add the page to the router?')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the home page' }).getAttribute('href')).toBe('/');
  });
});
