import { NativeSelect } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, LANGUAGE_NAMES, type Language } from '@vetclinic/domain';
import { changeLanguage } from './i18n';

/** The 14 languages, each in its own name. */
export function LanguageMenu({ size = 'sm' }: { size?: 'xs' | 'sm' | 'md' }) {
  const { t, i18n } = useTranslation();
  return (
    <NativeSelect.Root size={size} width="auto">
      <NativeSelect.Field aria-label={t('labels.language')} value={i18n.language} onChange={(e) => void changeLanguage(e.target.value as Language)}>
        {LANGUAGES.map((l) => (
          <option key={l} value={l}>
            {LANGUAGE_NAMES[l]}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
