import { useTranslation } from 'react-i18next';
import type { TPublicClinic } from '@vetclinic/domain';

/** Online booking is off for the clinic: say so, and how to book instead. Plain elements (lite.css): the server renders it. */
export function BookingDisabled({ clinic }: { clinic: Pick<TPublicClinic, 'name' | 'phone' | 'email'> }) {
  const { t } = useTranslation();
  return (
    <div className="b-card b-disabled">
      <div className="b-stack b-g3" style={{ alignItems: 'center' }}>
        <h1 className="b-h1-lg">{t('public.disabled.title')}</h1>
        <p className="b-muted" style={{ maxWidth: '28rem' }}>{t('public.disabled.text', { clinic: clinic.name })}</p>
        {clinic.phone && (
          <a className="b-btn b-btn-solid b-btn-lg" style={{ marginTop: '0.5rem' }} href={`tel:${clinic.phone.replace(/[^+\d]/g, '')}`}>
            {t('public.disabled.call', { phone: clinic.phone })}
          </a>
        )}
        {clinic.email && (
          <p className="b-sm b-muted">
            {t('public.disabled.orEmail')} <a href={`mailto:${clinic.email}`}>{clinic.email}</a>
          </p>
        )}
      </div>
    </div>
  );
}
