import { Route, Routes } from 'react-router';
import { NotFoundPage } from '../../../app/router/NotFoundPage';
import ExistingContractReviewPage from './ExistingContractReviewPage';
import ExistingContractsPage from './ExistingContractsPage';

/** /contracts/existing: the upload and the queue; /contracts/existing/:id: one document's review. */
export default function ExistingContractRoutes() {
  return (
    <Routes>
      <Route index element={<ExistingContractsPage />} />
      <Route path=":id" element={<ExistingContractReviewPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
