-- Issue #9 gaps: a vendor adds its own branches and franchises, and a client onboards a vendor
-- for itself. Both make a tenant the caller's scope does not hold yet, which tenants_scope's
-- WITH CHECK refuses to the app role; so a security-definer function makes exactly that one new
-- tenant, after checking the caller's scope may own it, and answers its id.
--
-- The rows that follow (the vendor, its services, areas, logo) are written by the app role
-- under row security as usual, so each function also appends the new tenant to this
-- transaction's scope row. That is the simplest safe way: app.open_scope would put the same
-- tenant in the next scope anyway (a vendor's children are in its scope; a client's new vendor
-- is written under the client's name as a party), the row is keyed by this backend and this
-- transaction's start so it ends with the transaction, and only a tenant made here, never an
-- existing one, is ever added. Re-running app.open_scope instead would need the session's own
-- role, which the app role cannot take back inside the transaction.

CREATE FUNCTION app.add_to_current_scope(p_tenant uuid) RETURNS void
LANGUAGE sql VOLATILE SECURITY DEFINER SET search_path = pg_catalog, pg_temp AS $$
  UPDATE app.scopes SET tenant_ids = tenant_ids || p_tenant
  WHERE backend_pid = pg_backend_pid() AND transaction_started = transaction_timestamp()
    AND NOT all_tenants AND NOT p_tenant = ANY (tenant_ids)
$$;
--> statement-breakpoint
-- Only the two functions below call it: the app role may not widen its own scope.
REVOKE ALL ON FUNCTION app.add_to_current_scope(uuid) FROM PUBLIC;
--> statement-breakpoint
REVOKE EXECUTE ON FUNCTION app.add_to_current_scope(uuid) FROM procura_app;
--> statement-breakpoint
-- A branch or franchise under p_parent: only a scope that holds that vendor tenant may make
-- it. Only a vendor's own workspace (its children come with it) or the provider's (all
-- tenants) holds a tenant of type 'vendor'; a branch's scope holds itself alone.
CREATE FUNCTION app.create_vendor_outlet_tenant(p_parent uuid, p_type text, p_name text) RETURNS uuid
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
  INSERT INTO tenants (type, name, parent_id) VALUES (p_type, p_name, p_parent) RETURNING id INTO v_id;
  PERFORM app.add_to_current_scope(v_id);
  RETURN v_id;
END $$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION app.create_vendor_outlet_tenant(uuid, text, text) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION app.create_vendor_outlet_tenant(uuid, text, text) TO procura_app;
--> statement-breakpoint
-- A vendor's tenant onboarded by p_client_tenant: only that client's own scope (a scope of
-- exactly that one client tenant) or the provider's may make it. The client then writes the
-- vendor row with itself as a party, which is how it reads the vendor afterwards.
CREATE FUNCTION app.create_client_vendor_tenant(p_client_tenant uuid, p_name text) RETURNS uuid
LANGUAGE plpgsql VOLATILE SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
  v_scope app.scopes;
  v_id uuid;
BEGIN
  v_scope := app.current_scope();
  IF v_scope.user_id IS NULL
    OR NOT (v_scope.all_tenants OR v_scope.tenant_ids = ARRAY[p_client_tenant])
    OR NOT EXISTS (SELECT 1 FROM tenants t WHERE t.id = p_client_tenant AND t.type = 'client') THEN
    RAISE EXCEPTION 'this scope may not onboard a vendor for tenant %', p_client_tenant USING ERRCODE = '42501';
  END IF;
  INSERT INTO tenants (type, name) VALUES ('vendor', p_name) RETURNING id INTO v_id;
  PERFORM app.add_to_current_scope(v_id);
  RETURN v_id;
END $$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION app.create_client_vendor_tenant(uuid, text) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION app.create_client_vendor_tenant(uuid, text) TO procura_app;
--> statement-breakpoint
-- Client roles may now hold vendor_management (permission-catalog.ts). The system roles of a
-- database seeded before this change get what seed/catalog.ts now grants a new one: the
-- Client Admin views, onboards and edits vendors; the Client Property Manager views them.
-- (On a fresh database the roles do not exist yet and the start-up sync grants the same.)
INSERT INTO role_permissions (role_id, permission_id)
SELECT r.id, p.id FROM roles r JOIN permissions p ON p.permission_type = 'vendor_management'
WHERE r.tenant_id IS NULL AND r.role_type = 'client'
  AND ((r.name = 'Client Admin' AND p.action_type IN ('View', 'Create', 'Edit'))
    OR (r.name = 'Client Property Manager' AND p.action_type = 'View'))
ON CONFLICT DO NOTHING;
