import { API_READS_CACHE } from '@/sw/caches';

/**
 * Forgets the API answers the service worker kept for offline use (src/sw/service-worker.ts): they may be
 * a fan's own (their entries, their balance), and the next person signed in on this device must never see
 * them. Called whenever who is signed in changes.
 */
export async function forgetKeptAnswers(): Promise<void> {
  if (typeof caches === 'undefined') return;
  try {
    await caches.delete(API_READS_CACHE);
  } catch (error) {
    // Storage blocked (private mode): nothing was kept.
    console.warn('The offline answers could not be cleared', error);
  }
}
