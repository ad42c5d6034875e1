import { Checkbox } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/**
 * A checkbox drawn as a card the owner ticks by tapping anywhere on it: a cat to bring, a service,
 * an acknowledgement. Large enough for a thumb, and plainly marked when chosen.
 */
export function ChoiceCard({
  checked,
  disabled,
  onChange,
  children,
}: {
  checked: boolean;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
  children: ReactNode;
}) {
  return (
    <Checkbox.Root
      checked={checked}
      disabled={disabled}
      onCheckedChange={(details) => onChange(details.checked === true)}
      colorPalette="brand"
      alignItems="start"
      bg="white"
      borderWidth="1px"
      borderColor={checked ? 'brand.400' : 'bg.muted'}
      borderRadius="l2"
      px="3"
      py="2.5"
      width="full"
    >
      <Checkbox.HiddenInput />
      <Checkbox.Control mt="0.5" borderColor="gray.500" />
      <Checkbox.Label flex="1" fontWeight="normal">
        {children}
      </Checkbox.Label>
    </Checkbox.Root>
  );
}
