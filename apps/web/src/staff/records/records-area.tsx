import { Navigate, Route, Routes } from 'react-router-dom';
import { RecordEditorPage } from './record-editor-page';
import { RecordFromAppointmentPage } from './record-from-appointment-page';
import { RecordsPage } from './records-page';
import { TemplatesPage } from './templates-page';

/** /records, /records/templates and /records/:recordId: one lazy chunk for the whole area. */
export function RecordsArea() {
  return (
    <Routes>
      <Route index element={<RecordsPage />} />
      <Route path="templates" element={<TemplatesPage />} />
      <Route path="new" element={<RecordFromAppointmentPage />} />
      <Route path=":recordId" element={<RecordEditorPage />} />
      <Route path="*" element={<Navigate to="/records" replace />} />
    </Routes>
  );
}
