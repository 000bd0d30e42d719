import { Box, Heading, Stack, Tabs, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { ShiftsPage } from './shifts-page';
import { ShiftTemplatesPage } from './templates-page';

/** /shifts (the week) and /shifts/templates. */
export function ShiftsArea() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const tab = location.pathname.endsWith('/templates') ? 'templates' : 'week';
  return (
    <Stack gap="4">
      <Box>
        <Heading as="h1" size="2xl">{t('shifts.title')}</Heading>
        <Text color="fg.muted" fontSize="sm">{t('shifts.subtitle')}</Text>
      </Box>
      <Tabs.Root value={tab} onValueChange={(e) => navigate(e.value === 'week' ? '/shifts' : '/shifts/templates')} variant="line" size="sm">
        <Tabs.List>
          <Tabs.Trigger value="week">{t('shifts.tabs.week')}</Tabs.Trigger>
          <Tabs.Trigger value="templates">{t('shifts.tabs.templates')}</Tabs.Trigger>
        </Tabs.List>
        {/* The routed page is the active tab's panel (a tab must control a tabpanel). */}
        <Tabs.Content value={tab}>
          <Routes>
            <Route index element={<ShiftsPage />} />
            <Route path="templates" element={<ShiftTemplatesPage />} />
          </Routes>
        </Tabs.Content>
      </Tabs.Root>
    </Stack>
  );
}
