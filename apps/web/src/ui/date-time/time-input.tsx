import { HStack, Input, NativeSelect, type InputProps } from '@chakra-ui/react';
import { forwardRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isTwelveHour, maskTime, parseMaskedTime, splitTime, type Meridiem } from './time-mask';

type Props = Omit<InputProps, 'value' | 'onChange' | 'type' | 'defaultValue'> & {
  /** 24-hour HH:mm, or '' (or what was typed so far, which the form's schema refuses as not a time). */
  value: string | null | undefined;
  onChange: (value: string) => void;
  /** The clinic's time format: "HH:mm" (24 h) or "hh:mm A" (12 h, with AM/PM beside the box). */
  format: string;
  /** Names the AM/PM choice for screen readers. */
  meridiemLabel?: string;
};

/**
 * The staff forms' time box: the clinic's clock (24 h, or 12 h with AM/PM), the spec §5 mask (hour at
 * most 23, or 1–12; minute at most 59), never the browser's own AM/PM box. The form always receives
 * 24-hour HH:mm once the time is whole.
 */
export const TimeInput = forwardRef<HTMLInputElement, Props>(function TimeInput(props, ref) {
  // A new clock (the clinic's settings arriving, a clinic switch) starts the box afresh from the form's
  // value: a box mounted on the 24-hour default kept showing "18:00 AM" once the clinic's 12-hour clock came.
  return <ClockBox key={isTwelveHour(props.format) ? '12h' : '24h'} ref={ref} {...props} />;
});

const ClockBox = forwardRef<HTMLInputElement, Props>(function ClockBox({ value, onChange, format, meridiemLabel, size, width, ...rest }, ref) {
  const { t } = useTranslation();
  const twelve = isTwelveHour(format);
  const [state, setState] = useState(() => splitTime(value ?? '', twelve));
  const [seen, setSeen] = useState({ value, twelve });
  if (seen.value !== value || seen.twelve !== twelve) {
    setSeen({ value, twelve });
    const mine = parseMaskedTime(state.text, twelve ? state.meridiem : undefined) ?? state.text;
    if (value !== mine || seen.twelve !== twelve) setState(value && /^\d{2}:\d{2}/.test(value) ? splitTime(value, twelve) : { text: value ?? '', meridiem: state.meridiem });
  }
  const emit = (text: string, meridiem: Meridiem) => {
    setState({ text, meridiem });
    onChange(parseMaskedTime(text, twelve ? meridiem : undefined) ?? text);
  };
  const box = (
    <Input ref={ref} type="text" inputMode="numeric" autoComplete="off" placeholder={twelve ? 'hh:mm' : 'HH:mm'} maxLength={5} size={size} width={twelve ? undefined : width}
      {...rest} value={state.text} onChange={(e) => emit(maskTime(e.target.value, twelve), state.meridiem)} />
  );
  if (!twelve) return box;
  return (
    <HStack gap="1" width={width}>
      {box}
      <NativeSelect.Root size={size as NativeSelect.RootProps['size']} width="auto" flexShrink={0}>
        <NativeSelect.Field aria-label={meridiemLabel ?? t('labels.meridiem')} value={state.meridiem} onChange={(e) => emit(state.text, e.target.value as Meridiem)}>
          <option value="AM">AM</option>
          <option value="PM">PM</option>
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </HStack>
  );
});
