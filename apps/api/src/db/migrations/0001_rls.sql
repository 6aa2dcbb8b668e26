-- Row-level security: the second wall behind the repos' scope functions.
-- The application's role owns nothing and cannot bypass RLS; each request transaction
-- switches to it and sets its scope with set_config(..., true) (ARCHITECTURE.md).
DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'procura_app') THEN
    CREATE ROLE procura_app NOLOGIN NOSUPERUSER NOBYPASSRLS NOCREATEDB NOCREATEROLE;
  END IF;
END $$;
--> statement-breakpoint
DO $$
BEGIN
  -- A non-superuser owner must be a member to SET ROLE; superusers already may.
  IF NOT (SELECT rolsuper FROM pg_roles WHERE rolname = current_user) THEN
    EXECUTE format('GRANT procura_app TO %I', current_user);
  END IF;
EXCEPTION WHEN insufficient_privilege THEN
  RAISE NOTICE 'could not grant procura_app to %', current_user;
END $$;
--> statement-breakpoint
CREATE SCHEMA IF NOT EXISTS app;
--> statement-breakpoint
GRANT USAGE ON SCHEMA app TO procura_app;
--> statement-breakpoint
GRANT USAGE ON SCHEMA public TO procura_app;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION app.user_id() RETURNS uuid LANGUAGE sql STABLE AS $$
  SELECT nullif(current_setting('app.user_id', true), '')::uuid
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION app.all_tenants() RETURNS boolean LANGUAGE sql STABLE AS $$
  SELECT coalesce(current_setting('app.all_tenants', true), '') = 'on'
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION app.visible_tenant_ids() RETURNS uuid[] LANGUAGE sql STABLE AS $$
  SELECT string_to_array(nullif(current_setting('app.tenant_ids', true), ''), ',')::uuid[]
$$;
--> statement-breakpoint
-- Policies inline these; the sub-selects become init plans, evaluated once per statement
-- rather than once per row.
CREATE OR REPLACE FUNCTION app.tenant_visible(t uuid) RETURNS boolean LANGUAGE sql STABLE AS $$
  SELECT (SELECT app.all_tenants()) OR t = ANY (coalesce((SELECT app.visible_tenant_ids()), '{}'::uuid[]))
$$;
--> statement-breakpoint
-- A user's own workspaces stay readable from any active workspace (the switcher lists them).
CREATE OR REPLACE FUNCTION app.is_member(t uuid) RETURNS boolean LANGUAGE sql STABLE AS $$
  SELECT EXISTS (SELECT 1 FROM user_tenants ut WHERE ut.user_id = (SELECT app.user_id()) AND ut.tenant_id = t)
$$;
--> statement-breakpoint
GRANT EXECUTE ON ALL FUNCTIONS IN SCHEMA app TO procura_app;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON tenants, clients, vendors, users, user_tenants, roles,
  role_permissions, user_roles, background_jobs TO procura_app;
--> statement-breakpoint
GRANT SELECT, INSERT ON audit_log TO procura_app;
--> statement-breakpoint
GRANT SELECT ON permissions, client_parent_companies TO procura_app;
--> statement-breakpoint
GRANT USAGE ON ALL SEQUENCES IN SCHEMA public TO procura_app;
--> statement-breakpoint
ALTER TABLE tenants ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE tenants FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenants_scope ON tenants USING (app.tenant_visible(id)) WITH CHECK (app.tenant_visible(id));
--> statement-breakpoint
CREATE POLICY tenants_member_read ON tenants FOR SELECT USING (app.is_member(id));
--> statement-breakpoint
ALTER TABLE clients ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE clients FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY clients_scope ON clients USING (app.tenant_visible(tenant_id)) WITH CHECK (app.tenant_visible(tenant_id));
--> statement-breakpoint
CREATE POLICY clients_member_read ON clients FOR SELECT USING (app.is_member(tenant_id));
--> statement-breakpoint
ALTER TABLE vendors ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE vendors FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY vendors_scope ON vendors USING (app.tenant_visible(tenant_id)) WITH CHECK (app.tenant_visible(tenant_id));
--> statement-breakpoint
CREATE POLICY vendors_member_read ON vendors FOR SELECT USING (app.is_member(tenant_id));
--> statement-breakpoint
ALTER TABLE user_tenants ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE user_tenants FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY user_tenants_scope ON user_tenants
  USING (app.tenant_visible(tenant_id) OR user_id = app.user_id())
  WITH CHECK (app.tenant_visible(tenant_id));
