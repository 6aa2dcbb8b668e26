CREATE TABLE "reminders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"subject_type" text NOT NULL,
	"subject_id" uuid NOT NULL,
	"threshold_days" integer NOT NULL,
	"due_on" date NOT NULL,
	"sent_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "reminders" ADD CONSTRAINT "reminders_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reminders_subject_idx" ON "reminders" USING btree ("subject_type","subject_id","threshold_days","due_on");--> statement-breakpoint
-- The warnings already sent move to rows: one per certificate, threshold and expiry date.
INSERT INTO reminders (tenant_id, subject_type, subject_id, threshold_days, due_on, sent_at)
SELECT d.tenant_id, 'vendor_document', d.id, w.days, d.expires_on, w.sent_at
FROM vendor_documents d
CROSS JOIN LATERAL (VALUES (30, d.warned_30_at), (7, d.warned_7_at)) AS w(days, sent_at)
WHERE d.expires_on IS NOT NULL AND w.sent_at IS NOT NULL;--> statement-breakpoint
SELECT app.secure_tenant_table('reminders');--> statement-breakpoint
-- A certificate's reminders are read by whoever reads the certificate (a client it was onboarded
-- for, as vendor_documents_with_vendor); writing stays with the owner's scope.
CREATE POLICY reminders_vendor_document_read ON reminders FOR SELECT USING (subject_type = 'vendor_document' AND EXISTS (SELECT 1 FROM vendor_documents d WHERE d.id = reminders.subject_id));--> statement-breakpoint
ALTER TABLE "vendor_documents" DROP COLUMN "warned_30_at";--> statement-breakpoint
ALTER TABLE "vendor_documents" DROP COLUMN "warned_7_at";