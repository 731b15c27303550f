/**
 * Operator CLI for the lead store, reading the same store as the server (LEADS_DB_PATH or
 * DATABASE_URL, see docs/leads.md):
 *
 *   npm run leads -- list [--limit N]                      newest first, with spam flags and notification status
 *   npm run leads -- export --format csv|json [--no-spam]  everything, to stdout (redirect to a file)
 *   npm run leads -- retry-failed                          requeue notifications that ran out of attempts
 *   npm run leads -- bookings [--date YYYY-MM-DD]          a day's visits (default: today, Dallas time)
 *   npm run leads -- bookings cancel <reference>           cancel a visit (the visitor gets the cancel e-mail)
 *   npm run leads -- bookings close <YYYY-MM-DD>           close a date to new visits; lists the visits that stand on it
 *
 * Safe while the server runs: SQLite is in WAL mode (readers never block the writer), and a requeued
 * job is picked up by the running server's worker.
 */
import { existsSync } from 'node:fs';
import { leadConfigFromEnv } from '../server/leads/config';
import { toCsv, toJson, toList } from '../server/leads/export';
import { openLeadStore } from '../server/leads/openLeadStore';
import { BookingStore } from '../server/bookings/bookingStore';
import { SqlLeadStore } from '../server/leads/sqlStore';
import { bookingsCommand } from '../server/bookings/operator';

const usage = `Usage:
  npm run leads -- list [--limit N]
  npm run leads -- export --format csv|json [--no-spam]
  npm run leads -- retry-failed
  npm run leads -- bookings [--date YYYY-MM-DD]
  npm run leads -- bookings cancel <reference>
  npm run leads -- bookings close <YYYY-MM-DD>`;

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
  if (!['list', 'export', 'retry-failed', 'bookings'].includes(command)) {
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
  if (!(store instanceof SqlLeadStore)) throw new Error('the lead store has no bookings');
  const bookings = new BookingStore(store.db, store.dialect);
  try {
    if (command === 'bookings') return await bookingsCommand(rest, bookings, config.webhookUrl !== undefined);
    if (command === 'list') {
      const limit = option(rest, '--limit');
      const leads = await store.listLeads({ limit: limit ? Number(limit) : undefined });
      process.stdout.write(toList(leads, await bookings.latestOfLeads(leads.map((lead) => lead.id))));
    } else if (command === 'export') {
      let leads = await store.listLeads();
      if (rest.includes('--no-spam')) leads = leads.filter((lead) => !lead.spamReason);
      const booked = await bookings.latestOfLeads(leads.map((lead) => lead.id));
      process.stdout.write(format === 'csv' ? toCsv(leads, booked) : toJson(leads, booked));
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
