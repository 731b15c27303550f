/**
 * Stops the shared server e2e/globalSetup.ts started (its store and SMTP sink with it) and removes the
 * directory its e-mails were written to, once every test file has run.
 */
import { rmSync } from 'node:fs';

export default async function globalTeardown() {
  const server = (globalThis as Record<string, unknown>).__E2E_SERVER__ as { close: () => Promise<void> } | undefined;
  await server?.close();
  if (process.env.E2E_MAIL_DIR) rmSync(process.env.E2E_MAIL_DIR, { recursive: true, force: true });
}
