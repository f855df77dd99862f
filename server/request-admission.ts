import type { IncomingMessage, ServerResponse } from "node:http";
import type { Socket } from "node:net";

/**
 * A bounded first-come, first-served queue in front of the pages and APIs:
 * a few requests render at once and the rest wait in arrival order, so every
 * request waits about as long as the others (one thread interleaving fifty
 * renders makes some wait seconds). Past `maxWaitMs` of expected wait, or when
 * the event loop's turns show a request was read late, it is refused at once
 * with 503 and Retry-After, keeping its connection. A request holds its place
 * until its headers are written. See docs/architecture.md, "Request path".
 */

export type AdmissionOptions = {
  /** Requests handled at once; the rest wait in order. */
  maxConcurrent: number;
  /** The longest a request may wait for its turn, in milliseconds. */
  maxWaitMs: number;
};

export type AdmissionStats = {
  active: number;
  queued: number;
  /** Requests refused with 503 since start-up. */
  shed: number;
};

type Waiter = {
  enqueuedAt: number;
  admit: () => void;
  refuse: () => void;
  timer: NodeJS.Timeout;
  done: boolean;
};

type Next = (error?: unknown) => void;

// Answers refused by a queue: not logged one by one (under overload that
// logging would cost more than the refusals); the count is in stats().shed.
const shedResponses = new WeakSet<ServerResponse>();

/** Whether this answer is a refusal by the queue (503 with Retry-After). */
export function isShedResponse(res: ServerResponse): boolean {
  return shedResponses.has(res);
}

// How much each new observation moves the service-time estimate.
const SMOOTHING = 0.2;

