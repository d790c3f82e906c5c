import { defineConfig } from '@playwright/test';
import journeys from '../playwright.config';

// npm run screens: docs/screens/*.png, on the journeys' build and site (scripts/e2e.ts), one page at a time.
export default defineConfig({ ...journeys, testDir: '.', workers: 1, fullyParallel: false, timeout: 120_000 });
