import { Route, Routes } from 'react-router';
import { withSuspense } from '../../../app/router/lazy-page';
import { SowDraftWizardPage } from '../lazy-parts';
import LibraryEditorPage from './LibraryEditorPage';
import NewScopePage from './NewScopePage';
import ScopeDetailPage from './ScopeDetailPage';
import SowHomePage from './SowHomePage';
import { NotFoundPage } from '../../../app/router/NotFoundPage';

/**
 * /sow: client scopes, the library and templates as tabs; /sow/scopes/:id one scope,
 * /sow/library/:id one library text, /sow/assistant the assistant's guided draft.
 */
export default function SowRoutes() {
  return (
    <Routes>
      <Route index element={<SowHomePage />} />
      <Route path="scopes/new" element={<NewScopePage />} />
      <Route path="scopes/:id" element={<ScopeDetailPage />} />
      <Route path="library/new" element={<LibraryEditorPage />} />
      <Route path="library/:id" element={<LibraryEditorPage />} />
      <Route path="assistant" element={withSuspense(<SowDraftWizardPage />)} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
