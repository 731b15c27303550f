/**
 * Operator CLI for the lead store, reading the same store as the server (LEADS_DB_PATH or
 * DATABASE_URL, see docs/leads.md):
 *
 *   npm run leads -- list [--limit N]                      newest first, with spam flags and notification status
 *   npm run leads -- export --format csv|json [--no-spam]  everything, to stdout (redirect to a file)
 *   npm run leads -- retry-failed                          requeue notifications that ran out of attempts
 *
 * Safe while the server runs: SQLite is in WAL mode (readers never block the writer), and a requeued
 * job is picked up by the running server's worker.
 */
import { existsSync } from 'node:fs';
import { leadConfigFromEnv } from '../server/leads/config';
import { toCsv, toJson, toList } from '../server/leads/export';
import { openLeadStore } from '../server/leads/openLeadStore';

const usage = `Usage:
  npm run leads -- list [--limit N]
  npm run leads -- export --format csv|json [--no-spam]
  npm run leads -- retry-failed`;

function option(args: string[], name: string): string | undefined {
  const index = args.indexOf(name);
  if (index !== -1) return args[index + 1];
  return args.find((arg) => arg.startsWith(`${name}=`))?.slice(name.length + 1);
}

async function main(args: string[]): Promise<number> {
  const [command, ...rest] = args;
  if (!command || command === '--help' || command === '-h') {
    console.log(usage);
    return command ? 0 : 1;
  }
  if (!['list', 'export', 'retry-failed'].includes(command)) {
    console.error(`Unknown command "${command}".\n${usage}`);
    return 1;
  }
  let format: string | undefined;
  if (command === 'export') {
    format = option(rest, '--format');
    if (format !== 'csv' && format !== 'json') {
      console.error(`export needs --format csv or --format json.\n${usage}`);
      return 1;
    }
  }

  const config = leadConfigFromEnv();
  const store = await openLeadStore({ databaseUrl: config.databaseUrl, sqlitePath: config.sqlitePath });
  try {
    if (command === 'list') {
      const limit = option(rest, '--limit');
      process.stdout.write(toList(await store.listLeads({ limit: limit ? Number(limit) : undefined })));
    } else if (command === 'export') {
      let leads = await store.listLeads();
      if (rest.includes('--no-spam')) leads = leads.filter((lead) => !lead.spamReason);
      process.stdout.write(format === 'csv' ? toCsv(leads) : toJson(leads));
    } else {
      const count = await store.retryFailed(Date.now());
      console.log(
        count === 0
          ? 'No failed notifications.'
          : `${count} failed notification(s) queued again; the running server's worker sends them.`,
      );
    }
  } finally {
    await store.close();
  }
  return 0;
}

// The same .env as the server (server/main.ts), so both open the same store.
if (existsSync('.env')) process.loadEnvFile('.env');
process.exitCode = await main(process.argv.slice(2));
