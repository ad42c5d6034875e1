import { Box, chakra } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/**
 * A checkbox drawn as a card the owner ticks by tapping anywhere on it: a cat to bring, a service,
 * an acknowledgement. Large enough for a thumb, and plainly marked when chosen.
 *
 * The browser's own checkbox, hidden but still the control (focus, Space, forms, screen readers),
 * under a drawn box. Chakra's Checkbox runs a Zag state machine, which cost 6.1 kB gzip more than
 * this file in the scripts every owner's phone keeps offline (docs/decisions/0008-service-worker.md).
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
    <chakra.label
      display="flex"
      alignItems="start"
      gap="2.5"
      position="relative"
      bg="white"
      borderWidth="1px"
      borderColor={checked ? 'brand.400' : 'bg.muted'}
      borderRadius="l2"
      px="3"
      py="2.5"
      width="full"
    >
      <chakra.input
        type="checkbox"
        className="peer"
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange(event.target.checked)}
        srOnly
      />
      <Box
        aria-hidden="true"
        display="inline-flex"
        alignItems="center"
        justifyContent="center"
        flexShrink="0"
        boxSize="5"
        p="0.5"
        mt="0.5"
        borderWidth="1px"
        borderRadius="l1"
        borderColor="gray.500"
        bg={checked ? 'brand.solid' : undefined}
        color="brand.contrast"
        cursor="checkbox"
        _peerFocusVisible={{ outline: '2px solid', outlineOffset: '2px', outlineColor: 'brand.focusRing' }}
        _peerDisabled={{ opacity: '0.5', cursor: 'disabled' }}
      >
        {checked && (
          <chakra.svg
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="3px"
            strokeLinecap="round"
            strokeLinejoin="round"
            boxSize="full"
          >
            <polyline points="20 6 9 17 4 12" />
          </chakra.svg>
        )}
      </Box>
      <chakra.span flex="1" textStyle="sm" userSelect="none" _peerDisabled={{ opacity: '0.5' }}>
        {children}
      </chakra.span>
    </chakra.label>
  );
}
