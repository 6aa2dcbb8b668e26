import { describe, expect, it } from 'vitest';
import { statementSummary } from './statement-summary.js';

describe('a statement named for a span', () => {
  it('is its verb and the first table it names', () => {
    expect(statementSummary('select "id", "title" from "rfps" where "rfps"."tenant_id" = $1 limit $2')).toEqual({ operation: 'SELECT', table: 'rfps' });
    expect(statementSummary('insert into "background_jobs" ("id") values ($1) returning *')).toEqual({ operation: 'INSERT', table: 'background_jobs' });
    expect(statementSummary('update "users" set "name" = $1 where "id" = $2')).toEqual({ operation: 'UPDATE', table: 'users' });
    expect(statementSummary('delete from app.sessions where id = $1')).toEqual({ operation: 'DELETE', table: 'sessions' });
    expect(statementSummary('  select app.auth_version($1, $2)')).toEqual({ operation: 'SELECT' });
  });

  it('never takes a word from a literal', () => {
    expect(statementSummary("select 'sent from alice@example.com' as note")).toEqual({ operation: 'SELECT' });
    expect(statementSummary("select * from \"notes\" where body = 'it''s from bob'")).toEqual({ operation: 'SELECT', table: 'notes' });
  });
});
