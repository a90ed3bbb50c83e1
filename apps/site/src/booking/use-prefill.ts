import type { TMember } from '@app/shared';
import { useEffect } from 'react';
import { api } from '../lib/api';
import { useSignedIn } from '../lib/member-session';
import { type BookingDraft, prefillFromMember } from './draft';

/**
 * A signed-in member books as themselves: once their record is read, the first participant and the
 * billing are filled with it (empty fields only). Without a session, or if it fails, nothing changes.
 */
export function usePrefill(setDraft: (update: (d: BookingDraft) => BookingDraft) => void) {
  const signedIn = useSignedIn();
  useEffect(() => {
    if (!signedIn) return;
    const controller = new AbortController();
    api<{ user: TMember }>('/member/me', { signal: controller.signal }).then(
      ({ user }) => setDraft((d) => prefillFromMember(d, user)),
      () => undefined,
    );
    return () => controller.abort();
  }, [signedIn, setDraft]);
}
