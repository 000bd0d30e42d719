import type { ChatPageSettings, ChatProvider as ChatProviderName, TChatIdentity } from '@vetclinic/domain';

/** One chat vendor's loader: puts its widget on the page from the clinic's page settings. */
export interface ChatProvider {
  /** Resolves once the vendor's script has loaded and the widget was started; rejects when it could not load. */
  start(chat: ChatPageSettings): Promise<void>;
  /** Tells the widget who the signed-in client is; null after sign-out (a fresh anonymous visitor). */
  identify(identity: TChatIdentity | null): void;
}

/**
 * The adapters by provider name, each loaded on demand so no vendor code is in the page's first
 * bundle. A provider the page does not know (a newer server) starts nothing.
 */
export const CHAT_PROVIDERS: Record<ChatProviderName, () => Promise<ChatProvider>> = {
  intercom: () => import('./intercom-provider').then((m) => m.createIntercomProvider()),
};
