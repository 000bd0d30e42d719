import { NativeSelect } from '@chakra-ui/react';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { useAahaCodes } from './api';

/**
 * The AAHA-style revenue category of a product or service, for react-hook-form's `register`
 * ('' = not classified). Names are translated by code; the server's English name is the fallback.
 */
export function AahaCodeSelect(props: ComponentProps<typeof NativeSelect.Field>) {
  const { t } = useTranslation();
  const codes = useAahaCodes();
  return (
    <NativeSelect.Root>
      <NativeSelect.Field {...props}>
        <option value="">{t('externalProducts.aaha.none')}</option>
        {(codes.data ?? []).map((c) => <option key={c.code} value={c.code}>{`${c.code} · ${t(`aaha.${c.code}`, { defaultValue: c.name })}`}</option>)}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
