// The page's API (web/client.js) over the engine's worker (web/worker.js) in node: the browser's
// Worker made from node's worker_threads, the worker's `self` and importScripts from node's.
// Checks that calls answer as the engine does, that errors say where, that progress comes
// during a judge, and that stop() ends a long call and restores the deal and position.
//     node client.test.js ENGINE_JS REPOSITORY
// Exit 77 (skipped) when the engine was not built.
'use strict';
const fs = require('fs');
const path = require('path');
const { Worker: ThreadWorker } = require('worker_threads');

const [enginePath, root] = process.argv.slice(2);
if (!enginePath || !fs.existsSync(enginePath)) {
  console.log(`SKIP: ${enginePath || 'stich-engine.js'} was not built ` +
              '(Emscripten not found: apt install emscripten, then configure again)');
  process.exit(77);
}

// What a browser gives a worker script, in a thread: self, postMessage, importScripts.
const shim = `
const { parentPort, workerData } = require('worker_threads');
globalThis.self = globalThis;
self.postMessage = (m) => parentPort.postMessage(m);
globalThis.importScripts = (url) => { globalThis.createStichEngine = require(url); };
require(workerData.script);
parentPort.on('message', (data) => self.onmessage({ data }));
`;
// The browser's Worker over a thread.
globalThis.Worker = class {
  constructor(script) {
    this.thread = new ThreadWorker(shim, { eval: true, workerData: { script } });
    this.thread.on('message', (data) => this.onmessage && this.onmessage({ data }));
    this.thread.on('error', (e) => this.onerror && this.onerror(e));
  }
  postMessage(m) { this.thread.postMessage(m); }
  terminate() { this.thread.terminate(); }
};
const { StichClient } = require(path.resolve(root, 'web/client.js'));

let failures = 0;
function check(ok, what, detail) {
  if (!ok) {
    ++failures;
    console.log(`FAIL ${what}${detail ? '\n  ' + detail : ''}`);
  }
}

async function main() {
  const client = await StichClient.start(path.resolve(root, 'web/worker.js'),
                                         { engineUrl: path.resolve(enginePath) });
  check(client.version && client.version.games.length === 3, 'init answers the version');
  const text = fs.readFileSync(path.join(root, 'sample-hands/preference-play.pbn'), 'utf8');
  const opened = await client.call('open', { text });
  check(opened.played.length === 30 && opened.terminal, 'open plays the record');
  const mid = await client.call('goto', { played: 7 });
  check(mid.played.length === 7 && mid.to_move !== null, 'goto');
  const values = await client.call('values');
  check(values.cards.length === mid.legal.length, 'values: a value for each legal card');
  try {
    await client.call('play', { card: 'XX' });
    check(false, 'a bad card is an error');
  } catch (e) {
    check(/no card/.test(e.message) && e.where === null, 'a bad card: an error without a place');
  }
  try {
    await client.call('open', { text: '[Game "whist"]\n[Deal "N:AKQ"]\n\n' });
    check(false, 'bad input is an error');
  } catch (e) {
    check(e.where && e.where.line === 2, 'bad input says where', JSON.stringify(e.where));
  }
  // The error left the deal as it was.
  const same = await client.call('state');
  check(same.played.length === 7, 'an error changes nothing');

  // Progress during a judge, then a judge too long to wait for, stopped.
  let progress = 0;
  client.onprogress = (p) => { if (p.total > 0 && p.done <= p.total) ++progress; };
  await client.call('judge', { samples: 20, seed: 2 });
  check(progress > 0, 'progress during a judge');
  // After the opening lead the unseen cards have some 180,000 layouts: 100,000 samples take
  // minutes.
  const early = await client.call('goto', { played: 1 });
  const long = client.call('judge', { samples: 100000, seed: 3 });
  await new Promise((r) => setTimeout(r, 300));
  const stopping = client.stop();
  let stopped = false;
  try { await long; } catch (e) { stopped = e.stopped === true; }
  await stopping;
  check(stopped, 'stop() rejects the call in progress');
  const after = await client.call('state');
  check(JSON.stringify(after.played) === JSON.stringify(early.played),
        'stop() restores the position');
  client._worker.terminate();
  console.log(failures ? `${failures} failed` : 'client and worker: all checks passed');
  process.exit(failures ? 1 : 0);
}
main().catch((e) => {
  console.log(e.stack);
  process.exit(1);
});
