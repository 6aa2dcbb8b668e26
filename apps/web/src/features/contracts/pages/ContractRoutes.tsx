import { Route, Routes } from 'react-router';
import { NotFoundPage } from '../../../app/router/NotFoundPage';
import ContractDetailPage from './ContractDetailPage';
import ContractListPage from './ContractListPage';

/**
 * /contracts lists the contracts the reader sees, /contracts/by-property shows them property by
 * property, /contracts/:id/:tab? is one. Vendors see the same screens, read-only (the contract's
 * abilities say so).
 */
export default function ContractRoutes() {
  return (
    <Routes>
      <Route index element={<ContractListPage view="contracts" />} />
      <Route path="by-property" element={<ContractListPage view="by-property" />} />
      <Route path=":id" element={<ContractDetailPage />} />
      <Route path=":id/:tab" element={<ContractDetailPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
