import { Route, Routes } from 'react-router-dom';
import { EstimatePage } from './estimate-page';
import { EstimatesPage } from './estimates-page';
import { TemplatePage, TemplatesPage } from './templates-page';

/** /app/estimates: the list, one estimate (or /new), and the templates. */
export function EstimatesArea() {
  return (
    <Routes>
      <Route index element={<EstimatesPage />} />
      <Route path="templates" element={<TemplatesPage />} />
      <Route path="templates/:id" element={<TemplatePage />} />
      <Route path=":id" element={<EstimatePage />} />
    </Routes>
  );
}
