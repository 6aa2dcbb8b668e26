-- app.current_scope() is read by every row-security policy, each through its own init plan, so a
-- list statement calls it at 9 to 20 places (one per policy condition per table it reads). As a
-- SQL function that is not inlined (it is SECURITY DEFINER), its SELECT was parsed and planned
-- again at every one of them: about 33 µs each on the 2-core machine. PL/pgSQL keeps the SELECT's
-- plan for the session: about 6 µs a call (docs/contracts.md "Performance"). Same row, same
-- rights; a missing scope is a row of nulls instead of no row, which every reader already takes
-- as "no scope" (each reads a field of it).
CREATE OR REPLACE FUNCTION app.current_scope() RETURNS app.scopes
LANGUAGE plpgsql STABLE SECURITY DEFINER SET search_path = pg_catalog, pg_temp AS $$
DECLARE
  v_scope app.scopes;
BEGIN
  SELECT s.* INTO v_scope FROM app.scopes s
    WHERE s.backend_pid = pg_backend_pid() AND s.transaction_started = transaction_timestamp();
  RETURN v_scope;
END $$;
