import { Box, chakra, type BoxProps } from '@chakra-ui/react';
import type { KeyboardEvent, ReactNode } from 'react';
import { ACCENT } from './step-section';

/**
 * Arrow-key movement for a radiogroup with a roving tab stop: Tab enters the group once, arrows
 * move and select, as a native radio group does.
 */
export function onRadioGroupKeyDown(e: KeyboardEvent<HTMLElement>) {
  const keys = ['ArrowRight', 'ArrowDown', 'ArrowLeft', 'ArrowUp', 'Home', 'End'];
  if (!keys.includes(e.key)) return;
  const radios = [...e.currentTarget.querySelectorAll<HTMLElement>('[role="radio"]:not([aria-disabled="true"])')];
  if (radios.length === 0) return;
  const at = radios.indexOf(document.activeElement as HTMLElement);
  let next: number;
  if (e.key === 'Home') next = 0;
  else if (e.key === 'End') next = radios.length - 1;
  else if (e.key === 'ArrowRight' || e.key === 'ArrowDown') next = (at + 1) % radios.length;
  else next = (at - 1 + radios.length) % radios.length;
  e.preventDefault();
  radios[next].focus();
  radios[next].click();
}

/** The tab stop of a roving group: the checked item, else the first enabled one. */
export function tabStopIndex(items: { checked: boolean; disabled?: boolean }[]): number {
  const checked = items.findIndex((i) => i.checked && !i.disabled);
  return checked >= 0 ? checked : items.findIndex((i) => !i.disabled);
}

export function RadioGroupBox({ label, children, ...rest }: { label: string; children: ReactNode } & Omit<BoxProps, 'role' | 'onKeyDown'>) {
  return (
    <Box role="radiogroup" aria-label={label} onKeyDown={onRadioGroupKeyDown} {...rest}>
      {children}
    </Box>
  );
}

const selectedStyles = {
  borderColor: ACCENT,
  boxShadow: `0 0 0 1px ${ACCENT}`,
  bg: 'brand.subtle',
};

/** A selectable card: a real button, pressed state as aria-checked (radio) or aria-pressed (toggle). */
export function ChoiceCard({
  kind,
  checked,
  tabStop = true,
  onSelect,
  children,
  label,
}: {
  kind: 'radio' | 'toggle';
  checked: boolean;
  tabStop?: boolean;
  onSelect: () => void;
  children: ReactNode;
  label?: string;
}) {
  const a11y = kind === 'radio' ? { role: 'radio', 'aria-checked': checked, tabIndex: tabStop ? 0 : -1 } : { 'aria-pressed': checked };
  return (
    <chakra.button
      type="button"
      {...a11y}
      aria-label={label}
      onClick={onSelect}
      textAlign="start"
      w="full"
      p="3"
      rounded="lg"
      borderWidth="1px"
      borderColor="border"
      bg="bg"
      cursor="pointer"
      transition="border-color 0.15s, background 0.15s"
      _hover={{ borderColor: 'brand.solid' }}
      _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' }}
      css={checked ? selectedStyles : undefined}
    >
      {children}
    </chakra.button>
  );
}

/** A small chip (a day, a time): radio semantics, optional disabled look for empty days. */
export function Chip({
  checked,
  disabled,
  tabStop,
  onSelect,
  children,
  label,
  minW = '20',
  px = '2',
}: {
  checked: boolean;
  disabled?: boolean;
  tabStop: boolean;
  onSelect: () => void;
  children: ReactNode;
  label?: string;
  minW?: string;
  px?: string;
}) {
  return (
    <chakra.button
      type="button"
      role="radio"
      aria-checked={checked}
      aria-disabled={disabled || undefined}
      aria-label={label}
      tabIndex={tabStop ? 0 : -1}
      onClick={disabled ? undefined : onSelect}
      minW={minW}
      minH="11"
      px={px}
      whiteSpace="nowrap"
      py="1.5"
      rounded="lg"
      borderWidth="1px"
      fontSize="sm"
      fontWeight="medium"
      fontVariantNumeric="tabular-nums"
      cursor={disabled ? 'not-allowed' : 'pointer'}
      borderColor={checked ? 'brand.solid' : 'border'}
      bg={checked ? 'brand.solid' : disabled ? 'bg.muted' : 'bg'}
      color={checked ? 'brand.contrast' : disabled ? 'fg.subtle' : 'fg'}
      _hover={disabled || checked ? undefined : { borderColor: 'brand.solid', bg: 'brand.subtle' }}
      _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' }}
    >
      {children}
    </chakra.button>
  );
}
