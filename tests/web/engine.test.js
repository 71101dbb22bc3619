// The browser's engine (web/, docs/web.md) in node against the native command line (issue 46):
// for positions of each game, opened from the sample hands and dealt at random from fixed
// seeds, a line is played card by card and after each card
//   values()  equals `stich solve --cards --json` on state().record,
//   undo()    returns the identical state (and the card played again the same state after),
// and table() equals `stich solve --json`, the final analyze() `stich analyze --json`, one
// judge() `stich judge --json`; bad input and an illegal card are errors that say where.
//     node engine.test.js ENGINE_JS STICH_BINARY REPOSITORY
// Exit 77 (skipped) when the engine was not built (no Emscripten).
'use strict';
const fs = require('fs');
const os = require('os');
const path = require('path');
const { execFileSync } = require('child_process');

const [enginePath, stich, root] = process.argv.slice(2);
if (!enginePath || !fs.existsSync(enginePath)) {
  console.log(`SKIP: ${enginePath || 'stich-engine.js'} was not built ` +
              '(Emscripten not found: apt install emscripten, then configure again)');
  process.exit(77);
}

const home = fs.mkdtempSync(path.join(os.tmpdir(), 'stich-web-'));
let failures = 0;
let checks = 0;

function fail(what, detail) {
  ++failures;
  console.log(`FAIL ${what}${detail ? '\n  ' + detail : ''}`);
}
function check(ok, what, detail) {
  ++checks;
  if (!ok) fail(what, detail);
}
// Deep equality; numbers equal to 1e-9 relative (the judge's statistics call the C library's
// sqrt and friends, which may round in the last place differently).
function same(a, b) {
  if (typeof a === 'number' && typeof b === 'number')
    return a === b || Math.abs(a - b) <= 1e-9 * Math.max(Math.abs(a), Math.abs(b));
  if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object') return a === b;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const ka = Object.keys(a), kb = Object.keys(b);
  if (ka.length !== kb.length) return false;
  return ka.every((k, i) => k === kb[i] && same(a[k], b[k]));
}

// The native command's JSON line on a record (or a file and board).
let file = 0;
function native(args, record) {
  const where = path.join(home, `r${file++}.pbn`);
  if (record !== undefined) fs.writeFileSync(where, record);
  const out = execFileSync(stich, record === undefined ? args : [...args, where],
                           { env: { ...process.env, HOME: home, XDG_CONFIG_HOME: '' } });
  return JSON.parse(out.toString());
}

function call(engine, method, args = {}) {
  const answer = JSON.parse(engine.call(method, JSON.stringify(args)));
  if (answer.error) throw Object.assign(new Error(answer.error.message), answer.error);
  return answer.result;
}

// values() as the command gives it: its rows under `cards`, without the fields it adds.
function asCommand(values) {
  const out = { ...values, cards: values.rows };
  delete out.rows;
  delete out.seat;
  delete out.unit;
  return out;
}

// Plays `cards` cards of a line from the position now (the best card by the values, else the
// first legal one: the line a player would follow), checking each position.
function playLine(engine, name, cards) {
  let state = call(engine, 'state');
  for (let n = 0; n < cards && !state.terminal; ++n) {
    const values = call(engine, 'values');
    const expected = native(['solve', '--cards', '--json'], state.record);
    check(same(asCommand(values), expected), `${name}: values after ${state.played.length} cards`,
          JSON.stringify(values).slice(0, 300) + '\n  ' + JSON.stringify(expected).slice(0, 300));
    check(values.cards.map((c) => c.card).sort().join() === [...state.legal].sort().join(),
          `${name}: a value for each legal card`);
    // A different card each time: the last legal one on odd cards, the best on even ones.
    const best = values.cards.reduce((a, b) => (b.value > a.value ? b : a), values.cards[0]);
    const card = n % 2 ? state.legal[state.legal.length - 1] : best.card;
    const after = call(engine, 'play', { card });
    const back = call(engine, 'undo');
    check(same(back, state), `${name}: undo after ${card} returns the same state`);
    const again = call(engine, 'play', { card });
    check(same(again, after), `${name}: ${card} again gives the same state`);
    state = after;
  }
  return state;
}

function atEnd(engine, name, state) {
  const analysis = call(engine, 'analyze');
  const expected = native(['analyze', '--json'], state.record);
  check(same(analysis, expected), `${name}: analyze at the end`,
        JSON.stringify(analysis).slice(0, 300) + '\n  ' + JSON.stringify(expected).slice(0, 300));
}

