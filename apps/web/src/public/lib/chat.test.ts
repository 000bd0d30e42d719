import { describe, expect, it, vi } from 'vitest';
import { loadChat, shouldLoadChat, type ChatSettings } from './chat';

const chat: ChatSettings = { region: 'eu', app_id: 'app', auth_key: 'key', canScheduleMessages: false };
const page = { pathname: '/book/happy-paws', inIframe: false };

describe('chat widget guard', () => {
  it('should not start when the clinic has no chat configured', async () => {
    const start = vi.fn();
    expect(shouldLoadChat(null, page)).toBe(false);
    expect(await loadChat({ chat: null }, page, start)).toBe(false);
    expect(await loadChat(undefined, page, start)).toBe(false);
    expect(start).not.toHaveBeenCalled();
  });

  it('should not start on the root path', async () => {
    const start = vi.fn();
    expect(await loadChat({ chat }, { pathname: '/', inIframe: false }, start)).toBe(false);
    expect(start).not.toHaveBeenCalled();
  });

  it('should not start inside an iframe', async () => {
    const start = vi.fn();
    expect(await loadChat({ chat }, { pathname: '/book/happy-paws', inIframe: true }, start)).toBe(false);
    expect(start).not.toHaveBeenCalled();
  });

  it('should start when configured, off the root path and top-level', async () => {
    const start = vi.fn();
    expect(await loadChat({ chat }, page, start)).toBe(true);
    expect(start).toHaveBeenCalledWith(chat);
  });

  it('should do nothing by default, since no provider is configured', async () => {
    await expect(loadChat({ chat }, page)).resolves.toBe(true);
  });
});
