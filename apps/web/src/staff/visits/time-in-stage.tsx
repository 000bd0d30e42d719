import { Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { VISIT_STAGE_ALERT_MINUTES, VISIT_STAGE_WARN_MINUTES } from '@vetclinic/domain';

/** Time since `since`, ticking every second; amber after 20 min, red after 40 (not for discharged visits). */
export function TimeInStage({ since, calm = false }: { since: string; calm?: boolean }) {
  const { t } = useTranslation();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  const seconds = Math.max(0, Math.floor((now - Date.parse(since)) / 1000));
  const minutes = Math.floor(seconds / 60);
  const text = minutes >= 60
    ? t('visits.duration.hm', { h: Math.floor(minutes / 60), m: minutes % 60 })
    : t('visits.duration.ms', { m: minutes, s: String(seconds % 60).padStart(2, '0') });
  const level = calm ? 'ok' : minutes >= VISIT_STAGE_ALERT_MINUTES ? 'alert' : minutes >= VISIT_STAGE_WARN_MINUTES ? 'warn' : 'ok';
  const colour = { ok: 'fg.muted', warn: 'orange.700', alert: 'red.700' }[level];
  return (
    <Text as="span" fontSize="xs" fontWeight={level === 'ok' ? 'normal' : 'semibold'} color={colour} fontVariantNumeric="tabular-nums">
      {t('visits.card.inStage', { time: text })}
      {level !== 'ok' && <Text as="span" srOnly> — {t(`visits.card.${level}`)}</Text>}
    </Text>
  );
}
