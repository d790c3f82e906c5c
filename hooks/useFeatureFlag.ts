import { useEffect, useState } from 'react';
import { type FlagName, siteFlags } from '@/lib/flags/flag-client';

/**
 * A feature flag for rendering. The server and the hydrating render use configuration only (the
 * browser's cached service answer would make the HTML differ); the cached or fetched answer
 * follows after hydration.
 */
export function useFeatureFlag(name: FlagName, client = siteFlags): boolean {
  const [enabled, setEnabled] = useState<boolean | null>(null);
  useEffect(() => {
    let live = true;
    void client.refresh().then(() => {
      if (live) setEnabled(client.isEnabled(name));
    });
    return () => {
      live = false;
    };
  }, [client, name]);
  return enabled ?? client.isConfigured(name);
}
