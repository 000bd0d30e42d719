import { createServer, type Server } from 'node:http';

/**
 * A local stand-in for Intercom's widget host (CHAT_WIDGET_BASE_URL): `/widget/<app id>` answers a
 * small script that reads the page's queued `Intercom('boot', …)` call, as Intercom's loader does,
 * and shows a launcher carrying what the boot said. `/widget/broken` answers 500, like an outage.
 * `/host` is a clinic website that embeds the booking page (`?frame=` gives the frame's URL).
 * Also usable for local development: CHAT_WIDGET_BASE_URL=<its url> npm start.
 */
export class ChatStandIn {
  /** Every script request: the app id and the page that asked (Referer). */
  readonly scriptRequests: { appId: string; referer: string }[] = [];
  private server: Server | null = null;
  url = '';

  async start() {
    this.server = createServer((req, res) => {
      const url = new URL(req.url ?? '/', 'http://stand-in');
      const widget = /^\/widget\/([^/]+)$/.exec(url.pathname);
      if (widget) {
        const appId = decodeURIComponent(widget[1]!);
        this.scriptRequests.push({ appId, referer: String(req.headers.referer ?? '') });
        if (appId === 'broken') {
          res.writeHead(500, { 'content-type': 'text/plain' });
          res.end('outage');
          return;
        }
        res.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-store' });
        res.end(LAUNCHER_SCRIPT);
        return;
      }
      if (url.pathname === '/host') {
        const frame = url.searchParams.get('frame') ?? '';
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        res.end(`<!doctype html><html><head><title>Clinic website</title></head><body><h1>Clinic website</h1><iframe title="Book an appointment" src="${frame.replace(/"/g, '&quot;')}" style="width:100%;height:640px;border:0"></iframe></body></html>`);
        return;
      }
      res.writeHead(404).end();
    });
    await new Promise<void>((r) => this.server!.listen(0, '127.0.0.1', r));
    this.url = `http://127.0.0.1:${(this.server!.address() as { port: number }).port}`;
  }

  async stop() {
    await new Promise((r) => this.server?.close(r));
  }
}

// What Intercom's loader does in miniature: replay the queued calls, then answer boot, update and shutdown.
const LAUNCHER_SCRIPT = `(function () {
  var queued = (window.Intercom && window.Intercom.q) || [];
  var launcher = null;
  function boot(settings) {
    launcher = document.createElement('button');
    launcher.type = 'button';
    launcher.textContent = 'Chat with the clinic';
    launcher.setAttribute('data-app-id', settings.app_id);
    launcher.setAttribute('data-api-base', settings.api_base);
    launcher.setAttribute('data-can-schedule-messages', String(settings.can_schedule_messages));
    launcher.style.position = 'fixed'; launcher.style.right = '16px'; launcher.style.bottom = '16px';
    document.body.appendChild(launcher);
  }
  function call(name, arg) {
    if (name === 'boot') boot(arg || {});
    else if (name === 'shutdown' && launcher) { launcher.remove(); launcher = null; }
    else if (name === 'update' && launcher && arg) {
      launcher.setAttribute('data-user-id', String(arg.user_id));
      launcher.setAttribute('data-user-hash', String(arg.user_hash));
    }
  }
  window.Intercom = function (name, arg) { call(name, arg); };
  for (var i = 0; i < queued.length; i++) call(queued[i][0], queued[i][1]);
})();`;
