import { getConfig } from './config';

export type FeatureFlag = 'enhancedSignup';

/** Whether a feature is switched on in FEATURE_FLAGS (read once at start with the rest of the config). */
export function isFeatureEnabled(flag: FeatureFlag): boolean {
  return getConfig()
    .FEATURE_FLAGS.split(',')
    .map((name) => name.trim())
    .includes(flag);
}
