// The page's own script: draws the board and talks to the runtime (variantcRuntime.call), which
// holds the position and decides every rule. Text from the definition only ever goes into the
// page through textContent; innerHTML is used for our own SVG glyphs alone.
(function () {
  'use strict';
  var data = JSON.parse(document.getElementById('variant-data').textContent);
  var files = data.files, ranks = data.ranks;
  var runtime = null, state = null, startFen = null;
  var defaultFen = null;  // the variant's own start: a PGN needs no FEN tag for a game begun there
  var flipped = false, selected = null, dragFrom = null, started = false;
  var duckStep = null;  // Duck chess: the man's part chosen, the Duck's to come
  var played = [];      // coordinate notation: what the runtime is told
  var playedSan = [];   // SAN: what the move list shows
  var gameFen = null;   // where the moves in the list began
  var lastThought = null;
  var squares = [];
  var palace = {};
  (data.palace || []).forEach(function (sq) { palace[sq] = true; });
  var hole = {};  // squares that are not part of the board: drawn as nothing, never clicked
  (data.holes || []).forEach(function (sq) { hole[sq] = true; });
  var thinking = null;
  var armyList = null;
  var opponentLabel = '';

  function el(id) { return document.getElementById(id); }
  function call(command, argument) {
    return JSON.parse(runtime.call(command, argument == null ? '' : String(argument)));
  }
  function squareName(sq) { return String.fromCharCode(97 + sq % files) + (Math.floor(sq / files) + 1); }
  function sideName(side) { return side === 0 ? 'White' : 'Black'; }
  function glyph(type, side) { return data.pieces[type].svg[side]; }

  function start() {
    if (started || !self.variantcRuntime) { return; }
    started = true;
    runtime = self.variantcRuntime;
    var first = call('load', data.tables);
    if (first.error) { showStatus('The rules could not be loaded: ' + first.error, true); return; }
    startFen = first.fen;
    defaultFen = first.fen;
    gameFen = first.fen;
    opponentLabel = call('opponent').label;
    el('opponent-label').textContent = 'Opponent: ' + opponentLabel;
    buildBoard();
    wire();
    armyChooser();
    setState(first);
  }

  // ---- armies ----
  function armyChooser() {
    var list = call('armies');
    if (!list.armies) { return; }
    armyList = list.armies;
    ['army-white', 'army-black'].forEach(function (id, side) {
      var select = el(id);
      list.armies.forEach(function (army, i) {
        var option = document.createElement('option');
        option.value = String(i);
        option.textContent = (i + 1) + '. ' + (army.name || army.code) + ' (' + army.code + ')';
        option.title = army.betza;
        select.appendChild(option);
      });
      select.value = String(side === 0 ? list.white : list.black);
    });
    el('army-start').addEventListener('click', function () {
      var answer = call('start', el('army-white').value + ',' + el('army-black').value);
      if (answer.error) { showStatus('Refused: ' + answer.error, false); return; }
      stopComputer();
      startFen = answer.fen;
      gameFen = answer.fen;
      played = [];
      playedSan = [];
      selected = null;
      setState(answer);
    });
    el('army-chooser').hidden = false;
  }

  // The chooser shows the pair being played, whichever way it was set (chooser, FEN, new game),
  // and the legend lists the promotion choices those two armies give.
  function showArmies(field) {
    if (!armyList || !field) { return; }
    var codes = field.split('/');
    var names = [];  // White's army, then Black's, each type once: the order the rules offer them in
    ['army-white', 'army-black'].forEach(function (id, side) {
      for (var i = 0; i < armyList.length; i++) {
        if (armyList[i].code === codes[side]) {
          el(id).value = String(i);
          armyList[i].pieces.forEach(function (t) {
            var name = data.pieces[t].name;
            if (!data.pieces[t].royal && names.indexOf(name) < 0) { names.push(name); }
          });
        }
      }
    });
    Array.prototype.forEach.call(document.querySelectorAll('.army-promotion'), function (li) {
      li.textContent = 'With the armies now chosen (' + codes.join(' against ') + '), that is: ' + names.join(', ') + '.';
    });
  }

  // ---- the board ----
  function buildBoard() {
    var board = el('board');
    board.textContent = '';
    squares = [];
    for (var row = 0; row < ranks; row++) {
      var label = document.createElement('div');
      label.className = 'coord rank-label';
      board.appendChild(label);
      for (var col = 0; col < files; col++) {
        var div = document.createElement('div');
        div.className = 'square';
        div.addEventListener('pointerdown', onPointerDown);
        div.addEventListener('pointerenter', onHover);
        board.appendChild(div);
        squares.push(div);
      }
    }
    board.appendChild(document.createElement('div'));
    for (var f = 0; f < files; f++) {
      var fileLabel = document.createElement('div');
      fileLabel.className = 'coord file-label';
      board.appendChild(fileLabel);
    }
    layout();
  }

  // Which square each cell shows depends on the flip.
  function layout() {
    var rankLabels = el('board').querySelectorAll('.rank-label');
    var fileLabels = el('board').querySelectorAll('.file-label');
    for (var row = 0; row < ranks; row++) {
      var rank = flipped ? row : ranks - 1 - row;
      rankLabels[row].textContent = String(rank + 1);
      for (var col = 0; col < files; col++) {
        var file = flipped ? files - 1 - col : col;
        var sq = file + rank * files;
        var div = squares[row * files + col];
        div.dataset.sq = sq;
        div.dataset.square = squareName(sq);
      }
    }
    for (var c = 0; c < files; c++) {
      fileLabels[c].textContent = String.fromCharCode(97 + (flipped ? files - 1 - c : c));
    }
  }

  function cellOf(sq) {
    var file = sq % files, rank = Math.floor(sq / files);
    var row = flipped ? rank : ranks - 1 - rank;
    var col = flipped ? files - 1 - file : file;
    return squares[row * files + col];
  }

  function render() {
    var targets = duckStep ? duckTargets() : currentTargets();
    var board = duckStep ? duckStep.board : state.board;
    var walls = {};
    (duckStep ? duckStep.walls : state.walls).forEach(function (w) { walls[w] = true; });
    for (var sq = 0; sq < files * ranks; sq++) {
      var div = cellOf(sq);
      var file = sq % files, rank = Math.floor(sq / files);
      var cls = 'square ' + ((file + rank) % 2 === 0 ? 'dark' : 'light');
      if (hole[sq]) { div.className = 'square hole'; div.innerHTML = ''; div.dataset.html = ''; div.dataset.piece = ''; continue; }
      if (palace[sq]) { cls += ' palace'; }
      if (data.riverAbove >= 0 && rank === data.riverAbove + (flipped ? 0 : 1)) { cls += ' river-below'; }
      if (data.riverAbove >= 0 && rank === data.riverAbove + (flipped ? 1 : 0)) { cls += ' river-above'; }
      if (state.last && (state.last.from === sq || state.last.to === sq)) { cls += ' last'; }
      if (selected && selected.from === sq) { cls += ' selected'; }
      if (duckStep && duckStep.to === sq) { cls += ' selected'; }
      if (walls[sq]) { cls += ' wall'; }
      if (targets[sq]) { cls += ' target' + (targets[sq].capture ? ' capture' : ''); }
      var code = board[sq];
      if (code >= 0 && state.check && data.pieces[code >> 1].royal && (code & 1) === state.side) { cls += ' check'; }
      div.className = cls;
      var html = code < 0 ? '' : glyph(code >> 1, code & 1);
      if (div.dataset.html !== html) { div.innerHTML = html; div.dataset.html = html; }
      div.dataset.piece = code < 0 ? '' : (code & 1 ? data.pieces[code >> 1].id.toLowerCase() : data.pieces[code >> 1].id);
    }
    renderHands();
  }

  function renderHands() {
    var show = state.hands[0].concat(state.hands[1]).some(function (n) { return n > 0; }) || data.drops;
    var top = el('hand-top'), bottom = el('hand-bottom');
    top.textContent = ''; bottom.textContent = '';
    if (!show) { return; }
    [0, 1].forEach(function (side) {
      var box = (side === 1) !== flipped ? top : bottom;
      var label = document.createElement('span');
      label.className = 'note';
      label.textContent = sideName(side) + "'s hand:";
      box.appendChild(label);
      if (state.hands[side].every(function (n) { return n === 0; })) {
        var none = document.createElement('span');
        none.className = 'note';
        none.textContent = 'empty';
        box.appendChild(none);
      }
      state.hands[side].forEach(function (count, type) {
        if (count === 0) { return; }
        var button = document.createElement('button');
        button.type = 'button';
        button.dataset.hand = (side === 0 ? data.pieces[type].id : data.pieces[type].id.toLowerCase());
        button.innerHTML = glyph(type, side);
        var n = document.createElement('span');
        n.textContent = '×' + count;
        button.appendChild(n);
        button.disabled = side !== state.side || !humanToMove();
        if (selected && selected.drop === type && side === state.side) { button.className = 'selected'; }
        button.addEventListener('click', function () { selectDrop(type); });
        box.appendChild(button);
      });
    });
  }

  // ---- choosing a move ----
  function currentTargets() {
    var out = {};
    if (!selected) { return out; }
    state.moves.forEach(function (m) {
      if (matchesSelection(m)) {
        var t = out[m.to] || (out[m.to] = { capture: false });
        t.capture = t.capture || m.victims.length > 0;
        if (m.castle && !out[m.partner]) { out[m.partner] = { capture: false }; }
      }
    });
    return out;
  }

  // Duck chess: a move is the man's, then the Duck's. Once the man's part is chosen, the board
  // shows it made and the Duck's squares as targets; a click on one plays the whole move.
  function duckTargets() {
    var out = {};
    duckStep.moves.forEach(function (m) { out[m.wall] = { capture: false }; });
    return out;
  }

  function manPart(m) { return m.text.split(',')[0]; }

  function startDuckStep(moves) {
    var m = moves[0];
    var board = state.board.slice();
    if (!m.drop && !m.castle) {
      m.victims.forEach(function (v) { board[v] = -1; });
      board[m.to] = (m.promotion >= 0 ? m.promotion : m.type) * 2 + state.side;
      if (m.from !== m.to) { board[m.from] = -1; }
    }
    duckStep = { moves: moves, to: m.to, board: board, walls: state.walls };
    selected = null;
    showStatus('Now move the Duck: click a marked square.', false);
    render();
  }

  function matchesSelection(m) {
    if (!selected) { return false; }
    return selected.drop != null ? m.drop && m.type === selected.drop : !m.drop && m.from === selected.from;
  }

  function movesTo(sq) {
    // A castling is also the King taking his partner (Chess960's way, where the King may stay put).
    return state.moves.filter(function (m) { return matchesSelection(m) && (m.to === sq || m.castle && m.partner === sq); });
  }

  function selectDrop(type) {
    if (!humanToMove()) { return; }
    selected = selected && selected.drop === type ? null : { drop: type };
    render();
  }

  function onPointerDown(event) {
    var sq = Number(event.currentTarget.dataset.sq);
    event.preventDefault();
    if (!humanToMove()) { return; }
    if (duckStep) {
      var duckMove = duckStep.moves.filter(function (m) { return m.wall === sq; })[0];
      duckStep = null;
      if (duckMove) { play(duckMove.text); return; }
      showStatus('The Duck cannot go there; choose the move again.', false);
      render();
      return;
    }
    var moves = movesTo(sq);
    if (moves.length > 0) { choose(moves); return; }
    var code = state.board[sq];
    if (code >= 0 && (code & 1) === state.side) {
      selected = { from: sq };
      dragFrom = sq;
      showStatus(statusText(), false);
      render();
      return;
    }
    if (selected) { showStatus('Not a legal move.', false); }
    selected = null;
    render();
  }

  function onPointerUp(event) {
    if (dragFrom == null) { return; }
    var from = dragFrom;
    dragFrom = null;
    var under = document.elementFromPoint(event.clientX, event.clientY);
    var cell = under && under.closest ? under.closest('#board .square') : null;
    if (!cell || Number(cell.dataset.sq) === from || !selected || selected.from !== from) { return; }
    var moves = movesTo(Number(cell.dataset.sq));
    if (moves.length > 0) { choose(moves); } else { showStatus('Not a legal move.', false); selected = null; render(); }
  }

  function onHover(event) {
    squares.forEach(function (d) { d.classList.remove('victim'); });
    if (!selected) { return; }
    movesTo(Number(event.currentTarget.dataset.sq)).forEach(function (m) {
      m.victims.forEach(function (v) { if (v !== m.to) { cellOf(v).classList.add('victim'); } });
    });
  }

  // Several moves between the same squares: a promotion, a declined one, castling or a plain
  // step, captures taken or not, a man gated from hand or not. Ask which, each choice labelled with its SAN (a8=Q+), as the
  // move list will show it, and in words; the coordinate text is the button's tooltip.
  function choose(moves) {
    if (moves.length > 0 && moves[0].wall >= 0) {
      var parts = [];
      moves.forEach(function (m) { if (parts.indexOf(manPart(m)) < 0) { parts.push(manPart(m)); } });
      if (parts.length === 1) { startDuckStep(moves); return; }
      // Several men's moves between these squares (a promotion): choose one, then the Duck.
      moves = parts.map(function (p) { return moves.filter(function (m) { return manPart(m) === p; })[0]; });
    }
    if (moves.length === 1) { play(moves[0].text); return; }
    var box = el('choice-options');
    box.textContent = '';
    el('choice-title').textContent = 'Choose the move:';
    var sans = call('san', moves.map(function (m) { return m.text; }).join(' '));
    moves.forEach(function (m, i) {
      var button = document.createElement('button');
      button.type = 'button';
      button.dataset.move = m.text;
      button.title = m.text;
      var picture = document.createElement('span');
      var label = document.createElement('span');
      if (m.gate >= 0) {
        picture.innerHTML = glyph(m.gate, state.side);
        label.textContent = (m.castle ? 'castle; ' : '') + data.pieces[m.gate].name + ' enters from hand';
      } else if (m.promotion >= 0) {
        picture.innerHTML = glyph(m.promotion, state.side);
        label.textContent = data.pieces[m.promotion].name;
      } else if (m.declined) {
        picture.innerHTML = glyph(m.type, state.side);
        label.textContent = 'do not promote';
      } else if (m.castle) {
        label.textContent = 'castle';
      } else {
        label.textContent = m.victims.length ? 'capture ' + m.victims.map(squareName).join(' ') : 'plain move';
      }
      var text = document.createElement('code');
      text.className = 'choice-san';
      text.textContent = sans.san ? sans.san[i] : m.text;
      label.className = 'choice-name';
      button.setAttribute('aria-label', text.textContent + ' ' + label.textContent);
      button.appendChild(picture); button.appendChild(text); button.appendChild(label);
      button.addEventListener('click', function () {
        el('choice').hidden = true;
        if (m.wall >= 0) {
          startDuckStep(state.moves.filter(function (o) { return o.wall >= 0 && manPart(o) === manPart(m); }));
        } else {
          play(m.text);
        }
      });
      box.appendChild(button);
    });
    el('choice').hidden = false;
  }

  // ---- playing ----
  function play(text) {
    var answer = call('play', text);
    if (answer.error) { showStatus('Refused: ' + answer.error, false); return false; }
    played.push(answer.move);
    playedSan.push(answer.san);
    selected = null;
    setState(answer);
    return true;
  }

  function setState(s) {
    state = s;
    duckStep = null;
    el('fen-out').value = s.fen;
    showArmies(s.armies);
    renderMoves();
    render();
    showStatus(statusText(), s.result !== 'ONGOING');
    scheduleComputer();
  }

  // SAN, one numbered line per move as in PGN, counted from the FEN the game began at.
  function renderMoves() {
    var list = el('move-list');
    list.textContent = '';
    var fields = (gameFen || '').split(' ');
    var blackFirst = fields[1] === 'b';
    list.start = Math.max(1, parseInt(fields[5], 10) || 1);
    var li = null;
    for (var i = 0; i < playedSan.length; i++) {
      var white = (i % 2 === 0) !== blackFirst;
      if (white || li == null) {
        li = document.createElement('li');
        list.appendChild(li);
        if (!white) { li.appendChild(document.createTextNode('… ')); }
      }
      var move = document.createElement('span');
      move.className = 'san';
      move.textContent = playedSan[i];
      li.appendChild(move);
      if (white) { li.appendChild(document.createTextNode(' ')); }
    }
  }

  function statusText() {
    var winner = state.result === 'WHITE_WINS' ? 'White wins' : state.result === 'BLACK_WINS' ? 'Black wins' : 'draw';
    var loser = sideName(state.result === 'WHITE_WINS' ? 1 : 0);
    switch (state.reason) {
      case 'CHECKMATE': return 'Checkmate: ' + winner + '.';
      case 'STALEMATE': return 'Stalemate: ' + winner + '.';
      case 'GOAL': return 'Goal reached: ' + winner + '.';
      case 'MOVE_RULE': return 'Draw by the move rule.';
      case 'REPETITION': return state.result === 'DRAW' ? 'Draw by repetition.' : 'Repetition: ' + winner + ' on points.';
      case 'PERPETUAL_CHECK': return loser + ' loses by perpetual check: ' + winner + '.';
      case 'REPETITION_LOSS': return loser + ' loses by repetition: ' + winner + '.';
      case 'PERPETUAL_CHASE': return loser + ' loses by perpetual chase: ' + winner + '.';
      case 'COUNTING': return 'Draw by counting.';
      case 'CHECKS': return 'The winning check: ' + winner + '.';
    }
    return sideName(state.side) + ' to move' + (state.check ? ': check!' : '.');
  }

  function showStatus(text, over) {
    var status = el('status');
    status.textContent = text;
    status.className = over ? 'over' : '';
  }

  function computerSides() {
    var v = el('computer').value;
    return v === 'both' ? [0, 1] : v === 'none' ? [] : [Number(v)];
  }

  function humanToMove() {
    return state && state.result === 'ONGOING' && computerSides().indexOf(state.side) < 0 && thinking == null;
  }

  // ---- the computer, thinking in a Web Worker ----
  // The worker runs a second copy of the runtime, made from the same embedded script (the
  // function variantcRuntimeModule's own text, through a Blob URL: the page stays one file and
  // fetches nothing). It replays the game to the position and searches there, posting each
  // finished iteration; the page thread stays free for clicks. "Move now" ends the worker and
  // plays the best move so far; "Stop" ends it and hands the move to the person.
  var worker = null, workerUrl = null, thinker = null, job = 0, best = null;

  function workerMain() {
    self.onmessage = function (event) {
      var m = event.data, runtime = self.variantcRuntime;
      function call(command, argument) { return JSON.parse(runtime.call(command, argument == null ? '' : String(argument))); }
      var replay = [['load', m.tables]].concat(m.setup);
      for (var i = 0; i < replay.length; i++) {
        var answer = call(replay[i][0], replay[i][1]);
        if (answer.error) { self.postMessage({ job: m.job, error: replay[i][0] + ' ' + replay[i][1] + ': ' + answer.error }); return; }
      }
      self.variantcProgress = function (json) { self.postMessage({ job: m.job, progress: JSON.parse(json) }); };
      self.postMessage({ job: m.job, result: call('think', m.strength) });
    };
  }

  function workerScript() {
    return 'var variantcModule = {};\n(' + variantcRuntimeModule.toString() + ')(variantcModule);\n'
        + 'variantcModule.main([], function () {});\n(' + workerMain.toString() + ')();\n';
  }

  // A worker, made once and kept between moves; null when this browser refuses one.
  function ensureWorker() {
    if (worker) { return worker; }
    try {
      if (!workerUrl) { workerUrl = URL.createObjectURL(new Blob([workerScript()], { type: 'text/javascript' })); }
      worker = new Worker(workerUrl);
      worker.onmessage = onWorkerMessage;
      worker.onerror = function (e) { endWorker(); showStatus('The computer could not move: ' + (e.message || 'its worker failed'), true); };
      thinker = 'worker';
    } catch (e) {
      worker = null;
      thinker = 'page';
    }
    return worker;
  }

  function endWorker() {
    if (worker) { worker.terminate(); worker = null; }
  }

  function scheduleComputer() {
    if (thinking != null || state.result !== 'ONGOING' || computerSides().indexOf(state.side) < 0) { return; }
    showStatus(sideName(state.side) + ' is thinking…', false);
    job++;
    best = null;
    thinking = job;
    el('thinking').hidden = false;
    el('move-now').disabled = true;
    el('progress').textContent = sideName(state.side) + ' is thinking…';
    // the FEN names the armies of an armies game, so it alone sets the worker's rules
    var setup = [['fen', gameFen]].concat(played.map(function (m) { return ['play', m]; }));
    if (ensureWorker()) {
      worker.postMessage({ job: job, tables: data.tables, setup: setup, strength: el('strength').value });
      return;
    }
    // No worker (this browser refused one): think on the page's own thread, which freezes it.
    var mine = job;
    setTimeout(function () { if (thinking === mine) { finishThinking(call('think', el('strength').value)); } }, 60);
  }

  function onWorkerMessage(event) {
    var m = event.data;
    if (m.job !== thinking) { return; }
    if (m.error) { finishThinking({ error: m.error }); return; }
    if (m.progress) { showProgress(m.progress); return; }
    finishThinking(m.result);
  }

  function showProgress(p) {
    if (p.pv.length > 0) {
      var san = call('san', p.pv[0]);
      best = { move: p.pv[0], san: san.san ? san.san[0] : p.pv[0], depth: p.depth, score: p.score, nodes: p.nodes, millis: p.millis };
      el('move-now').disabled = false;
    }
    el('progress').textContent = sideName(state.side) + ' is thinking: depth ' + p.depth + ', score '
        + (p.mate ? 'mate in ' + p.mate : (p.score > 0 ? '+' : '') + p.score)
        + (best ? ', best so far ' + best.san : '') + ' (' + p.nodes + ' positions, ' + (p.millis / 1000).toFixed(1) + ' s)';
  }

  function finishThinking(answer) {
    thinking = null;
    el('thinking').hidden = true;
    if (answer.error) { showStatus('The computer could not move: ' + answer.error, true); return; }
    lastThought = answer;
    el('opponent-label').textContent = 'Opponent: ' + opponentLabel + '. Its last move, ' + answer.san
        + ': depth ' + answer.depth + ', ' + answer.nodes + ' positions, score ' + answer.score + '.';
    play(answer.move);
  }

  // Plays the best move the running search has found so far.
  function moveNow() {
    if (thinking == null || !best) { return; }
    endWorker();
    finishThinking(best);
  }

  // Abandons the search and lets the person move for the computer's side.
  function stopThinking() {
    if (thinking == null) { return; }
    stopComputer();
    el('computer').value = 'none';
    showStatus(statusText(), false);
    render();
  }

  function stopComputer() {
    if (thinking != null) { endWorker(); thinking = null; }
    el('thinking').hidden = true;
  }

  function undo() {
    stopComputer();
    var plies = computerSides().length === 1 && state.side === 1 - computerSides()[0] && played.length >= 2 ? 2 : 1;
    for (var i = 0; i < plies && played.length > 0; i++) {
      played.pop();
      playedSan.pop();
      state = call('undo');
    }
    selected = null;
    var keep = el('computer').value;
    el('computer').value = 'none';
    setState(state);
    el('computer').value = keep;
  }

  function loadFen(fen) {
    var answer = call('fen', fen);
    if (answer.error) { el('fen-error').textContent = answer.error; return false; }
    el('fen-error').textContent = '';
    stopComputer();
    played = [];
    playedSan = [];
    gameFen = answer.fen;
    selected = null;
    setState(answer);
    return true;
  }

  function wire() {
    document.addEventListener('pointerup', onPointerUp);
    el('new-game').addEventListener('click', function () { loadFen(startFen); });
    el('undo').addEventListener('click', undo);
    el('flip').addEventListener('click', function () { flipped = !flipped; layout(); squares.forEach(function (d) { d.dataset.html = ''; }); render(); });
    el('fen-load').addEventListener('click', function () { loadFen(el('fen-in').value); });
    el('computer').addEventListener('change', function () {
      if (thinking != null && computerSides().indexOf(state.side) < 0) { stopComputer(); showStatus(statusText(), false); }
      selected = null; render(); scheduleComputer();
    });
    el('move-now').addEventListener('click', moveNow);
    el('stop').addEventListener('click', stopThinking);
    el('pgn-export').addEventListener('click', exportPgn);
    el('pgn-import').addEventListener('click', function () { importPgn(el('pgn-text').value); });
    el('pgn-file').addEventListener('change', function () {
      var file = el('pgn-file').files[0];
      if (!file) { return; }
      var reader = new FileReader();
      reader.onload = function () { el('pgn-text').value = reader.result; importPgn(reader.result); };
      reader.readAsText(file);
    });
    el('choice-cancel').addEventListener('click', function () { el('choice').hidden = true; });
    Array.prototype.forEach.call(document.querySelectorAll('.legend-piece'), function (card) {
      card.addEventListener('click', function () { showDiagram(Number(card.dataset.type), null); });
      card.addEventListener('keydown', function (e) { if (e.key === 'Enter' || e.key === ' ') { showDiagram(Number(card.dataset.type), null); } });
    });
  }

  // ---- the legend's move diagram ----
  function showDiagram(type, square) {
    var sq = square == null ? Math.floor(files / 2) + Math.floor(ranks / 2) * files : square;
    if (hole[sq]) { return; }
    var moves = call('diagram', type + ',' + sq);
    if (moves.error) { return; }
    Array.prototype.forEach.call(document.querySelectorAll('.legend-piece'), function (card) {
      card.classList.toggle('selected', Number(card.dataset.type) === type);
    });
    var marks = {};
    moves.forEach(function (m) {
      var mark = m[2] === 2 || m[2] === 3 ? 'hop' : m[1] === 1 ? 'move' : m[1] === 2 ? 'capture' : 'dot';
      marks[m[0]] = marks[m[0]] && marks[m[0]] !== mark ? 'dot' : mark;
    });
    var box = el('diagram');
    box.style.setProperty('--files', files);
    box.style.setProperty('--ranks', ranks);
    box.textContent = '';
    for (var rank = ranks - 1; rank >= 0; rank--) {
      var label = document.createElement('div');
      label.className = 'coord';
      label.textContent = String(rank + 1);
      box.appendChild(label);
      for (var file = 0; file < files; file++) {
        var s = file + rank * files;
        var div = document.createElement('div');
        div.className = 'square ' + ((file + rank) % 2 === 0 ? 'dark' : 'light');
        if (hole[s]) { div.className = 'square hole'; box.appendChild(div); continue; }
        if (marks[s]) { div.className += ' target mode-' + marks[s]; }
        if (s === sq) { div.innerHTML = glyph(type, 0); }
        div.dataset.sq = s;
        div.addEventListener('click', function (e) { showDiagram(type, Number(e.currentTarget.dataset.sq)); });
        box.appendChild(div);
      }
    }
    box.appendChild(document.createElement('div'));
    for (var f = 0; f < files; f++) {
      var fl = document.createElement('div');
      fl.className = 'coord';
      fl.textContent = String.fromCharCode(97 + f);
      box.appendChild(fl);
    }
    el('diagram-title').textContent = data.pieces[type].name + ' on ' + squareName(sq);
    el('diagram-box').hidden = false;
  }

  // ---- PGN ----
  // The game as PGN: the seven tags, Variant (the definition's name), FEN and SetUp when the
  // game began elsewhere than the variant's start (an armies game's FEN names the armies), and
  // the moves in the SAN the move list shows.
  function pgnText() {
    var now = new Date();
    var date = now.getFullYear() + '.' + ('0' + (now.getMonth() + 1)).slice(-2) + '.' + ('0' + now.getDate()).slice(-2);
    var result = { WHITE_WINS: '1-0', BLACK_WINS: '0-1', DRAW: '1/2-1/2' }[state.result] || '*';
    var tags = [['Event', 'Casual game'], ['Site', '?'], ['Date', date], ['Round', '-'],
      ['White', playerName(0)], ['Black', playerName(1)], ['Result', result], ['Variant', data.name]];
    if (gameFen !== defaultFen) { tags.push(['SetUp', '1'], ['FEN', gameFen]); }
    var lines = tags.map(function (t) { return '[' + t[0] + ' "' + t[1].replace(/\\/g, '\\\\').replace(/"/g, '\\"') + '"]'; });
    var fields = gameFen.split(' ');
    var number = Math.max(1, parseInt(fields[5], 10) || 1);
    var blackFirst = fields[1] === 'b';
    var words = [];
    playedSan.forEach(function (san, i) {
      var white = (i % 2 === 0) !== blackFirst;
      if (white) { words.push(number + '.'); } else if (i === 0) { words.push(number + '...'); }
      words.push(san);
      if (!white) { number++; }
    });
    words.push(result);
    var text = '', line = '';
    words.forEach(function (w) {
      if (line && line.length + 1 + w.length > 79) { text += line + '\n'; line = w; } else { line = line ? line + ' ' + w : w; }
    });
    return lines.join('\n') + '\n\n' + text + line + '\n';
  }

  function playerName(side) {
    return computerSides().indexOf(side) >= 0 ? 'variantc engine, strength ' + el('strength').value : '?';
  }

  function exportPgn() {
    var text = pgnText();
    el('pgn-text').value = text;
    el('pgn-error').textContent = '';
    var save = el('pgn-save');
    save.href = 'data:application/x-chess-pgn;charset=utf-8,' + encodeURIComponent(text);
    save.hidden = false;
    return text;
  }

  // The first game of a PGN text: its tags and its moves, comments, variations, NAGs, move
  // numbers and annotation marks left out.
  function parsePgn(text) {
    var tags = {}, body = [], inMoves = false;
    var lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
    for (var i = 0; i < lines.length; i++) {
      var tag = /^\s*\[(\w+)\s+"((?:[^"\\]|\\.)*)"\s*\]\s*$/.exec(lines[i]);
      if (tag && inMoves) { break; }
      if (tag) { tags[tag[1]] = tag[2].replace(/\\(.)/g, '$1'); continue; }
      if (/\S/.test(lines[i]) && !/^\s*%/.test(lines[i])) { inMoves = true; body.push(lines[i].replace(/;.*$/, '')); }
    }
    var moves = body.join(' ').replace(/\{[^}]*\}/g, ' ');
    while (/\([^()]*\)/.test(moves)) { moves = moves.replace(/\([^()]*\)/g, ' '); }
    var sans = [];
    moves.split(/\s+/).forEach(function (token) {
      var t = token.replace(/^\d+\.+/, '').replace(/[!?]+$/, '');
      if (t && !/^\$\d+$/.test(t) && !/^(1-0|0-1|1\/2-1\/2|\*)$/.test(t)) { sans.push(t); }
    });
    return { tags: tags, moves: sans };
  }

  // Replays a PGN through the rules; an illegal or unreadable move refuses the whole game with
  // a message naming it, and the game on the board stays as it was.
  function importPgn(text) {
    var game = parsePgn(text);
    var error = el('pgn-error');
    var variant = game.tags.Variant;
    if (variant != null && variant.trim().toLowerCase() !== data.name.trim().toLowerCase()) {
      error.textContent = 'This PGN is a game of "' + variant + '" (its Variant tag); this page plays "' + data.name + '".';
      return false;
    }
    var fen = game.tags.FEN || defaultFen;
    var before = { fen: gameFen, played: played.slice() };
    var answer = call('fen', fen);
    if (answer.error) { error.textContent = 'The PGN\'s FEN tag is refused: ' + answer.error; restore(before); return false; }
    var begun = answer.fen, coordinates = [], sans = [];
    var fields = begun.split(' ');
    var number = Math.max(1, parseInt(fields[5], 10) || 1), side = fields[1] === 'b' ? 1 : 0;
    for (var i = 0; i < game.moves.length; i++) {
      var next = call('play', game.moves[i]);
      if (next.error) {
        error.textContent = 'Move ' + number + (side === 0 ? '. ' : '... ') + game.moves[i] + ' (' + sideName(side)
            + "'s) is not legal here: " + next.error + '. Nothing was imported.';
        restore(before);
        return false;
      }
      coordinates.push(next.move);
      sans.push(next.san);
      answer = next;
      if (side === 1) { number++; }
      side = 1 - side;
    }
    error.textContent = '';
    stopComputer();
    gameFen = begun;
    played = coordinates;
    playedSan = sans;
    selected = null;
    setState(answer);
    return true;
  }

  // Puts the runtime back at the game the page shows, after a refused import.
  function restore(before) {
    call('fen', before.fen);
    before.played.forEach(function (m) { call('play', m); });
  }

  // For tests and for people at the console: read-only views and the FEN entry.
  self.variantcPage = {
    legalMoves: function () { return state.moves.map(function (m) { return m.text; }); },
    fen: function () { return state.fen; },
    played: function () { return played.slice(); },
    playedSan: function () { return playedSan.slice(); },
    lastThought: function () { return lastThought; },
    status: function () { return el('status').textContent; },
    result: function () { return state.result + ' ' + state.reason; },
    loadFen: loadFen,
    play: play,
    exportPgn: exportPgn,
    importPgn: importPgn,
    pgnError: function () { return el('pgn-error').textContent; },
    thinking: function () { return thinking != null; },
    thinker: function () { return thinker; },
    progress: function () { return el('progress').textContent; },
    startArmies: function (white, black) {
      el('army-white').value = String(white);
      el('army-black').value = String(black);
      el('army-start').click();
      return state.fen;
    }
  };

  variantcModule.main([], start);
  start();
})();
