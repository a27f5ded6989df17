// The browser client's drawing of a table (docs/server.md): the players round the table, each
// card of the trick in front of its player, the hand, the bidding box, the actions the view
// allows, the settlement, the history and the scores, and the commands of the viewer's role.
// It reads the page's state (current, vocabulary, language) and sends through act and command,
// all of app.js, which is loaded after it and calls render.
'use strict';

function render() {
  if (!current) return;
  const t = current.table;
  const you = current.player;
  const session = current.session;
  const view = session && session.gameView;
  const w = words();
  // For scripts and tests driving the page: which table state is shown, and to whom.
  app.dataset.table = t.id;
  app.dataset.version = t.version;
  app.dataset.seq = t.seq;
  app.dataset.status = t.status;
  app.dataset.player = you === undefined ? '' : you;
  app.dataset.toAct = session && session.toAct !== undefined ? session.toAct : '';
  app.dataset.sittingOut = session && session.sittingOut !== undefined ? session.sittingOut : '';
  const parts = [tableSection(view)];
  if (refusal) {
    const rule = refusal.violation && vocabulary.violations[refusal.violation];
    // The rule in the page's language; the server's own explanation is English, so it is shown in English only.
    const text = rule ? rule[language] + (language === 'en' && refusal.message ? ' ' + refusal.message : '')
      : refusal.message || w.refused;
    parts.push(el('div', { className: 'refusal', id: 'refusal', role: 'alert', 'data-violation': refusal.violation }, text));
  }
  if (you === undefined) parts.push(joinSection());
  if (view) {
    if (you !== undefined && session.seat === undefined) {
      parts.push(el('section', { id: 'sitting-out' }, el('p', { className: 'muted' }, w.sittingOut)));
    } else if (you !== undefined && view.hand.length > 0) {
      parts.push(handSection(view));
    }
    if (view.biddingBox) parts.push(biddingSection(view.biddingBox));
    else if (view.legalActions) parts.push(actionsSection(view.legalActions));
    if (view.settlement) parts.push(settlementSection(view.settlement));
    parts.push(historySection(view));
  }
  if (session) parts.push(scoresSection(session));
  parts.push(tableCommands());
  app.replaceChildren(...parts);
}

// Where each player sits as this page draws the table: the viewer (a spectator: player 0) at the
// bottom, the next player anticlockwise (who plays after him) to his right, and so on round.
function positionOf(player) {
  const count = current.table.players.length;
  const me = current.player !== undefined ? current.player : 0;
  const offset = (player - me + count) % count;
  return (count === 3 ? ['bottom', 'right', 'left'] : ['bottom', 'right', 'top', 'left'])[offset];
}

function tableSection(view) {
  const t = current.table;
  const w = words();
  const head = el('div', { className: 'row table-head' },
    el('strong', {}, w.table + ' ' + t.id), el('span', {}, t.rules),
    el('span', { id: 'status' }, w.status[t.status] || t.status),
    t.dealNumber ? el('span', {}, w.dealNo(t.dealNumber)) : null);
  const board = el('div', { className: 'board seats players-' + t.players.length, id: 'board' },
    t.players.map((p, i) => playerBox(i)));
  if (view) board.append(...trickArea(view));
  return el('section', { className: 'felt', id: 'table' }, head, board);
}

function playerBox(player) {
  const t = current.table;
  const w = words();
  const occupant = t.players[player];
  const session = current.session;
  const view = session && session.gameView;
  const gameSeat = session ? session.seating.indexOf(player) : -1;
  const meta = [];
  if (session && session.sittingOut === player) meta.push(w.sitsOut);
  if (view && gameSeat >= 0) {
    if (view.phase !== 'OVER') meta.push(w.cardsHeld(view.cardsHeld[gameSeat]));
    if (session.dealer === player) meta.push(w.dealer);
    if (view.declarer === gameSeat) meta.push(w.declarer);
    if (view.declaredMarriages && view.declaredMarriages[gameSeat]) meta.push(w.declared + view.declaredMarriages[gameSeat].map(suitName).join(', '));
  }
  const exposed = view && gameSeat >= 0 && view.exposedHands && view.exposedHands[gameSeat];
  return el('div', { className: 'seat pos-' + positionOf(player) + (session && session.toAct === player ? ' to-act' : ''),
    'data-player': player },
  el('div', { className: 'name' }, (occupant.kind === 'empty' ? w.emptyPlace : occupant.name)
      + (occupant.kind === 'bot' ? ' · ' + w.bot : '') + (current.player === player ? ' (' + w.you + ')' : '')),
  meta.length ? el('div', { className: 'meta' }, meta.join(' · ')) : null,
  exposed ? el('div', { className: 'cards small' }, exposed.map(code => cardElement(code))) : null);
}

