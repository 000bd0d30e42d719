import { Route, Routes } from 'react-router-dom';
import { MemberPage } from './member-page';
import { TeamPage } from './team-page';

/** /team and /team/:id (a member's working hours and time off). */
export function TeamArea() {
  return (
    <Routes>
      <Route index element={<TeamPage />} />
      <Route path=":id" element={<MemberPage />} />
    </Routes>
  );
}
