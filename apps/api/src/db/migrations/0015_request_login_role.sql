-- The request pool's login role (docs/operations.md "Database roles", docs/security.md "RESET
-- ROLE inside a request"). procura_request is a member of procura_app without inheriting its
-- rights (NOINHERIT) and holds none of its own but opening a scope: a request transaction that
-- runs RESET ROLE or SET ROLE NONE is left as a role that reads no table. An operator may create
-- it first, with LOGIN and a password; otherwise it is made here without LOGIN.
DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'procura_request') THEN
    CREATE ROLE procura_request NOLOGIN NOINHERIT NOSUPERUSER NOBYPASSRLS NOCREATEDB NOCREATEROLE;
  END IF;
EXCEPTION WHEN duplicate_object OR unique_violation THEN
  -- Roles belong to the whole server: another database's migration made it meanwhile.
  NULL;
END $$;
--> statement-breakpoint
GRANT procura_app TO procura_request;
--> statement-breakpoint
GRANT USAGE ON SCHEMA app TO procura_request;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION app.open_scope(uuid, uuid) TO procura_request;
--> statement-breakpoint
-- One scope per transaction. The login role may open a scope, so a request that went back to
-- it (RESET ROLE) must not open a second, wider one: the first opening, or a refused one (no
-- membership: a scope of nobody and no tenant), holds until the transaction ends.
CREATE OR REPLACE FUNCTION app.open_scope(p_user uuid, p_workspace uuid) RETURNS bigint
LANGUAGE plpgsql VOLATILE SECURITY DEFINER AS $$
DECLARE
  v_version bigint;
  v_type text;
  v_ids uuid[];
  v_found boolean;
BEGIN
  IF EXISTS (SELECT 1 FROM app.scopes s WHERE s.backend_pid = pg_backend_pid() AND s.transaction_started = transaction_timestamp()) THEN
    RAISE EXCEPTION 'a scope is already open in this transaction' USING ERRCODE = '42501';
  END IF;
  SELECT u.auth_version, t.type INTO v_version, v_type
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
  INSERT INTO app.scopes (backend_pid, transaction_started, user_id, all_tenants, tenant_ids)
    VALUES (pg_backend_pid(), transaction_timestamp(),
            CASE WHEN v_found THEN p_user ELSE '00000000-0000-0000-0000-000000000000'::uuid END,
            coalesce(v_type = 'connexus', false), v_ids)
    ON CONFLICT (backend_pid) DO UPDATE
      SET transaction_started = excluded.transaction_started, user_id = excluded.user_id,
          all_tenants = excluded.all_tenants, tenant_ids = excluded.tenant_ids;
  RETURN CASE WHEN v_found THEN v_version END;
END $$;
--> statement-breakpoint
-- The login role, back from RESET ROLE, is not the system: app.all_tenants() is false for it
-- (it reads no table anyway; this keeps a grant made to it by mistake from seeing every tenant).
CREATE OR REPLACE FUNCTION app.all_tenants() RETURNS boolean LANGUAGE sql STABLE AS $$
  SELECT current_user NOT IN ('procura_app', 'procura_request') OR coalesce((app.current_scope()).all_tenants, false)
$$;