// The cards of the trick in progress, each in front of the player who played it; between tricks
// and after the deal, the last trick, dimmed, with who took it. In the middle: the contract.
function trickArea(view) {
  const w = words();
  const session = current.session;
  const tricks = view.tricks || [];
  const playing = view.currentTrick && view.currentTrick.cards.length ? view.currentTrick : null;
  const last = !playing && tricks.length ? tricks[tricks.length - 1] : null;
  const shown = playing || last;
  const slots = current.table.players.map((p, player) => {
    const k = shown ? shown.seats.findIndex(seat => session.seating[seat] === player) : -1;
    return el('div', { className: 'trick-slot pos-' + positionOf(player), 'data-player': player,
      'data-seat': k >= 0 ? shown.seats[k] : undefined }, k >= 0 ? cardElement(shown.cards[k]) : null);
  });
  const contract = view.contract;
  const lines = [];
  if (contract) {
    lines.push(el('strong', {}, bidName(contract.bid)));
    lines.push(el('div', {}, contract.trumps !== 'none' ? w.trumps + ': ' + suitName(contract.trumps) : w.noTrumps));
  } else if (view.highestBid) {
    lines.push(el('strong', {}, w.bidding + ': ' + bidName(view.highestBid)));
    lines.push(el('div', {}, seatName(view.bidder)));
  } else {
    lines.push(el('strong', {}, w.bidding));
  }
  if (playing) lines.push(el('div', { id: 'trick-number' }, w.trickNo(tricks.length + 1)));
  if (last) lines.push(el('div', { className: 'muted-light', id: 'last-trick-note' }, w.lastTrick + ': ' + seatName(last.winner) + w.takes));
  if (view.phase === 'OVER') lines.push(el('div', { id: 'deal-over' }, w.dealOver));
  else if (view.toAct !== undefined) lines.push(el('div', {}, seatName(view.toAct) + w.toAct));
  const kontras = view.kontras || [];
  if (kontras.length) {
    lines.push(el('div', {}, w.kontras + ': ' + kontras.map(k => componentName(k.component) + ' ×' + Math.pow(2, k.level)
      + ' (' + seatName(k.defender) + ')').join(', ')));
  }
  return [el('div', { className: 'trick' + (last ? ' last' : ''), id: playing ? 'current-trick' : 'last-trick' }, slots),
    el('div', { className: 'trick-center' }, lines)];
}

function joinSection() {
  const w = words();
  if (current.host) return el('section', {}, el('p', { className: 'muted' }, w.host));
  const empty = current.table.players.map((p, i) => p.kind === 'empty' ? i : -1).filter(i => i >= 0);
  if (empty.length === 0 || current.table.status === 'CLOSED') return el('section', {}, el('p', { className: 'muted' }, w.watching));
  const name = el('input', { id: 'join-name', maxlength: 24, value: localStorage.getItem('ulti.name') || '', placeholder: w.name });
  return el('section', {}, el('h2', {}, w.takePlace), el('label', {}, w.yourName + ' ', name),
    empty.map(i => el('button', { className: 'primary', 'data-join': i, onclick: async () => {
      localStorage.setItem('ulti.name', name.value.trim());
      try {
        const claimed = await api('POST', '/api/tables/' + current.table.id + '/players/' + i, { name: name.value.trim() });
        remember(current.table.id, i, claimed.token);
        current = null;
        openTable(claimed.table.id);
      } catch (e) {
        refusal = e.data || { message: e.message };
        render();
      }
    } }, w.player(i))));
}

