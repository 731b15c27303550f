export default async function globalTeardown() {
  const server = (globalThis as Record<string, unknown>).__E2E_SERVER__ as { close: () => Promise<void> } | undefined;
  await server?.close();
}
