import { useTranslation } from 'react-i18next';

const ICONS: Record<string, string> = {
  booking: 'M7 3v2M17 3v2M4 8h16M5 5h14a1 1 0 011 1v13a1 1 0 01-1 1H5a1 1 0 01-1-1V6a1 1 0 011-1zM9 14l2 2 4-4',
  documents: 'M7 3h7l5 5v12a1 1 0 01-1 1H7a1 1 0 01-1-1V4a1 1 0 011-1zM14 3v5h5M9 13h6M9 17h6',
  communication: 'M4 5h16v11H8l-4 4z',
  reminders: 'M12 4a6 6 0 016 6v4l2 3H4l2-3v-4a6 6 0 016-6zM10 20a2 2 0 004 0',
  checkin: 'M12 21s-7-6.2-7-11.5A7 7 0 0112 3a7 7 0 017 6.5C19 14.8 12 21 12 21zM9 10l2 2 4-4',
};
const ITEMS = ['booking', 'documents', 'communication', 'reminders', 'checkin'] as const;

/** Spec §1: what a pet-parent account gives. */
export function BenefitsPanel() {
  const { t } = useTranslation();
  const text: Record<(typeof ITEMS)[number], [string, string]> = {
    booking: [t('public.benefits.booking.title'), t('public.benefits.booking.text')],
    documents: [t('public.benefits.documents.title'), t('public.benefits.documents.text')],
    communication: [t('public.benefits.communication.title'), t('public.benefits.communication.text')],
    reminders: [t('public.benefits.reminders.title'), t('public.benefits.reminders.text')],
    checkin: [t('public.benefits.checkin.title'), t('public.benefits.checkin.text')],
  };
  return (
    <section aria-labelledby="benefits-title" className="b-card">
      <h2 id="benefits-title" className="b-h2" style={{ marginBottom: '1rem' }}>{t('public.benefits.title')}</h2>
      <ul className="b-benefits">
        {ITEMS.map((key) => (
          <li key={key}>
            <div className="b-circle b-c9 b-tint" aria-hidden="true">
              <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
                <path d={ICONS[key]} />
              </svg>
            </div>
            <div>
              <p className="b-strong">{text[key][0]}</p>
              <p className="b-sm b-muted">{text[key][1]}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
