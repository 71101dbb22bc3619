// The browser's engine against the native build, one thread (issue 46, bench/RESULTS.md):
// the whist tables of sample-hands/whist.pbn and the Préférence analyses of
// sample-hands/preference.pbn, CPU seconds (user) in node and in `stich -t 1`, ROUNDS rounds
// alternating the two, their minimum, median and maximum.
//     node bench/web.js build/web/stich-engine.js[,OTHER-ENGINE.js...] build/stich [ROUNDS]
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

// min / median / max of a list of seconds.
function quantiles(xs) {
  const s = [...xs].sort((a, b) => a - b);
  return { min: s[0], median: s[Math.floor(s.length / 2)], max: s[s.length - 1] };
}
function shown(q) {
  return `${q.min.toFixed(2)} / ${q.median.toFixed(2)} / ${q.max.toFixed(2)} s`;
}

async function main() {
  // Several engines (comma-separated: builds with other flags) are timed in the same rounds,
  // alternating with the native run, so that the machine's load falls on all alike.
  const engines = enginePath.split(',');
  const factories = engines.map((e) => require(path.resolve(e)));
  const cases = [
    ['whist tables', 'sample-hands/whist.pbn', 'table', ['solve', '-t', '1', '--json']],
    ['Préférence analyses', 'sample-hands/preference.pbn', 'analyze', ['analyze', '-t', '1', '--json']],
  ];
  for (const e of engines) console.log(`engine: ${e}, ${fs.statSync(e).size} bytes`);
  for (const [name, file, method, args] of cases) {
    const native = [], wasm = engines.map(() => []);
    for (let r = 0; r < Number(rounds); ++r) {
      native.push(nativeSeconds([...args, path.join(root, file)]));
      for (let k = 0; k < engines.length; ++k)
        wasm[k].push(await engineSeconds(factories[k], file, method));
    }
    const n = quantiles(native);
    console.log(`${name} (${file}), ${rounds} rounds, min / median / max: native ${shown(n)}`);
    engines.forEach((e, k) => {
      const w = quantiles(wasm[k]);
      console.log(`  ${e}: wasm in node ${shown(w)}, ratio of the medians ` +
                  `${(w.median / n.median).toFixed(2)}, of the minima ${(w.min / n.min).toFixed(2)}`);
    });
  }
}
main();
