import { Navigate, Route, Routes } from 'react-router-dom';
import { ClientProfilePage } from './client-profile-page';
import { ClientsPage } from './clients-page';
import { StatementPage } from '../sales/statement-page';

/** /clients, /clients/:clientId and its account statement /clients/:clientId/account */
export function ClientsArea() {
  return (
    <Routes>
      <Route index element={<ClientsPage />} />
      <Route path=":clientId" element={<ClientProfilePage />} />
      <Route path=":clientId/account" element={<StatementPage />} />
      <Route path="*" element={<Navigate to="/clients" replace />} />
    </Routes>
  );
}