--> statement-breakpoint
ALTER TABLE users ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE users FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION app.user_visible(u uuid) RETURNS boolean LANGUAGE sql STABLE AS $$
  SELECT (SELECT app.all_tenants()) OR u = (SELECT app.user_id())
    OR EXISTS (SELECT 1 FROM user_tenants ut WHERE ut.user_id = u AND ut.tenant_id = ANY (coalesce((SELECT app.visible_tenant_ids()), '{}'::uuid[])))
$$;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION app.user_visible(uuid) TO procura_app;
--> statement-breakpoint
CREATE POLICY users_read ON users FOR SELECT USING (app.user_visible(id));
--> statement-breakpoint
-- A new person is invisible until linked to a tenant, and that link is checked.
CREATE POLICY users_insert ON users FOR INSERT WITH CHECK (true);
--> statement-breakpoint
CREATE POLICY users_update ON users FOR UPDATE USING (app.user_visible(id)) WITH CHECK (app.user_visible(id));
--> statement-breakpoint
CREATE POLICY users_delete ON users FOR DELETE USING (app.user_visible(id));
--> statement-breakpoint
-- E-mail addresses are unique across tenants: a form may ask whether one is taken, and learn
-- nothing else about the person.
CREATE OR REPLACE FUNCTION app.live_user_emails(candidates text[]) RETURNS TABLE (email text)
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
  previous text := current_setting('app.all_tenants', true);
BEGIN
  PERFORM set_config('app.all_tenants', 'on', true);
  RETURN QUERY SELECT lower(u.email) FROM users u WHERE u.deleted_at IS NULL AND lower(u.email) = ANY (candidates);
  PERFORM set_config('app.all_tenants', coalesce(previous, ''), true);
END $$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION app.live_user_emails(text[]) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION app.live_user_emails(text[]) TO procura_app;
--> statement-breakpoint
ALTER TABLE roles ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE roles FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY roles_read ON roles FOR SELECT USING (tenant_id IS NULL OR app.tenant_visible(tenant_id));
--> statement-breakpoint
-- Provider-defined roles (no tenant) are written only by the provider.
CREATE POLICY roles_write ON roles FOR ALL
  USING (CASE WHEN tenant_id IS NULL THEN app.all_tenants() ELSE app.tenant_visible(tenant_id) END)
  WITH CHECK (CASE WHEN tenant_id IS NULL THEN app.all_tenants() ELSE app.tenant_visible(tenant_id) END);
--> statement-breakpoint
ALTER TABLE role_permissions ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE role_permissions FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY role_permissions_scope ON role_permissions
  USING (EXISTS (SELECT 1 FROM roles r WHERE r.id = role_id));
--> statement-breakpoint
ALTER TABLE user_roles ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE user_roles FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY user_roles_scope ON user_roles
  USING (EXISTS (SELECT 1 FROM users u WHERE u.id = user_id));
--> statement-breakpoint
ALTER TABLE background_jobs ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE background_jobs FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY background_jobs_owner ON background_jobs
  USING (owner_user_id = app.user_id() AND app.tenant_visible(tenant_id))
  WITH CHECK (owner_user_id = app.user_id() AND app.tenant_visible(tenant_id));
--> statement-breakpoint
ALTER TABLE audit_log ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE audit_log FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY audit_log_scope ON audit_log
  USING (app.tenant_visible(tenant_id))
  WITH CHECK (actor_user_id = app.user_id());
