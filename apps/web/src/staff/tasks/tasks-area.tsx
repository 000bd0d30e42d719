import { Navigate, Route, Routes } from 'react-router-dom';
import { TaskTemplatesPage } from './task-templates-page';
import { TasksPage } from './tasks-page';

/** /tasks and /tasks/templates: one lazy chunk for the whole area. */
export function TasksArea() {
  return (
    <Routes>
      <Route index element={<TasksPage />} />
      <Route path="templates" element={<TaskTemplatesPage />} />
      <Route path="*" element={<Navigate to="/tasks" replace />} />
    </Routes>
  );
}
