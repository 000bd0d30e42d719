import type { ClinicPageSettings } from '../page-settings';
import { CHAT_PROVIDERS } from '../chat/chat-provider';

export type ChatSettings = NonNullable<ClinicPageSettings['chat']>;

export interface ChatEnvironment { pathname: string; inIframe: boolean }

/** Spec §2: the chat widget starts only when configured, never on "/" and never inside an iframe. */
export function shouldLoadChat(chat: ChatSettings | null | undefined, env: ChatEnvironment): chat is ChatSettings {
  return !!chat && env.pathname !== '/' && !env.inIframe;
}

export function currentChatEnvironment(): ChatEnvironment {
  let inIframe: boolean;
  try {
    inIframe = window.self !== window.top;
  } catch {
    // A cross-origin parent throws on access: that is an iframe too.
    inIframe = true;
  }
  return { pathname: window.location.pathname, inIframe };
}

/** What starts a provider's widget for the clinic's page. */
export type ChatStarter = (chat: ChatSettings, clinicId: number | null) => Promise<void> | void;

/**
 * The clinic's provider adapter, fetched only now (its own chunk), started with the page settings,
 * then told who a signed-in client is.
 */
export const startConfiguredProvider: ChatStarter = async (chat, clinicId) => {
  const load = CHAT_PROVIDERS[chat.provider];
  if (!load) throw new Error(`unknown chat provider: ${String(chat.provider)}`);
  const [provider, { linkIdentity }] = await Promise.all([load(), import('../chat/link-identity')]);
  await provider.start(chat);
  if (clinicId) linkIdentity(provider, clinicId);
};

/**
 * Resolves after the page's first paint and load, when the browser is idle: the chat's code and the
 * vendor's script never compete with the booking page's first view.
 */
export function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => {
    const idle = () => (typeof window.requestIdleCallback === 'function'
      ? window.requestIdleCallback(() => resolve(), { timeout: 3000 })
      : setTimeout(resolve, 200));
    if (document.readyState === 'complete') idle();
    else window.addEventListener('load', idle, { once: true });
  });
}

/**
 * Starts the chat when the guard allows it; resolves true when it started. A provider that fails
 * (blocked script, vendor outage) is logged and leaves the page as it was: never a broken page.
 */
export async function loadChat(
  settings: (Pick<ClinicPageSettings, 'chat'> & Partial<Pick<ClinicPageSettings, 'clinic'>>) | undefined,
  env: ChatEnvironment = currentChatEnvironment(),
  start: ChatStarter = startConfiguredProvider,
  wait: () => Promise<void> = afterFirstPaint,
): Promise<boolean> {
  const chat = settings?.chat;
  if (!shouldLoadChat(chat, env)) return false;
  try {
    await wait();
    await start(chat, settings?.clinic?.id ?? null);
    return true;
  } catch (err) {
    console.warn('The chat widget could not start', err);
    return false;
  }
}
