import { ChakraProvider } from '@chakra-ui/react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Tabs } from './tabs.tsx';
import { system } from '../theme.ts';

const SEASONS = [
  { value: 'summer', label: 'Summer' },
  { value: 'autumn', label: 'Autumn' },
  { value: 'winter', label: 'Winter' },
] as const;

function Seasons() {
  const [season, setSeason] = useState<(typeof SEASONS)[number]['value']>('autumn');
  return (
    <ChakraProvider value={system}>
      <Tabs label="Seasons" tabs={SEASONS} value={season} onChange={setSeason}>
        <p>{`What ${season} is like`}</p>
      </Tabs>
    </ChakraProvider>
  );
}

const selected = () => screen.getAllByRole('tab', { selected: true }).map((tab) => tab.textContent);

describe('Tabs', () => {
  it('draws the selected tab’s panel alone, named by its tab, and only that tab in the Tab order', () => {
    render(<Seasons />);
    const tablist = screen.getByRole('tablist', { name: 'Seasons' });
    expect(
      within(tablist)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Summer', 'Autumn', 'Winter']);
    const panel = screen.getByRole('tabpanel', { name: 'Autumn' });
    expect(panel.textContent).toBe('What autumn is like');
    expect(screen.getAllByRole('tabpanel')).toHaveLength(1);
    const autumn = screen.getByRole('tab', { name: 'Autumn' });
    expect(autumn.getAttribute('aria-controls')).toBe(panel.id);
    expect(screen.getAllByRole('tab').map((tab) => tab.tabIndex)).toEqual([-1, 0, -1]);
  });

  it('moves and selects with a click, the arrow keys (round the ends), Home and End', async () => {
    render(<Seasons />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: 'Winter' }));
    expect(selected()).toEqual(['Winter']);
    expect(screen.getByRole('tabpanel').textContent).toBe('What winter is like');
    await user.keyboard('{ArrowRight}');
    expect(selected()).toEqual(['Summer']);
    expect(document.activeElement?.textContent).toBe('Summer');
    await user.keyboard('{ArrowLeft}');
    expect(selected()).toEqual(['Winter']);
    await user.keyboard('{Home}');
    expect(selected()).toEqual(['Summer']);
    await user.keyboard('{End}');
    expect(selected()).toEqual(['Winter']);
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Winter' }));
    // Tab leaves the list for the panel.
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('tabpanel'));
  });
});
