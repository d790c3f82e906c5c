import { type ComponentType, useEffect, useState } from 'react';
import { useAuth } from '@/hooks/useAuth';
import { isSignedIn } from '@/lib/auth/reader-name';

type Question = ComponentType<{ uid: string }>;

// Once per page load and member: client-side navigation does not ask the account again.
const followed = new Set<string>();

/**
 * Where the reading-history question may appear, after sign-in. The code that asks the account
 * and the question itself are fetched with import() for members only: visitors' first loads
 * carry only this slot.
 */
export function ReadingHistoryQuestionSlot() {
  const { user } = useAuth();
  const uid = isSignedIn(user) ? user.uid : null;
  const [asking, setAsking] = useState<{ uid: string; Question: Question } | null>(null);
  useEffect(() => {
    if (!uid || followed.has(uid)) return;
    followed.add(uid);
    import('@/lib/reading-history/account-reading-history')
      .then((account) => account.followAfterSignIn(uid, Date.now()))
      .then(async (ask) => {
        if (!ask) return;
        const { ReadingHistoryQuestion } = await import('./ReadingHistoryQuestion');
        setAsking({ uid, Question: ReadingHistoryQuestion });
      })
      .catch((error: unknown) => {
        followed.delete(uid);
        console.error('Following your reading history failed', error);
      });
  }, [uid]);
  if (!asking || asking.uid !== uid) return null;
  return <asking.Question uid={asking.uid} />;
}
