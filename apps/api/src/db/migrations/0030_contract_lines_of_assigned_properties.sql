-- A client member whose property access is ASSIGNED sees only the properties granted to them
-- (policy properties_assigned, migration 0007). The contracts' rows of a property carried no such
-- policy: such a member read every property contract and service line of the client's contracts.
-- They now follow the property, as its contacts, services and documents do (docs/contracts.md
-- "Records and who sees them"). Restrictive and for every command, so such a member neither reads
-- nor writes a line of a property not granted; other readers are untouched (the flag is false).
CREATE POLICY property_contracts_assigned ON property_contracts AS RESTRICTIVE
  USING (NOT (SELECT app.assigned_properties_only())
         OR EXISTS (SELECT 1 FROM property_user_access a WHERE a.property_id = property_contracts.property_id AND a.user_id = (SELECT app.user_id())));
--> statement-breakpoint
CREATE POLICY property_contract_services_assigned ON property_contract_services AS RESTRICTIVE
  USING (NOT (SELECT app.assigned_properties_only())
         OR EXISTS (SELECT 1 FROM property_user_access a WHERE a.property_id = property_contract_services.property_id AND a.user_id = (SELECT app.user_id())));