async function main() {
  const createStichEngine = require(path.resolve(enginePath));
  const module = await createStichEngine();
  const engine = new module.Engine();
  const started = Date.now();

  const version = call(engine, 'version');
  check(version.games.includes('preference'), 'version lists the games');

  // name, how to open, cards to play, whether the line starts from the deal's first card
  const cases = [
    ['whist.pbn', { file: 'sample-hands/whist.pbn' }, 6],
    ['bridge.lin', { file: 'sample-hands/bridge.lin', rewind: 44 }, 8],
    ['preference-play.pbn', { file: 'sample-hands/preference-play.pbn', rewind: 0 }, 30],
    ['alliance-play.pbn', { file: 'sample-hands/alliance-play.pbn', rewind: 40 }, 10],
    ['whist deal 46', { deal: { game: 'whist', seed: 46 } }, 4],
    ['bridge deal 46', { deal: { game: 'bridge', seed: 46, contract: '3NT', declarer: 'S' } }, 4],
    // Declarer discards the talon he took (seed 46's talon: CQ C9).
    ['preference deal 46', { deal: { game: 'preference', seed: 46, contract: '6',
                                     declarer: '1', discard: '...Q9' } }, 30],
    ['alliance deal 46', { deal: { game: 'alliance', seed: 46, contract: 'Alliance H CK',
                                   declarer: '1' } }, 8],
  ];
  for (const [name, how, cards] of cases) {
    let state;
    try {
      if (how.file) {
        const text = fs.readFileSync(path.join(root, how.file), 'utf8');
        state = call(engine, 'open', { text });
        // The trick table: the command on the record opened, the whole object (with the
        // contract's result and the "position" of a record with its own play).
        const table = call(engine, 'table');
        const expected = native(['solve', '--json', '--board', state.board,
                                 path.join(root, how.file)]);
        check(same(table, expected), `${name}: table`,
              JSON.stringify(table).slice(0, 300) + '\n  ' + JSON.stringify(expected).slice(0, 300));
        check(!state.played.length || expected.position === 'as dealt',
              `${name}: the command's table of a record played says "as dealt"`);
        if (how.rewind !== undefined) state = call(engine, 'goto', { played: how.rewind });
      } else {
        state = call(engine, 'deal', how.deal);
        check(same(call(engine, 'table'), native(['solve', '--json'], state.record)),
              `${name}: table`);
      }
      check(state.playable, `${name}: playable`, state.why_not_playable);
      // The state names the game as the answers do: a bridge record is "bridge".
      const game = name.startsWith('bridge') ? 'bridge' : name.split(/[ .-]/)[0];
      check(state.game === game, `${name}: state.game ${state.game}, not ${game}`);
      const end = playLine(engine, name, cards);
      if (end.terminal || name === 'whist.pbn') atEnd(engine, name, end);
    } catch (e) {
      fail(`${name}: ${e.message}`, e.stack);
    }
  }

  // goto forward replays the line played furthest; the judge as the command judges.
  try {
    call(engine, 'open', { text: fs.readFileSync(path.join(root, 'sample-hands/preference-play.pbn'), 'utf8') });
    const end = call(engine, 'state');
    call(engine, 'goto', { played: 0 });
    check(same(call(engine, 'goto', { played: end.played.length }), end), 'goto forward');
    const mid = call(engine, 'goto', { played: 13 });
    const judged = call(engine, 'judge', { samples: 12, seed: 5 });
    const expected = native(['judge', '--json', '--seat', mid.seats[mid.to_move], '--call', 'card',
                             '--samples', '12', '--seed', '5'], mid.record);
    check(same(judged, expected), 'judge equals stich judge --json',
          JSON.stringify(judged).slice(0, 300) + '\n  ' + JSON.stringify(expected).slice(0, 300));
    // An illegal card: an error, the state unchanged.
    const card = ['SA', 'HA', 'DA', 'CA', 'S7'].find((c) => !mid.legal.includes(c));
    let refused = false;
    try { call(engine, 'play', { card }); } catch (e) { refused = /not a legal card/.test(e.message); }
    check(refused, 'an illegal card is refused');
    check(same(call(engine, 'state'), mid), 'the state is unchanged by an illegal card');
  } catch (e) {
    fail(`goto/judge: ${e.message}`, e.stack);
  }
  // A BBO handviewer link opens the deal its LIN holds.
  try {
    const lin = fs.readFileSync(path.join(root, 'sample-hands/bridge.lin'), 'utf8').split('\n')[0];
    const link = 'https://www.bridgebase.com/tools/handviewer.html?lin=' + encodeURIComponent(lin);
    const fromText = call(engine, 'open', { text: lin });
    const textStart = call(engine, 'goto', { played: 0 });
    const fromLink = call(engine, 'open', { text: link });
    const linkStart = call(engine, 'goto', { played: 0 });
    check(fromLink.played.length > 0 && same(fromLink.played, fromText.played) &&
          same(linkStart.hands, textStart.hands), 'a handviewer link opens its deal');
  } catch (e) {
    fail(`handviewer link: ${e.message}`, e.stack);
  }
  // Bad input says where.
  try {
    call(engine, 'open', { text: '[Game "whist"]\n[Deal "N:AKQ.XYZ"]\n\n' });
    fail('bad input is an error');
  } catch (e) {
    check(e.where && e.where.line === 2 && e.where.column > 0, 'bad input: line and column',
          JSON.stringify(e.where));
  }

  fs.rmSync(home, { recursive: true, force: true });
  console.log(`${checks} checks, ${failures} failed, ${((Date.now() - started) / 1000).toFixed(1)} s`);
  process.exit(failures ? 1 : 0);
}

main().catch((e) => {
  console.log(e.stack);
  process.exit(1);
});
