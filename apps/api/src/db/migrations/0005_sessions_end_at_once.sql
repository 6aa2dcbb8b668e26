-- Signing out ends that sign-in's access tokens on the next request, in every process: a
-- revoked refresh-token family bumps the user's auth version, so cached actors reload and
-- learn which sign-ins ended (access tokens carry their family as `sid`).
CREATE FUNCTION app.session_ended() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
BEGIN
  PERFORM app.bump_auth_versions(array(SELECT DISTINCT user_id FROM new_rows WHERE revoked_at IS NOT NULL));
  RETURN NULL;
END $$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION app.session_ended() FROM PUBLIC;
--> statement-breakpoint
CREATE TRIGGER refresh_tokens_auth_version_upd AFTER UPDATE ON refresh_tokens REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION app.session_ended();
