import { Heading, Stack, Tabs } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Navigate, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { ChatSettingsCard } from './chat-settings-card';
import { AppLinkCard } from '../clinic/app-link-card';
import { ClosuresCard } from '../clinic/closures-card';
import { ClinicSettingsForm } from './clinic-settings-form';
import { PreferencesForm } from './preferences-form';
import { GroupSettings } from '../group/group-settings';
import { useActiveClinic } from '../auth/use-session';
import { VitalsSettingsCard } from '../pets/vitals-chart-settings-card';

export function SettingsPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const canManageGroup = useActiveClinic().clinic?.permissions.includes('group.manage') ?? false;
  const tab = location.pathname.endsWith('/preferences') ? 'preferences' : location.pathname.endsWith('/group') ? 'group' : 'clinic';
  return (
    <Stack gap="4" maxW="4xl">
      <Heading as="h1" size="2xl">{t('staff.settings.title')}</Heading>
      <Tabs.Root value={tab} onValueChange={(e) => navigate(e.value === 'clinic' ? '/settings' : `/settings/${e.value}`)} variant="line">
        <Tabs.List>
          <Tabs.Trigger value="clinic">{t('staff.settings.clinicTab')}</Tabs.Trigger>
          <Tabs.Trigger value="preferences">{t('staff.settings.preferencesTab')}</Tabs.Trigger>
          {canManageGroup && <Tabs.Trigger value="group">{t('groupAdmin.tab')}</Tabs.Trigger>}
        </Tabs.List>
        {/* The routed form is the active tab's panel (a tab must control a tabpanel). */}
        <Tabs.Content value={tab}>
          <Routes>
            <Route index element={<Stack gap="5"><ClinicSettingsForm /><ClosuresCard /><AppLinkCard /><ChatSettingsCard /></Stack>} />
            <Route path="preferences" element={<Stack gap="5"><PreferencesForm /><VitalsSettingsCard /></Stack>} />
            {canManageGroup && <Route path="group" element={<GroupSettings />} />}
            <Route path="*" element={<Navigate to="/settings" replace />} />
          </Routes>
        </Tabs.Content>
      </Tabs.Root>
    </Stack>
  );
}
