// The browser's engine against the native build, one thread (issue 46, bench/RESULTS.md):
// the whist tables of sample-hands/whist.pbn and the Préférence analyses of
// sample-hands/preference.pbn, CPU seconds (user) in node and in `stich -t 1`, best of ROUNDS
// rounds alternating the two.
//     node bench/web.js build/web/stich-engine.js build/stich [ROUNDS]
'use strict';
const fs = require('fs');
const path = require('path');
const { spawnSync } = require('child_process');

const [enginePath, stich, rounds = '3'] = process.argv.slice(2);
const root = path.join(__dirname, '..');

function call(engine, method, args = {}) {
  const answer = JSON.parse(engine.call(method, JSON.stringify(args)));
  if (answer.error) throw new Error(answer.error.message);
  return answer.result;
}

// User CPU seconds of the native command, from bash's `time`.
function nativeSeconds(args) {
  const run = spawnSync('bash', ['-c', 'TIMEFORMAT=%U; time "$@" > /dev/null', '_', stich, ...args],
                        { env: { ...process.env, HOME: '/nonexistent' } });
  const out = run.stderr;
  return parseFloat(out.toString().trim().split('\n').pop());
}

// User CPU seconds of `method` on every board of `file` in the engine (a fresh engine each
// round, as a page starts with an empty table).
async function engineSeconds(createStichEngine, file, method) {
  const engine = new (await createStichEngine()).Engine();
  const text = fs.readFileSync(path.join(root, file), 'utf8');
  const boards = call(engine, 'open', { text }).boards;
  const start = process.cpuUsage();
  for (const board of boards) {
    call(engine, 'open', { text, board });
    call(engine, method);
  }
  const used = process.cpuUsage(start);
  engine.delete();
  return used.user / 1e6;
}

async function main() {
  const createStichEngine = require(path.resolve(enginePath));
  const cases = [
    ['whist tables', 'sample-hands/whist.pbn', 'table', ['solve', '-t', '1', '--json']],
    ['Préférence analyses', 'sample-hands/preference.pbn', 'analyze', ['analyze', '-t', '1', '--json']],
  ];
  console.log(`engine: ${enginePath}, ${fs.statSync(enginePath).size} bytes`);
  for (const [name, file, method, args] of cases) {
    let wasm = Infinity, native = Infinity;
    for (let r = 0; r < Number(rounds); ++r) {
      native = Math.min(native, nativeSeconds([...args, path.join(root, file)]));
      wasm = Math.min(wasm, await engineSeconds(createStichEngine, file, method));
    }
    console.log(`${name} (${file}): native ${native.toFixed(2)} s, wasm in node ${wasm.toFixed(2)} s, ` +
                `ratio ${(wasm / native).toFixed(2)}`);
  }
}
main();
