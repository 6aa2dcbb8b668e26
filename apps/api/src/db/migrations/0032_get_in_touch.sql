CREATE TABLE "contact_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"name" text NOT NULL,
	"company" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"need" text NOT NULL,
	"properties_count" integer NOT NULL,
	"status" text DEFAULT 'NEW' NOT NULL,
	"client_id" uuid,
	"vendor_invited_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contact_requests_status_check" CHECK ("contact_requests"."status" in ('NEW', 'CONTACTED', 'CONVERTED', 'CLOSED'))
);
--> statement-breakpoint
CREATE TABLE "get_in_touch_settings" (
	"tenant_id" uuid PRIMARY KEY NOT NULL,
	"inbox_email" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contact_requests" ADD CONSTRAINT "contact_requests_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "get_in_touch_settings" ADD CONSTRAINT "get_in_touch_settings_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_requests_tenant_created_idx" ON "contact_requests" USING btree ("tenant_id","created_at","id");--> statement-breakpoint
-- Get in touch (docs/product.md "Get in touch"): the provider's rows; the public form writes on the system handle.
SELECT app.secure_tenant_table('contact_requests');--> statement-breakpoint
SELECT app.secure_tenant_table('get_in_touch_settings');