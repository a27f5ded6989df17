// The browser client of the reference Ulti server: plain JavaScript, no build step.
// It knows no rule of Ulti. Every legal action, bid, trick winner and settlement comes from the
// server, which asks the SDK; this page only draws them and sends what the player chooses.
'use strict';

const SUIT_SYMBOL = { hearts: '♥', bells: '♦', leaves: '♠', acorns: '♣' };
const SUIT_OF_LETTER = { H: 'hearts', B: 'bells', L: 'leaves', A: 'acorns' };
const RANK_LABEL = { ACE: 'Á', TEN: '10', KING: 'K', OVER: 'F', UNDER: 'A', NINE: '9', EIGHT: '8', SEVEN: '7' };

const app = document.getElementById('app');
const connection = document.getElementById('connection');

let vocabulary = null;
let current = null;        // the latest state message of the open table
let socket = null;
let socketTable = null;
let retry = 0;
let refusal = null;        // the last refusal or error, shown until the next state
const selected = new Set(); // the cards chosen to discard

// ---------------------------------------------------------------------------------------------
// Small helpers. Text from the server (names, messages) is always set as text, never as HTML.

function el(tag, attrs, ...children) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs || {})) {
    if (key === 'onclick') node.addEventListener('click', value);
    else if (key === 'className') node.className = value;
    else if (value !== undefined && value !== null && value !== false) node.setAttribute(key, value === true ? '' : value);
  }
  for (const child of children.flat()) {
    if (child !== null && child !== undefined && child !== false) {
      node.append(child instanceof Node ? child : document.createTextNode(String(child)));
    }
  }
  return node;
}

function tokenOf(tableId) {
  try { return JSON.parse(localStorage.getItem('ulti.player.' + tableId)); } catch (e) { return null; }
}

function remember(tableId, player, token) {
  localStorage.setItem('ulti.player.' + tableId, JSON.stringify({ player, token }));
}

