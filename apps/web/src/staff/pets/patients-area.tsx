import { Navigate, Route, Routes } from 'react-router-dom';
import { PetProfilePage } from './pet-profile-page';
import { PetsPage } from './pets-page';

/** /patients and /patients/:petId */
export function PatientsArea() {
  return (
    <Routes>
      <Route index element={<PetsPage />} />
      <Route path=":petId" element={<PetProfilePage />} />
      <Route path="*" element={<Navigate to="/patients" replace />} />
    </Routes>
  );
}
