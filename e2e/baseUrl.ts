/** Where the run's shared server is (set by the jest globalSetup that started it: e2e/siteServer.ts). */
export const baseUrl = (): string => {
  const url = process.env.E2E_BASE_URL;
  if (!url) throw new Error('E2E_BASE_URL is not set (the jest globalSetup starts the server)');
  return url;
};
