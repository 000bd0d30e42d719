import { INTERCOM_API_BASE, type ChatPageSettings, type TChatIdentity } from '@vetclinic/domain';
import type { ChatProvider } from './chat-provider';

type IntercomCall = unknown[];
/** Intercom's command function; before its script arrives, a stub that queues the calls in `q`. */
export interface IntercomQueue {
  (...args: unknown[]): void;
  q?: IntercomCall[];
}

declare global {
  interface Window {
    Intercom?: IntercomQueue;
  }
}

/** What the adapter touches, so a test can hand it a stand-in page. */
export interface ScriptHost {
  win: { Intercom?: IntercomQueue };
  doc: { createElement(tag: 'script'): HTMLScriptElement; head: { appendChild(node: HTMLScriptElement): unknown } };
}

/**
 * Intercom's single-page-app install: a queue stub for `Intercom(…)`, the async loader script
 * (`<base>/widget/<app id>`, given by the server) and `boot` with the region's API base. Rejects when
 * the script fails to load, so the caller can leave the page as it was.
 */
export function createIntercomProvider(host: ScriptHost = { win: window, doc: document }): ChatProvider {
  let bootSettings: Record<string, unknown> = {};
  return {
    start(chat: ChatPageSettings) {
      const { win, doc } = host;
      if (!win.Intercom) {
        const queue: IntercomQueue = (...args: unknown[]) => void queue.q!.push(args);
        queue.q = [];
        win.Intercom = queue;
      }
      bootSettings = {
        api_base: INTERCOM_API_BASE[chat.region],
        app_id: chat.app_id,
        // A visitor attribute the clinic's Intercom workflows read: may this visitor leave a message for later.
        can_schedule_messages: chat.canScheduleMessages,
      };
      win.Intercom('boot', bootSettings);
      return new Promise<void>((resolve, reject) => {
        const script = doc.createElement('script');
        script.async = true;
        script.src = chat.script_url;
        script.onload = () => resolve();
        script.onerror = () => reject(new Error(`chat script failed to load: ${chat.script_url}`));
        doc.head.appendChild(script);
      });
    },
    identify(identity: TChatIdentity | null) {
      const intercom = host.win.Intercom;
      if (!intercom) return;
      // Intercom's sign-out: end the client's conversation session, then start an anonymous one.
      if (!identity) {
        intercom('shutdown');
        intercom('boot', bootSettings);
        return;
      }
      intercom('update', { user_id: identity.user_id, user_hash: identity.user_hash, email: identity.email ?? undefined, name: identity.name });
    },
  };
}
