-- ai_usage has a bigserial id: inserts as procura_app need its sequence (the grant in 0001 covered
-- only the sequences that existed then).
GRANT USAGE ON SEQUENCE ai_usage_id_seq TO procura_app;
