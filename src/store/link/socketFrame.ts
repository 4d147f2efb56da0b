// The links' sockets are made in a frame of their own (a hidden same-origin iframe), so that a page going into the
// back/forward cache can end them at once: removing the frame ends its document, and with it every socket, quietly
// and there and then. A socket's close() only begins the closing handshake, and a page is suspended in the same task
// as its pagehide: WebKit then fails the socket still closing and logs "WebSocket is closed due to suspension".

let frame: HTMLIFrameElement | null = null;

function socketClass(): typeof WebSocket {
  if (typeof document === 'undefined' || !document.body) return WebSocket; // Node (tests), or no page yet
  if (!frame?.isConnected) {
    frame = document.createElement('iframe');
    frame.hidden = true;
    frame.tabIndex = -1;
    frame.setAttribute('aria-hidden', 'true');
    document.body.append(frame);
  }
  return (frame.contentWindow as (Window & { WebSocket?: typeof WebSocket }) | null)?.WebSocket ?? WebSocket;
}

/** A WebSocket made in the links' frame (y-websocket's `WebSocketPolyfill`). */
export const FramedWebSocket = function FramedWebSocket(url: string | URL, protocols?: string | string[]) {
  const Socket = socketClass();
  return new Socket(url, protocols);
} as unknown as typeof WebSocket;

/** Ends every socket of the links now, without a word from the browser; the next socket made opens a new frame. */
export function dropSockets(): void {
  frame?.remove();
  frame = null;
}
