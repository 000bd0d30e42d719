import { Navigate, Route, Routes } from 'react-router-dom';
import { ClientProfilePage } from './client-profile-page';
import { ClientsPage } from './clients-page';

/** /clients and /clients/:clientId */
export function ClientsArea() {
  return (
    <Routes>
      <Route index element={<ClientsPage />} />
      <Route path=":clientId" element={<ClientProfilePage />} />
      <Route path="*" element={<Navigate to="/clients" replace />} />
    </Routes>
  );
}
