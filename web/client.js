// The page's engine client (docs/web.md): StichClient runs the engine in a Web Worker
// (worker.js) and gives each method of the contract as a Promise of plain JSON.
//     const client = await StichClient.start(workerUrl, {engineUrl});
//     const state = await client.call('deal', {game: 'preference', seed: 7});
//     client.onprogress = (p) => ...;   // {done, total} during long calls
//     client.stop();                    // kills the call in progress (a fresh worker, the
//                                       // same position), which rejects
// A call's error rejects with an Error whose `where` is {file, line, column, board, text} or
// null.  Calls are answered in order, one at a time.
'use strict';

class StichClient {
  static async start(workerUrl, options = {}) {
    const client = new StichClient(workerUrl, options);
    await client._spawn();
    return client;
  }

  constructor(workerUrl, options) {
    this.workerUrl = workerUrl;
    this.options = options;
    this.onprogress = null;
    this.version = null;
    this._next = 1;
    this._pending = new Map(); // id -> {resolve, reject}
    this._origin = null; // the open or deal that made the deal, to make it again
    this._state = null; // the last state answered
  }

  // The method's result; a state is kept, to restore the position after stop().
  async call(method, args = {}) {
    const result = await this._send(method, args);
    if (method === 'open' || method === 'deal') this._origin = { method, args };
    if (result && typeof result === 'object' && 'played' in result && 'record' in result)
      this._state = result;
    return result;
  }

  // Stops the call in progress: the worker is ended and a new one plays the same position.
  async stop() {
    const stopped = new Error('stopped');
    stopped.stopped = true;
    for (const { reject } of this._pending.values()) reject(stopped);
    this._pending.clear();
    this._worker.terminate();
    await this._spawn();
    if (!this._origin) return;
    const start = await this._send(this._origin.method, this._origin.args);
    const want = this._state ? this._state.played : start.played;
    let k = 0;
    while (k < start.played.length && k < want.length && start.played[k] === want[k]) ++k;
    if (k < start.played.length) await this._send('goto', { played: k });
    for (let i = k; i < want.length; ++i) await this._send('play', { card: want[i] });
  }

  async _spawn() {
    this._worker = new Worker(this.workerUrl);
    this._worker.onmessage = (event) => this._receive(event.data);
    this._worker.onerror = (event) => {
      const error = new Error('the engine failed: ' + (event.message || 'worker error'));
      for (const { reject } of this._pending.values()) reject(error);
      this._pending.clear();
    };
    this.version = await this._send('init', { engineUrl: this.options.engineUrl });
  }

  _send(method, args) {
    const id = this._next++;
    return new Promise((resolve, reject) => {
      this._pending.set(id, { resolve, reject });
      this._worker.postMessage({ id, method, args });
    });
  }

  _receive(message) {
    const { id } = message;
    if (message.progress) {
      if (this.onprogress && this._pending.has(id)) this.onprogress(message.progress);
      return;
    }
    const pending = this._pending.get(id);
    if (!pending) return; // a call stopped before its answer came
    this._pending.delete(id);
    if (message.error) {
      const error = new Error(message.error.message);
      error.where = message.error.where || null;
      pending.reject(error);
    } else {
      pending.resolve(message.result);
    }
  }
}

if (typeof module !== 'undefined' && module.exports) module.exports = { StichClient };
