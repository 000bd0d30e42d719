import { Input, type InputProps } from '@chakra-ui/react';
import { forwardRef, useState } from 'react';
import { formatIsoDate, maskDate, parseMaskedDate } from '../../public/account/lib/date-mask';

type Props = Omit<InputProps, 'value' | 'onChange' | 'type' | 'defaultValue'> & {
  /** yyyy-MM-dd, or '' (or what was typed so far, which the form's schema refuses as not a date). */
  value: string | null | undefined;
  onChange: (value: string) => void;
  /** The clinic's date format (DD.MM.YYYY, MM/DD/YYYY …): order, separator and placeholder. */
  format: string;
};

/**
 * The staff forms' date box: typed in the clinic's format with the spec §5 mask (day 1–31 for the
 * month, month 1–12, year up to 9999), never the browser's own date format. The form receives
 * yyyy-MM-dd once the date is whole and real; until then it receives the typed text.
 */
export const DateInput = forwardRef<HTMLInputElement, Props>(function DateInput({ value, onChange, format, ...rest }, ref) {
  const shown = (v: string | null | undefined) => (v && /^\d{4}-\d{2}-\d{2}$/.test(v) ? formatIsoDate(v, format) : (v ?? ''));
  const [text, setText] = useState(() => shown(value));
  const [seen, setSeen] = useState({ value, format });
  // A new value from outside (reset, another day picked) replaces what is shown; the echo of our own typing does not.
  if (seen.value !== value || seen.format !== format) {
    setSeen({ value, format });
    if (value !== (parseMaskedDate(text, format) ?? text) || seen.format !== format) setText(shown(value));
  }
  return (
    <Input ref={ref} type="text" inputMode="numeric" autoComplete="off" placeholder={format} maxLength={10} {...rest} value={text}
      onChange={(e) => {
        const masked = maskDate(e.target.value, format);
        setText(masked);
        onChange(parseMaskedDate(masked, format) ?? masked);
      }} />
  );
});
