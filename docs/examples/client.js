// A client of the reference Ulti server in plain JavaScript, written from docs/server.md and
// docs/json.md alone: it opens a table with two bots, reads its player's view, finds its legal
// actions in the JSON (no rule of Ulti here), and sends one. Node.js 18 or later (global fetch):
//
//   node docs/examples/client.js http://localhost:8080
'use strict';

const base = process.argv[2] || 'http://localhost:8080';

async function call(method, path, body, token) {
  const headers = { 'Content-Type': 'application/json' };
  if (token) headers.Authorization = 'Bearer ' + token;
  const response = await fetch(base + path, { method, headers, body: body && JSON.stringify(body) });
  const answer = await response.json();
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${answer.error}: ${answer.message}`);
  return answer;
}

// A seat's legal actions, from its view: the listed ones, or while it bids its bidding box
// expanded: the suits to name, pass, taking the talon, then each bid with each discard.
function legalActions(view) {
  if (view.legalActions) return view.legalActions;
  const box = view.biddingBox;
  if (!box) return [];
  const actions = box.suitsToName.map(suit => ({ type: 'nameTrumps', seat: box.seat, suit }));
  if (box.mayPass) actions.push({ type: 'pass', seat: box.seat });
  if (box.mayTakeTalon) actions.push({ type: 'takeTalon', seat: box.seat });
  const discards = box.discards.length ? box.discards : [[]];
  for (const bid of box.bids) for (const discard of discards) actions.push({ type: 'bid', seat: box.seat, discard, bid });
  return actions;
}

async function main() {
  const created = await call('POST', '/api/tables', { rules: 'standard', name: 'Node', player: 0, bots: [1, 2] });
  const { id } = created.table;
  const token = created.token;
  for (let waited = 0; waited < 200; waited++) {
    const state = await call('GET', '/api/tables/' + id, undefined, token);
    if (state.format !== 'ulti-server-state 1') throw new Error('a server of another version: ' + state.format);
    const view = state.session && state.session.gameView;
    const legal = view ? legalActions(view) : [];
    if (legal.length > 0) {
      const kinds = [...new Set(legal.map(action => action.type))].join(', ');
      console.log(`player ${state.player}, at seat ${view.seat}, in the ${view.phase} phase: ${legal.length} legal actions (${kinds})`);
      const action = legal[0];
      const after = await call('POST', '/api/tables/' + id + '/actions', { action, seq: state.table.seq }, token);
      console.log(`sent ${JSON.stringify(action)}: accepted, the table is at version ${after.table.version}`);
      await call('POST', '/api/tables/' + id + '/close', undefined, token);
      return;
    }
    await new Promise(resolve => setTimeout(resolve, 50)); // the bots are playing
  }
  throw new Error('never my turn');
}

main().catch(error => {
  console.error(error.message);
  process.exit(1);
});
