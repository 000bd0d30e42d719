import type { TChatIdentity } from '@vetclinic/domain';
import { readToken, subscribeTokens } from '../account/auth-storage';
import { PARENT_API, authedHttp } from '../account/session-api';
import type { ChatProvider } from './chat-provider';

const http = authedHttp();

/** The server signs the signed-in parent's identity with the clinic's chat secret (null without one). */
const fetchIdentity = (clinicId: number) =>
  http.get<{ data: TChatIdentity | null }>(`${PARENT_API}/chat-identity`, { clinic_id: clinicId }).then((r) => r.data);

/**
 * Keeps the chat told who the visitor is: the signed-in client now and after a later sign-in, a fresh
 * anonymous visitor after sign-out. A failed lookup leaves the chat anonymous.
 */
export function linkIdentity(provider: ChatProvider, clinicId: number, deps = { readToken, subscribeTokens, fetchIdentity }): () => void {
  let identified = false;
  let last = deps.readToken();
  const sync = async () => {
    if (deps.readToken()) {
      const identity = await deps.fetchIdentity(clinicId).catch(() => null);
      if (identity) {
        provider.identify(identity);
        identified = true;
      }
    } else if (identified) {
      provider.identify(null);
      identified = false;
    }
  };
  void sync();
  return deps.subscribeTokens(() => {
    const token = deps.readToken();
    if (token === last) return;
    last = token;
    void sync();
  });
}
