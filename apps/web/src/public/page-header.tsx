import { useTranslation } from 'react-i18next';
import { LANGUAGES, LANGUAGE_NAMES, type Language } from '@vetclinic/domain';
import { changeLanguage } from '../ui/i18n';
import { PawIcon } from '../ui/paw-icon';
import { AccountMenu } from './account/account-menu';

export interface HeaderClinic { name: string; address?: string | null; phone?: string | null; logo?: string | null }

/** The 14 languages, each in its own name: a native select, as the staff app's LanguageMenu, without Chakra (lite.css). */
function LanguageSelect() {
  const { t, i18n } = useTranslation();
  return (
    <div className="b-lang">
      <select aria-label={t('labels.language')} value={i18n.language} onChange={(e) => void changeLanguage(e.target.value as Language)}>
        {LANGUAGES.map((l) => (
          <option key={l} value={l}>
            {LANGUAGE_NAMES[l]}
          </option>
        ))}
      </select>
      <svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
        <path d="M6 9l6 6 6-6" />
      </svg>
    </div>
  );
}

/** Clinic logo, name, address and phone, the language menu and the account corner. Not shown in widget mode. */
export function PageHeader({ clinic }: { clinic: HeaderClinic }) {
  const { t } = useTranslation();
  return (
    <header className="b-header">
      <div>
        {clinic.logo ? (
          <img src={clinic.logo} alt="" width={40} height={40} className="b-logo" />
        ) : (
          <div className="b-logo b-logo-paw" aria-hidden="true">
            <PawIcon size={22} />
          </div>
        )}
        <div className="b-grow">
          <p className="b-clinic-name b-clamp2">{clinic.name}</p>
          <div className="b-contact">
            {clinic.address && <p className="b-address b-clamp1">{clinic.address}</p>}
            {clinic.phone && (
              <a className="b-link" href={`tel:${clinic.phone.replace(/[^+\d]/g, '')}`} aria-label={t('public.header.call', { phone: clinic.phone })}>
                {clinic.phone}
              </a>
            )}
          </div>
        </div>
        <div className="b-corner">
          <LanguageSelect />
          <AccountMenu />
        </div>
      </div>
    </header>
  );
}
