import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubOwner } from '../test/owner.ts';
import { renderApp } from '../test/render.tsx';

describe('NotFound', () => {
  it('answers an address no route knows with the specification’s words', async () => {
    stubOwner(null);
    await renderApp('/no-such-page');

    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('404 Page Not Found');
    expect(screen.getByText(/router/).textContent).toBe('Did you forget to add the page to the router?');
    expect(screen.getByRole('link', { name: 'Back to the home page' }).getAttribute('href')).toBe('/');
  });
});
