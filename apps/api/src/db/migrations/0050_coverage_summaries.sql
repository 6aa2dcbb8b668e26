CREATE TABLE "coverage_changes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "coverage_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" uuid NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coverage_summaries" (
	"tenant_id" uuid PRIMARY KEY NOT NULL,
	"client_id" uuid NOT NULL,
	"counted_for" date NOT NULL,
	"contracted" integer NOT NULL,
	"expiring" integer NOT NULL,
	"missing" integer NOT NULL,
	"duplicated" integer NOT NULL,
	"counted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "coverage_summaries" ADD CONSTRAINT "coverage_summaries_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coverage_summaries" ADD CONSTRAINT "coverage_summaries_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "coverage_changes_tenant_idx" ON "coverage_changes" USING btree ("tenant_id");--> statement-breakpoint
-- Coverage counted ahead (docs/contracts.md "Coverage counted ahead"). The provider reads the
-- summaries and the change log; nobody else does (a client's people count their own live, under
-- their property access). Only the system writes them: the refresh, and the triggers below.
ALTER TABLE coverage_summaries ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE coverage_summaries FORCE ROW LEVEL SECURITY;--> statement-breakpoint
GRANT SELECT ON coverage_summaries TO procura_app;--> statement-breakpoint
CREATE POLICY coverage_summaries_provider ON coverage_summaries FOR SELECT USING ((SELECT app.all_tenants()));--> statement-breakpoint
ALTER TABLE coverage_changes ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE coverage_changes FORCE ROW LEVEL SECURITY;--> statement-breakpoint
GRANT SELECT ON coverage_changes TO procura_app;--> statement-breakpoint
CREATE POLICY coverage_changes_provider ON coverage_changes FOR SELECT USING ((SELECT app.all_tenants()));--> statement-breakpoint
-- Inserts and deletes record each tenant a statement touched, from its transition table: one
-- row per tenant, however many rows the statement wrote (no join of old and new: see 0009).
CREATE FUNCTION app.coverage_rows_changed() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO coverage_changes (tenant_id) SELECT DISTINCT tenant_id FROM new_rows;
  ELSE
    INSERT INTO coverage_changes (tenant_id) SELECT DISTINCT tenant_id FROM old_rows;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION app.coverage_rows_changed() FROM PUBLIC;
--> statement-breakpoint
-- An update records its row only when a column coverage is counted from changed (the WHEN of each
-- trigger): renaming a property or sending a contract's notice leaves the summary in use.
CREATE FUNCTION app.coverage_row_updated() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
BEGIN
  INSERT INTO coverage_changes (tenant_id) VALUES (OLD.tenant_id);
  IF NEW.tenant_id IS DISTINCT FROM OLD.tenant_id THEN
    INSERT INTO coverage_changes (tenant_id) VALUES (NEW.tenant_id);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION app.coverage_row_updated() FROM PUBLIC;
--> statement-breakpoint
CREATE TRIGGER properties_coverage_ins AFTER INSERT ON properties REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION app.coverage_rows_changed();--> statement-breakpoint
CREATE TRIGGER properties_coverage_del AFTER DELETE ON properties REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION app.coverage_rows_changed();--> statement-breakpoint
CREATE TRIGGER properties_coverage_upd AFTER UPDATE ON properties FOR EACH ROW
  WHEN (OLD.tenant_id IS DISTINCT FROM NEW.tenant_id OR OLD.client_id IS DISTINCT FROM NEW.client_id)
  EXECUTE FUNCTION app.coverage_row_updated();--> statement-breakpoint
CREATE TRIGGER property_services_coverage_ins AFTER INSERT ON property_services REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION app.coverage_rows_changed();--> statement-breakpoint
CREATE TRIGGER property_services_coverage_del AFTER DELETE ON property_services REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION app.coverage_rows_changed();--> statement-breakpoint
CREATE TRIGGER property_services_coverage_upd AFTER UPDATE ON property_services FOR EACH ROW
  WHEN (OLD.tenant_id IS DISTINCT FROM NEW.tenant_id OR OLD.property_id IS DISTINCT FROM NEW.property_id
    OR OLD.service_id IS DISTINCT FROM NEW.service_id)
  EXECUTE FUNCTION app.coverage_row_updated();--> statement-breakpoint
CREATE TRIGGER contracts_coverage_ins AFTER INSERT ON contracts REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION app.coverage_rows_changed();--> statement-breakpoint
CREATE TRIGGER contracts_coverage_del AFTER DELETE ON contracts REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION app.coverage_rows_changed();--> statement-breakpoint
CREATE TRIGGER contracts_coverage_upd AFTER UPDATE ON contracts FOR EACH ROW
  WHEN (OLD.tenant_id IS DISTINCT FROM NEW.tenant_id OR OLD.status IS DISTINCT FROM NEW.status
    OR OLD.start_on IS DISTINCT FROM NEW.start_on OR OLD.end_on IS DISTINCT FROM NEW.end_on)
  EXECUTE FUNCTION app.coverage_row_updated();--> statement-breakpoint
CREATE TRIGGER property_contract_services_coverage_ins AFTER INSERT ON property_contract_services REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION app.coverage_rows_changed();--> statement-breakpoint
CREATE TRIGGER property_contract_services_coverage_del AFTER DELETE ON property_contract_services REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION app.coverage_rows_changed();--> statement-breakpoint
CREATE TRIGGER property_contract_services_coverage_upd AFTER UPDATE ON property_contract_services FOR EACH ROW
  WHEN (OLD.tenant_id IS DISTINCT FROM NEW.tenant_id OR OLD.property_id IS DISTINCT FROM NEW.property_id
    OR OLD.service_id IS DISTINCT FROM NEW.service_id OR OLD.contract_id IS DISTINCT FROM NEW.contract_id
    OR OLD.start_on IS DISTINCT FROM NEW.start_on OR OLD.end_on IS DISTINCT FROM NEW.end_on)
  EXECUTE FUNCTION app.coverage_row_updated();
