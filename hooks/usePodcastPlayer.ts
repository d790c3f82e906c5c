import { useContext } from 'react';
import { PodcastPlayerContext, type PodcastPlayerContextValue } from '@/context/PodcastPlayerProvider';

export function usePodcastPlayer(): PodcastPlayerContextValue {
  const value = useContext(PodcastPlayerContext);
  if (!value) throw new Error('usePodcastPlayer must be used within a PodcastPlayerProvider');
  return value;
}
