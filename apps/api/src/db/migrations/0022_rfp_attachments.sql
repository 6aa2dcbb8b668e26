CREATE TABLE "rfp_attachments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"party_tenant_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"rfp_id" uuid NOT NULL,
	"rfp_line_id" uuid,
	"addendum_id" uuid,
	"file_key" text NOT NULL,
	"name" text NOT NULL,
	"category" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rfp_attachments_category_check" CHECK ("rfp_attachments"."category" in ('rfp_attachment', 'rfp_property_attachment')),
	CONSTRAINT "rfp_attachments_line_check" CHECK (("rfp_attachments"."category" = 'rfp_property_attachment') = ("rfp_attachments"."rfp_line_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "rfp_attachments" ADD CONSTRAINT "rfp_attachments_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfp_attachments" ADD CONSTRAINT "rfp_attachments_rfp_id_rfps_id_fk" FOREIGN KEY ("rfp_id") REFERENCES "public"."rfps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfp_attachments" ADD CONSTRAINT "rfp_attachments_rfp_line_id_rfp_lines_id_fk" FOREIGN KEY ("rfp_line_id") REFERENCES "public"."rfp_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfp_attachments" ADD CONSTRAINT "rfp_attachments_addendum_id_rfp_addenda_id_fk" FOREIGN KEY ("addendum_id") REFERENCES "public"."rfp_addenda"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfp_attachments" ADD CONSTRAINT "rfp_attachments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "rfp_attachments_file_key_idx" ON "rfp_attachments" USING btree ("file_key");--> statement-breakpoint
CREATE INDEX "rfp_attachments_rfp_idx" ON "rfp_attachments" USING btree ("rfp_id","created_at");--> statement-breakpoint
CREATE INDEX "rfp_attachments_parties_idx" ON "rfp_attachments" USING gin ("party_tenant_ids");--> statement-breakpoint
-- Row security (docs/architecture.md "Tenancy and sharing"): the client's tenant owns an RFP's
-- documents; publishing and each addendum name the invited tenants as their parties.
SELECT app.secure_tenant_table('rfp_attachments', shared => true);
