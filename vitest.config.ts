import { defineConfig } from 'vitest/config';

// Two projects: server/common tests in Node, web component tests in jsdom. The React Router Vite
// plugin is not loaded here (it is for building the app, not for unit tests).
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'node',
          environment: 'node',
          include: ['src/server/**/*.test.ts', 'src/common/**/*.test.ts', 'scripts/**/*.test.ts'],
          // Test databases are copies of templates migrated and seeded once per run (ADR 026).
          globalSetup: ['src/server/test-support/test-templates.ts'],
          // A worker runs its files one after another and keeps the modules they imported: each
          // file still gets its own database and app (createTestApp), but not a new process that
          // loads the server, Fastify, Drizzle and PGlite again (about 3 s of CPU a file; ADR 026,
          // session 11). No server test mocks a module or changes process.env.
          isolate: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['src/web/**/*.test.{ts,tsx}'],
          setupFiles: ['src/web/test-setup.ts'],
          // One jsdom and one module cache per worker, as for the server files: test-setup.ts puts
          // the document back as a fresh one has it before each file (ADR 026, session 11).
          isolate: false,
          testTimeout: 30_000,
        },
      },
    ],
  },
});
