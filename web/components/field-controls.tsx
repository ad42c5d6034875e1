import {
  chakra,
  createRecipeContext,
  createSlotRecipeContext,
  type HTMLChakraProps,
  type RecipeProps,
  type SlotRecipeProps,
  type UnstyledProp,
} from '@chakra-ui/react';
import { createContext, type Ref, useContext } from 'react';

/**
 * The text box, text area and drop-down list of our forms, styled by the theme's `input`,
 * `textarea` and `nativeSelect` recipes as Chakra's own are. Chakra's are Ark UI's field parts,
 * which brought Ark's field, its factory and Zag's DOM helpers into the scripts every owner's phone
 * keeps offline (docs/decisions/0029-the-apps-own-ui-components.md) for what a few attributes do.
 */

/** What a `FormField` tells the control inside it, as Ark's field did. */
interface FieldWiring {
  /** The control's id, which the label's `htmlFor` names. */
  id: string;
  invalid: boolean;
  required: boolean;
  /** The id of the text shown under the control, the error or the helper, if any. */
  describedBy: string | undefined;
}

export const FieldContext = createContext<FieldWiring | null>(null);

/** The attributes that tie a control to its field's label, state and text; none outside a field. */
function useFieldControl() {
  const field = useContext(FieldContext);
  if (field === null) return {};
  return {
    id: field.id,
    required: field.required,
    // `focusFirstError` finds a refused field by it, and the recipes draw it in the error colour.
    'aria-invalid': field.invalid || undefined,
    'aria-describedby': field.describedBy,
  };
}

export type InputProps = HTMLChakraProps<'input', RecipeProps<'input'> & UnstyledProp> & { ref?: Ref<HTMLInputElement> };

const StyledInput = createRecipeContext({ key: 'input' }).withContext<HTMLInputElement, InputProps>('input');

export function Input(props: InputProps) {
  return <StyledInput {...useFieldControl()} {...props} />;
}

type TextareaProps = HTMLChakraProps<'textarea', RecipeProps<'textarea'> & UnstyledProp>;

const StyledTextarea = createRecipeContext({ key: 'textarea' }).withContext<HTMLTextAreaElement, TextareaProps>('textarea');

export function Textarea(props: TextareaProps) {
  return <StyledTextarea {...useFieldControl()} {...props} />;
}

const nativeSelect = createSlotRecipeContext({ key: 'nativeSelect' });
const SelectRoot = nativeSelect.withProvider<HTMLDivElement, HTMLChakraProps<'div', SlotRecipeProps<'nativeSelect'>>>('div', 'root');
const SelectField = nativeSelect.withContext<HTMLSelectElement, HTMLChakraProps<'select'>>('select', 'field');
const SelectIndicator = nativeSelect.withContext<HTMLDivElement, HTMLChakraProps<'div'>>('div', 'indicator');

export type NativeSelectProps = HTMLChakraProps<'select'> & SlotRecipeProps<'nativeSelect'>;

/** The browser's own list (a phone shows its wheel or sheet), with the theme's chevron beside it. */
export function NativeSelect({ size, variant, children, ...select }: NativeSelectProps) {
  const control = useFieldControl();
  return (
    <SelectRoot size={size} variant={variant}>
      <SelectField {...control} {...select}>
        {children}
      </SelectField>
      {/* The chevron turns the error colour with the list (the recipe's `_invalid`). */}
      <SelectIndicator data-invalid={control['aria-invalid'] ? '' : undefined}>
        <chakra.svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
          <path d="m6 9 6 6 6-6" />
        </chakra.svg>
      </SelectIndicator>
    </SelectRoot>
  );
}
