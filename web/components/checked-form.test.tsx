import { ChakraProvider } from '@chakra-ui/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { CHECK_NEEDS_CONNECTION, useCheckedForm } from './checked-form.ts';
import { Toaster } from './toaster.tsx';
import { hasUnsavedForm } from './unsaved-forms.ts';
import { system } from '../theme.ts';

const nameSchema = v.object({ name: v.pipe(v.string(), v.minLength(2, 'Cat name must be at least 2 characters')) });

/** A rule that loads what it checks against, as a new password's does, with no connection to load it. */
const unreachableSchema = v.objectAsync({
  name: v.pipeAsync(
    v.string(),
    v.checkAsync(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')), 'never shown'),
  ),
});

/** The smallest form on the hook: one field, its message, and a save that records what it got. */
function NameForm({ saved, schema = nameSchema }: { saved: string[]; schema?: typeof nameSchema | typeof unreachableSchema }) {
  const { values, form, field, submitChecked } = useCheckedForm({ name: '' });
  const name = field('name');
  return (
    <form ref={form} onSubmit={(event) => void submitChecked(event, schema, values, async (output) => void saved.push(output.name))}>
      <label>
        Name
        <input value={name.value} onChange={(event) => name.onValueChange(event.target.value)} aria-invalid={name.error !== undefined} />
      </label>
      {name.error !== undefined && <p>{name.error}</p>}
      <button type="submit">Save</button>
    </form>
  );
}

describe('useCheckedForm', () => {
  it('shows the schema’s message, keeps what was typed, focuses the field and saves nothing', async () => {
    const saved: string[] = [];
    render(<NameForm saved={saved} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Name'), 'Z');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Cat name must be at least 2 characters')).toBeTruthy();
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Z');
    await new Promise((done) => setTimeout(done, 0));
    expect(document.activeElement).toBe(screen.getByLabelText('Name'));
    expect(saved).toEqual([]);
  });

  it('says a check that cannot load what it needs wants a connection, and saves nothing', async () => {
    const saved: string[] = [];
    render(
      <ChakraProvider value={system}>
        <Toaster />
        <NameForm saved={saved} schema={unreachableSchema} />
      </ChakraProvider>,
    );
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Name'), 'Mochi');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(CHECK_NEEDS_CONNECTION)).toBeTruthy();
    expect(saved).toEqual([]);
  });

  it('counts as unsaved from the first keystroke until the save, and not once it is gone', async () => {
    const saved: string[] = [];
    const page = render(<NameForm saved={saved} />);
    const user = userEvent.setup();
    expect(hasUnsavedForm()).toBe(false);
    await user.type(screen.getByLabelText('Name'), 'Mochi');
    expect(hasUnsavedForm()).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(saved).toEqual(['Mochi']);
    expect(hasUnsavedForm()).toBe(false);
    await user.type(screen.getByLabelText('Name'), '!');
    expect(hasUnsavedForm()).toBe(true);
    page.unmount();
    expect(hasUnsavedForm()).toBe(false);
  });
});
