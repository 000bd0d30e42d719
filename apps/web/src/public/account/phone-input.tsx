import { Flex, Input, NativeSelect } from '@chakra-ui/react';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { phoneCountries, type PhoneCountry } from './lib/phone';

export interface PhoneInputProps {
  country: PhoneCountry;
  onCountryChange: (country: PhoneCountry) => void;
  value: string | null;
  onChange: (value: string | null) => void;
  onBlur?: () => void;
  name?: string;
}

/**
 * A phone number with its country (spec §5): the country starts as the clinic's; changing it
 * empties the number (null), since a number only means something with its country.
 * Country names come from the browser (Intl), so no flag images or name lists are downloaded.
 */
export function PhoneInput({ country, onCountryChange, value, onChange, onBlur, name }: PhoneInputProps) {
  const { t, i18n } = useTranslation();
  const countries = useMemo(() => phoneCountries(i18n.language), [i18n.language]);
  const selectId = useId();
  return (
    <Flex gap="2" w="full">
      <NativeSelect.Root w={{ base: '36', sm: '52' }} flexShrink={0}>
        <NativeSelect.Field
          id={selectId}
          aria-label={t('public.account.register.phoneCountry')}
          aria-describedby={undefined}
          value={country}
          onChange={(e) => {
            onCountryChange(e.target.value as PhoneCountry);
            onChange(null);
          }}
        >
          {countries.map((c) => (
            <option key={c.code} value={c.code}>{`${c.name} +${c.callingCode}`}</option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <Input flex="1" minW="0" type="tel" inputMode="tel" autoComplete="tel-national" maxLength={40} name={name} value={value ?? ''} onChange={(e) => onChange(e.target.value === '' ? null : e.target.value)} onBlur={onBlur} />
    </Flex>
  );
}
