import { ChakraProvider, Center, Spinner } from '@chakra-ui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { BrowserRouter, Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { system } from '../ui/theme';
import { Toaster } from '../ui/toaster-view';
import { createQueryClient } from '../ui/query-client';
import { SignInPage } from './auth/sign-in-page';
import { useMe, useSessionToken } from './auth/use-session';
import { StaffLayout } from './shell/staff-layout';
import { track } from '../ui/telemetry/telemetry';

const HomePage = lazy(() => import('./home/home-page').then((m) => ({ default: m.HomePage })));
const SettingsPage = lazy(() => import('./settings/settings-page').then((m) => ({ default: m.SettingsPage })));
const ClientsArea = lazy(() => import('./clients/clients-area').then((m) => ({ default: m.ClientsArea })));
const PatientsArea = lazy(() => import('./pets/patients-area').then((m) => ({ default: m.PatientsArea })));
const PetRequestsPage = lazy(() => import('./pet-requests/pet-requests-page').then((m) => ({ default: m.PetRequestsPage })));
const ProductsPage = lazy(() => import('./inventory/products-page').then((m) => ({ default: m.ProductsPage })));
const ProductPage = lazy(() => import('./inventory/product-page').then((m) => ({ default: m.ProductPage })));
const SuppliersPage = lazy(() => import('./inventory/suppliers-page').then((m) => ({ default: m.SuppliersPage })));
const StockTakePage = lazy(() => import('./inventory/stock-take-page').then((m) => ({ default: m.StockTakePage })));
const CategoriesPage = lazy(() => import('./inventory/categories-page').then((m) => ({ default: m.CategoriesPage })));
const ExternalProductsPage = lazy(() => import('./external-products/external-products-page').then((m) => ({ default: m.ExternalProductsPage })));
const ImportWizard = lazy(() => import('./external-products/import-wizard').then((m) => ({ default: m.ImportWizard })));
const PurchaseOrdersPage = lazy(() => import('./purchasing/orders-page').then((m) => ({ default: m.PurchaseOrdersPage })));
const PurchaseOrderPage = lazy(() => import('./purchasing/order-page').then((m) => ({ default: m.PurchaseOrderPage })));
const EstimatesArea = lazy(() => import('./estimates/estimates-area').then((m) => ({ default: m.EstimatesArea })));
const ShoppingListPage = lazy(() => import('./purchasing/shopping-list-page').then((m) => ({ default: m.ShoppingListPage })));
const TasksArea = lazy(() => import('./tasks/tasks-area').then((m) => ({ default: m.TasksArea })));
const CalendarPage = lazy(() => import('./calendar/calendar-page').then((m) => ({ default: m.CalendarPage })));
const RequestsPage = lazy(() => import('./requests/requests-page').then((m) => ({ default: m.RequestsPage })));
const AppointmentSearchPage = lazy(() => import('./appointments-search/appointment-search-page').then((m) => ({ default: m.AppointmentSearchPage })));
const ServicesPage = lazy(() => import('./services/services-page').then((m) => ({ default: m.ServicesPage })));
const VisitTypesPage = lazy(() => import('./services/visit-types-page').then((m) => ({ default: m.VisitTypesPage })));
const TeamArea = lazy(() => import('./team/team-area').then((m) => ({ default: m.TeamArea })));
const RolesPage = lazy(() => import('./team/roles-page').then((m) => ({ default: m.RolesPage })));
const ShiftsArea = lazy(() => import('./shifts/shifts-area').then((m) => ({ default: m.ShiftsArea })));
const WhiteboardPage = lazy(() => import('./visits/whiteboard-page').then((m) => ({ default: m.WhiteboardPage })));
const TagsPage = lazy(() => import('./tags/tags-page').then((m) => ({ default: m.TagsPage })));
const LabIntegrationsPage = lazy(() => import('./labs/lab-integrations-page').then((m) => ({ default: m.LabIntegrationsPage })));
const LabQueuePage = lazy(() => import('./labs/lab-queue-page').then((m) => ({ default: m.LabQueuePage })));
const RemindersPage = lazy(() => import('./reminders/reminders-page').then((m) => ({ default: m.RemindersPage })));
const ReminderRulesPage = lazy(() => import('./reminders/reminder-rules-page').then((m) => ({ default: m.ReminderRulesPage })));
const ConsentRequestsPage = lazy(() => import('./documents/consent-requests-page').then((m) => ({ default: m.ConsentRequestsPage })));
const DocumentTemplatesPage = lazy(() => import('./documents/document-templates-page').then((m) => ({ default: m.DocumentTemplatesPage })));
const WebhooksPage = lazy(() => import('./webhooks/webhooks-page').then((m) => ({ default: m.WebhooksPage })));
const SalesPage = lazy(() => import('./sales/sales-page').then((m) => ({ default: m.SalesPage })));
const KpiDashboardPage = lazy(() => import('./reports/kpi-dashboard-page').then((m) => ({ default: m.KpiDashboardPage })));
const AggregatePage = lazy(() => import('./reports/aggregate-page').then((m) => ({ default: m.AggregatePage })));
const DrilldownPage = lazy(() => import('./reports/drilldown-page').then((m) => ({ default: m.DrilldownPage })));
const ClientCreditPage = lazy(() => import('./reports/client-credit-page').then((m) => ({ default: m.ClientCreditPage })));
const CashUpPage = lazy(() => import('./sales/cash-up-page').then((m) => ({ default: m.CashUpPage })));
const SalePage = lazy(() => import('./sales/sale-page').then((m) => ({ default: m.SalePage })));
const PlansPage = lazy(() => import('./plans/plans-page').then((m) => ({ default: m.PlansPage })));
const CreditNotesPage = lazy(() => import('./sales/credit-notes-page').then((m) => ({ default: m.CreditNotesPage })));
const DiscountsPage = lazy(() => import('./billing/discounts-page').then((m) => ({ default: m.DiscountsPage })));
const RecordsArea = lazy(() => import('./records/records-area').then((m) => ({ default: m.RecordsArea })));
const DiagnosesPage = lazy(() => import('./diagnoses/diagnoses-page').then((m) => ({ default: m.DiagnosesPage })));
const AcceptInvitePage = lazy(() => import('./team/accept-invite-page').then((m) => ({ default: m.AcceptInvitePage })));

