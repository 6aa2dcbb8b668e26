-- Migration 0015 rewrote app.open_scope (one scope per transaction) and
-- 1. dropped the flag migration 0007 set: a client member whose membership says ASSIGNED sees
--    only the properties granted to them (policy properties_assigned reads
--    app.assigned_properties_only()). It is back.
-- 2. told "a scope is already open in this transaction" by the transaction's start time. PGlite's
--    clock counts milliseconds, so two short transactions in a row may start at the same time and
--    the second was refused. The transaction is now told by its id (xid8), which never repeats;
--    the row holds it. app.current_scope() keeps reading the start time: each transaction opens
--    its scope first, which rewrites the row, so the row read is always the transaction's own.
ALTER TABLE app.scopes ADD COLUMN xact xid8;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION app.open_scope(p_user uuid, p_workspace uuid) RETURNS bigint
LANGUAGE plpgsql VOLATILE SECURITY DEFINER AS $$
DECLARE
  v_version bigint;
  v_type text;
  v_ids uuid[];
  v_assigned boolean;
  v_found boolean;
BEGIN
  IF EXISTS (SELECT 1 FROM app.scopes s WHERE s.backend_pid = pg_backend_pid() AND s.xact = pg_current_xact_id()) THEN
    RAISE EXCEPTION 'a scope is already open in this transaction' USING ERRCODE = '42501';
  END IF;
  SELECT u.auth_version, t.type, ut.property_access = 'ASSIGNED' INTO v_version, v_type, v_assigned
    FROM public.users u
    JOIN public.user_tenants ut ON ut.user_id = u.id
    JOIN public.tenants t ON t.id = ut.tenant_id
    WHERE u.id = p_user AND ut.tenant_id = p_workspace
      AND u.deleted_at IS NULL AND u.status = 'ACTIVE' AND u.authorized;
  v_found := FOUND;
  IF NOT v_found THEN
    v_type := NULL;
    v_ids := '{}';
  ELSIF v_type = 'connexus' THEN
    v_ids := '{}';
  ELSIF v_type = 'vendor' THEN
    v_ids := array(SELECT p_workspace UNION ALL SELECT c.id FROM public.tenants c WHERE c.parent_id = p_workspace);
  ELSE
    v_ids := ARRAY[p_workspace];
  END IF;
  INSERT INTO app.scopes (backend_pid, transaction_started, xact, user_id, all_tenants, tenant_ids, assigned_properties_only)
    VALUES (pg_backend_pid(), transaction_timestamp(), pg_current_xact_id(),
            CASE WHEN v_found THEN p_user ELSE '00000000-0000-0000-0000-000000000000'::uuid END,
            coalesce(v_type = 'connexus', false), v_ids, coalesce(v_type = 'client' AND v_assigned, false))
    ON CONFLICT (backend_pid) DO UPDATE
      SET transaction_started = excluded.transaction_started, xact = excluded.xact, user_id = excluded.user_id,
          all_tenants = excluded.all_tenants, tenant_ids = excluded.tenant_ids,
          assigned_properties_only = excluded.assigned_properties_only;
  RETURN CASE WHEN v_found THEN v_version END;
END $$;
