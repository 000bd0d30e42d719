import { Input, InputGroup, Stack, Text } from '@chakra-ui/react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { parseMoneyText, type MoneyTextResult } from '@vetclinic/domain';
import { useMoney } from './use-clinic';

/** The message for an amount the currency cannot hold ('' when it can). */
export function useMoneyTextError() {
  const { t } = useTranslation();
  const { currency } = useMoney();
  return (r: MoneyTextResult): string => {
    if (r.ok) return '';
    if (r.error === 'decimals') return r.digits === 0 ? t('staff.money.wholeOnly', { currency }) : t('staff.money.decimals', { digits: r.digits });
    if (r.error === 'too_large') return t('staff.money.tooLarge');
    return t('staff.money.format', { example: r.digits === 0 ? '1500' : '12.50' });
  };
}

interface CommonProps {
  /** Accessible name (the visible label's text when it has one). */
  label: string;
  onBlur?: () => void;
  disabled?: boolean;
  placeholder?: string;
  maxW?: string;
  size?: 'sm' | 'md';
  id?: string;
}

/**
 * A money field in the active clinic's currency, typed as text: the currency sits beside it, and what the currency
 * cannot hold (1.5 won, 1.234 euro, letters) is said under it at once. For forms that keep the text themselves.
 */
export function MoneyTextInput({ value, onChange, label, onBlur, disabled, placeholder, maxW, size, id }: CommonProps & { value: string; onChange: (text: string) => void }) {
  const { currency, currencyFirst, inputDigits } = useMoney();
  const messageOf = useMoneyTextError();
  const message = messageOf(parseMoneyText(value, currency));
  const messageId = useId();
  const addon = currencyFirst ? { startAddon: currency } : { endAddon: currency };
  return (
    <Stack gap="1" maxW={maxW} w="full">
      <InputGroup {...addon}>
        <Input {...(id ? { id } : {})} size={size} aria-label={label} inputMode={inputDigits ? 'decimal' : 'numeric'} autoComplete="off" value={value} disabled={disabled}
          placeholder={placeholder} aria-invalid={message ? true : undefined} aria-describedby={message ? messageId : undefined}
          textAlign="end" onBlur={onBlur} onChange={(e) => onChange(e.target.value)} />
      </InputGroup>
      {message && <Text id={messageId} role="alert" fontSize="xs" color="fg.error">{message}</Text>}
    </Stack>
  );
}

/**
 * A money field that takes and gives hundredths (every money column), for react-hook-form Controllers: '' gives
 * null when `nullable` (else 0), an amount the currency cannot hold gives NaN (the shared schema refuses it) and
 * is explained under the field.
 */
export function MoneyInput({ value, onChange, nullable, ...rest }: CommonProps & { value: unknown; onChange: (hundredths: number | null) => void; nullable?: boolean }) {
  const { currency, text: toText } = useMoney();
  const parse = (s: string) => {
    const r = parseMoneyText(s, currency);
    if (!r.ok) return Number.NaN;
    return r.value ?? (nullable ? null : 0);
  };
  const held = typeof value === 'number' ? value : null;
  const [text, setText] = useState(() => toText(held));
  // A value set from outside (a reset, a loaded record) replaces the text; the user's own typing is kept as typed.
  useEffect(() => {
    setText((cur) => {
      const mine = parse(cur);
      return mine === held || (Number.isNaN(mine) && Number.isNaN(value as number)) ? cur : toText(held);
    });
  }, [held, currency]); // eslint-disable-line react-hooks/exhaustive-deps
  return <MoneyTextInput {...rest} value={text} onChange={(s) => { setText(s); onChange(parse(s)); }} />;
}
