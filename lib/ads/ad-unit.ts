// Kept apart from gpt.ts: reader pages read this switch in their first load, while the Google
// Publisher Tag loader (gpt.ts) is loaded later, and only for readers who see ads (decision 290).

/** NEXT_PUBLIC_AD_UNIT_PREFIX, built in ('' when unset, next.config.ts), so a site without ads ships none of their code. */
export const adUnitPrefix: string | null = process.env.NEXT_PUBLIC_AD_UNIT_PREFIX || null;
