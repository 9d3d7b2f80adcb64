import type { LaunchOptions } from '@playwright/test';
import launchOptions from '../../tooling/chromium-launch-options.cjs';

export const chromiumLaunchOptions: LaunchOptions = launchOptions;
