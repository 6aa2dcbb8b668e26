-- The workspace each audit entry was made from (docs/history.md): the record's owner (tenant_id)
-- need not be the actor's workspace, as when the provider edits a client's contract. Entries
-- written before this column have none. The provider's audit search reads newest first across
-- every tenant: an index on the creation time serves its default order and date range.
ALTER TABLE "audit_log" ADD COLUMN "workspace_tenant_id" uuid;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_workspace_tenant_id_tenants_id_fk" FOREIGN KEY ("workspace_tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_created_idx" ON "audit_log" USING btree ("created_at","id");
