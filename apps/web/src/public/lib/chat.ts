import type { ClinicPageSettings } from '../page-settings';

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

/** What starts a provider's widget; none is configured yet, so the default does nothing. */
export type ChatStarter = (chat: ChatSettings) => Promise<void> | void;
const noProvider: ChatStarter = () => undefined;

/** Starts the chat when the guard allows it; resolves true when it did. */
export async function loadChat(
  settings: Pick<ClinicPageSettings, 'chat'> | undefined,
  env: ChatEnvironment = currentChatEnvironment(),
  start: ChatStarter = noProvider,
): Promise<boolean> {
  const chat = settings?.chat;
  if (!shouldLoadChat(chat, env)) return false;
  await start(chat);
  return true;
}