async function api(method, path, body, token) {
  const headers = { 'Content-Type': 'application/json' };
  if (token) headers.Authorization = 'Bearer ' + token;
  const response = await fetch(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await response.text();
  let data;
  try { data = JSON.parse(text); } catch (e) { data = { message: text }; }
  if (!response.ok) {
    const error = new Error(data.message || response.statusText);
    error.data = data;
    throw error;
  }
  return data;
}

function cardName(code) {
  const card = vocabulary.cards[code];
  return card ? card.hu : code;
}

function suitName(suit) {
  return vocabulary.suits[suit.toUpperCase()] ? vocabulary.suits[suit.toUpperCase()].hu : suit;
}

function bidName(code) {
  const names = current && current.bidNames;
  return names && names[code] ? names[code].hu : code;
}

function componentName(code) {
  if (code === '100') return '100';
  const component = vocabulary.components[code];
  return component ? component.hu : code;
}

// A table has players (3 or 4); a deal has seats 0, 1, 2, at which the players the session's
// seating names sit (at a table of four the dealer sits out). The page only follows those names.
function playerName(player) {
  const occupant = current && current.table.players[player];
  return occupant && occupant.name ? occupant.name : 'player ' + player;
}

function seatName(seat) {
  const session = current && current.session;
  return session ? playerName(session.seating[seat]) : 'seat ' + seat;
}

function cardElement(code, options) {
  const suit = SUIT_OF_LETTER[code[0]];
  const card = vocabulary.cards[code];
  const rank = card ? RANK_LABEL[card.rank] : code.slice(1);
  const classes = ['card', 'suit-' + suit].concat(options && options.classes || []).join(' ');
  const tag = options && options.onclick ? 'button' : 'span';
  return el(tag, { className: classes, 'data-card': code, title: cardName(code), 'aria-label': cardName(code),
    onclick: options && options.onclick },
  el('span', { className: 'rank' }, SUIT_SYMBOL[suit] + rank),
  el('span', { className: 'label' }, cardName(code)));
}

function describe(action) {
  switch (action.type) {
    case 'pass': return 'passz';
    case 'takeTalon': return 'felveszi a talont';
    case 'bid': return 'licit: ' + bidName(action.bid) + (action.discard === 'hidden' || (action.discard || []).length ? ' (két lapot letett)' : '');
    case 'nameTrumps': return 'adu: ' + suitName(action.suit);
    case 'giveUp': return 'bedobja';
    case 'declare': return 'bemondás: ' + suitName(action.suit) + ' király és felső';
    case 'kontra': return 'kontra: ' + componentName(action.component) + (action.against !== undefined ? ' (' + seatName(action.against) + ' ellen)' : '');
    case 'play': return cardName(action.card);
    default: return action.type;
  }
}

// ---------------------------------------------------------------------------------------------
// Routing: #/ is the lobby, #/t/<id> a table.

window.addEventListener('hashchange', route);

async function start() {
  try {
    vocabulary = await api('GET', '/api/vocabulary');
  } catch (e) {
    app.replaceChildren(el('p', { className: 'refusal' }, 'The server does not answer: ' + e.message));
    return;
  }
  route();
}

function route() {
  const match = location.hash.match(/^#\/t\/([A-Za-z0-9_-]{1,32})$/);
  refusal = null;
  selected.clear();
  if (match) {
    openTable(match[1]);
  } else {
    closeSocket();
    current = null;
    for (const key of Object.keys(app.dataset)) delete app.dataset[key];
    lobby();
  }
}

// ---------------------------------------------------------------------------------------------
// The lobby: create a table, or join or watch one.

async function lobby() {
  const name = el('input', { id: 'player-name', maxlength: 24, value: localStorage.getItem('ulti.name') || '', placeholder: 'Név / name', required: true });
  const rules = el('select', { id: 'rules' }, vocabulary.rules.map(r => el('option', { value: r.id, selected: r.id === 'standard' }, r.id)));
  const counts = vocabulary.playerCounts || [3];
  const players = el('select', { id: 'player-count' }, counts.map(n => el('option', { value: n }, n + ' játékos / players')));
  const others = [1, 2, 3].map(player => el('select', { id: 'player-' + player + '-kind' },
    el('option', { value: 'bot' }, 'gép (bot)'), el('option', { value: 'person' }, 'ember (meghívó) / person')));
  const otherRows = others.map((select, i) => el('span', { className: 'row', 'data-other-player': i + 1 },
    el('span', {}, (i + 1) + '. játékos / player ' + (i + 1) + ':'), select));
  const showPlayers = () => otherRows.forEach((row, i) => { row.hidden = i + 1 >= Number(players.value); });
  players.addEventListener('change', showPlayers);
  showPlayers();
  const message = el('div');
  const create = el('button', { id: 'create-table', className: 'primary', onclick: async () => {
    localStorage.setItem('ulti.name', name.value.trim());
    try {
      const count = Number(players.value);
      const bots = [1, 2, 3].filter((player, i) => player < count && others[i].value === 'bot');
      const created = await api('POST', '/api/tables', { rules: rules.value, playerCount: count, name: name.value.trim(), player: 0, bots });
      remember(created.table.id, 0, created.token);
      location.hash = '#/t/' + created.table.id;
    } catch (e) {
      message.replaceChildren(el('p', { className: 'refusal' }, e.message));
    }
  } }, 'Új asztal / Create table');
  const list = el('div', {}, el('p', { className: 'muted' }, '…'));
  app.replaceChildren(
    el('section', {},
      el('h2', {}, 'Új asztal / New table'),
      el('label', {}, 'Neved / Your name ', name),
      el('label', {}, 'Szabályok / Rules ', rules),
      el('label', {}, 'Létszám / Players ', players),
      el('div', { className: 'row' }, otherRows),
      create, message),
    el('section', {}, el('h2', {}, 'Asztalok / Tables'), list));
  try {
    const lobbyData = await api('GET', '/api/tables');
    list.replaceChildren(lobbyData.tables.length === 0 ? el('p', { className: 'muted' }, 'Még nincs asztal. / No tables yet.')
      : el('table', {}, el('tr', {}, el('th', {}, 'Asztal'), el('th', {}, 'Szabály'), el('th', {}, 'Játékosok / players'), el('th', {}, '')),
        lobbyData.tables.map(t => el('tr', {},
          el('td', {}, t.id), el('td', {}, t.rules),
          el('td', {}, t.players.map((p, i) => i + ': ' + (p.kind === 'empty' ? 'szabad' : p.name)).join(', ')),
          el('td', {}, el('a', { href: '#/t/' + t.id }, t.players.some(p => p.kind === 'empty') ? 'Beülök / Join' : 'Nézem / Watch'))))));
  } catch (e) {
    list.replaceChildren(el('p', { className: 'refusal' }, e.message));
  }
}

// ---------------------------------------------------------------------------------------------
// A table: the state comes over the WebSocket (and in every HTTP answer); commands go by HTTP.

async function openTable(id) {
  const mine = tokenOf(id);
  try {
    show(await api('GET', '/api/tables/' + id, undefined, mine && mine.token));
  } catch (e) {
    if (e.data && e.data.status === 401 && mine) {
      localStorage.removeItem('ulti.player.' + id);
      return openTable(id);
    }
    app.replaceChildren(el('section', {}, el('p', { className: 'refusal' }, e.message), el('a', { href: '#/' }, 'Vissza / Back')));
    return;
  }
  connect(id);
}

function connect(id) {
  closeSocket();
  socketTable = id;
  const ws = new WebSocket((location.protocol === 'https:' ? 'wss://' : 'ws://') + location.host + '/api/tables/' + id + '/ws');
  socket = ws;
  ws.onopen = () => {
    retry = 0;
    const mine = tokenOf(id);
    ws.send(JSON.stringify(mine ? { type: 'hello', token: mine.token } : { type: 'hello' }));
    connection.textContent = 'élő / live';
  };
  ws.onmessage = event => {
    const message = JSON.parse(event.data);
    if (message.type === 'state') show(message);
    else if (message.type === 'error') { refusal = message; render(); }
  };
  ws.onclose = () => {
    if (socket !== ws) return;
    connection.textContent = 'újrakapcsolódás… / reconnecting…';
    retry = Math.min(retry + 1, 5);
    setTimeout(() => { if (socketTable === id && socket === ws) connect(id); }, 500 * retry);
  };
}

function closeSocket() {
  if (socket) {
    const old = socket;
    socket = null;
    old.close();
  }
  socketTable = null;
  connection.textContent = '';
}

function show(message) {
  if (current && current.table.id === message.table.id && message.table.version < current.table.version) return;
  if (!current || current.table.version !== message.table.version || current.player !== message.player) refusal = null;
  if (current && current.table.seq !== message.table.seq) selected.clear();
  current = message;
  render();
}

async function command(path, body) {
  const mine = tokenOf(current.table.id);
  try {
    show(await api('POST', '/api/tables/' + current.table.id + path, body, mine && mine.token));
  } catch (e) {
    refusal = e.data || { message: e.message };
    render();
  }
}

function act(action) {
  return command('/actions', { action, seq: current.table.seq });
}

// ---------------------------------------------------------------------------------------------
// Drawing the table.

function render() {
  if (!current) return;
  const t = current.table;
  const you = current.player;
  const session = current.session;
  const view = session && session.gameView;
  // For scripts and tests driving the page: which table state is shown, and to whom.
  app.dataset.table = t.id;
  app.dataset.version = t.version;
  app.dataset.seq = t.seq;
  app.dataset.status = t.status;
  app.dataset.player = you === undefined ? '' : you;
  app.dataset.toAct = session && session.toAct !== undefined ? session.toAct : '';
  app.dataset.sittingOut = session && session.sittingOut !== undefined ? session.sittingOut : '';
  const parts = [];
  parts.push(el('section', { className: 'felt' },
    el('div', { className: 'row' },
      el('strong', {}, 'Asztal ' + t.id), el('span', {}, ' · ' + t.rules),
      el('span', { id: 'status' }, ' · ' + statusText(t.status)),
      t.dealNumber ? el('span', {}, ' · ' + t.dealNumber + '. osztás') : null),
    el('div', { className: 'seats' }, t.players.map((p, i) => playerBox(i)))));
  if (refusal) {
    const rule = refusal.violation && vocabulary.violations[refusal.violation];
    parts.push(el('div', { className: 'refusal', id: 'refusal', role: 'alert', 'data-violation': refusal.violation },
      rule ? el('strong', {}, rule.hu + ' ') : null,
      el('span', {}, refusal.message || 'refused')));
  }
  if (you === undefined) parts.push(joinSection());
  if (view) {
    parts.push(trickSection(view));
    if (you !== undefined && session.seat === undefined) {
      parts.push(el('section', { id: 'sitting-out' }, el('p', { className: 'muted' },
        'Te osztasz, ezt a leosztást kihagyod: azt látod, amit egy néző. / You deal and sit this deal out: you see what a spectator sees.')));
    } else if (you !== undefined) {
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

function statusText(status) {
  return { SEATING: 'várja a játékosokat / waiting for players', DEAL_IN_PROGRESS: 'osztás folyik / deal in progress',
    BETWEEN_DEALS: 'osztás vége / deal over', SESSION_OVER: 'a játszma véget ért / session over', CLOSED: 'bezárva / closed' }[status] || status;
}

function playerBox(player) {
  const t = current.table;
  const occupant = t.players[player];
  const session = current.session;
  const view = session && session.gameView;
  const gameSeat = session ? session.seating.indexOf(player) : -1;
  const meta = [];
  if (session && session.sittingOut === player) meta.push('oszt, kimarad / deals, sits out');
  if (view && gameSeat >= 0) {
    meta.push(view.cardsHeld[gameSeat] + ' lap');
    if (session.dealer === player) meta.push('osztó');
    if (view.declarer === gameSeat) meta.push('felvevő');
    if (view.declaredMarriages && view.declaredMarriages[gameSeat]) meta.push('bemondott: ' + view.declaredMarriages[gameSeat].map(suitName).join(', '));
  }
  const exposed = view && gameSeat >= 0 && view.exposedHands && view.exposedHands[gameSeat];
  return el('div', { className: 'seat' + (session && session.toAct === player ? ' to-act' : ''), 'data-player': player },
    el('div', { className: 'name' }, (occupant.kind === 'empty' ? 'szabad hely / empty' : occupant.name)
      + (occupant.kind === 'bot' ? ' · gép' : '') + (current.player === player ? ' (te / you)' : '')),
    el('div', { className: 'meta' }, meta.join(' · ')),
    exposed ? el('div', { className: 'cards' }, exposed.map(code => cardElement(code))) : null);
}

function joinSection() {
  const empty = current.table.players.map((p, i) => p.kind === 'empty' ? i : -1).filter(i => i >= 0);
  if (empty.length === 0) return el('section', {}, el('p', { className: 'muted' }, 'Nézőként látod az asztalt. / You are watching.'));
  const name = el('input', { id: 'join-name', maxlength: 24, value: localStorage.getItem('ulti.name') || '', placeholder: 'Név / name' });
  return el('section', {}, el('h2', {}, 'Ülj le / Take a place'), el('label', {}, 'Neved / Your name ', name),
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
    } }, i + '. játékos / player ' + i)));
}

function trickSection(view) {
  const contract = view.contract;
  const trick = view.currentTrick || { leader: 0, cards: [], seats: [] };
  const tricks = view.tricks || [];
  const last = tricks.length ? tricks[tricks.length - 1] : null;
  const kontras = view.kontras || [];
  const order = (t) => t.cards.map((code, k) => el('div', { className: 'played' }, cardElement(code), el('div', {}, seatName(t.seats[k]))));
  return el('section', {},
    el('h2', {}, contract ? 'Játék: ' + bidName(contract.bid) + (contract.trumps !== 'none' ? ' · adu ' + suitName(contract.trumps) : ' · nincs adu')
      : view.highestBid ? 'Licit: ' + bidName(view.highestBid) + ' (' + seatName(view.bidder) + ')' : 'Licit'),
    el('div', { className: 'muted' }, 'Fázis / phase: ' + view.phase + (view.toAct !== undefined ? ' · ' + seatName(view.toAct) + ' következik' : '')
      + (kontras.length ? ' · kontrák: ' + kontras.map(k => componentName(k.component) + ' ×' + Math.pow(2, k.level) + ' (' + seatName(k.defender) + ')').join(', ') : '')),
    el('h3', {}, 'Ütés / trick ' + (tricks.length + (trick.cards.length ? 1 : 0) || '')),
    el('div', { className: 'trick', id: 'current-trick' }, order(trick)),
    last ? el('div', { className: 'muted' }, 'Előző ütés / last trick (' + seatName(last.winner) + '): ', last.cards.map(cardName).join(', ')) : null);
}

function handSection(view) {
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
  return el('section', {}, el('h2', {}, 'Lapjaid / your hand (' + view.hand.length + ')'),
    discarding ? el('div', { className: 'notice' }, 'Válassz két lapot a talonba, majd licitálj. / Choose two cards to lay down, then bid.') : null,
    el('div', { className: 'cards', id: 'hand' }, cards),
    view.knownTalon ? el('div', { className: 'muted' }, 'Talon (letetted): ' + view.knownTalon.map(cardName).join(', ')) : null);
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
  const legal = boxActions(box);
  const buttons = [];
  const pass = legal.find(a => a.type === 'pass');
  const take = legal.find(a => a.type === 'takeTalon');
  if (pass) buttons.push(el('button', { id: 'pass', onclick: () => act(pass) }, 'Passz'));
  if (take) buttons.push(el('button', { id: 'take-talon', onclick: () => act(take) }, 'Felveszem a talont / Take the talon'));
  for (const name of legal.filter(a => a.type === 'nameTrumps')) {
    buttons.push(el('button', { 'data-suit': name.suit, onclick: () => act(name) }, SUIT_SYMBOL[name.suit] + ' ' + suitName(name.suit)));
  }
  let bidControls = null;
  if (box.bids.length) {
    const select = el('select', { id: 'bid' }, box.bids.map(code => el('option', { value: code }, bidName(code))));
    const bid = el('button', { id: 'make-bid', className: 'primary', onclick: () => {
      const chosen = legal.find(a => a.type === 'bid' && a.bid === select.value && a.discard.length === selected.size
        && a.discard.every(c => selected.has(c)));
      if (!chosen) {
        refusal = { message: box.discards.length && selected.size !== 2 ? 'Előbb válassz két lapot. / Choose two cards to lay down first.'
          : 'Ezt a két lapot nem teheted le. / Those two cards cannot be laid down.' };
        render();
        return;
      }
      act(chosen);
    } }, 'Licitálok / Bid');
    bidControls = el('div', { className: 'row' }, select, bid);
  }
  return el('section', { id: 'bidding-box' }, el('h2', {}, 'Licit / bidding'), el('div', { className: 'row' }, buttons), bidControls,
    box.bidsAfterTakingTalon.length && box.mayTakeTalon ? el('div', { className: 'muted' }, 'A talon felvétele után / after taking the talon: ',
      box.bidsAfterTakingTalon.length + ' licit lehetséges') : null);
}

function actionsSection(actions) {
  const others = actions.filter(a => a.type !== 'play');
  if (others.length === 0) return el('section', { id: 'actions' }, el('p', { className: 'muted' }, 'Te jössz: tegyél ki egy lapot. / Your turn: play a card.'));
  return el('section', { id: 'actions' }, el('h2', {}, 'Te jössz / your turn'),
    el('div', { className: 'row' }, others.map(a => el('button', { 'data-action': a.type, onclick: () => act(a) }, describe(a)))),
    actions.some(a => a.type === 'play') ? el('p', { className: 'muted' }, 'Vagy tegyél ki egy lapot. / Or play a card.') : null);
}

function settlementSection(settlement) {
  return el('section', { id: 'settlement' }, el('h2', {}, 'Elszámolás / settlement'),
    el('table', {},
      el('tr', {}, el('th', {}, 'Játék'), el('th', {}, 'Eredmény'), el('th', { className: 'number' }, 'Érték'), el('th', { className: 'number' }, 'Védőnként')),
      settlement.lines.map(line => el('tr', {},
        el('td', {}, componentName(line.item) + (line.bid ? '' : ' (csendes)')),
        el('td', {}, line.won ? 'nyert / won' : 'bukott / lost'),
        el('td', { className: 'number' }, line.value + (line.multiplier > 1 ? ' ×' + line.multiplier : '')),
        el('td', { className: 'number' }, line.perDefender)))),
    el('h3', {}, 'Fizetés / payments'),
    el('table', {}, Object.keys(settlement.payments).map(Number).map(i => el('tr', {}, el('td', {}, seatName(i)), el('td', { className: 'number', 'data-payment': i }, settlement.payments[String(i)])))));
}

function historySection(view) {
  // The numbers are text, not list markers: a marker sits outside the scrolling box and lost its
  // first digit from 10 on.
  return el('section', {}, el('h2', {}, 'Történet / history'),
    el('ol', { className: 'history', id: 'history' }, view.history.map((a, i) => el('li', {},
      el('span', { className: 'n' }, (i + 1) + '.'), ' ' + seatName(a.seat) + ': ' + describe(a)))));
}

function scoresSection(session) {
  return el('section', { id: 'scores' }, el('h2', {}, current.table.sessionNumber + '. játszma · állás / running scores'),
    el('table', {},
      el('tr', {}, el('th', {}, '#'), el('th', {}, 'Licit'), session.players.map(p => el('th', { className: 'number' }, p))),
      session.results.map(r => el('tr', {}, el('td', {}, r.dealNumber), el('td', {}, bidName(r.bid)), r.payments.map(p => el('td', { className: 'number' }, p)))),
      el('tr', {}, el('th', {}, ''), el('th', {}, 'Összesen / total'), session.scores.map(s => el('th', { className: 'number' }, s)))),
    session.nextDealer !== undefined ? el('p', { className: 'muted' }, 'Következő osztó / next dealer: ' + session.players[session.nextDealer]) : null,
    session.endCall ? el('p', { className: 'muted' }, 'Piros ász oszt, nem oszt: a játszma a végéhez közeledik. / The end has been called.'
      + (session.aceOfHearts ? ' (' + session.players[session.aceOfHearts.player] + ')' : '')) : null);
}

function tableCommands() {
  const t = current.table;
  const seated = current.player !== undefined;
  const buttons = [];
  if (seated && t.status === 'BETWEEN_DEALS') buttons.push(el('button', { id: 'next-deal', className: 'primary', onclick: () => command('/deals') }, 'Következő osztás / Next deal'));
  if (seated && t.status === 'SESSION_OVER') buttons.push(el('button', { id: 'new-session', className: 'primary', onclick: () => command('/sessions') }, 'Új játszma / New session'));
  if (seated && (t.status === 'DEAL_IN_PROGRESS' || t.status === 'BETWEEN_DEALS') && current.session && !current.session.endCall) {
    buttons.push(el('button', { id: 'call-end', onclick: () => command('/end') }, 'Piros ász oszt, nem oszt / Call the end'));
  }
  if (seated && t.status === 'SEATING') {
    t.players.forEach((p, i) => { if (p.kind === 'empty') buttons.push(el('button', { 'data-bot': i, onclick: () => command('/players/' + i + '/bot') }, 'Gép a(z) ' + i + '. játékos helyére / bot for player ' + i)); });
  }
  if (seated && t.status !== 'CLOSED') {
    buttons.push(el('button', { id: 'close-table', onclick: () => command('/close') }, 'Asztal bezárása / Close table'));
  }
  return el('section', {}, el('div', { className: 'row' }, buttons,
    el('a', { href: '/api/tables/' + t.id + '/records', download: 'ulti-' + t.id + '.txt' }, 'Jegyzőkönyv / records'),
    el('span', { className: 'muted' }, ' Meghívó / invite: ' + location.origin + '/#/t/' + t.id)));
}

start();
