import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { useCheckedForm } from './checked-form.ts';
import { hasUnsavedForm } from './unsaved-forms.ts';

const nameSchema = v.object({ name: v.pipe(v.string(), v.minLength(2, 'Cat name must be at least 2 characters')) });

/** The smallest form on the hook: one field, its message, and a save that records what it got. */
function NameForm({ saved }: { saved: string[] }) {
  const { values, form, field, submitChecked } = useCheckedForm({ name: '' });
  const name = field('name');
  return (
    <form ref={form} onSubmit={(event) => void submitChecked(event, nameSchema, values, async (output) => void saved.push(output.name))}>
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