export function createRequestAdmission(options: AdmissionOptions) {
  const { maxConcurrent, maxWaitMs } = options;
  const retryAfterSeconds = String(Math.max(1, Math.ceil(maxWaitMs / 1000)));
  let active = 0;
  let shed = 0;
  // A queue as an array with a moving head: shift() is O(n) on long queues.
  let waiting: Waiter[] = [];
  let head = 0;
  // Smoothed time a request holds its turn; with maxConcurrent turns, a new
  // arrival behind n others waits about (n + 1) × holdTime / maxConcurrent.
  let holdTime = 0;

  const queued = () => waiting.length - head;
  // Connections whose last answer was a refusal.
  const refusedConnections = new WeakSet<Socket>();
  const repeatRefusalDelayMs = Math.min(1000, maxWaitMs / 2);
  let lastQueueWait = 0;
  let lastQueueWaitAt = 0;
  // When the event loop last reached its timers: how long the request being
  // read now may have waited to be read at all.
  let lastTurnAt = performance.now();
  const turns = setInterval(() => {
    lastTurnAt = performance.now();
  }, 20);
  turns.unref();
  const readLate = () => performance.now() - lastTurnAt > maxWaitMs / 2;
  // The longer of two guesses: from the time a request holds its turn, and
  // from what the last one admitted actually waited (the first is too low when
  // the thread, not the turns, is what is short).
  const expectedWait = () =>
    queued() === 0
      ? 0
      : Math.max(
          ((queued() + 1) * holdTime) / maxConcurrent,
          // An old observation (from a past burst) says nothing about now.
          performance.now() - lastQueueWaitAt < maxWaitMs ? lastQueueWait : 0,
        );

  function admitNext(): void {
    while (head < waiting.length && active < maxConcurrent) {
      const waiter = waiting[head] as Waiter;
      waiting[head] = undefined as unknown as Waiter; // let it be collected
      head += 1;
      if (waiter.done) continue;
      waiter.done = true;
      clearTimeout(waiter.timer);
      // What the one just admitted waited: what the next arrival will wait.
      lastQueueWaitAt = performance.now();
      lastQueueWait = lastQueueWaitAt - waiter.enqueuedAt;
      waiter.admit();
    }
    if (head > 1024 && head * 2 > waiting.length) {
      waiting = waiting.slice(head);
      head = 0;
    }
  }

  function refuse(req: IncomingMessage, res: ServerResponse): void {
    shed += 1;
    shedResponses.add(res);
    // A client that asks again at once on the same connection, ignoring
    // Retry-After, is answered after a pause: a flood of instant retries
    // would otherwise take the time that real work needs, and a pause costs
    // a timer where closing the connection would cost a slow reconnect.
    if (refusedConnections.has(req.socket)) {
      setTimeout(() => sendRefusal(req, res), repeatRefusalDelayMs).unref();
      return;
    }
    refusedConnections.add(req.socket);
    sendRefusal(req, res);
  }

  function sendRefusal(req: IncomingMessage, res: ServerResponse): void {
    if (res.destroyed) return;
    // The connection stays open (an unread body is drained or the connection
    // closed by unreadRequestBodies): a closed one would come back as a new
    // connection, and Node accepts one new connection per turn of its event
    // loop, which under load is tens of milliseconds. A burst of refusals
    // that all reconnect would wait seconds in the kernel's accept queue,
    // unseen by this queue, before being read at all.
    res.statusCode = 503;
    res.setHeader("Retry-After", retryAfterSeconds);
    res.setHeader("Cache-Control", "no-store");
    const wantsHtml = (req.headers.accept ?? "").includes("text/html");
    if (wantsHtml) {
      res.setHeader("Content-Type", "text/html; charset=utf-8");
      res.end(BUSY_PAGE);
    } else {
      res.setHeader("Content-Type", "text/plain; charset=utf-8");
      res.end(BUSY_TEXT);
    }
  }

  function admitted(req: IncomingMessage, res: ServerResponse, next: Next): void {
    refusedConnections.delete(req.socket);
    active += 1;
    const admittedAt = performance.now();
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      active -= 1;
      const held = performance.now() - admittedAt;
      holdTime = holdTime === 0 ? held : holdTime + SMOOTHING * (held - holdTime);
      admitNext();
    };
    // The response has started: the work that needed the turn is done.
    const writeHead = res.writeHead;
    res.writeHead = function (this: ServerResponse, ...args: Parameters<typeof writeHead>) {
      release();
      return writeHead.apply(this, args);
    } as typeof writeHead;
    res.once("finish", release);
    res.once("close", release);
    next();
  }

  function middleware(req: IncomingMessage, res: ServerResponse, next: Next): void {
    if (readLate()) {
      refuse(req, res);
      return;
    }
    if (active < maxConcurrent && queued() === 0) {
      admitted(req, res, next);
      return;
    }
    if (expectedWait() > maxWaitMs) {
      refuse(req, res);
      return;
    }
    const waiter: Waiter = {
      enqueuedAt: performance.now(),
      done: false,
      admit: () => {
        res.off("close", onClose);
        admitted(req, res, next);
      },
      refuse: () => {
        res.off("close", onClose);
        refuse(req, res);
      },
      timer: setTimeout(() => {
        waiter.done = true;
        waiter.refuse();
      }, maxWaitMs),
    };
    // A visitor who gave up no longer needs a turn.
    const onClose = () => {
      waiter.done = true;
      clearTimeout(waiter.timer);
    };
    res.once("close", onClose);
    waiting.push(waiter);
  }

  return {
    middleware,
    stats: (): AdmissionStats => ({ active, queued: queued(), shed }),
    /** Whether a request arriving now would wait more than half its limit. */
    saturated: (): boolean => readLate() || expectedWait() > maxWaitMs / 2,
    /** Stops the timer that notes the event loop's turns. */
    close: () => clearInterval(turns),
  };
}

export type RequestAdmission = ReturnType<typeof createRequestAdmission>;

const BUSY_TEXT = "The site is very busy right now. Please try again in a few seconds.\n";
const BUSY_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Please try again in a moment</title></head>
<body><main><h1>Please try again in a moment</h1>
<p>The site is very busy right now. Please reload this page in a few seconds.</p></main></body></html>
`;
