import { ChakraProvider } from '@chakra-ui/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ReactNode, useRef } from 'react';
import { describe, expect, it } from 'vitest';
import { Input, NativeSelect } from './field-controls.tsx';
import { focusFirstError, FormField, TextAreaField, TextField } from './form-field.tsx';
import { system } from '../theme.ts';

const inTheme = (children: ReactNode) => render(<ChakraProvider value={system}>{children}</ChakraProvider>);

/** The text the control's `aria-describedby` points at, as a screen reader reads it after the name. */
function descriptionOf(control: HTMLElement): string | undefined {
  const id = control.getAttribute('aria-describedby');
  return id === null ? undefined : (document.getElementById(id)?.textContent ?? undefined);
}

const noChange = () => undefined;

describe('FormField', () => {
  it('names its control by the label and describes it by the helper', () => {
    inTheme(<TextField label="Phone" name="phone" value="" onValueChange={noChange} helper="Optional" />);
    const phone = screen.getByRole('textbox', { name: 'Phone' });
    expect(screen.getByText('Phone').getAttribute('for')).toBe(phone.id);
    expect(descriptionOf(phone)).toBe('Optional');
    expect(phone.getAttribute('aria-invalid')).toBeNull();
    expect((phone as HTMLInputElement).required).toBe(false);
  });

  it('marks a refused control invalid and describes it by the error, read out politely, in place of the helper', () => {
    inTheme(
      <TextField
        label="Email"
        name="email"
        value=""
        onValueChange={noChange}
        helper="We write only about stays"
        error="Enter a valid e-mail address"
      />,
    );
    const email = screen.getByRole('textbox', { name: 'Email' });
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(descriptionOf(email)).toBe('Enter a valid e-mail address');
    expect(screen.getByText('Enter a valid e-mail address').getAttribute('aria-live')).toBe('polite');
    expect(screen.queryByText('We write only about stays')).toBeNull();
  });

  it('makes a required control required, its star shown but not part of its name', () => {
    inTheme(<TextField label="First name" name="firstName" value="" onValueChange={noChange} required />);
    const name = screen.getByRole<HTMLInputElement>('textbox', { name: 'First name' });
    expect(name.required).toBe(true);
    expect(screen.getByText('*').getAttribute('aria-hidden')).toBe('true');
  });

  it('gives each control an id of its own and no description when there is no text under it', () => {
    inTheme(
      <>
        <TextField label="Breed" name="breed" value="" onValueChange={noChange} />
        <TextField label="Colour" name="color" value="" onValueChange={noChange} />
      </>,
    );
    const breed = screen.getByRole('textbox', { name: 'Breed' });
    const colour = screen.getByRole('textbox', { name: 'Colour' });
    expect(breed.id).not.toBe(colour.id);
    expect(breed.getAttribute('aria-describedby')).toBeNull();
  });

  it('wires a text area and a drop-down list the same way, the list’s chevron marked with it', () => {
    inTheme(
      <>
        <TextAreaField label="Special needs" name="specialNeeds" value="" onValueChange={noChange} error="Too long" />
        <FormField label="Gender" error="Choose one of the list">
          <NativeSelect name="gender" defaultValue="">
            <option value="">Not specified</option>
            <option value="female">Female</option>
          </NativeSelect>
        </FormField>
      </>,
    );
    const needs = screen.getByRole('textbox', { name: 'Special needs' });
    expect(needs.tagName).toBe('TEXTAREA');
    expect(needs.getAttribute('aria-invalid')).toBe('true');
    expect(descriptionOf(needs)).toBe('Too long');
    const gender = screen.getByRole('combobox', { name: 'Gender' });
    expect(gender.getAttribute('aria-invalid')).toBe('true');
    expect(descriptionOf(gender)).toBe('Choose one of the list');
    expect(gender.nextElementSibling?.hasAttribute('data-invalid')).toBe(true);
  });

  it('leaves a control outside a field as it is given, and passes its ref on', async () => {
    function Copyable() {
      const box = useRef<HTMLInputElement>(null);
      return (
        <>
          <Input ref={box} aria-label="Invitation address" defaultValue="https://example.test/invite" readOnly />
          <button type="button" onClick={() => box.current?.select()}>
            Select
          </button>
        </>
      );
    }
    inTheme(<Copyable />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Select' }));
    const address = screen.getByRole<HTMLInputElement>('textbox', { name: 'Invitation address' });
    expect(address.selectionEnd).toBe(address.value.length);
    expect(address.id).toBe('');
    expect(address.getAttribute('aria-invalid')).toBeNull();
  });
});

describe('focusFirstError', () => {
  it('lands on the first refused control', () => {
    inTheme(
      <form aria-label="Cat">
        <TextField label="Name" name="name" value="Mochi" onValueChange={noChange} />
        <TextField label="Age (years)" name="age" value="99" onValueChange={noChange} error="Age must be a whole number from 0 to 30" />
        <TextField label="Weight (kg)" name="weight" value="x" onValueChange={noChange} error="Weight must be a number" />
      </form>,
    );
    focusFirstError(screen.getByRole('form', { name: 'Cat' }) as HTMLFormElement);
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Age (years)' }));
  });
});