const Loading = () => (
  <Center minH="50vh" role="status" aria-live="polite">
    <Spinner size="lg" />
  </Center>
);

/** One `page_viewed` per screen the staff opens: the area only (the first path segment), never an id. */
function usePageViews() {
  const { pathname } = useLocation();
  const area = pathname.split('/').filter(Boolean)[0] ?? 'home';
  useEffect(() => track('page_viewed', { area: /^[a-z-]+$/.test(area) ? area : 'other' }), [area]);
}

function AuthedRoutes() {
  const me = useMe();
  usePageViews();
  if (me.isPending) return <Loading />;
  if (me.isError) return <SignInPage />;
  return (
    <Routes>
      <Route element={<StaffLayout />}>
        <Route index element={<Suspense fallback={<Loading />}><HomePage /></Suspense>} />
        <Route path="calendar" element={<Suspense fallback={<Loading />}><CalendarPage /></Suspense>} />
        <Route path="requests" element={<Suspense fallback={<Loading />}><RequestsPage /></Suspense>} />
        <Route path="appointments" element={<Suspense fallback={<Loading />}><AppointmentSearchPage /></Suspense>} />
        <Route path="clients/*" element={<Suspense fallback={<Loading />}><ClientsArea /></Suspense>} />
        <Route path="patients/*" element={<Suspense fallback={<Loading />}><PatientsArea /></Suspense>} />
        <Route path="pet-requests" element={<Suspense fallback={<Loading />}><PetRequestsPage /></Suspense>} />
        <Route path="settings/*" element={<Suspense fallback={<Loading />}><SettingsPage /></Suspense>} />
        <Route path="inventory/products" element={<Suspense fallback={<Loading />}><ProductsPage /></Suspense>} />
        <Route path="inventory/products/:productId" element={<Suspense fallback={<Loading />}><ProductPage /></Suspense>} />
        <Route path="inventory/suppliers" element={<Suspense fallback={<Loading />}><SuppliersPage /></Suspense>} />
        <Route path="inventory/stock-take" element={<Suspense fallback={<Loading />}><StockTakePage /></Suspense>} />
        <Route path="inventory/categories" element={<Suspense fallback={<Loading />}><CategoriesPage /></Suspense>} />
        <Route path="inventory/external-products" element={<Suspense fallback={<Loading />}><ExternalProductsPage /></Suspense>} />
        <Route path="inventory/external-products/import" element={<Suspense fallback={<Loading />}><ImportWizard /></Suspense>} />
        <Route path="inventory/purchase-orders" element={<Suspense fallback={<Loading />}><PurchaseOrdersPage /></Suspense>} />
        <Route path="inventory/purchase-orders/:id" element={<Suspense fallback={<Loading />}><PurchaseOrderPage /></Suspense>} />
        <Route path="inventory/shopping-list" element={<Suspense fallback={<Loading />}><ShoppingListPage /></Suspense>} />
        <Route path="reports" element={<Suspense fallback={<Loading />}><KpiDashboardPage /></Suspense>} />
        <Route path="reports/aggregate" element={<Suspense fallback={<Loading />}><AggregatePage /></Suspense>} />
        <Route path="reports/drilldown" element={<Suspense fallback={<Loading />}><DrilldownPage /></Suspense>} />
        <Route path="reports/client-credit" element={<Suspense fallback={<Loading />}><ClientCreditPage /></Suspense>} />
        <Route path="tasks/*" element={<Suspense fallback={<Loading />}><TasksArea /></Suspense>} />
        <Route path="services" element={<Suspense fallback={<Loading />}><ServicesPage /></Suspense>} />
        <Route path="visit-types" element={<Suspense fallback={<Loading />}><VisitTypesPage /></Suspense>} />
        <Route path="team/*" element={<Suspense fallback={<Loading />}><TeamArea /></Suspense>} />
        <Route path="roles" element={<Suspense fallback={<Loading />}><RolesPage /></Suspense>} />
        <Route path="shifts/*" element={<Suspense fallback={<Loading />}><ShiftsArea /></Suspense>} />
        <Route path="whiteboard" element={<Suspense fallback={<Loading />}><WhiteboardPage /></Suspense>} />
        <Route path="tags" element={<Suspense fallback={<Loading />}><TagsPage /></Suspense>} />
        <Route path="lab-integrations" element={<Suspense fallback={<Loading />}><LabIntegrationsPage /></Suspense>} />
        <Route path="lab-queue" element={<Suspense fallback={<Loading />}><LabQueuePage /></Suspense>} />
        <Route path="document-templates" element={<Suspense fallback={<Loading />}><DocumentTemplatesPage /></Suspense>} />
        <Route path="webhooks" element={<Suspense fallback={<Loading />}><WebhooksPage /></Suspense>} />
        <Route path="reminders" element={<Suspense fallback={<Loading />}><RemindersPage /></Suspense>} />
        <Route path="reminder-rules" element={<Suspense fallback={<Loading />}><ReminderRulesPage /></Suspense>} />
        <Route path="consent-forms" element={<Suspense fallback={<Loading />}><ConsentRequestsPage /></Suspense>} />
        <Route path="plans" element={<Suspense fallback={<Loading />}><PlansPage /></Suspense>} />
        <Route path="discounts" element={<Suspense fallback={<Loading />}><DiscountsPage /></Suspense>} />
        <Route path="sales" element={<Suspense fallback={<Loading />}><SalesPage /></Suspense>} />
        <Route path="sales/credit-notes" element={<Suspense fallback={<Loading />}><CreditNotesPage /></Suspense>} />
        <Route path="sales/cash-up" element={<Suspense fallback={<Loading />}><CashUpPage /></Suspense>} />
        <Route path="sales/:id" element={<Suspense fallback={<Loading />}><SalePage /></Suspense>} />
        <Route path="estimates/*" element={<Suspense fallback={<Loading />}><EstimatesArea /></Suspense>} />
        <Route path="records/*" element={<Suspense fallback={<Loading />}><RecordsArea /></Suspense>} />
        <Route path="diagnoses" element={<Suspense fallback={<Loading />}><DiagnosesPage /></Suspense>} />
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
          <Routes>
            <Route path="accept-invite" element={<Suspense fallback={<Loading />}><AcceptInvitePage /></Suspense>} />
            <Route path="*" element={<Gate />} />
          </Routes>
        </BrowserRouter>
        <Toaster />
      </QueryClientProvider>
    </ChakraProvider>
  );
}
