// npm run admin:create -- --email staff@example.ph --password '…'
// Creates an admin account, or promotes an existing one: sets its password, marks its address
// verified and ends its other sessions (design.md §6.4, decision 013).
import { parseArgs } from 'node:util';
import { createAuth } from '#src/server/auth/auth.ts';
import { ensureAdminUser } from '#src/server/features/accounts/admin-bootstrap.ts';
import { fail, loadScriptConfig, openScriptDatabase } from './script-database.ts';

const script = 'admin:create';
const usage = 'usage: npm run admin:create -- --email staff@example.ph --password "at least 8 characters"';

let values: { email?: string; password?: string; help?: boolean };
try {
  ({ values } = parseArgs({
    options: { email: { type: 'string' }, password: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
  }));
} catch (error) {
  fail(script, `${(error as Error).message}\n${usage}`);
}
if (values.help) {
  console.log(usage);
  process.exit(0);
}
const email = values.email?.trim() ?? '';
const password = values.password ?? '';
if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) fail(script, `--email must be an e-mail address\n${usage}`);
if (password.length < 8) fail(script, `--password must be at least 8 characters\n${usage}`);

const config = loadScriptConfig(script);
const { database, close } = await openScriptDatabase(config, script);
try {
  const auth = createAuth({ db: database.db, config });
  const outcome = await ensureAdminUser(auth, { email, password, resetPassword: true });
  const said = {
    created: 'created a new admin account',
    promoted: 'made the existing account an admin, set its password and signed it out everywhere',
    unchanged: 'the account was already an admin; its password is now the one given (signed out everywhere)',
    refused: 'nothing changed',
  }[outcome];
  console.log(`${script}: ${said} (${database.kind}). Sign in at ${config.publicUrl}/admin-access`);
} catch (error) {
  console.error(`${script}: ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  await close();
}
