-- A statement trigger that joined its old and new transition tables cost the square of the rows
-- one statement changed (transition tables have no index): 20,000 vendors' compliance states in
-- one UPDATE took 31 s. A row trigger whose WHEN clause keeps only renames and status changes
-- runs for those rows alone, and costs nothing for the rest.
DROP TRIGGER clients_auth_version_upd ON clients;
--> statement-breakpoint
DROP TRIGGER vendors_auth_version_upd ON vendors;
--> statement-breakpoint
DROP FUNCTION app.organization_renamed();
--> statement-breakpoint
CREATE FUNCTION app.organization_renamed() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
BEGIN
  PERFORM app.bump_auth_versions(array(SELECT DISTINCT ut.user_id FROM user_tenants ut WHERE ut.tenant_id = NEW.tenant_id));
  RETURN NULL;
END $$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION app.organization_renamed() FROM PUBLIC;
--> statement-breakpoint
CREATE TRIGGER clients_auth_version_upd AFTER UPDATE ON clients FOR EACH ROW
  WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.status IS DISTINCT FROM NEW.status)
  EXECUTE FUNCTION app.organization_renamed();
--> statement-breakpoint
CREATE TRIGGER vendors_auth_version_upd AFTER UPDATE ON vendors FOR EACH ROW
  WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.status IS DISTINCT FROM NEW.status)
  EXECUTE FUNCTION app.organization_renamed();