function handSection(view) {
  const w = words();
  const plays = new Map((view.legalActions || []).filter(a => a.type === 'play').map(a => [a.card, a]));
  const box = view.biddingBox;
  const discarding = box && box.discards && box.discards.length > 0;
  const myTurn = current.session.toAct === current.player;
  const cards = view.hand.map(code => {
    const classes = [];
    if (discarding && selected.has(code)) classes.push('selected');
    if (plays.has(code)) classes.push('legal');
    else if (view.phase === 'PLAY' && myTurn) classes.push('dim');
    let onclick;
    if (discarding) {
      onclick = () => {
        if (selected.has(code)) selected.delete(code);
        else if (selected.size < 2) selected.add(code);
        render();
      };
    } else if (view.phase === 'PLAY') {
      // A legal card sends the view's own action; any other is sent as asked, and the server
      // says why it is refused.
      onclick = () => act(plays.get(code) || { type: 'play', seat: current.session.seat, card: code });
    }
    return cardElement(code, { classes, onclick });
  });
  return el('section', { id: 'hand-section' }, el('h2', {}, w.yourHand(view.hand.length)),
    discarding ? el('div', { className: 'notice' }, w.chooseTwo) : null,
    el('div', { className: 'cards', id: 'hand' }, cards),
    view.knownTalon ? el('div', { className: 'muted' }, w.talonLaid + view.knownTalon.map(cardName).join(', ')) : null);
}

// The legal actions a bidding box stands for, in the order docs/json.md gives: the suits to
// name, pass, taking the talon, then each bid with each discard (none when there are none).
function boxActions(box) {
  const actions = box.suitsToName.map(suit => ({ type: 'nameTrumps', seat: box.seat, suit }));
  if (box.mayPass) actions.push({ type: 'pass', seat: box.seat });
  if (box.mayTakeTalon) actions.push({ type: 'takeTalon', seat: box.seat });
  const discards = box.discards.length ? box.discards : [[]];
  for (const bid of box.bids) for (const discard of discards) actions.push({ type: 'bid', seat: box.seat, discard, bid });
  return actions;
}

function biddingSection(box) {
  const w = words();
  const legal = boxActions(box);
  const buttons = [];
  const pass = legal.find(a => a.type === 'pass');
  const take = legal.find(a => a.type === 'takeTalon');
  if (pass) buttons.push(el('button', { id: 'pass', onclick: () => act(pass) }, w.pass));
  if (take) buttons.push(el('button', { id: 'take-talon', onclick: () => act(take) }, w.takeTalon));
  for (const name of legal.filter(a => a.type === 'nameTrumps')) {
    buttons.push(el('button', { 'data-suit': name.suit, onclick: () => act(name) }, suitName(name.suit)));
  }
  let bidControls = null;
  if (box.bids.length) {
    const select = el('select', { id: 'bid', 'aria-label': w.bid }, box.bids.map(code => el('option', { value: code }, bidName(code))));
    const bid = el('button', { id: 'make-bid', className: 'primary', onclick: () => {
      const chosen = legal.find(a => a.type === 'bid' && a.bid === select.value && a.discard.length === selected.size
        && a.discard.every(c => selected.has(c)));
      if (!chosen) {
        refusal = { message: box.discards.length && selected.size !== 2 ? w.chooseTwoFirst : w.cannotLay };
        render();
        return;
      }
      act(chosen);
    } }, w.makeBid);
    bidControls = el('div', { className: 'row' }, select, bid);
  }
  return el('section', { id: 'bidding-box' }, el('h2', {}, w.bidding), el('div', { className: 'row' }, buttons), bidControls,
    box.bidsAfterTakingTalon.length && box.mayTakeTalon ? el('div', { className: 'muted' }, w.afterTalon(box.bidsAfterTakingTalon.length)) : null);
}

function actionsSection(actions) {
  const w = words();
  const others = actions.filter(a => a.type !== 'play');
  if (others.length === 0) return el('section', { id: 'actions' }, el('p', { className: 'muted' }, w.playACard));
  return el('section', { id: 'actions' }, el('h2', {}, w.yourTurn),
    el('div', { className: 'row' }, others.map(a => el('button', { 'data-action': a.type, onclick: () => act(a) }, describe(a)))),
    actions.some(a => a.type === 'play') ? el('p', { className: 'muted' }, w.orPlay) : null);
}

