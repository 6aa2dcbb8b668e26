import { Navigate, Route, Routes } from 'react-router';
import { useAuth } from '../../../providers/auth/auth-context';
import { clientPath } from '../components/client-columns';
import ClientDetailPage from './ClientDetailPage';
import ClientListPage from './ClientListPage';
import ContactRequestsPage from './ContactRequestsPage';
import { NotFoundPage } from '../../../app/router/NotFoundPage';

/** /client lists clients; /client/requests the get-in-touch requests; /client/:id is one. A client's own people land on their client. */
export default function ClientRoutes() {
  const { userWorkspace } = useAuth();
  const ownClientId = userWorkspace?.type === 'client' ? userWorkspace.client?.id : undefined;
  return (
    <Routes>
      <Route index element={ownClientId ? <Navigate to={clientPath(ownClientId)} replace /> : <ClientListPage />} />
      <Route path="requests" element={<ContactRequestsPage />} />
      <Route path=":id" element={<ClientDetailPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
