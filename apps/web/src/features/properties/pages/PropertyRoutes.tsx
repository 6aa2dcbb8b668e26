import { lazy } from 'react';
import { Route, Routes } from 'react-router';
import { RequirePermission } from '../../../app/guards/RequirePermission';
import { withSuspense } from '../../../app/router/lazy-page';
import { MODULES } from '@procura/shared';
import PropertyListPage from './PropertyListPage';
import { NotFoundPage } from '../../../app/router/NotFoundPage';

const PropertyDetailPage = lazy(() => import('./PropertyDetailPage'));
const PropertyFormPage = lazy(() => import('./PropertyFormPage'));

/** Creating and editing take the Create / Edit permission on top of the module's. */
const needs = (action: 'Create' | 'Edit') => ({
  modules: [MODULES.PropertyManagement],
  requiredPermissions: [{ permissionKey: 'property_management' as const, requiredActions: [action] }],
});

/** `/property/*`: the list, one property, and its form. */
export default function PropertyRoutes() {
  return (
    <Routes>
      <Route index element={<PropertyListPage />} />
      <Route path="new" element={<RequirePermission requirement={needs('Create')}>{withSuspense(<PropertyFormPage />)}</RequirePermission>} />
      <Route path=":id" element={withSuspense(<PropertyDetailPage />)} />
      <Route path=":id/edit" element={<RequirePermission requirement={needs('Edit')}>{withSuspense(<PropertyFormPage />)}</RequirePermission>} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
