// The e2e tests' SQL splits a command into statements at semicolons outside quotes (e2e/siteSql.ts).
import { describe, expect, it } from 'vitest';
import { statementsOf } from '../../e2e/siteSql.ts';

describe('local D1 statements (docs/architecture.md: The worker)', () => {
  it('splits at semicolons outside quotes and drops empty ones', () => {
    expect(statementsOf("DELETE FROM a WHERE x = 'a;b'; INSERT INTO a VALUES ('it''s; fine');\n")).toEqual([
      "DELETE FROM a WHERE x = 'a;b'",
      "INSERT INTO a VALUES ('it''s; fine')",
    ]);
    expect(statementsOf('SELECT 1')).toEqual(['SELECT 1']);
  });
});
