import { ChakraProvider } from '@chakra-ui/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FAQ_ITEMS } from '../../content/faq.ts';
import { system } from '../../theme.ts';
import { FaqList } from './faq-list.tsx';

// The spec asks for ten questions, several open at once, each toggling on its own (point 2, FAQ).
// web/test/setup.ts unmounts after each test.

function renderFaq() {
  render(
    <ChakraProvider value={system}>
      <FaqList items={FAQ_ITEMS} />
    </ChakraProvider>,
  );
  const triggers = FAQ_ITEMS.map((item) => screen.getByRole('button', { name: item.question }));
  return { user: userEvent.setup(), triggers };
}

function isOpen(trigger: HTMLElement): boolean {
  return trigger.getAttribute('aria-expanded') === 'true';
}

function question(triggers: HTMLElement[], number: number): HTMLElement {
  const trigger = triggers[number - 1];
  if (trigger === undefined) throw new Error(`There is no question ${number}`);
  return trigger;
}

describe('FaqList', () => {
  it('shows ten questions, all closed at first', () => {
    const { triggers } = renderFaq();
    expect(triggers).toHaveLength(10);
    expect(triggers.map(isOpen)).toEqual(Array<boolean>(10).fill(false));
  });

  it('keeps question 1 open when question 2 is opened, and question 2 open when 1 is closed', async () => {
    const { user, triggers } = renderFaq();
    const first = question(triggers, 1);
    const second = question(triggers, 2);

    await user.click(first);
    await user.click(second);
    expect(isOpen(first)).toBe(true);
    expect(isOpen(second)).toBe(true);

    await user.click(first);
    expect(isOpen(first)).toBe(false);
    expect(isOpen(second)).toBe(true);
    expect(triggers.slice(2).some(isOpen)).toBe(false);
  });

  it('shows an answer in the region its question controls', async () => {
    const { user, triggers } = renderFaq();
    const first = question(triggers, 1);
    await user.click(first);
    const regionId = first.getAttribute('aria-controls');
    expect(regionId).toMatch(/\S/);
    const region = document.getElementById(regionId ?? '');
    expect(region?.textContent).toContain(FAQ_ITEMS[0]?.answer);
  });

  it('toggles a focused question with Enter and with Space', async () => {
    const { user, triggers } = renderFaq();
    const third = question(triggers, 3);

    await user.tab();
    expect(document.activeElement).toBe(question(triggers, 1));
    third.focus();

    await user.keyboard('{Enter}');
    expect(isOpen(third)).toBe(true);
    await user.keyboard('{Enter}');
    expect(isOpen(third)).toBe(false);

    await user.keyboard(' ');
    expect(isOpen(third)).toBe(true);
    await user.keyboard(' ');
    expect(isOpen(third)).toBe(false);
  });
});
