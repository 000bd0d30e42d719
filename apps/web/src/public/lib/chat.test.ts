import { describe, expect, it, vi } from 'vitest';
import { loadChat, shouldLoadChat, type ChatSettings } from './chat';
import { createIntercomProvider, type IntercomQueue, type ScriptHost } from '../chat/intercom-provider';
import { linkIdentity } from '../chat/link-identity';
import type { ChatProvider } from '../chat/chat-provider';

const chat: ChatSettings = { provider: 'intercom', region: 'eu', app_id: 'app1', script_url: 'https://widget.intercom.io/widget/app1', canScheduleMessages: false };
const page = { pathname: '/book/happy-paws', inIframe: false };
const now = async () => undefined;

/** A page stand-in that records the script the adapter appends. */
function fakeHost() {
  const scripts: HTMLScriptElement[] = [];
  const host: ScriptHost = {
    win: {},
    doc: { createElement: () => ({}) as HTMLScriptElement, head: { appendChild: (s) => scripts.push(s) } },
  };
  return { host, scripts };
}

describe('chat widget guard', () => {
  it('should not start when the clinic has no chat configured', async () => {
    const start = vi.fn();
    expect(shouldLoadChat(null, page)).toBe(false);
    expect(await loadChat({ chat: null }, page, start, now)).toBe(false);
    expect(await loadChat(undefined, page, start, now)).toBe(false);
    expect(start).not.toHaveBeenCalled();
  });

  it('should not start on the root path', async () => {
    const start = vi.fn();
    expect(await loadChat({ chat }, { pathname: '/', inIframe: false }, start, now)).toBe(false);
    expect(start).not.toHaveBeenCalled();
  });

  it('should not start inside an iframe', async () => {
    const start = vi.fn();
    expect(await loadChat({ chat }, { pathname: '/book/happy-paws', inIframe: true }, start, now)).toBe(false);
    expect(start).not.toHaveBeenCalled();
  });

  it('should start when configured, off the root path and top-level, only after the page painted', async () => {
    const order: string[] = [];
    const start = vi.fn(() => void order.push('start'));
    const clinic = { id: 1, slug: 'happy-paws', name: 'Happy Paws' };
    expect(await loadChat({ chat, clinic }, page, start, async () => void order.push('painted'))).toBe(true);
    expect(start).toHaveBeenCalledWith(chat, 1);
    expect(order).toEqual(['painted', 'start']);
  });

  it('should resolve false and not throw when the provider fails to load', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await expect(loadChat({ chat }, page, () => Promise.reject(new Error('blocked')), now)).resolves.toBe(false);
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});

describe('Intercom adapter', () => {
  it('should queue boot with the region\'s API base and app id and load the script the server named', async () => {
    const { host, scripts } = fakeHost();
    const started = createIntercomProvider(host).start({ ...chat, canScheduleMessages: true });
    expect((host.win.Intercom as IntercomQueue).q).toEqual([['boot', { api_base: 'https://api-iam.eu.intercom.io', app_id: 'app1', can_schedule_messages: true }]]);
    expect(scripts).toHaveLength(1);
    expect(scripts[0]!.src).toBe('https://widget.intercom.io/widget/app1');
    expect(scripts[0]!.async).toBe(true);
    scripts[0]!.onload!(new Event('load'));
    await expect(started).resolves.toBeUndefined();
  });

  it('should reject when the script cannot load', async () => {
    const { host, scripts } = fakeHost();
    const started = createIntercomProvider(host).start(chat);
    (scripts[0]!.onerror as () => void)();
    await expect(started).rejects.toThrow(/failed to load/);
  });
});

describe('chat identity of a signed-in client', () => {
  const identity = { user_id: 'parent-7', user_hash: 'abc', email: 'pat@example.test', name: 'Pat Parent' };

  it('should tell Intercom who the client is, and start an anonymous session after sign-out', () => {
    const { host } = fakeHost();
    const intercom = createIntercomProvider(host);
    void intercom.start(chat);
    intercom.identify(identity);
    intercom.identify(null);
    expect((host.win.Intercom as IntercomQueue).q!.map((c) => c[0])).toEqual(['boot', 'update', 'shutdown', 'boot']);
    expect((host.win.Intercom as IntercomQueue).q![1]).toEqual(['update', { user_id: 'parent-7', user_hash: 'abc', email: 'pat@example.test', name: 'Pat Parent' }]);
    expect((host.win.Intercom as IntercomQueue).q![3]).toEqual((host.win.Intercom as IntercomQueue).q![0]);
  });

  it('should identify a client who signs in later, forget them on sign-out, and stay anonymous when the lookup fails', async () => {
    let token: string | null = null;
    let notify = () => undefined as void;
    const provider: ChatProvider = { start: vi.fn(), identify: vi.fn() };
    const fetchIdentity = vi.fn().mockResolvedValueOnce(identity).mockRejectedValueOnce(new Error('offline'));
    const settle = () => new Promise((r) => setTimeout(r, 0));
    linkIdentity(provider, 1, { readToken: () => token, subscribeTokens: (cb) => ((notify = cb), () => undefined), fetchIdentity });
    await settle();
    expect(fetchIdentity).not.toHaveBeenCalled();
    token = 'a';
    notify();
    await settle();
    expect(fetchIdentity).toHaveBeenCalledWith(1);
    expect(provider.identify).toHaveBeenLastCalledWith(identity);
    token = null;
    notify();
    await settle();
    expect(provider.identify).toHaveBeenLastCalledWith(null);
    token = 'b';
    notify();
    await settle();
    expect(provider.identify).toHaveBeenCalledTimes(2);
  });
});
