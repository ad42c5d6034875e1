import { ChakraProvider } from '@chakra-ui/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ChoiceCard } from './choice-card.tsx';
import { system } from '../theme.ts';

function Choice({ disabled }: { disabled?: boolean }) {
  const [checked, setChecked] = useState(false);
  return (
    <ChakraProvider value={system}>
      <ChoiceCard checked={checked} disabled={disabled} onChange={setChecked}>
        Live Updates <span>R15 per call</span>
      </ChoiceCard>
    </ChakraProvider>
  );
}

describe('ChoiceCard', () => {
  it('is a checkbox named by its card, ticked by a tap anywhere on it or by Space', async () => {
    render(<Choice />);
    const user = userEvent.setup();
    const box = screen.getByRole<HTMLInputElement>('checkbox', { name: 'Live Updates R15 per call' });
    await user.click(screen.getByText('R15 per call'));
    expect(box.checked).toBe(true);
    await user.keyboard(' ');
    expect(box.checked).toBe(false);
  });

  it('cannot be ticked when disabled', async () => {
    render(<Choice disabled />);
    await userEvent.setup().click(screen.getByText('R15 per call'));
    expect(screen.getByRole<HTMLInputElement>('checkbox').checked).toBe(false);
  });
});
