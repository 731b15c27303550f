/**
 * The site as `npm run edit` serves it (scripts/editServer.ts), in a process of its own, started
 * again after each rebuild so that its pages (a gallery project just added) and their files are the
 * new build's: the server reads both when it starts. Localhost only; no lead API.
 *
 *   OUT_DIR=<build> PORT=<port> node --import tsx scripts/editSite.ts
 */
import { buildServer } from '../server/buildServer';
import { siteDir } from '../server/site/buildOutput';

const app = await buildServer({ distDir: siteDir() });
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.send?.('listening');
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
