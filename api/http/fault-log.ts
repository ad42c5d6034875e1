/**
 * What the log may keep of an unexpected error: the kinds of error, PostgreSQL's code and the names
 * of the constraint, table and column at fault, and where in the code it happened. Never a message:
 * Drizzle's "Failed query" message lists every parameter (an e-mail, a password hash, a phone, a
 * cat's medical notes), the driver's `detail` quotes the row or key ("Key (phone)=(082…) already
 * exists"), and even plain messages quote values ("invalid input syntax for type uuid: …", valibot's
 * "received …", JSON.parse's). Names, codes and stack frames are written by the code, not the owner.
 */

/** PostgreSQL's fields that name the schema's parts, as PGlite and postgres.js each spell them. */
const SCHEMA_FIELDS = {
  constraint: ['constraint', 'constraint_name'],
  table: ['table', 'table_name'],
  column: ['column', 'column_name'],
} as const;

/** A SQLSTATE (23505) or a system error's code (ECONNREFUSED): letters, digits and underscores only. */
const CODE = /^[A-Z0-9_]{1,40}$/i;
/** A name PostgreSQL gives a part of the schema, written by us in the migrations. */
const SCHEMA_NAME = /^[a-z_][a-z0-9_$]{0,62}$/i;
/** The causes followed at most: Drizzle wraps the driver's error once; a loop must not hang the log. */
const MOST_CAUSES = 5;

function fieldOf(error: object, names: readonly string[], shape: RegExp): string | undefined {
  for (const name of names) {
    const value: unknown = (error as Record<string, unknown>)[name];
    if (typeof value === 'string' && shape.test(value)) return value;
  }
  return undefined;
}

/** The error's kind: its own name, or its class's where the name is the generic "Error" (Drizzle's). */
function kindOf(error: object): string {
  const name = (error as { name?: unknown }).name;
  const kind = typeof name === 'string' && name !== 'Error' ? name : error.constructor?.name;
  return typeof kind === 'string' && SCHEMA_NAME.test(kind) ? kind : 'Error';
}

/** The stack's frames without its first lines, which repeat the message (Drizzle's over several lines). */
function framesOf(error: object): string[] {
  const stack = (error as { stack?: unknown }).stack;
  return typeof stack === 'string' ? stack.split('\n').filter((line) => /^\s+at /.test(line)) : [];
}

/**
 * One line naming the fault, then the outermost error's frames: "DrizzleQueryError caused by
 * PostgresError, code 23505, constraint users_email_unique, table users".
 */
export function describeFault(fault: unknown): string {
  const chain: object[] = [];
  for (let link = fault; typeof link === 'object' && link !== null && chain.length < MOST_CAUSES; link = (link as { cause?: unknown }).cause) {
    chain.push(link);
  }
  if (chain.length === 0) return `a thrown ${typeof fault}, not an Error`;
  const parts = [chain.map(kindOf).join(' caused by ')];
  // The code closest to its source: the driver's SQLSTATE rather than anything wrapping it.
  const code = chain.map((error) => fieldOf(error, ['code'], CODE)).findLast((found) => found !== undefined);
  if (code !== undefined) parts.push(`code ${code}`);
  for (const [label, names] of Object.entries(SCHEMA_FIELDS)) {
    const found = chain.map((error) => fieldOf(error, names, SCHEMA_NAME)).findLast((value) => value !== undefined);
    if (found !== undefined) parts.push(`${label} ${found}`);
  }
  return [parts.join(', '), ...framesOf(chain[0]!)].join('\n');
}
