import { Heading, Stack, Tabs } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Navigate, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { ChatSettingsCard } from './chat-settings-card';
import { AppLinkCard } from '../clinic/app-link-card';
import { ClosuresCard } from '../clinic/closures-card';
import { ClinicSettingsForm } from './clinic-settings-form';
import { PreferencesForm } from './preferences-form';
import { VitalsSettingsCard } from '../pets/vitals-chart-settings-card';

export function SettingsPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const tab = location.pathname.endsWith('/preferences') ? 'preferences' : 'clinic';
  return (
    <Stack gap="4" maxW="4xl">
      <Heading as="h1" size="2xl">{t('staff.settings.title')}</Heading>
      <Tabs.Root value={tab} onValueChange={(e) => navigate(e.value === 'clinic' ? '/settings' : '/settings/preferences')} variant="line">
        <Tabs.List>
          <Tabs.Trigger value="clinic">{t('staff.settings.clinicTab')}</Tabs.Trigger>
          <Tabs.Trigger value="preferences">{t('staff.settings.preferencesTab')}</Tabs.Trigger>
        </Tabs.List>
        {/* The routed form is the active tab's panel (a tab must control a tabpanel). */}
        <Tabs.Content value={tab}>
          <Routes>
            <Route index element={<Stack gap="5"><ClinicSettingsForm /><ClosuresCard /><AppLinkCard /><ChatSettingsCard /></Stack>} />
            <Route path="preferences" element={<Stack gap="5"><PreferencesForm /><VitalsSettingsCard /></Stack>} />
            <Route path="*" element={<Navigate to="/settings" replace />} />
          </Routes>
        </Tabs.Content>
      </Tabs.Root>
    </Stack>
  );
}