function settlementSection(settlement) {
  const w = words();
  return el('section', { id: 'settlement' }, el('h2', {}, w.settlement),
    el('table', {},
      el('tr', {}, el('th', {}, w.item), el('th', {}, w.outcome), el('th', { className: 'number' }, w.value), el('th', { className: 'number' }, w.perDefender)),
      settlement.lines.map(line => el('tr', {},
        el('td', {}, componentName(line.item) + (line.bid ? '' : w.silent)),
        el('td', {}, line.won ? w.won : w.lost),
        el('td', { className: 'number' }, line.value + (line.multiplier > 1 ? ' ×' + line.multiplier : '')),
        el('td', { className: 'number' }, line.perDefender)))),
    el('h3', {}, w.payments),
    el('table', {}, Object.keys(settlement.payments).map(Number).map(i => el('tr', {}, el('td', {}, seatName(i)), el('td', { className: 'number', 'data-payment': i }, settlement.payments[String(i)])))));
}

function historySection(view) {
  // The numbers are text, not list markers: a marker sits outside the scrolling box and lost its
  // first digit from 10 on.
  return el('section', {}, el('h2', {}, words().history),
    el('ol', { className: 'history', id: 'history' }, view.history.map((a, i) => el('li', {},
      el('span', { className: 'n' }, (i + 1) + '.'), ' ' + seatName(a.seat) + ': ' + describe(a)))));
}

function scoresSection(session) {
  const w = words();
  return el('section', { id: 'scores' }, el('h2', {}, w.session(current.table.sessionNumber) + ' · ' + w.scores),
    el('table', {},
      el('tr', {}, el('th', {}, '#'), el('th', {}, w.bid), session.players.map(p => el('th', { className: 'number' }, p))),
      session.results.map(r => el('tr', {}, el('td', {}, r.dealNumber), el('td', {}, bidName(r.bid)), r.payments.map(p => el('td', { className: 'number' }, p)))),
      el('tr', {}, el('th', {}, ''), el('th', {}, w.total), session.scores.map(s => el('th', { className: 'number' }, s)))),
    session.nextDealer !== undefined ? el('p', { className: 'muted' }, w.nextDealer + session.players[session.nextDealer]) : null,
    session.endCall ? el('p', { className: 'muted' }, w.endCalled
      + (session.aceOfHearts ? ' (' + session.players[session.aceOfHearts.player] + ')' : '')) : null);
}

// The commands of the viewer's role (docs/server.md, "Who may do what"): a seated person plays
// the session on and may leave his place; the host, or a person alone, closes the table.
function tableCommands() {
  const t = current.table;
  const w = words();
  const seated = current.player !== undefined;
  const open = t.status !== 'CLOSED';
  const people = t.players.filter(p => p.kind === 'person').length;
  const buttons = [];
  if (seated && t.status === 'BETWEEN_DEALS') buttons.push(el('button', { id: 'next-deal', className: 'primary', onclick: () => command('/deals') }, w.nextDeal));
  if (seated && t.status === 'SESSION_OVER') buttons.push(el('button', { id: 'new-session', className: 'primary', onclick: () => command('/sessions') }, w.newSession));
  if (seated && (t.status === 'DEAL_IN_PROGRESS' || t.status === 'BETWEEN_DEALS') && current.session && !current.session.endCall) {
    buttons.push(el('button', { id: 'call-end', onclick: () => command('/end') }, w.callEnd));
  }
  if (seated && t.status === 'SEATING') {
    t.players.forEach((p, i) => { if (p.kind === 'empty') buttons.push(el('button', { 'data-bot': i, onclick: () => command('/players/' + i + '/bot') }, w.botFor(i))); });
  }
  if (seated && open) buttons.push(el('button', { id: 'leave', onclick: () => command('/leave') }, w.leave));
  if (open && (current.host || (seated && people === 1))) {
    buttons.push(el('button', { id: 'close-table', onclick: () => command('/close') }, w.close));
  }
  return el('section', { id: 'commands' }, el('div', { className: 'row' }, buttons,
    el('a', { href: '/api/tables/' + t.id + '/records', download: 'ulti-' + t.id + '.txt' }, w.records),
    el('span', { className: 'muted' }, w.invite + location.origin + '/#/t/' + t.id)));
}

