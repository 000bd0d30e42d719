import { ChakraProvider, Center, Spinner } from '@chakra-ui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { system } from '../ui/theme';
import { Toaster } from '../ui/toaster';
import { createQueryClient } from '../ui/query-client';
import { SignInPage } from './auth/sign-in-page';
import { useMe, useSessionToken } from './auth/use-session';
import { StaffLayout } from './shell/staff-layout';

const HomePage = lazy(() => import('./home/home-page').then((m) => ({ default: m.HomePage })));
const SettingsPage = lazy(() => import('./settings/settings-page').then((m) => ({ default: m.SettingsPage })));

const Loading = () => (
  <Center minH="50vh" role="status" aria-live="polite">
    <Spinner size="lg" />
  </Center>
);

function AuthedRoutes() {
  const me = useMe();
  if (me.isPending) return <Loading />;
  if (me.isError) return <SignInPage />;
  return (
    <Routes>
      <Route element={<StaffLayout />}>
        <Route index element={<Suspense fallback={<Loading />}><HomePage /></Suspense>} />
        <Route path="settings/*" element={<Suspense fallback={<Loading />}><SettingsPage /></Suspense>} />
        <Route path="*" element={<Navigate to="/app" replace />} />
      </Route>
    </Routes>
  );
}

function Gate() {
  const token = useSessionToken();
  return token ? <AuthedRoutes /> : <SignInPage />;
}

export function StaffApp() {
  const [queryClient] = useState(createQueryClient);
  return (
    <ChakraProvider value={system}>
      <QueryClientProvider client={queryClient}>
        <BrowserRouter basename="/app">
          <Gate />
        </BrowserRouter>
        <Toaster />
      </QueryClientProvider>
    </ChakraProvider>
  );
}
