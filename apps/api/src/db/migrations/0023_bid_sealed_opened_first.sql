-- The sealing policies of bid lines and submissions (0020) with their terms reordered, nothing
-- else: the same rows pass. Once bids are opened the buyer reads every line of the RFP, and the
-- test that lets a line through is then "its RFP is opened" (a lookup in the list of opened RFPs,
-- read once per statement). Tried first, it spares each line the role and tenant tests before it:
-- the analysis of 100,000 bid lines reads them all (docs/rfp.md "Figures").
DROP POLICY bid_lines_sealed ON bid_lines;--> statement-breakpoint
CREATE POLICY bid_lines_sealed ON bid_lines AS RESTRICTIVE FOR SELECT USING (
  rfp_id IN (SELECT r.id FROM rfps r WHERE r.opened_at IS NOT NULL)
  OR current_user NOT IN ('procura_app', 'procura_request')
  OR tenant_id = ANY (coalesce((SELECT app.visible_tenant_ids()), '{}'::uuid[]))
);--> statement-breakpoint
DROP POLICY bid_submissions_sealed ON bid_submissions;--> statement-breakpoint
CREATE POLICY bid_submissions_sealed ON bid_submissions AS RESTRICTIVE FOR SELECT USING (
  rfp_id IN (SELECT r.id FROM rfps r WHERE r.opened_at IS NOT NULL)
  OR current_user NOT IN ('procura_app', 'procura_request')
  OR tenant_id = ANY (coalesce((SELECT app.visible_tenant_ids()), '{}'::uuid[]))
);
