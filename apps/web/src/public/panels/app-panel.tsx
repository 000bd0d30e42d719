import { useTranslation } from 'react-i18next';
import { useClientLink } from '../use-public-data';

/** An SVG string as an <img> source: the markup is never put into the page's DOM. */
export const svgDataUrl = (svg: string) => `data:image/svg+xml;utf8,${encodeURIComponent(svg)}`;

/** Spec §1: the pet-parent app, with QR code, connect link and store links; only when the clinic has a client link. */
export function AppPanel({ clinicId }: { clinicId: number }) {
  const { t } = useTranslation();
  const link = useClientLink(clinicId);
  if (!link.data) return null;
  const { url, qr_svg, app_store_url, google_play_url } = link.data;
  return (
    <section aria-labelledby="app-title" className="b-card">
      <div className="b-app">
        <img src={svgDataUrl(qr_svg)} alt={t('public.app.qrAlt')} className="b-qr" />
        <div className="b-stack b-g2 b-grow">
          <h2 id="app-title" className="b-h2">{t('public.app.title')}</h2>
          <p className="b-sm b-muted">{t('public.app.text')}</p>
          <div className="b-wrap" style={{ marginTop: '0.25rem' }}>
            <a className="b-btn b-btn-solid" href={url} target="_blank" rel="noopener noreferrer">{t('public.app.connect')}</a>
            {app_store_url && (
              <a className="b-btn b-btn-gray" href={app_store_url} target="_blank" rel="noopener noreferrer">{t('public.app.appStore')}</a>
            )}
            {google_play_url && (
              <a className="b-btn b-btn-gray" href={google_play_url} target="_blank" rel="noopener noreferrer">{t('public.app.googlePlay')}</a>
            )}
          </div>
        </div>
      </div>
    </section>
  );
}
