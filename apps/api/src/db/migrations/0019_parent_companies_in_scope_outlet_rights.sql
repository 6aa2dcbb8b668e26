-- Issue 16, low items (docs/security.md, "Parent companies are read in scope" and "The database
-- asks for the branch and franchise right").
--
-- 1. Parent companies were a catalogue every signed-in actor read whole (migration 0007): every
--    client admin and vendor estimator listed the owners of every client. Outside the provider, a
--    company is now read only when it is the parent of a client in the actor's scope. The scope is
--    spelled out (not left to the clients policies, which also let a member read a client of
--    another of their workspaces) and read once per statement, as platform/scope-sql.ts does.
DROP POLICY client_parent_companies_read ON client_parent_companies;
--> statement-breakpoint
CREATE POLICY client_parent_companies_read ON client_parent_companies FOR SELECT USING (
  (SELECT app.all_tenants())
  OR EXISTS (
    SELECT 1 FROM clients c
    WHERE c.parent_company_id = client_parent_companies.id
      AND c.tenant_id = ANY (coalesce((SELECT app.visible_tenant_ids()), '{}'::uuid[]))
  )
);
--> statement-breakpoint
-- 2. app.create_vendor_outlet_tenant (migration 0011) checked that the scope holds the vendor, not
--    that the person may add a branch or franchise: anyone acting in the vendor's workspace could
--    make one by calling it. It now also asks for the right the service asks (branch_management or
--    franchise_management, Create) among the person's roles in the workspace that acts: the
--    vendor's own, or the provider's when the scope is the provider's.
CREATE OR REPLACE FUNCTION app.create_vendor_outlet_tenant(p_parent uuid, p_type text, p_name text) RETURNS uuid
LANGUAGE plpgsql VOLATILE SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
  v_scope app.scopes;
  v_id uuid;
BEGIN
  IF p_type IS NULL OR p_type NOT IN ('vendor_branch', 'vendor_franchise') THEN
    RAISE EXCEPTION 'a branch or franchise tenant is vendor_branch or vendor_franchise, not %', p_type USING ERRCODE = '22023';
  END IF;
  v_scope := app.current_scope();
  IF v_scope.user_id IS NULL
    OR NOT (v_scope.all_tenants OR p_parent = ANY (v_scope.tenant_ids))
    OR NOT EXISTS (SELECT 1 FROM tenants t WHERE t.id = p_parent AND t.type = 'vendor') THEN
    RAISE EXCEPTION 'this scope may not add a branch or franchise under tenant %', p_parent USING ERRCODE = '42501';
  END IF;
  IF NOT EXISTS (
    SELECT 1 FROM user_roles ur
    JOIN role_permissions rp ON rp.role_id = ur.role_id
    JOIN permissions p ON p.id = rp.permission_id
    JOIN tenants w ON w.id = ur.tenant_id
    WHERE ur.user_id = v_scope.user_id
      AND p.permission_type = CASE p_type WHEN 'vendor_branch' THEN 'branch_management' ELSE 'franchise_management' END
      AND p.action_type = 'Create'
      AND CASE WHEN v_scope.all_tenants THEN w.type = 'connexus' ELSE ur.tenant_id = p_parent END
  ) THEN
    RAISE EXCEPTION 'this person may not add a % under tenant %', p_type, p_parent USING ERRCODE = '42501';
  END IF;
  INSERT INTO tenants (type, name, parent_id) VALUES (p_type, p_name, p_parent) RETURNING id INTO v_id;
  PERFORM app.add_to_current_scope(v_id);
  RETURN v_id;
END $$;
