// The engine's Web Worker (docs/web.md): loads stich-engine.js and answers the page's messages
// {id, method, args} with {id, result} or {id, error: {message, where}}, posting
// {id, progress: {done, total}} during long calls (judge).  The search runs here, so the page
// never freezes; the client stops a call by terminating this worker.
//
// The engine comes from `engineUrl` in the first message, method "init" (default
// "stich-engine.js" beside this script), unless createStichEngine is already defined: the
// self-contained page puts the engine and this script into one Blob.
/* global createStichEngine, importScripts */
'use strict';

let engine = null;
let current = null; // the id of the call in progress, for its progress messages

function post(message) {
  self.postMessage(message);
}

async function init(args) {
  if (typeof createStichEngine === 'undefined')
    importScripts((args && args.engineUrl) || 'stich-engine.js');
  const module = await createStichEngine();
  engine = new module.Engine();
  let last = 0;
  engine.setProgress((done, total) => {
    // At most a message each 50 ms, and the last one.
    const now = Date.now();
    if (done < total && now - last < 50) return;
    last = now;
    post({ id: current, progress: { done, total } });
  });
  return JSON.parse(engine.call('version', '{}')).result;
}

self.onmessage = async (event) => {
  const { id, method, args } = event.data || {};
  try {
    if (method === 'init') {
      post({ id, result: await init(args) });
      return;
    }
    if (!engine) throw new Error('the engine is not loaded: send "init" first');
    current = id;
    const answer = JSON.parse(engine.call(String(method), JSON.stringify(args || {})));
    current = null;
    if (answer.error) post({ id, error: answer.error });
    else post({ id, result: answer.result });
  } catch (e) {
    current = null;
    post({ id, error: { message: String((e && e.message) || e), where: null } });
  }
};
